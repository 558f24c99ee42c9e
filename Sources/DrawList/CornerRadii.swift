/// The four corner radii of a rounded rectangle, in points, clockwise from the top left.
///
/// A radius larger than half the shorter side is clamped by the backend, so `CornerRadii(999)`
/// gives a pill.
public struct CornerRadii: Hashable, Sendable {
  /// The top-left corner.
  public var topLeft: Double
  /// The top-right corner.
  public var topRight: Double
  /// The bottom-right corner.
  public var bottomRight: Double
  /// The bottom-left corner.
  public var bottomLeft: Double

  /// The same radius on every corner.
  public init(_ radius: Double) {
    self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
  }

  /// Each corner its own radius (a badge strip's 6/6/28/28, a segmented end cap's 9/0/0/9).
  public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
    self.topLeft = topLeft
    self.topRight = topRight
    self.bottomRight = bottomRight
    self.bottomLeft = bottomLeft
  }

  /// No rounding.
  public static let zero = CornerRadii(0)

  /// Whether all four corners share one radius.
  public var isUniform: Bool {
    topLeft == topRight && topRight == bottomRight && bottomRight == bottomLeft
  }

  /// The corners in drawing order: top left, top right, bottom right, bottom left.
  public var clockwise: [Double] { [topLeft, topRight, bottomRight, bottomLeft] }

  /// Each radius grown by `amount` (never below zero), as a spread shadow grows its shape.
  public func grown(by amount: Double) -> CornerRadii {
    CornerRadii(
      topLeft: max(0, topLeft + amount), topRight: max(0, topRight + amount),
      bottomRight: max(0, bottomRight + amount), bottomLeft: max(0, bottomLeft + amount))
  }
}
