import Foundation

/// Timings reported by `PixelDiffBenchmark.run`.
public struct PixelDiffBenchmarkResult: Sendable, Equatable {
  /// Image width.
  public var width: Int
  /// Image height.
  public var height: Int
  /// Timed runs per stage (after one warm-up run).
  public var runs: Int
  /// Encoded (`.fast`) sizes of the two inputs, in bytes.
  public var pngBytes: [Int]
  /// Differing pixels found in the pair.
  public var differentPixels: Int
  /// Stages in the order measured: decode, decode-serial, diff, diff-image, pipeline.
  public var stages: [PixelDiffBenchmarkStage]

  /// Creates a result.
  public init(
    width: Int, height: Int, runs: Int, pngBytes: [Int], differentPixels: Int,
    stages: [PixelDiffBenchmarkStage]
  ) {
    self.width = width
    self.height = height
    self.runs = runs
    self.pngBytes = pngBytes
    self.differentPixels = differentPixels
    self.stages = stages
  }

  /// The stage called `name`, if measured.
  public func stage(_ name: String) -> PixelDiffBenchmarkStage? {
    stages.first { $0.name == name }
  }

  /// A multi-line, human-readable report, one stage per line.
  public var summary: String {
    var lines = [
      "pixel diff benchmark: \(width)x\(height), median of \(runs) runs, "
        + "PNG inputs \(pngBytes.map { String($0) }.joined(separator: " + ")) bytes, "
        + "\(differentPixels) differing pixels"
    ]
    for stage in stages {
      let milliseconds = String(format: "%8.1f ms", stage.medianSeconds * 1000)
      let rate = String(format: "%8.1f MP/s", stage.megapixelsPerSecond)
      let name = stage.name.padding(toLength: 14, withPad: " ", startingAt: 0)
      lines.append("  \(name)\(milliseconds)\(rate)  \(stage.detail)")
    }
    return lines.joined(separator: "\n")
  }
}
