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
