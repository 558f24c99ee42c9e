import Dispatch
import PixelDiff
import Raster

/// Measures decoding and diffing speed on a synthetic image pair.
///
/// Megapixels per second are image megapixels (width * height) per second, so
/// "decode" counts one 16.8 MP pair as 16.8 MP although it decodes two images.
enum PixelDiffBenchmark {
  /// Builds the deterministic `size` x `size` pair used by `run` (size >= 64).
  ///
  /// The images look like a UI screenshot and differ in a few places (a
  /// recoloured button, a line of text moved by one pixel, a brightened photo
  /// patch and one single pixel).
  static func makePair(size: Int = 4096) throws -> (Bitmap, Bitmap) {
    precondition(size >= 64, "benchmark images need at least 64x64 pixels")
    return try BenchmarkScene.makePair(size: size)
  }

  /// Runs every stage `runs` times (after one warm-up) and reports the medians.
  ///
  /// Stages:
  /// - `decode`: both PNGs (`.fast` profile) decoded concurrently, as `compareFiles` does;
  /// - `decode-serial`: both decoded one after the other on one thread (plain libpng);
  /// - `count-only`: `PixelDiff.compareData` without a diff image (decode both + compare);
  /// - `diff`: the decoded buffers compared, counting only;
  /// - `diff-image`: the decoded buffers compared, painting the diff image;
  /// - `pipeline`: decode both + compare with a diff image + encode it (`.fast`).
  ///
  /// With `pair`, those PNG files (of one size) are measured instead of the generated pair.
  static func run(size: Int = 4096, pair: ([UInt8], [UInt8])? = nil, runs: Int = 5) throws
    -> PixelDiffBenchmarkResult
  {
    let pngA: [UInt8]
    let pngB: [UInt8]
    if let pair {
      (pngA, pngB) = pair
    } else {
      let (first, second) = try makePair(size: size)
      pngA = try PNGCodec.encode(first, profile: .fast)
      pngB = try PNGCodec.encode(second, profile: .fast)
    }
    let (width, height) = try PNGCodec.size(of: pngA, name: "a.png")
    let megapixels = Double(width * height) / 1_000_000
    let count = max(1, runs)
    var stages: [PixelDiffBenchmarkStage] = []
    var differentPixels = 0

    func measure(_ name: String, _ detail: String, _ body: () throws -> Void) rethrows {
      try body()  // warm-up
      let clock = ContinuousClock()
      var times: [Duration] = []
      for _ in 0..<count { times.append(try clock.measure(body)) }
      let parts = BenchCommand.median(times).components
      let median = Double(parts.seconds) + Double(parts.attoseconds) / 1e18
      stages.append(
        PixelDiffBenchmarkStage(
          name: name, detail: detail, medianSeconds: median,
          megapixelsPerSecond: median > 0 ? megapixels / median : .infinity))
    }

    try measure("decode", "decode both PNGs, two threads") {
      _ = try PixelDiff.decodePair(pngA, pngB, nameA: "a.png", nameB: "b.png")
    }
    try measure("decode-serial", "decode both PNGs, one thread (libpng baseline)") {
      _ = try PNGCodec.decode(pngA, name: "a.png")
      _ = try PNGCodec.decode(pngB, name: "b.png")
    }
    try measure("count-only", "decode both PNGs + compare, count only (as `diff` without --out)") {
      _ = try PixelDiff.compareData(pngA, pngB, nameA: "a.png", nameB: "b.png")
    }
    let (decodedA, decodedB) = try PixelDiff.decodePair(pngA, pngB, nameA: "a", nameB: "b")
    try measure("diff", "compare decoded buffers, count only") {
      differentPixels = try PixelDiff.compare(decodedA, decodedB).differentPixels
    }
    try measure("diff-image", "compare decoded buffers + paint diff image") {
      _ = try PixelDiff.compare(decodedA, decodedB, makeDiffImage: true)
    }
    try measure("pipeline", "decode + compare + diff image + encode diff PNG (.fast)") {
      let result = try PixelDiff.compareData(
        pngA, pngB, nameA: "a.png", nameB: "b.png", makeDiffImage: true)
      _ = try PNGCodec.encode(result.diffImage!, profile: .fast)
    }
    return PixelDiffBenchmarkResult(
      width: width, height: height, runs: count, pngBytes: [pngA.count, pngB.count],
      differentPixels: differentPixels, stages: stages)
  }
}
