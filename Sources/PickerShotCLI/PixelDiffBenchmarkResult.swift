/// Timings reported by `PixelDiffBenchmark.run`.
struct PixelDiffBenchmarkResult: Sendable, Equatable {
  /// Image width.
  var width: Int
  /// Image height.
  var height: Int
  /// Timed runs per stage (after one warm-up run).
  var runs: Int
  /// Encoded (`.fast`) sizes of the two inputs, in bytes.
  var pngBytes: [Int]
  /// Differing pixels found in the pair.
  var differentPixels: Int
  /// Stages in the order measured: decode, decode-serial, count-only, diff, diff-image, pipeline.
  var stages: [PixelDiffBenchmarkStage]
}
