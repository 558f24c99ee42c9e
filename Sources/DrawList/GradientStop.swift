/// One colour stop of a gradient.
public struct GradientStop: Hashable, Sendable {
  /// Where the stop sits along the gradient, 0…1.
  public var offset: Double
  /// The colour at that offset.
  public var color: Color

  /// Creates a stop.
  public init(offset: Double, color: Color) {
    self.offset = offset
    self.color = color
  }
}
