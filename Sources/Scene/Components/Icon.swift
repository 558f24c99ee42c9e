import DrawList

/// The icons the pickers draw, as filled outlines on a 24-unit grid (Remix Icon's shapes, which
/// AlignUI uses, where one exists), scaled into a box.
///
/// Outlines are filled with the non-zero rule: a hole (the inside of the clock's ring) runs the
/// other way round from its outline.
public enum Icon: String, CaseIterable, Sendable {
  /// `arrow-left-s-line`.
  case chevronLeft = "chevron-left"
  /// `arrow-right-s-line`.
  case chevronRight = "chevron-right"
  /// `time-line`: a ring with its hands at twelve and three, for the time header.
  case clock
  /// `close-line`: an ×, for clearing a field.
  case close
  /// `check-line`: a tick, for the chosen duration and slot.
  case check
  /// A pipette pointing down-left, for picking a colour from the screen.
  case eyedropper
  /// `add-line`: a +, for adding a swatch.
  case plus

  /// The grid's side: outlines use 0…24 on both axes.
  public static let grid = 24.0

  /// The outline on the 24×24 grid.
  public var elements: [Path.Element] {
    switch self {
    case .chevronLeft:
      IconOutline.polygon([
        (10.8284, 12.0007), (15.7782, 16.9504), (14.364, 18.3646), (8, 12.0007),
        (14.364, 5.63672), (15.7782, 7.05093),
      ])
    case .chevronRight:
      IconOutline.polygon([
        (13.1717, 12.0007), (8.22192, 7.05093), (9.63614, 5.63672), (16.0001, 12.0007),
        (9.63614, 18.3646), (8.22192, 16.9504),
      ])
    case .clock:
      IconOutline.circle(center: (12, 12), radius: 10, clockwise: true)
        + IconOutline.circle(center: (12, 12), radius: 8, clockwise: false)
        + IconOutline.polygon([(13, 12), (17, 12), (17, 14), (11, 14), (11, 7), (13, 7)])
    case .close:
      IconOutline.polygon([
        (12, 10.5858), (16.9497, 5.63604), (18.364, 7.05025), (13.4142, 12), (18.364, 16.9497),
        (16.9497, 18.364), (12, 13.4142), (7.05025, 18.364), (5.63604, 16.9497), (10.5858, 12),
        (5.63604, 7.05025), (7.05025, 5.63604),
      ])
    case .check:
      IconOutline.polygon([
        (10, 15.1716), (19.1924, 5.97918), (20.6066, 7.3934), (10, 18), (3.63604, 11.636),
        (5.05025, 10.2218),
      ])
    case .eyedropper:
      // Drawn upright (tip down at 12, 22), then turned 45° clockwise about the centre.
      (IconOutline.polygon([(11, 11), (13, 11), (13, 20), (12, 22), (11, 20)])
        + IconOutline.polygon([(8, 9), (16, 9), (16, 11), (8, 11)])
        + IconOutline.polygon([(10, 9), (10, 5), (12, 3), (14, 5), (14, 9)]))
        .map(Self.turnedEighth)
    case .plus:
      IconOutline.polygon([
        (11, 11), (11, 5), (13, 5), (13, 11), (19, 11), (19, 13), (13, 13), (13, 19), (11, 19),
        (11, 13), (5, 13), (5, 11),
      ])
    }
  }

  /// The icon as a path filling `box` (which should be square).
  public func path(in box: Rect) -> Path {
    IconOutline.path(elements, grid: Self.grid, in: box)
  }

  /// `element` turned 45° clockwise on screen about the grid's centre.
  private static func turnedEighth(_ element: Path.Element) -> Path.Element {
    let (s, c) = (0.5.squareRoot(), 0.5.squareRoot())
    func turn(_ p: Point) -> Point {
      let (dx, dy) = (p.x - grid / 2, p.y - grid / 2)
      return Point(x: grid / 2 + dx * c - dy * s, y: grid / 2 + dx * s + dy * c)
    }
    switch element {
    case .move(let p): return .move(to: turn(p))
    case .line(let p): return .line(to: turn(p))
    case .curve(let p, let c1, let c2):
      return .curve(to: turn(p), control1: turn(c1), control2: turn(c2))
    case .close: return .close
    }
  }
}
