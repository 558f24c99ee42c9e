/// How the inside of a filled shape (or a stroke) is coloured.
public enum Paint: Hashable, Sendable {
  /// One colour.
  case solid(Color)
  /// A linear gradient between two points, through colour stops at offsets 0…1.
  case linearGradient(from: Point, to: Point, stops: [GradientStop])
  /// A radial gradient from `center` (offset 0) out to `radius` (offset 1).
  case radialGradient(center: Point, radius: Double, stops: [GradientStop])
  /// A conic (sweep) gradient around `center`: offset 0 at `startAngle` (radians, 0 pointing
  /// right, growing clockwise on screen) and offset 1 a full turn later (a hue ring or wheel).
  case conicGradient(center: Point, startAngle: Double, stops: [GradientStop])
  /// A 2-D gradient over a rectangle, interpolating bilinearly between its four corner colours
  /// (e.g. a saturation × brightness spectrum).
  case cornerGradient(
    Rect, topLeft: Color, topRight: Color, bottomLeft: Color, bottomRight: Color)
  /// A tile repeated across and down (a checkerboard behind translucent swatches).
  case pattern(PatternTile)
}
