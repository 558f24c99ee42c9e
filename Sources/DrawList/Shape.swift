/// A closed area that can be filled, stroked, clipped to or shadowed.
public enum Shape: Hashable, Sendable {
  /// A rectangle with circular corners, each with its own radius (all zero for square corners).
  case rect(Rect, CornerRadii)
  /// A circle.
  case circle(center: Point, radius: Double)
  /// An arbitrary outline, filled with the non-zero rule.
  case path(Path)

  /// A rectangle whose four corners share `radius`.
  public static func roundedRect(_ rect: Rect, radius: Double) -> Shape {
    .rect(rect, CornerRadii(radius))
  }

  /// The shape's bounding box.
  public var bounds: Rect {
    switch self {
    case .rect(let rect, _): rect
    case .circle(let center, let radius):
      Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
    case .path(let path): path.bounds
    }
  }
}
