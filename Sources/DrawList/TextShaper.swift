/// Turns strings into positioned glyphs; the scene builder uses it to lay text out.
///
/// The draw list only carries the result, so a backend draws exactly what the scene measured.
public protocol TextShaper: Sendable {
  /// Shapes `text` in `style`, kerning applied.
  func shape(_ text: String, style: TextStyle) throws -> ShapedText
  /// The vertical metrics of `style`'s font at its size.
  func metrics(_ style: TextStyle) throws -> FontMetrics
}
