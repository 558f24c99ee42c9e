/// What `render` writes: pixels or a vector document.
enum OutputFormat: String, CaseIterable {
  /// A PNG at the asked scale.
  case png
  /// An SVG 1.1 document, one unit a point.
  case svg
  /// A PDF 1.5 document, one unit a point.
  case pdf
}
