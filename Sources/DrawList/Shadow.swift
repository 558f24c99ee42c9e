/// A CSS-style drop shadow: the shape's silhouette offset, grown by `spread`, blurred and tinted.
///
/// The blur is Gaussian with a standard deviation of half of `blur`, as CSS defines it.
public struct Shadow: Hashable, Sendable {
  /// Horizontal offset in points.
  public var offsetX: Double
  /// Vertical offset in points.
  public var offsetY: Double
  /// The CSS blur radius in points (σ = blur / 2).
  public var blur: Double
  /// Grows (or, negative, shrinks) the silhouette before blurring, in points.
  public var spread: Double
  /// The shadow's colour, including its opacity.
  public var color: Color

  /// Creates a shadow.
  public init(offsetX: Double, offsetY: Double, blur: Double, spread: Double = 0, color: Color) {
    self.offsetX = offsetX
    self.offsetY = offsetY
    self.blur = blur
    self.spread = spread
    self.color = color
  }

  /// How far the visible shadow reaches beyond the blurred silhouette: three standard deviations.
  public var blurExtent: Double { 3 * blur / 2 }

  /// The area the shadow of a shape with `bounds` can touch.
  public func bounds(of shapeBounds: Rect) -> Rect {
    let grow = spread + blurExtent
    return shapeBounds.offsetBy(dx: offsetX, dy: offsetY).insetBy(dx: -grow, dy: -grow)
  }
}
