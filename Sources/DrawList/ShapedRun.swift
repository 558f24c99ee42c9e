/// One piece of a shaped paragraph: a stretch of text in one font and one direction, placed at
/// ``x`` from the paragraph's left edge.
///
/// A ``GlyphRun`` has one font, so a string mixing scripts (a Hebrew month and Latin digits)
/// becomes several of these, in the order they stand on the page, left to right.
public struct ShapedRun: Hashable, Sendable {
  /// The run's text, in logical (reading) order.
  public var text: String
  /// The font its glyphs refer to.
  public var font: FontID
  /// The direction it was shaped in.
  public var direction: TextDirection
  /// The glyphs, relative to the run's own start (``x``).
  public var glyphs: [Glyph]
  /// The run's advance width in points.
  public var advance: Double
  /// Where the run starts, in points from the paragraph's left edge.
  public var x: Double

  /// Creates a run.
  public init(
    text: String, font: FontID, direction: TextDirection, glyphs: [Glyph], advance: Double,
    x: Double
  ) {
    self.text = text
    self.font = font
    self.direction = direction
    self.glyphs = glyphs
    self.advance = advance
    self.x = x
  }
}
