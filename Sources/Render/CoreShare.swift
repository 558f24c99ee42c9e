/// How a number of cores is shared out among images: one worker per image up to one per core,
/// and the cores left over draw each image in bands (one image on two cores: two bands), at most
/// ``maximumBands`` (each band replays the whole draw list). `render`, `gallery` and the snapshot
/// engine's `verify` and `record` all split their cores this way.
public struct CoreShare: Equatable, Sendable {
  /// The most bands one image is drawn in.
  public static let maximumBands = 8

  /// Images drawn at once, each by its own worker.
  public let workers: Int
  /// Bands each worker draws an image in at once.
  public let bands: Int

  /// The share of `cores` for `images` images.
  public init(cores: Int, images: Int) {
    workers = max(1, min(cores, images))
    bands = min(Self.maximumBands, max(1, cores / workers))
  }
}
