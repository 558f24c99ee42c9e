/// How the inside of a filled shape is coloured.
public enum Paint: Hashable, Sendable {
  /// One colour.
  case solid(Color)
  /// A linear gradient between two points, through colour stops at offsets 0…1.
  case linearGradient(from: Point, to: Point, stops: [GradientStop])
  /// A 2-D gradient over a rectangle, interpolating bilinearly between its four corner colours
  /// (e.g. a saturation × brightness spectrum).
  case cornerGradient(
    Rect, topLeft: Color, topRight: Color, bottomLeft: Color, bottomRight: Color)
}
