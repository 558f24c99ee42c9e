/// Text shaped at a style: glyph positions relative to the start of the baseline.
public struct ShapedText: Hashable, Sendable {
  /// The glyphs, relative to the start of the baseline.
  public var glyphs: [Glyph]
  /// The advance width in points.
  public var advance: Double

  /// Creates shaped text.
  public init(glyphs: [Glyph], advance: Double) {
    self.glyphs = glyphs
    self.advance = advance
  }
}
