import Foundation
import Testing

@testable import Raster

/// Encoding: round trips, determinism and chunk hygiene.
@Suite struct PNGEncodeTests {
  /// A bitmap with varied colours and alpha, including fully transparent pixels.
  static func sample(width: Int = 37, height: Int = 23) -> Bitmap {
    var bitmap = Bitmap(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width {
        let alpha: UInt8 = (x + y) % 5 == 0 ? 0 : UInt8((x * 7 + y * 11) % 256)
        bitmap.setPixel(
          x: x, y: y, to: (UInt8(x * 6 % 256), UInt8(y * 9 % 256), UInt8((x ^ y) % 256), alpha))
      }
    }
    return bitmap
  }

  /// The chunk types of a PNG file, in order.
  static func chunkTypes(_ png: [UInt8]) -> [String] {
    var types: [String] = []
    var offset = 8
    while offset + 8 <= png.count {
      let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      types.append(String(decoding: png[offset + 4..<offset + 8], as: UTF8.self))
      offset += 12 + length
    }
    return types
  }

  @Test(arguments: PNGProfile.allCases)
  func roundTripsExactly(_ profile: PNGProfile) throws {
    let bitmap = Self.sample()
    let png = try PNGCodec.encode(bitmap, profile: profile)
    #expect(try PNGCodec.decode(png, name: "round-trip.png") == bitmap)
  }

  @Test(arguments: PNGProfile.allCases)
  func isDeterministic(_ profile: PNGProfile) throws {
    let bitmap = Self.sample()
    #expect(
      try PNGCodec.encode(bitmap, profile: profile) == PNGCodec.encode(bitmap, profile: profile))
  }

  @Test(arguments: PNGProfile.allCases)
  func writesOnlyCriticalChunks(_ profile: PNGProfile) throws {
    let png = try PNGCodec.encode(Self.sample(), profile: profile)
    let types = Self.chunkTypes(png)
    #expect(types.first == "IHDR" && types.last == "IEND")
    #expect(Set(types) == ["IHDR", "IDAT", "IEND"])
    // 8-bit RGBA, non-interlaced.
    #expect(Array(png[24..<29]) == [8, 6, 0, 0, 0])
  }

  /// Tall enough for several 512 KiB deflate segments in the `.fast` writer.
  @Test(arguments: [1, 2, 3, 8])
  func fastOutputDoesNotDependOnThreadCount(_ threads: Int) throws {
    let bitmap = Self.sample(width: 300, height: 2000)
    let reference = try PNGCodec.encode(bitmap, profile: .fast, threads: 1)
    let png = try PNGCodec.encode(bitmap, profile: .fast, threads: threads)
    #expect(png == reference)
    #expect(try PNGCodec.decode(png, name: "tall.png") == bitmap)
  }

  /// The repository's own goldens: real cards, mostly flat and transparent runs.
  static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../goldens").standardized.path

  /// `.fast`'s own compressor (parallel segments included) beats one libpng stream at zlib
  /// level 1 with no filters, what `.fast` used to be, by at least 10 % on real cards.
  @Test(arguments: [
    "date-picker/light@1x.png", "date-picker/light@2x.png", "date-picker/light@3x.png",
    "day-cells/dark@3x.png",
  ])
  func fastProfileIsSmallerThanOneZlibLevel1Stream(_ golden: String) throws {
    let bitmap = try PNGCodec.decodeFile(atPath: Self.goldens + "/" + golden)
    let fast = try PNGCodec.encode(bitmap, profile: .fast, threads: 2)
    let single = try PNGCodec.encodeSingleStream(bitmap, level: 1)
    let ratio = Double(fast.count) / Double(single.count)
    #expect(ratio <= 0.9, "\(golden): fast \(fast.count) bytes, one stream \(single.count) bytes")
  }

  @Test(arguments: [1, 2, 3, 8])
  func smallOutputDoesNotDependOnThreadCount(_ threads: Int) throws {
    let bitmap = Self.sample(width: 120, height: 90)
    let reference = try PNGCodec.encode(bitmap, profile: .small, threads: 1)
    #expect(try PNGCodec.encode(bitmap, profile: .small, threads: threads) == reference)
  }

  /// Every filter type the `.small` writer may pick decodes to the same pixels through libpng
  /// itself (the reference decoder), on a synthetic image and on real cards.
  @Test(arguments: ["", "date-picker/dark@1x.png", "color-picker-custom/light@2x.png"])
  func smallProfileDecodesExactlyThroughLibpng(_ golden: String) throws {
    let bitmap =
      golden.isEmpty
      ? Self.sample(width: 64, height: 48)
      : try PNGCodec.decodeFile(atPath: Self.goldens + "/" + golden)
    let png = try PNGCodec.encode(bitmap, profile: .small)
    #expect(try PNGCodec.decode(png, name: "small.png", libpngOnly: true) == bitmap)
    #expect(try PNGCodec.decode(png, name: "small.png") == bitmap)
  }

  /// Goldens are committed forever: the `.small` writer must beat libpng's own best (zlib 9,
  /// adaptive filters, which made goldens 17-22 % larger than `optipng -o7`) by at least 10 %.
  @Test(arguments: ["date-picker/light@2x.png", "segmented-3/dark@2x.png"])
  func smallProfileBeatsLibpngsBestByTenPercent(_ golden: String) throws {
    let bitmap = try PNGCodec.decodeFile(atPath: Self.goldens + "/" + golden)
    let small = try PNGCodec.encode(bitmap, profile: .small)
    let libpng = try PNGCodec.encodeSingleStream(
      bitmap, level: 9, filters: PNGProfile.allFilters)
    #expect(
      Double(small.count) <= 0.9 * Double(libpng.count),
      "\(golden): small \(small.count) bytes, libpng level 9 \(libpng.count) bytes")
  }

  /// On a smooth gradient the filters are everything (unfiltered rows barely compress): `.small`
  /// must pick a filtered candidate and land at or under libpng's adaptive choice.
  @Test func smallProfileFiltersSmoothGradients() throws {
    var bitmap = Bitmap(width: 300, height: 200)
    for y in 0..<200 {
      for x in 0..<300 {
        bitmap.setPixel(
          x: x, y: y, to: (UInt8(x * 255 / 299), UInt8(y * 255 / 199), UInt8((x + y) / 2), 255))
      }
    }
    let small = try PNGCodec.encode(bitmap, profile: .small)
    let libpng = try PNGCodec.encodeSingleStream(
      bitmap, level: 9, filters: PNGProfile.allFilters)
    let unfiltered = try PNGCodec.encodeSingleStream(bitmap, level: 9)
    #expect(small.count <= libpng.count, "small \(small.count), libpng \(libpng.count)")
    #expect(small.count * 2 < unfiltered.count, "small \(small.count), none \(unfiltered.count)")
  }

  /// `.document` (the same search at levels 1 and 6) stays within 30 % of `.small` on goldens
  /// and on a smooth pattern, and under `.fast` on the smooth pattern, what SVG documents embed
  /// (shadows, conic rings). On flat cards `.fast`'s own compressor can come out smaller.
  @Test(arguments: ["date-picker/light@2x.png", "segmented-3/dark@2x.png", ""])
  func documentProfileIsNearSmall(_ golden: String) throws {
    var bitmap = Bitmap(width: 226, height: 226)
    if golden.isEmpty {
      for y in 0..<226 {
        for x in 0..<226 {
          bitmap.setPixel(x: x, y: y, to: (UInt8(x), UInt8(y), UInt8((x * y) % 256), 255))
        }
      }
    } else {
      bitmap = try PNGCodec.decodeFile(atPath: Self.goldens + "/" + golden)
    }
    let document = try PNGCodec.encode(bitmap, profile: .document)
    let small = try PNGCodec.encode(bitmap, profile: .small)
    let fast = try PNGCodec.encode(bitmap, profile: .fast)
    #expect(
      Double(document.count) <= 1.3 * Double(small.count),
      "\(golden): document \(document.count), small \(small.count)")
    if golden.isEmpty {
      #expect(document.count < fast.count, "smooth: document \(document.count), fast \(fast.count)")
    }
  }

  @Test func smallProfileIsSmallerOnSmoothImages() throws {
    let bitmap = Self.sample(width: 256, height: 256)
    let fast = try PNGCodec.encode(bitmap, profile: .fast)
    let small = try PNGCodec.encode(bitmap, profile: .small)
    #expect(small.count < fast.count)
  }

  @Test func emptyBitmapCannotBeEncoded() {
    let error = #expect(throws: RasterError.self) {
      try PNGCodec.encode(Bitmap(width: 0, height: 5), profile: .fast)
    }
    #expect(error?.description == "cannot encode PNG: image is 0x5; PNG needs at least 1x1")
  }
}
