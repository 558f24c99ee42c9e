/// A rectangle of differing pixels, in image pixels, as `summary.json` and `diff --json` write it.
public struct PixelBox: Codable, Equatable, Sendable {
  /// Left edge.
  public var x: Int
  /// Top edge.
  public var y: Int
  /// Width.
  public var width: Int
  /// Height.
  public var height: Int
  /// Pixels counted as different inside the box (the same word as ``SnapshotEntry``'s and
  /// `diff --json`'s `differingPixels`).
  public var differingPixels: Int

  /// Creates a box.
  public init(x: Int, y: Int, width: Int, height: Int, differingPixels: Int = 0) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
    self.differingPixels = differingPixels
  }
}
