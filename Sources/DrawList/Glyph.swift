/// One positioned glyph of a shaped run.
public struct Glyph: Hashable, Sendable {
  /// The glyph index in the font.
  public var id: UInt32
  /// Horizontal position of the glyph origin, relative to the run's origin, in points.
  public var x: Double
  /// Vertical position of the glyph origin, relative to the run's baseline, in points (down is +).
  public var y: Double
  /// The UTF-8 byte offset in the run's text of the first character this glyph was shaped from
  /// (HarfBuzz's cluster), so a vector backend can map glyphs back to selectable text.
  public var cluster: UInt32

  /// Creates a glyph.
  public init(id: UInt32, x: Double, y: Double, cluster: UInt32 = 0) {
    self.id = id
    self.x = x
    self.y = y
    self.cluster = cluster
  }
}
