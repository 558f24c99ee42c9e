/// The median timing of one benchmark stage.
public struct PixelDiffBenchmarkStage: Sendable, Equatable {
  /// Short name of the stage, e.g. "decode".
  public var name: String
  /// What the stage measures.
  public var detail: String
  /// Median wall-clock time of one run, in seconds.
  public var medianSeconds: Double
  /// Image megapixels (width * height / 1e6) processed per second at the median time.
  public var megapixelsPerSecond: Double

  /// Creates a stage record.
  public init(name: String, detail: String, medianSeconds: Double, megapixelsPerSecond: Double) {
    self.name = name
    self.detail = detail
    self.medianSeconds = medianSeconds
    self.megapixelsPerSecond = megapixelsPerSecond
  }
}
