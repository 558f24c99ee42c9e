/// The median timing of one benchmark stage.
struct PixelDiffBenchmarkStage: Sendable, Equatable {
  /// Short name of the stage, e.g. "decode".
  var name: String
  /// What the stage measures.
  var detail: String
  /// Median wall-clock time of one run, in seconds.
  var medianSeconds: Double
  /// Image megapixels (width * height / 1e6) processed per second at the median time.
  var megapixelsPerSecond: Double
}
