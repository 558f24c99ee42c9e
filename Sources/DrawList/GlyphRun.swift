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
  /// The OpenType features it was shaped with (`tnum`).
  public var features: [String]
  /// The language it was shaped as.
  public var language: String
  /// The direction it was shaped in; glyphs are always stored left to right on the page.
  public var direction: TextDirection

  /// Creates a run.
  public init(
    text: String, font: FontID, size: Double, color: Color, origin: Point, glyphs: [Glyph],
    advance: Double, features: [String] = [], language: String = "en",
    direction: TextDirection = .leftToRight
  ) {
    self.features = features
    self.language = language
    self.direction = direction
    self.text = text
    self.font = font
    self.size = size
    self.color = color
    self.origin = origin
    self.glyphs = glyphs
    self.advance = advance
  }
}
