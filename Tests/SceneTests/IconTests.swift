import DrawList
import Scene
import Testing

/// The icons' own vector paths.
@Suite struct IconTests {
  /// Every outline stays on the 24-unit grid and closes every sub-path it starts.
  @Test(arguments: Icon.allCases)
  func outlineStaysOnTheGridAndCloses(icon: Icon) {
    let path = Path(icon.elements)
    let bounds = path.bounds
    #expect(bounds.x >= 0 && bounds.y >= 0 && bounds.maxX <= 24 && bounds.maxY <= 24)
    #expect(max(bounds.width, bounds.height) >= 12)
    let moves = icon.elements.filter { if case .move = $0 { true } else { false } }.count
    let closes = icon.elements.filter { $0 == .close }.count
    #expect(moves > 0 && moves == closes)
    #expect(icon.elements.first.map { if case .move = $0 { true } else { false } } == true)
  }

  /// `path(in:)` scales the grid into the box: the grid's 24 units become the box's side.
  @Test(arguments: Icon.allCases)
  func pathScalesIntoTheBox(icon: Icon) {
    let grid = Path(icon.elements).bounds
    let placed = icon.path(in: Rect(x: 100, y: 50, width: 48, height: 48)).bounds
    #expect(abs(placed.x - (100 + grid.x * 2)) < 1e-9)
    #expect(abs(placed.y - (50 + grid.y * 2)) < 1e-9)
    #expect(abs(placed.width - grid.width * 2) < 1e-9)
  }

  /// The chevrons mirror each other about the grid's centre line.
  @Test func chevronsMirror() {
    let left = Path(Icon.chevronLeft.elements).bounds
    let right = Path(Icon.chevronRight.elements).bounds
    #expect(abs(left.x - (24 - right.maxX)) < 0.001)
    #expect(abs(left.width - right.width) < 0.001)
  }

  /// The clock's ring has a hole: its inner circle runs the other way round (non-zero fill).
  @Test func clockRingHasAHole() {
    let moves = Icon.clock.elements.enumerated().compactMap { index, element -> Int? in
      if case .move = element { index } else { nil }
    }
    #expect(moves.count == 3)
    func secondPoint(_ start: Int) -> Point? {
      if case .curve(let p, _, _) = Icon.clock.elements[start + 1] { p } else { nil }
    }
    // Outer: right → bottom (clockwise on screen); inner: right → top.
    #expect(secondPoint(moves[0]) == Point(x: 12, y: 22))
    #expect(secondPoint(moves[1]) == Point(x: 12, y: 4))
  }
}
