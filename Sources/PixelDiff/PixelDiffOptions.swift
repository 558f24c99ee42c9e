/// Comparison settings, mirroring pixelmatch v6.0.0's options and defaults.
public struct PixelDiffOptions: Sendable, Equatable {
  /// Matching threshold from 0 to 1; smaller is more sensitive. Two pixels differ
  /// when their squared YIQ distance exceeds `35215 * threshold * threshold`.
  public var threshold: Double
  /// When true, anti-aliased pixels are not detected and count as differences.
  public var includeAA: Bool
  /// Opacity of the greyscale copy of the first image behind the diff (0...1).
  public var alpha: Double
  /// Colour of pixels classified as anti-aliasing.
  public var aaColor: PixelDiffColor
  /// Colour of differing pixels (those that got lighter, when `diffColorAlt` is set).
  public var diffColor: PixelDiffColor
  /// Colour of differing pixels that got darker in the second image; `nil` uses `diffColor`.
  public var diffColorAlt: PixelDiffColor?
  /// Draw only the differing pixels, over a transparent background.
  public var diffMask: Bool

  /// Creates options; every parameter defaults to pixelmatch's default.
  public init(
    threshold: Double = 0.1,
    includeAA: Bool = false,
    alpha: Double = 0.1,
    aaColor: PixelDiffColor = .yellow,
    diffColor: PixelDiffColor = .red,
    diffColorAlt: PixelDiffColor? = nil,
    diffMask: Bool = false
  ) {
    self.threshold = threshold
    self.includeAA = includeAA
    self.alpha = alpha
    self.aaColor = aaColor
    self.diffColor = diffColor
    self.diffColorAlt = diffColorAlt
    self.diffMask = diffMask
  }
}
