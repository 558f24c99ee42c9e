public import Raster

/// The outcome of comparing two images.
public struct PixelDiffResult: Sendable, Equatable {
  /// Width of both images.
  public var width: Int
  /// Height of both images.
  public var height: Int
  /// Pixels whose colour distance exceeds the threshold and that are not
  /// anti-aliasing (pixelmatch's return value).
  public var differentPixels: Int
  /// Pixels above the threshold that were classified as anti-aliasing and not
  /// counted; always 0 when `includeAA` is set.
  public var antialiasedPixels: Int
  /// Largest absolute per-channel difference over all pixels, as [R, G, B, A].
  public var maxChannelDelta: [UInt8]
  /// Clusters of differing pixels, sorted by `y`, then `x`.
  public var regions: [PixelDiffRegion]
  /// The diff image, when one was requested.
  public var diffImage: Bitmap?

  /// Creates a result.
  public init(
    width: Int, height: Int, differentPixels: Int, antialiasedPixels: Int,
    maxChannelDelta: [UInt8], regions: [PixelDiffRegion], diffImage: Bitmap?
  ) {
    self.width = width
    self.height = height
    self.differentPixels = differentPixels
    self.antialiasedPixels = antialiasedPixels
    self.maxChannelDelta = maxChannelDelta
    self.regions = regions
    self.diffImage = diffImage
  }

  /// True when no pixel counts as different.
  public var matches: Bool { differentPixels == 0 }

  /// Differing pixels as a fraction of all pixels (0 for an empty image).
  public var differentFraction: Double {
    let total = width * height
    return total == 0 ? 0 : Double(differentPixels) / Double(total)
  }
}
