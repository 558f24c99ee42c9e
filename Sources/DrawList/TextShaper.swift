/// Turns strings into positioned glyphs; the scene builder uses it to lay text out.
///
/// The draw list only carries the result, so a backend draws exactly what the scene measured.
public protocol TextShaper: Sendable {
  /// Shapes `text` in `style`, kerning applied.
  func shape(_ text: String, style: TextStyle) throws -> ShapedText
  /// The vertical metrics of `style`'s font at its size.
  func metrics(_ style: TextStyle) throws -> FontMetrics
  /// Shapes a paragraph whose base direction is `style.direction`: split into runs of one font
  /// and one direction, each shaped on its own, returned left to right on the page.
  func shapeParagraph(_ text: String, style: TextStyle) throws -> [ShapedRun]
}

extension TextShaper {
  /// The whole string as one run in `style`'s font and direction (for shapers that know one
  /// font only).
  public func shapeParagraph(_ text: String, style: TextStyle) throws -> [ShapedRun] {
    let shaped = try shape(text, style: style)
    return [
      ShapedRun(
        text: text, font: style.font, direction: style.direction, glyphs: shaped.glyphs,
        advance: shaped.advance, x: 0)
    ]
  }
}
