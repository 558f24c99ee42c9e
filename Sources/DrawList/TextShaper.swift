/// The typographic style of a run of text, before shaping.
public struct TextStyle: Hashable, Sendable {
  /// The font.
  public var font: FontID
  /// Size in points.
  public var size: Double
  /// Extra space after every glyph, in em (AlignUI's letter spacing, e.g. -0.006).
  public var tracking: Double

  /// Creates a style.
  public init(font: FontID, size: Double, tracking: Double = 0) {
    self.font = font
    self.size = size
    self.tracking = tracking
  }
}

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

/// Vertical metrics of a font at a size, in points.
public struct FontMetrics: Hashable, Sendable {
  /// Distance from the baseline up to the top of capitals.
  public var capHeight: Double
  /// Distance from the baseline up to the typographic ascender.
  public var ascender: Double
  /// Distance from the baseline down to the typographic descender (positive).
  public var descender: Double

  /// Creates metrics.
  public init(capHeight: Double, ascender: Double, descender: Double) {
    self.capHeight = capHeight
    self.ascender = ascender
    self.descender = descender
  }
}

/// Turns strings into positioned glyphs; the scene builder uses it to lay text out.
///
/// The draw list only carries the result, so a backend draws exactly what the scene measured.
public protocol TextShaper: Sendable {
  /// Shapes `text` in `style`, kerning applied.
  func shape(_ text: String, style: TextStyle) throws -> ShapedText
  /// The vertical metrics of `style`'s font at its size.
  func metrics(_ style: TextStyle) throws -> FontMetrics
}
