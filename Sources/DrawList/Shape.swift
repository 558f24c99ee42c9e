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

  /// The shape grown outward by `spread` points, as a shadow's spread grows it (CSS box-shadow).
  ///
  /// A negative spread shrinks, never below an empty rect or a zero radius; corner radii grow
  /// with it. A path comes back as it is: it cannot be offset exactly, so a backend grows a
  /// path's shadow some other way (CairoBackend strokes its silhouette).
  public func spread(by spread: Double) -> Shape {
    guard spread != 0 else { return self }
    switch self {
    case .rect(let rect, let radii):
      let grown = rect.insetBy(dx: -spread, dy: -spread)
      return .rect(
        Rect(x: grown.x, y: grown.y, width: max(0, grown.width), height: max(0, grown.height)),
        radii.grown(by: spread))
    case .circle(let center, let radius):
      return .circle(center: center, radius: max(0, radius + spread))
    case .path:
      return self
    }
  }
}
