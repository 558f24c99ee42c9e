import DrawList
import Foundation
import Testing

@Suite struct TransformTests {
  /// Transforms that do not commute with each other, none of them singular.
  static let samples: [Transform] = [
    .identity,
    .translation(dx: 3, dy: -4),
    .scale(2, 0.5, about: Point(x: 10, y: 20)),
    .rotation(.pi / 6, about: Point(x: -5, y: 7)),
    Transform(a: 1, b: 0.25, c: -0.5, d: 1.5, tx: 2, ty: 1),
    .scale(-1, 1),
  ]

  static let points = [
    Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: -3.5, y: 12), Point(x: 100, y: -250),
  ]

  static let triples: [(Transform, Transform, Transform)] = samples.indices.map {
    (samples[$0], samples[($0 + 1) % samples.count], samples[($0 + 2) % samples.count])
  }

  @Test(arguments: samples)
  func theIdentityChangesNothing(t: Transform) {
    #expect(t.concatenating(after: .identity) == t)
    #expect(Transform.identity.concatenating(after: t) == t)
    for point in Self.points {
      #expect(Transform.identity.apply(point) == point)
    }
  }

  /// `second.concatenating(after: first)` applies `first`, then `second`.
  @Test(arguments: samples, samples)
  func concatenationAppliesTheFirstTransformFirst(first: Transform, second: Transform) {
    let composed = second.concatenating(after: first)
    for point in Self.points {
      #expect(Tolerance.close(composed.apply(point), second.apply(first.apply(point))))
    }
  }

  @Test(arguments: triples)
  func concatenationIsAssociative(a: Transform, b: Transform, c: Transform) {
    let left = a.concatenating(after: b).concatenating(after: c)
    let right = a.concatenating(after: b.concatenating(after: c))
    #expect(Tolerance.close(left, right))
  }

  @Test func concatenationDoesNotCommute() {
    let move = Transform.translation(dx: 10, dy: 0)
    let double = Transform.scale(2, 2)
    #expect(double.concatenating(after: move).apply(Point(x: 1, y: 0)) == Point(x: 22, y: 0))
    #expect(move.concatenating(after: double).apply(Point(x: 1, y: 0)) == Point(x: 12, y: 0))
  }

  @Test(arguments: samples)
  func anInverseUndoesItsTransform(t: Transform) throws {
    let inverse = try #require(t.inverted)
    #expect(Tolerance.close(inverse.concatenating(after: t), .identity))
    #expect(Tolerance.close(t.concatenating(after: inverse), .identity))
    #expect(Tolerance.close(try #require(inverse.inverted), t))
    for point in Self.points {
      #expect(Tolerance.close(inverse.apply(t.apply(point)), point))
    }
  }

  @Test(arguments: [
    Transform.scale(0, 1), .scale(1, 0), Transform(a: 0, b: 0, c: 0, d: 0, tx: 5, ty: 5),
    Transform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0),
    Transform(a: .infinity, b: 0, c: 0, d: 1, tx: 0, ty: 0),
    Transform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0),
  ])
  func aTransformThatSquashesThePlaneHasNoInverse(t: Transform) {
    #expect(t.inverted == nil)
  }

  @Test(arguments: [
    (Transform.translation(dx: 3, dy: 4), Point(x: 1, y: 1), Point(x: 4, y: 5)),
    (.scale(2, 3), Point(x: 1, y: 1), Point(x: 2, y: 3)),
    (.scale(2, 3, about: Point(x: 10, y: 10)), Point(x: 11, y: 11), Point(x: 12, y: 13)),
    // Clockwise on screen, y down: right turns to down, down turns to left.
    (.rotation(.pi / 2), Point(x: 1, y: 0), Point(x: 0, y: 1)),
    (.rotation(.pi / 2), Point(x: 0, y: 1), Point(x: -1, y: 0)),
    (.rotation(.pi / 2, about: Point(x: 5, y: 5)), Point(x: 6, y: 5), Point(x: 5, y: 6)),
    (.rotation(.pi, about: Point(x: 5, y: 5)), Point(x: 0, y: 0), Point(x: 10, y: 10)),
    (Transform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6), Point(x: 1, y: 1), Point(x: 9, y: 12)),
  ])
  func applyingMovesPointsAsTheMatrixSays(t: Transform, point: Point, expected: Point) {
    #expect(Tolerance.close(t.apply(point), expected))
  }

  @Test(arguments: [Point(x: 0, y: 0), Point(x: 160, y: 108), Point(x: -7, y: 3.5)])
  func scalingAndRotatingKeepTheirAnchorStill(anchor: Point) {
    for t in [
      Transform.scale(0.83, 0.34, about: anchor), .rotation(1, about: anchor),
      .rotation(-.pi / 3, about: anchor),
    ] {
      #expect(Tolerance.close(t.apply(anchor), anchor))
    }
  }

  @Test(arguments: [
    (
      Transform.identity, Rect(x: 1, y: 2, width: 3, height: 4),
      Rect(x: 1, y: 2, width: 3, height: 4)
    ),
    (
      .translation(dx: -1, dy: 1), Rect(x: 1, y: 2, width: 3, height: 4),
      Rect(x: 0, y: 3, width: 3, height: 4)
    ),
    // A flip keeps the size positive.
    (.scale(-2, 1), Rect(x: 1, y: 2, width: 3, height: 4), Rect(x: -8, y: 2, width: 6, height: 4)),
    // A square turned 45° about its centre: the box around the diamond.
    (
      .rotation(.pi / 4, about: Point(x: 1, y: 1)), Rect(x: 0, y: 0, width: 2, height: 2),
      Rect(
        x: 1 - 2.0.squareRoot(), y: 1 - 2.0.squareRoot(), width: 2 * 2.0.squareRoot(),
        height: 2 * 2.0.squareRoot())
    ),
    (
      .rotation(.pi / 2), Rect(x: 0, y: 0, width: 4, height: 2),
      Rect(x: -2, y: 0, width: 2, height: 4)
    ),
  ])
  func aRectangleBecomesTheBoxAroundItsCorners(t: Transform, rect: Rect, expected: Rect) {
    #expect(Tolerance.close(t.apply(rect), expected))
  }

  @Test(arguments: [
    (Transform.translation(dx: 0, dy: 0), true), (.translation(dx: -0.0, dy: 0), true),
    (.scale(1, 1, about: Point(x: 7, y: 9)), true), (.rotation(0, about: Point(x: 3, y: 4)), true),
    (.translation(dx: 0.001, dy: 0), false), (.scale(1, -1), false),
  ])
  func onlyTheExactIdentityIsTheIdentity(t: Transform, identity: Bool) {
    #expect(t.isIdentity == identity)
  }
}
