import Testing

@testable import PickerShotCLI

/// `bench diff`'s benchmark, on a pair small enough for a test, and the lines it prints.
@Suite struct PixelDiffBenchmarkTests {
  @Test func runsEveryStageOnASmallPair() throws {
    let result = try PixelDiffBenchmark.run(size: 128, runs: 1)
    #expect(
      result.stages.map(\.name) == [
        "decode", "decode-serial", "count-only", "diff", "diff-image", "pipeline",
      ])
    #expect(result.differentPixels > 0)
    #expect(result.stages.allSatisfy { $0.megapixelsPerSecond > 0 })
    #expect(BenchCommand.report(result).count == 7)
  }

  @Test func thePairIsFixedAndDiffers() throws {
    let (a, b) = try PixelDiffBenchmark.makePair(size: 128)
    let again = try PixelDiffBenchmark.makePair(size: 128)
    #expect(a != b && again.0 == a && again.1 == b)
  }

  @Test func reportLines() {
    let result = PixelDiffBenchmarkResult(
      width: 4096, height: 4096, runs: 5, pngBytes: [14_709_617, 14_710_316],
      differentPixels: 4801,
      stages: [
        PixelDiffBenchmarkStage(
          name: "decode", detail: "decode both PNGs, two threads", medianSeconds: 0.11641,
          megapixelsPerSecond: 144.126),
        PixelDiffBenchmarkStage(
          name: "diff", detail: "compare decoded buffers, count only", medianSeconds: 0.0067,
          megapixelsPerSecond: 2504.04),
      ])
    #expect(
      BenchCommand.report(result) == [
        "bench diff 4096x4096 pair, 4801 pixels differ, median of 5 runs",
        "  decode                 116.4 ms  144.1 MP/s  decode both PNGs, two threads",
        "  diff                   6.7 ms  2504.0 MP/s  compare decoded buffers, count only",
      ])
  }
}
