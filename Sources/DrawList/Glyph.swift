/// One positioned glyph of a shaped run.
public struct Glyph: Hashable, Sendable {
  /// The glyph index in the font.
  public var id: UInt32
  /// Horizontal position of the glyph origin, relative to the run's origin, in points.
  public var x: Double
  /// Vertical position of the glyph origin, relative to the run's baseline, in points (down is +).
  public var y: Double

  /// Creates a glyph.
  public init(id: UInt32, x: Double, y: Double) {
    self.id = id
    self.x = x
    self.y = y
  }
}
