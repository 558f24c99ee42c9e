import Foundation
import PixelDiff
import Raster
import Testing

/// Behaviour beyond pixelmatch conformance: fast paths, errors, regions, bands.
@Suite struct PixelDiffTests {
  /// A fresh scratch directory.
  static func scratch() throws -> String {
    let path = NSTemporaryDirectory() + "pixeldiff-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// A white 100x80 image and a copy with four separate changes.
  static func regionPair() -> (Bitmap, Bitmap) {
    let white = Bitmap(width: 100, height: 80, fill: (255, 255, 255, 255))
    var changed = white
    for y in 5...7 { for x in 10...14 { changed.setPixel(x: x, y: y, to: (255, 0, 0, 255)) } }
    for y in 50...59 { for x in 60...69 { changed.setPixel(x: x, y: y, to: (0, 0, 0, 255)) } }
    // Two pixels in diagonally touching tiles form one region.
    changed.setPixel(x: 90, y: 5, to: (0, 0, 255, 255))
    changed.setPixel(x: 97, y: 20, to: (0, 0, 255, 255))
    changed.setPixel(x: 5, y: 75, to: (0, 128, 0, 255))
    return (white, changed)
  }

  @Test func regionsClusterTouchingTiles() throws {
    let (a, b) = Self.regionPair()
    let result = try PixelDiff.compare(a, b)
    #expect(result.differentPixels == 15 + 100 + 2 + 1)
    #expect(
      result.regions == [
        PixelDiffRegion(x: 10, y: 5, width: 5, height: 3, differentPixels: 15),
        PixelDiffRegion(x: 90, y: 5, width: 8, height: 16, differentPixels: 2),
        PixelDiffRegion(x: 60, y: 50, width: 10, height: 10, differentPixels: 100),
        PixelDiffRegion(x: 5, y: 75, width: 1, height: 1, differentPixels: 1),
      ])
    #expect(result.maxChannelDelta == [255, 255, 255, 0])
  }

  @Test func identicalImagesPaintOnlyTheFadedBackground() throws {
    let (image, _) = Self.regionPair()
    let result = try PixelDiff.compare(image, image, makeDiffImage: true)
    #expect(result.differentPixels == 0 && result.antialiasedPixels == 0 && result.regions.isEmpty)
    #expect(result.maxChannelDelta == [0, 0, 0, 0])
    // White at alpha 0.1: 255 + (255.0000026 - 255) * 0.1 truncates to 255.
    #expect(result.diffImage == Bitmap(width: 100, height: 80, fill: (255, 255, 255, 255)))
    var mask = PixelDiffOptions()
    mask.diffMask = true
    let masked = try PixelDiff.compare(image, image, options: mask, makeDiffImage: true)
    #expect(masked.diffImage == Bitmap(width: 100, height: 80))
  }

  @Test func byteIdenticalFilesAreValidatedNotSkipped() throws {
    let root = try Self.scratch()
    defer { try? FileManager.default.removeItem(atPath: root) }
    // A valid header followed by corrupt image data: identical bytes must still fail.
    var png = try PNGCodec.encode(Self.regionPair().0, profile: .fast)
    png[png.count - 20] ^= 0xff
    try AtomicFile.write(png, to: root + "/a.png")
    try AtomicFile.write(png, to: root + "/b.png")
    for makeDiffImage in [false, true] {
      let error = #expect(throws: RasterError.self) {
        try PixelDiff.compareFiles(root + "/a.png", root + "/b.png", makeDiffImage: makeDiffImage)
      }
      #expect(error?.description.hasPrefix("cannot decode PNG '\(root)/a.png': ") == true)
    }
    // Valid identical files still match without a diff image.
    let good = try PNGCodec.encode(Self.regionPair().0, profile: .fast)
    try AtomicFile.write(good, to: root + "/c.png")
    let result = try PixelDiff.compareFiles(root + "/c.png", root + "/c.png")
    #expect(result.differentPixels == 0 && result.width == 100 && result.height == 80)
    #expect(result.diffImage == nil)
  }

  /// The corrupt fixtures and the reason libpng gives for each.
  static let corruptFixtures = [
    ("corrupt-crc.png", "IDAT: CRC error"), ("corrupt-adler.png", "IDAT: incorrect data check"),
  ]

  @Test(arguments: corruptFixtures)
  func corruptFileFailsWhateverItIsComparedWith(_ file: String, _ reason: String) throws {
    guard let resources = Bundle.module.resourcePath else { throw CocoaError(.fileNoSuchFile) }
    let path = resources + "/Fixtures/corrupt/" + file
    let bytes = try BinaryFile.read(atPath: path)
    let expected = RasterError.decodeFailed(name: path, reason: reason)
    for makeDiffImage in [false, true] {
      #expect(throws: expected) {
        try PixelDiff.compareData(
          bytes, bytes, nameA: path, nameB: path, makeDiffImage: makeDiffImage)
      }
      #expect(throws: expected) {
        try PixelDiff.compareFiles(path, path, makeDiffImage: makeDiffImage)
      }
    }
  }

  @Test func nonRegularAndOversizedFilesAreRefused() throws {
    let root = try Self.scratch()
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(throws: RasterError.notRegularFile(path: root, kind: "directory")) {
      try PixelDiff.compareFiles(root, root)
    }
    let big = root + "/big.png"
    FileManager.default.createFile(atPath: big, contents: nil)
    let handle = try #require(FileHandle(forWritingAtPath: big))
    try handle.truncate(atOffset: UInt64(PNGCodec.maxFileBytes) + 1)
    try handle.close()
    #expect(
      throws: RasterError.fileTooLarge(
        path: big, size: PNGCodec.maxFileBytes + 1, limit: PNGCodec.maxFileBytes)
    ) { try PixelDiff.compareFiles(big, big) }
  }

  @Test func comparesFilesLikeBitmaps() throws {
    let root = try Self.scratch()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let (a, b) = Self.regionPair()
    try AtomicFile.write(PNGCodec.encode(a, profile: .fast), to: root + "/a.png")
    try AtomicFile.write(PNGCodec.encode(b, profile: .small), to: root + "/b.png")
    let fromFiles = try PixelDiff.compareFiles(
      root + "/a.png", root + "/b.png", makeDiffImage: true)
    #expect(try fromFiles == PixelDiff.compare(a, b, makeDiffImage: true))
  }

  @Test func sizeMismatchNamesBothSizes() throws {
    let error = #expect(throws: PixelDiffError.self) {
      try PixelDiff.compare(Bitmap(width: 340, height: 448), Bitmap(width: 341, height: 448))
    }
    #expect(error?.description == "image sizes differ: 340x448 vs 341x448")
  }

  @Test func sizeMismatchBetweenFilesIsFoundFromHeaders() throws {
    let a = try PNGCodec.encode(Bitmap(width: 3, height: 2), profile: .fast)
    let b = try PNGCodec.encode(Bitmap(width: 2, height: 3), profile: .fast)
    let error = #expect(throws: PixelDiffError.self) {
      try PixelDiff.compareData(a, b, nameA: "a.png", nameB: "b.png")
    }
    #expect(error == .sizeMismatch(widthA: 3, heightA: 2, widthB: 2, heightB: 3))
  }

  @Test func missingFileIsNamed() {
    let error = #expect(throws: RasterError.self) {
      try PixelDiff.compareFiles("/nonexistent/a.png", "/nonexistent/b.png")
    }
    #expect(
      error
        == .fileNotFound(path: "/nonexistent/a.png", reason: "No such file or directory"))
  }

  @Test(arguments: [Double.nan, -0.1, .infinity])
  func rejectsBadThreshold(_ threshold: Double) {
    var options = PixelDiffOptions()
    options.threshold = threshold
    #expect(throws: PixelDiffError.self) {
      try PixelDiff.compare(
        Bitmap(width: 1, height: 1), Bitmap(width: 1, height: 1), options: options)
    }
  }

  @Test func includeAACountsAntialiasedPixelsAsDifferent() throws {
    let a = try PNGCodec.decodeFile(atPath: ConformanceCase.path("4a"))
    let b = try PNGCodec.decodeFile(atPath: ConformanceCase.path("4b"))
    let detected = try PixelDiff.compare(a, b, options: PixelDiffOptions(threshold: 0.05))
    let included = try PixelDiff.compare(
      a, b, options: PixelDiffOptions(threshold: 0.05, includeAA: true))
    #expect(detected.antialiasedPixels > 0)
    #expect(included.antialiasedPixels == 0)
    #expect(included.differentPixels == detected.differentPixels + detected.antialiasedPixels)
  }

  @Test func emptyImagesMatch() throws {
    let result = try PixelDiff.compare(
      Bitmap(width: 0, height: 7), Bitmap(width: 0, height: 7), makeDiffImage: true)
    #expect(result.differentPixels == 0 && result.diffImage?.pixels.isEmpty == true)
  }

  /// The conformance pairs with the most work, and bands that cut through them anywhere.
  @Test(arguments: [("4a", "4b"), ("1a", "1b"), ("7a", "7b")], [2, 3, 5, 8, 64])
  func resultsDoNotDependOnBandCount(_ pair: (String, String), _ bands: Int) throws {
    let a = try PNGCodec.decodeFile(atPath: ConformanceCase.path(pair.0))
    let b = try PNGCodec.decodeFile(atPath: ConformanceCase.path(pair.1))
    var options = PixelDiffOptions(threshold: 0.05)
    options.diffColorAlt = PixelDiffColor(red: 0, green: 255, blue: 0)
    let single = try PixelDiff.compare(a, b, options: options, makeDiffImage: true, bands: 1)
    let banded = try PixelDiff.compare(a, b, options: options, makeDiffImage: true, bands: bands)
    #expect(banded == single)
    #expect(single.differentPixels > 0)
  }

  @Test func decodePairDecodesBoth() throws {
    let (white, changed) = Self.regionPair()
    let (a, b) = try PixelDiff.decodePair(
      PNGCodec.encode(white, profile: .fast), PNGCodec.encode(changed, profile: .fast),
      nameA: "a", nameB: "b")
    #expect(a == white && b == changed)
  }

  /// A good PNG and a corrupt one in either order, or two corrupt ones: the bad one is named, the
  /// first when both are.
  @Test(arguments: [(false, true, "b"), (true, false, "a"), (true, true, "a")])
  func decodePairNamesTheBadImage(_ badA: Bool, _ badB: Bool, _ named: String) throws {
    guard let resources = Bundle.module.resourcePath else { throw CocoaError(.fileNoSuchFile) }
    let corrupt = try BinaryFile.read(atPath: resources + "/Fixtures/corrupt/corrupt-crc.png")
    let good = try PNGCodec.encode(Self.regionPair().0, profile: .fast)
    #expect(throws: RasterError.decodeFailed(name: named, reason: "IDAT: CRC error")) {
      try PixelDiff.decodePair(
        badA ? corrupt : good, badB ? corrupt : good, nameA: "a", nameB: "b")
    }
  }
}
