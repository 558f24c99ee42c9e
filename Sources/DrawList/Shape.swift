/// A closed area that can be filled, stroked, clipped to or shadowed.
public enum Shape: Hashable, Sendable {
  /// A rectangle with circular corners of `radius` (0 for square corners).
  case roundedRect(Rect, radius: Double)
  /// A circle.
  case circle(center: Point, radius: Double)
  /// An arbitrary outline, filled with the non-zero rule.
  case path(Path)

  /// The shape's bounding box.
  public var bounds: Rect {
    switch self {
    case .roundedRect(let rect, _): rect
    case .circle(let center, let radius):
      Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
    case .path(let path): path.bounds
    }
  }
}
