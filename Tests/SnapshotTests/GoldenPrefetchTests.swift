import DrawList
import Foundation
import Raster
import Testing

@testable import Snapshot

/// The golden read and decoded beside the raster: decoded only when its header has the raster's
/// size, every error kept for the engine to throw where it always did.
@Suite struct GoldenPrefetchTests {
  static func file(_ bytes: [UInt8]) throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("pickershot-prefetch-\(UUID().uuidString).png").path
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
  }

  static let image = try! Bitmap(
    width: 3, height: 2, pixels: [UInt8](repeating: 0x7f, count: 3 * 2 * 4))

  @Test func aGoldenOfTheRasterSizeIsDecoded() throws {
    let png = try PNGCodec.encode(Self.image, profile: .small)
    let path = try Self.file(png)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let prefetch = GoldenPrefetch(path: path, width: 3, height: 2)
    #expect(try Array(prefetch.data.get()) == png)
    #expect(try prefetch.decoded?.get() == Self.image)
  }

  /// Another size is left for the engine to report without decoding (it may be huge).
  @Test(arguments: [(4, 2), (3, 1), (-1, -1)])
  func aGoldenOfAnotherSizeIsNotDecoded(width: Int, height: Int) throws {
    let path = try Self.file(try PNGCodec.encode(Self.image, profile: .fast))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let prefetch = GoldenPrefetch(path: path, width: width, height: height)
    #expect((try? prefetch.data.get()) != nil)
    #expect(prefetch.decoded == nil)
  }

  @Test func errorsAreKeptNotThrown() throws {
    let missing = GoldenPrefetch(path: "/nonexistent/golden.png", width: 3, height: 2)
    #expect(throws: (any Error).self) { try missing.data.get() }
    #expect(missing.decoded == nil)
    // A right header over a broken stream: read, then failed to decode.
    var png = try PNGCodec.encode(Self.image, profile: .small)
    png[png.count - 20] ^= 0xff
    let path = try Self.file(png)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let broken = GoldenPrefetch(path: path, width: 3, height: 2)
    #expect((try? broken.data.get()) != nil)
    #expect(throws: (any Error).self) { try broken.decoded?.get() }
    #expect(broken.decoded != nil)
  }
}

/// The golden read on its own thread from the start of an image's check, decoded there once the
/// raster's size is told; the same results with no thread at all.
@Suite struct GoldenReaderTests {
  @Test(arguments: [true, false])
  func decodesOnlyAtTheSizeTold(threaded: Bool) throws {
    let png = try PNGCodec.encode(GoldenPrefetchTests.image, profile: .small)
    let path = try GoldenPrefetchTests.file(png)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let reader = GoldenReader(path: path, threaded: threaded)
    #expect(reader.isThreaded == threaded)
    reader.expect(width: 3, height: 2)
    let read = reader.finish()
    #expect(try Array(read.data.get()) == png)
    #expect(try read.decoded?.get() == GoldenPrefetchTests.image)
    // Finishing again gives what was made; the first size told is the one that counts.
    reader.expect(width: 4, height: 4)
    #expect(try reader.finish().decoded?.get() == GoldenPrefetchTests.image)

    let other = GoldenReader(path: path, threaded: threaded)
    other.expect(width: 4, height: 2)
    #expect((try? other.finish().data.get()) != nil)
    #expect(other.finish().decoded == nil)
  }

  @Test(arguments: [true, false])
  func aCancelledReaderDecodesNothing(threaded: Bool) throws {
    let path = try GoldenPrefetchTests.file(
      try PNGCodec.encode(GoldenPrefetchTests.image, profile: .fast))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let reader = GoldenReader(path: path, threaded: threaded)
    reader.cancel()
    reader.expect(width: 3, height: 2)
    #expect(reader.finish().decoded == nil)
    #expect(!reader.isThreaded)
  }

  /// A reader dropped without `finish` or `cancel` lets its thread end (the test would hang).
  @Test func droppedReadersEndTheirThreads() throws {
    for _ in 0..<20 { _ = GoldenReader(path: "/nonexistent/golden.png") }
    let missing = GoldenReader(path: "/nonexistent/golden.png")
    missing.expect(width: 3, height: 2)
    #expect(throws: (any Error).self) { try missing.finish().data.get() }
    #expect(missing.finish().decoded == nil)
  }

  /// Rows: canvas size, scale, the raster's size (-1 x -1: too large or not finite to decode).
  @Test(arguments: [
    (320.0, 200.0, 2, 640, 400), (415.5, 523.2, 2, 831, 1047), (0.4, 0.4, 1, 1, 1),
    (Double.nan, 10.0, 1, -1, -1), (1e9, 1e9, 3, -1, -1),
  ])
  func rasterSizeIsTheCanvasScaledAndRoundedUp(
    width: Double, height: Double, scale: Int, pixelsWide: Int, pixelsHigh: Int
  ) {
    let list = DrawList(canvas: Rect(x: 0, y: 0, width: width, height: height), items: [])
    let size = GoldenPrefetch.rasterSize(of: list, scale: scale)
    #expect(size.width == pixelsWide && size.height == pixelsHigh)
  }
}
