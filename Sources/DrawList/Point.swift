/// A point in the draw list's coordinate space, in points (1 pt = `scale` pixels).
public struct Point: Hashable, Sendable {
  /// Horizontal position, growing to the right.
  public var x: Double
  /// Vertical position, growing downwards.
  public var y: Double

  /// Creates a point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}
