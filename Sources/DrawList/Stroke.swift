/// How a shape's outline is drawn: centred on the outline, `width` points wide.
///
/// The defaults (butt caps, miter joins, no dash) are Cairo's, SVG's and PDF's own.
public struct Stroke: Hashable, Sendable {
  /// The end of an open line or dash.
  public enum Cap: String, Hashable, Sendable, CaseIterable {
    /// Flat, exactly at the end point.
    case butt
    /// A half circle past the end point.
    case round
    /// A half square past the end point.
    case square
  }

  /// Where two segments meet.
  public enum Join: String, Hashable, Sendable, CaseIterable {
    /// A sharp corner.
    case miter
    /// A rounded corner.
    case round
    /// A cut corner.
    case bevel
  }

  /// What the outline is painted with.
  public var paint: Paint
  /// The line width in points.
  public var width: Double
  /// Alternating on and off lengths in points; empty for a solid line.
  public var dash: [Double]
  /// How far into the dash pattern the outline starts, in points.
  public var dashPhase: Double
  /// Line ends.
  public var cap: Cap
  /// Corners.
  public var join: Join

  /// Creates a stroke.
  public init(
    _ paint: Paint, width: Double, dash: [Double] = [], dashPhase: Double = 0, cap: Cap = .butt,
    join: Join = .miter
  ) {
    self.paint = paint
    self.width = width
    self.dash = dash
    self.dashPhase = dashPhase
    self.cap = cap
    self.join = join
  }

  /// The miter limit backends use (Cairo's, SVG's and PDF's default).
  public static let miterLimit = 10.0

  /// How far past `shape`'s outline the stroke can paint: half the width for rectangles and
  /// circles; on a path a miter join can reach `miterLimit / 2` widths, a square cap √2 halves.
  public func reach(on shape: Shape) -> Double {
    guard case .path = shape else { return width / 2 }
    switch (join, cap) {
    case (.miter, _): return width / 2 * Self.miterLimit
    case (_, .square): return width / 2 * 2.0.squareRoot()
    default: return width / 2
    }
  }

  /// A solid line of one colour.
  public static func solid(_ color: Color, width: Double) -> Stroke {
    Stroke(.solid(color), width: width)
  }
}
