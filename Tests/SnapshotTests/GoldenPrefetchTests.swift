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
