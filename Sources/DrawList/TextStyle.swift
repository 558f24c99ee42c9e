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
