/// A rectangle enclosing one cluster of differing pixels.
///
/// Clusters are built on a 16x16-pixel tile grid: tiles that contain a differing
/// pixel and touch (including diagonally) form one region, whose rectangle is
/// the tight bounding box of the differing pixels inside it.
public struct PixelDiffRegion: Sendable, Equatable, Hashable {
  /// Left edge, in pixels.
  public var x: Int
  /// Top edge, in pixels.
  public var y: Int
  /// Width, in pixels (at least 1).
  public var width: Int
  /// Height, in pixels (at least 1).
  public var height: Int
  /// How many differing pixels the region contains.
  public var differentPixels: Int

  /// Creates a region.
  public init(x: Int, y: Int, width: Int, height: Int, differentPixels: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
    self.differentPixels = differentPixels
  }
}
