/// A run of text already shaped into glyphs: the backend only draws them where they stand.
public struct GlyphRun: Hashable, Sendable {
  /// The source text, kept for readable dumps and accessibility.
  public var text: String
  /// The font the glyph ids refer to.
  public var font: FontID
  /// Font size in points.
  public var size: Double
  /// Text colour.
  public var color: Color
  /// The start of the baseline, in points.
  public var origin: Point
  /// The glyphs, relative to `origin`.
  public var glyphs: [Glyph]
  /// The advance width of the whole run in points.
  public var advance: Double

  /// Creates a run.
  public init(
    text: String, font: FontID, size: Double, color: Color, origin: Point, glyphs: [Glyph],
    advance: Double
  ) {
    self.text = text
    self.font = font
    self.size = size
    self.color = color
    self.origin = origin
    self.glyphs = glyphs
    self.advance = advance
  }
}
