import Foundation
public import Raster

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Pixel-level image comparison with pixelmatch v6.0.0 semantics.
///
/// Each pixel pair is blended onto white and compared by YIQ distance against
/// `35215 * threshold²`; pixels above it are checked for anti-aliasing (in both
/// images) and either counted as different or as anti-aliased. Results, diff
/// images included, reproduce pixelmatch's exactly. Work is split into bands of
/// rows that run on all cores; the result does not depend on the band count.
public enum PixelDiff {
  /// Compares two decoded images.
  ///
  /// - Parameters:
  ///   - makeDiffImage: also paint pixelmatch's diff image into `result.diffImage`.
  ///   - bands: how many bands of rows to split the work into; nil picks a
  ///     count from the image size and the number of cores.
  /// - Throws: `PixelDiffError.sizeMismatch` when the sizes differ, or
  ///   `.invalidOptions` for a negative or non-finite threshold or alpha.
  public static func compare(
    _ a: Bitmap, _ b: Bitmap, options: PixelDiffOptions = .init(), makeDiffImage: Bool = false,
    bands: Int? = nil
  ) throws -> PixelDiffResult {
    guard a.width == b.width, a.height == b.height else {
      throw PixelDiffError.sizeMismatch(
        widthA: a.width, heightA: a.height, widthB: b.width, heightB: b.height)
    }
    guard options.threshold.isFinite, options.threshold >= 0 else {
      throw PixelDiffError.invalidOptions("threshold must be a finite number >= 0")
    }
    guard options.alpha.isFinite, options.alpha >= 0, options.alpha <= 1 else {
      throw PixelDiffError.invalidOptions("alpha must be between 0 and 1")
    }
    let width = a.width
    let height = a.height
    let pixelCount = width * height
    guard pixelCount > 0 else {
      return PixelDiffResult(
        width: width, height: height, differentPixels: 0, antialiasedPixels: 0,
        maxChannelDelta: [0, 0, 0, 0], regions: [],
        diffImage: makeDiffImage ? Bitmap(width: width, height: height) : nil)
    }

    let tileSide = 1 << DiffKernel.tileShift
    let tilesX = (width + tileSide - 1) / tileSide
    let tileRows = (height + tileSide - 1) / tileSide
    let bandCount = Self.bandCount(requested: bands, pixels: pixelCount, tileRows: tileRows)
    // Bands start on tile boundaries, so no two bands ever touch the same tile.
    let bandRows: [Range<Int>] = (0..<bandCount).map { band in
      let first = band * tileRows / bandCount * tileSide
      let last = min((band + 1) * tileRows / bandCount * tileSide, height)
      return first..<last
    }
    // Scratch state, written by the bands at disjoint indices.
    let grayFactors = UnsafeMutableBufferPointer<Double>.allocate(capacity: 1024)
    // One tile a 2^tileShift pixels square: it grows with the image, so it is checked.
    let tileBuffer = try CheckedBuffer.of(DiffTile.self, count: tilesX * tileRows)
    let tiles = UnsafeMutableBufferPointer(
      start: tileBuffer.typed(DiffTile.self), count: tilesX * tileRows)
    let bandStats = UnsafeMutableBufferPointer<DiffBandStats>.allocate(capacity: bandCount)
    defer {
      grayFactors.deallocate()
      withExtendedLifetime(tileBuffer) {}
      bandStats.deallocate()
    }
    GrayPainter.fillFactors(grayFactors.baseAddress!, alpha: options.alpha)
    tiles.initialize(repeating: DiffTile())
    bandStats.initialize(repeating: DiffBandStats())

    /// Runs every band of the kernel, painting into `output` when given.
    func runBands(_ output: UnsafeMutablePointer<UInt32>?) {
      a.pixels.withUnsafeBufferPointer { bytesA in
        b.pixels.withUnsafeBufferPointer { bytesB in
          bytesA.withMemoryRebound(to: UInt32.self) { wordsA in
            bytesB.withMemoryRebound(to: UInt32.self) { wordsB in
              let kernel = DiffKernel(
                imageA: wordsA.baseAddress!, imageB: wordsB.baseAddress!, output: output,
                width: width, height: height,
                maxDelta: 35215 * options.threshold * options.threshold,
                detectAA: !options.includeAA, diffMask: options.diffMask,
                aaWord: options.diffMask ? 0 : options.aaColor.opaqueWord,
                diffWord: options.diffColor.opaqueWord,
                altWord: (options.diffColorAlt ?? options.diffColor).opaqueWord,
                grayFactors: grayFactors.baseAddress!, tiles: tiles.baseAddress!, tilesX: tilesX)
              Parallel.forEach(bandCount) { band in
                bandStats[band] = kernel.run(rows: bandRows[band])
              }
            }
          }
        }
      }
    }

    var diffImage: Bitmap? = nil
    if makeDiffImage {
      diffImage = try Bitmap(width: width, height: height) { buffer in
        buffer.withMemoryRebound(to: UInt32.self) { runBands($0.baseAddress!) }
      }
    } else {
      runBands(nil)
    }

    var total = DiffBandStats()
    for stats in bandStats { total.merge(stats) }
    let regions = RegionClusterer.regions(tiles: UnsafeBufferPointer(tiles), tilesX: tilesX)
    return PixelDiffResult(
      width: width, height: height, differentPixels: total.different,
      antialiasedPixels: total.antialiased,
      maxChannelDelta: [total.maxRed, total.maxGreen, total.maxBlue, total.maxAlpha].map {
        UInt8($0)
      },
      regions: regions,
      diffImage: diffImage)
  }

  /// Compares two PNG files held in memory.
  ///
  /// Byte-identical inputs skip the comparison but never the validation: the data
  /// is read completely (chunk CRCs, zlib stream, Adler-32, IEND) one row at a
  /// time without allocating the image, so a corrupt file fails whatever it is
  /// compared with; a diff image, if requested, needs one decode instead.
  /// Otherwise the sizes are checked from the headers, and the two images are
  /// decoded concurrently.
  ///
  /// - Parameters:
  ///   - nameA: the name of the first image in error messages.
  ///   - nameB: the name of the second image in error messages.
  /// - Throws: `RasterError.decodeFailed` naming the bad file, or `PixelDiffError`.
  public static func compareData(
    _ pngA: [UInt8], _ pngB: [UInt8], nameA: String, nameB: String,
    options: PixelDiffOptions = .init(), makeDiffImage: Bool = false, bands: Int? = nil
  ) throws -> PixelDiffResult {
    try pngA.withUnsafeBufferPointer { a in
      try pngB.withUnsafeBufferPointer { b in
        try compareBytes(
          a, b, nameA: nameA, nameB: nameB, options: options, makeDiffImage: makeDiffImage,
          bands: bands)
      }
    }
  }

  /// ``compareData(_:_:nameA:nameB:options:makeDiffImage:bands:)`` of PNGs in checked memory
  /// (``PNGCodec/readFileChecked(atPath:)``).
  public static func compareData(
    _ pngA: PixelBytes, _ pngB: PixelBytes, nameA: String, nameB: String,
    options: PixelDiffOptions = .init(), makeDiffImage: Bool = false, bands: Int? = nil
  ) throws -> PixelDiffResult {
    try pngA.withUnsafeBufferPointer { a in
      try pngB.withUnsafeBufferPointer { b in
        try compareBytes(
          a, b, nameA: nameA, nameB: nameB, options: options, makeDiffImage: makeDiffImage,
          bands: bands)
      }
    }
  }

  /// Compares two PNGs in memory; memory a decode or the comparison cannot have is
  /// ``OutOfMemory`` naming the image (`decoding A`) or both (`comparing A with B`).
  static func compareBytes(
    _ pngA: UnsafeBufferPointer<UInt8>, _ pngB: UnsafeBufferPointer<UInt8>, nameA: String,
    nameB: String, options: PixelDiffOptions, makeDiffImage: Bool, bands: Int?
  ) throws -> PixelDiffResult {
    do {
      return try compareBytesUnnamed(
        pngA, pngB, nameA: nameA, nameB: nameB, options: options, makeDiffImage: makeDiffImage,
        bands: bands)
    } catch let error as OutOfMemory {
      throw error.during("comparing \(nameA) with \(nameB)")
    }
  }

  private static func compareBytesUnnamed(
    _ pngA: UnsafeBufferPointer<UInt8>, _ pngB: UnsafeBufferPointer<UInt8>, nameA: String,
    nameB: String, options: PixelDiffOptions, makeDiffImage: Bool, bands: Int?
  ) throws -> PixelDiffResult {
    if bytesEqual(pngA, pngB) {
      if makeDiffImage {
        let image = try PNGCodec.decode(pngA, name: nameA)
        return try compare(image, image, options: options, makeDiffImage: true, bands: bands)
      }
      let size = try PNGCodec.validate(pngA, name: nameA)
      return PixelDiffResult(
        width: size.width, height: size.height, differentPixels: 0, antialiasedPixels: 0,
        maxChannelDelta: [0, 0, 0, 0], regions: [], diffImage: nil)
    }
    let sizeA = try PNGCodec.size(of: pngA, name: nameA)
    let sizeB = try PNGCodec.size(of: pngB, name: nameB)
    guard sizeA == sizeB else {
      throw PixelDiffError.sizeMismatch(
        widthA: sizeA.width, heightA: sizeA.height, widthB: sizeB.width, heightB: sizeB.height)
    }
    let (imageA, imageB) = try decodePair(pngA, pngB, nameA: nameA, nameB: nameB)
    return try compare(imageA, imageB, options: options, makeDiffImage: makeDiffImage, bands: bands)
  }

  /// Compares two PNG files on disk; errors name the offending path.
  ///
  /// Each file must be a regular file of at most `PNGCodec.maxFileBytes` bytes
  /// (checked before reading). Byte-identical files are validated, not decoded
  /// (see `compareData`).
  ///
  /// - Throws: the errors of `PNGCodec.readFile(atPath:)` (`RasterError.fileNotFound`,
  ///   `.notRegularFile`, `.fileTooLarge`, `.readFailed`), then those of `compareData`.
  public static func compareFiles(
    _ pathA: String, _ pathB: String, options: PixelDiffOptions = .init(),
    makeDiffImage: Bool = false, bands: Int? = nil
  ) throws -> PixelDiffResult {
    let pngA = try PNGCodec.readFileChecked(atPath: pathA)
    let pngB = try PNGCodec.readFileChecked(atPath: pathB)
    return try compareData(
      pngA, pngB, nameA: pathA, nameB: pathB, options: options, makeDiffImage: makeDiffImage,
      bands: bands)
  }

  /// Decodes two PNGs on two threads, as `compareData` does; if both fail, the first one's error
  /// wins.
  ///
  /// - Parameters:
  ///   - nameA: the name of the first image in error messages.
  ///   - nameB: the name of the second image in error messages.
  /// - Throws: `RasterError.decodeFailed` naming the bad image.
  public static func decodePair(
    _ pngA: [UInt8], _ pngB: [UInt8], nameA: String, nameB: String
  ) throws -> (Bitmap, Bitmap) {
    try pngA.withUnsafeBufferPointer { a in
      try pngB.withUnsafeBufferPointer { b in try decodePair(a, b, nameA: nameA, nameB: nameB) }
    }
  }

  static func decodePair(
    _ pngA: UnsafeBufferPointer<UInt8>, _ pngB: UnsafeBufferPointer<UInt8>, nameA: String,
    nameB: String
  ) throws -> (Bitmap, Bitmap) {
    var resultA: Result<Bitmap, any Error>? = nil
    var resultB: Result<Bitmap, any Error>? = nil
    Parallel.forEach(2) { index in
      if index == 0 {
        resultA = Result { try PNGCodec.decode(pngA, name: nameA) }
      } else {
        resultB = Result { try PNGCodec.decode(pngB, name: nameB) }
      }
    }
    return (try resultA!.get(), try resultB!.get())
  }

  /// How many bands to use.
  static func bandCount(requested: Int?, pixels: Int, tileRows: Int) -> Int {
    if let requested { return max(1, min(requested, tileRows)) }
    // Below ~256K pixels, dispatch overhead outweighs the parallel speed-up.
    if pixels < 1 << 18 { return 1 }
    let cores = ProcessorCount.active
    return max(1, min(tileRows, cores * 4))
  }

  /// Whether two byte arrays are equal, via memcmp.
  static func bytesEqual(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
    lhs.withUnsafeBufferPointer { left in
      rhs.withUnsafeBufferPointer { right in bytesEqual(left, right) }
    }
  }

  /// Whether two byte buffers are equal, via memcmp.
  static func bytesEqual(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    guard lhs.count == rhs.count else { return false }
    return lhs.withUnsafeBytes { left in
      rhs.withUnsafeBytes { right in
        left.count == 0 || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0
      }
    }
  }
}
