import Testing

@testable import Raster

/// The fast decoder for 8-bit RGBA files gives exactly libpng's pixels, and leaves every other
/// file (and every broken one) to libpng.
@Suite struct PNGFastDecodeTests {
  /// Gradients, noise, flat runs and transparent areas, so `.small`'s adaptive filter choice
  /// uses all five filter types.
  static func image(width: Int, height: Int, seed: UInt32) -> Bitmap {
    var state = seed
    return Bitmap(width: width, height: height) { pixels in
      for y in 0..<height {
        for x in 0..<width {
          state = state &* 1_664_525 &+ 1_013_904_223
          let i = (y * width + x) * 4
          let noise = UInt8(truncatingIfNeeded: state >> 24)
          let band = (y / 7) % 4
          pixels[i] = band == 0 ? noise : UInt8(truncatingIfNeeded: x &* 3 &+ y)
          pixels[i + 1] = band == 1 ? 200 : UInt8(truncatingIfNeeded: y &* 5)
          pixels[i + 2] = band == 2 ? noise / 3 : UInt8(truncatingIfNeeded: x ^ y)
          pixels[i + 3] = band == 3 ? 0 : (x % 11 == 0 ? noise : 255)
        }
      }
    }
  }

  @Test(arguments: [(1, 1), (2, 3), (37, 19), (300, 200), (1030, 90)])
  func fastPathMatchesLibpngForBothProfiles(width: Int, height: Int) throws {
    let original = Self.image(width: width, height: height, seed: UInt32(width * height))
    for profile in PNGProfile.allCases {
      let png = try PNGCodec.encode(original, profile: profile)
      let fast = PNGCodec.decodeFast(png)
      let reference = try PNGCodec.decode(png, name: "a.png", libpngOnly: true)
      #expect(fast != nil, "the fast path refused a \(profile) file of \(width)x\(height)")
      #expect(fast == reference)
      #expect(reference == original)
      #expect(try PNGCodec.decode(png, name: "a.png") == original)
    }
  }

  @Test(arguments: [
    "corrupt-crc.png", "corrupt-adler.png", "rgb8.png", "rgba8-interlaced.png", "rgba16.png",
  ])
  func brokenOrOtherFilesAreLeftToLibpng(file: String) throws {
    #expect(PNGCodec.decodeFast(try FixtureFiles.bytes(file)) == nil)
  }

  @Test func truncatedOrExtendedStreamsAreLeftToLibpng() throws {
    let png = try PNGCodec.encode(Self.image(width: 64, height: 64, seed: 7), profile: .fast)
    // Cut inside the IDAT data, and append a byte after IEND: neither may decode fast.
    #expect(PNGCodec.decodeFast(Array(png.prefix(png.count - 40))) == nil)
    #expect(PNGCodec.decodeFast(png + [0]) == nil)
  }
}
