import DrawList
import Testing

@Suite struct RectTests {
  @Test func edgesAndCentreFollowTheOriginAndSize() {
    let rect = Rect(x: -10, y: 4, width: 30, height: 8)
    #expect(rect.maxX == 20)
    #expect(rect.maxY == 12)
    #expect(rect.midX == 5)
    #expect(rect.midY == 8)
    #expect(rect.center == Point(x: 5, y: 8))
  }

  /// Positive amounts inset (shrink), negative ones grow, on both sides of each axis.
  @Test(arguments: [
    (2.0, 3.0, Rect(x: 2, y: 3, width: 6, height: 4)),
    (-2, -3, Rect(x: -2, y: -3, width: 14, height: 16)),
    (0, 0, Rect(x: 0, y: 0, width: 10, height: 10)),
    (5, 0, Rect(x: 5, y: 0, width: 0, height: 10)),
  ])
  func insetByMovesEverySide(dx: Double, dy: Double, expected: Rect) {
    let rect = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(rect.insetBy(dx: dx, dy: dy) == expected)
    #expect(rect.insetBy(dx: dx, dy: dy).center == rect.center)
  }

  @Test func offsetByKeepsTheSize() {
    #expect(
      Rect(x: 1, y: 2, width: 3, height: 4).offsetBy(dx: -5, dy: 0.5)
        == Rect(x: -4, y: 2.5, width: 3, height: 4))
  }

  @Test(arguments: [
    // Overlapping, disjoint, one inside the other.
    (
      Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 5, y: 5, width: 10, height: 10),
      Rect(x: 0, y: 0, width: 15, height: 15)
    ),
    (
      Rect(x: 0, y: 0, width: 1, height: 1), Rect(x: -10, y: 20, width: 2, height: 2),
      Rect(x: -10, y: 0, width: 11, height: 22)
    ),
    (
      Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 2, y: 2, width: 1, height: 1),
      Rect(x: 0, y: 0, width: 10, height: 10)
    ),
    // A zero-size rectangle is a point, and the union reaches it (path bounds rely on this).
    (
      Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 20, y: -5, width: 0, height: 0),
      Rect(x: 0, y: -5, width: 20, height: 15)
    ),
  ])
  func unionHoldsBothAndIsSymmetric(a: Rect, b: Rect, expected: Rect) {
    #expect(a.union(b) == expected)
    #expect(b.union(a) == expected)
  }

  @Test(arguments: [
    (Rect(x: 0.5, y: 0.5, width: 1, height: 1), Rect(x: 0, y: 0, width: 2, height: 2)),
    (Rect(x: -0.5, y: -1.5, width: 1, height: 1), Rect(x: -1, y: -2, width: 2, height: 2)),
    (Rect(x: 2, y: 3, width: 4, height: 5), Rect(x: 2, y: 3, width: 4, height: 5)),
    (Rect(x: 0.2, y: 0.2, width: 0.5, height: 0.5), Rect(x: 0, y: 0, width: 1, height: 1)),
    (
      Rect(x: -37.5, y: -12.5, width: 415, height: 175),
      Rect(x: -38, y: -13, width: 416, height: 176)
    ),
    (Rect(x: 1.5, y: 1.5, width: 0, height: 0), Rect(x: 1, y: 1, width: 1, height: 1)),
  ])
  func integralIsTheWholePointBoxAround(rect: Rect, expected: Rect) {
    #expect(rect.integral == expected)
  }
}
