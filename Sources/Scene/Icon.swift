import DrawList

/// The icons the pickers draw, as filled outlines on a 24-unit grid (Remix Icon's shapes, which
/// AlignUI uses), scaled into a box.
public enum Icon: String, CaseIterable, Sendable {
  /// `arrow-left-s-line`.
  case chevronLeft = "chevron-left"
  /// `arrow-right-s-line`.
  case chevronRight = "chevron-right"

  /// The outline on the 24×24 grid.
  private var points: [(Double, Double)] {
    switch self {
    case .chevronLeft:
      [
        (10.8284, 12.0007), (15.7782, 16.9504), (14.364, 18.3646), (8, 12.0007),
        (14.364, 5.63672), (15.7782, 7.05093),
      ]
    case .chevronRight:
      [
        (13.1717, 12.0007), (8.22192, 7.05093), (9.63614, 5.63672), (16.0001, 12.0007),
        (9.63614, 18.3646), (8.22192, 16.9504),
      ]
    }
  }

  /// The icon as a path filling `box` (which should be square).
  public func path(in box: Rect) -> Path {
    let unit = box.width / 24
    var path = Path()
    for (index, (x, y)) in points.enumerated() {
      let point = Point(x: box.x + x * unit, y: box.y + y * unit)
      if index == 0 { path.move(to: point) } else { path.line(to: point) }
    }
    path.close()
    return path
  }
}
