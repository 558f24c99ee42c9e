/// What a ``TextShaper`` needs to shape a string: font, size, tracking, OpenType features,
/// language and direction.
public struct TextStyle: Hashable, Sendable {
  /// The font.
  public var font: FontID
  /// Size in points.
  public var size: Double
  /// Extra space between glyphs, in em.
  public var tracking: Double
  /// OpenType feature tags to turn on (`tnum` for tabular digits), in order.
  public var features: [String]
  /// The BCP 47 language the text is in (`en`, `de`, `he`), for language-specific shaping.
  public var language: String
  /// The direction the text runs in.
  public var direction: TextDirection

  /// Creates a style.
  public init(
    font: FontID, size: Double, tracking: Double = 0, features: [String] = [],
    language: String = "en", direction: TextDirection = .leftToRight
  ) {
    self.font = font
    self.size = size
    self.tracking = tracking
    self.features = features
    self.language = language
    self.direction = direction
  }
}
