import Raster
import Testing

/// Decoding every colour type, and failing cleanly on broken input.
@Suite struct PNGDecodeTests {
  @Test(arguments: FixtureFiles.decodable)
  func decodesToExpectedRGBA(_ name: String) throws {
    let bitmap = try PNGCodec.decode(FixtureFiles.bytes(name + ".png"), name: name + ".png")
    let expected = try FixtureFiles.bytes(name + ".rgba")
    #expect(bitmap.width == 11)
    #expect(bitmap.height == 7)
    #expect(bitmap.pixels == expected)
  }

  @Test func sixteenBitSamplesAreRoundedNotTruncated() throws {
    // grey16.png's pixel (2, 0) is 0xEC1F: pngjs gives round(0xEC1F * 255 / 65535) = 235,
    // where keeping the high byte (png_set_strip_16) would give 0xEC = 236.
    let bitmap = try PNGCodec.decode(FixtureFiles.bytes("grey16.png"), name: "grey16.png")
    #expect(bitmap.pixel(x: 2, y: 0) == (235, 235, 235, 255))
  }

  @Test func colourKeyedPixelsBecomeTransparentBlack() throws {
    // rgb8-trns.png has tRNS key (1, 2, 3) at pixel (1, 1); pngjs zeroes the whole pixel.
    let bitmap = try PNGCodec.decode(FixtureFiles.bytes("rgb8-trns.png"), name: "rgb8-trns.png")
    #expect(bitmap.pixel(x: 1, y: 1) == (0, 0, 0, 0))
    #expect(bitmap.pixel(x: 0, y: 0).3 == 255)
  }

  @Test func readsSizeFromHeader() throws {
    let size = try PNGCodec.size(of: FixtureFiles.bytes("rgba8.png"), name: "rgba8.png")
    #expect(size.width == 11 && size.height == 7)
  }

  /// Cut points into rgba8.png: inside the signature, the IHDR, the IDAT, before IEND.
  @Test(arguments: [0, 5, 8, 20, 33, 45, 60, -12, -1])
  func truncatedFileThrowsOneLineErrorNamingFile(_ cut: Int) throws {
    let good = try FixtureFiles.bytes("rgba8.png")
    let length = cut >= 0 ? cut : good.count + cut
    let name = "goldens/truncated.png"
    let error = #expect(throws: RasterError.self) {
      try PNGCodec.decode(Array(good.prefix(length)), name: name)
    }
    let text = try #require(error).description
    #expect(text.hasPrefix("cannot decode PNG '\(name)': "))
    #expect(!text.contains("\n"))
  }

  @Test(arguments: [
    ("corrupt-adler.png", "incorrect data check"),
    ("corrupt-crc.png", "CRC error"),
  ])
  func corruptFileNamesTheProblem(_ file: String, _ reason: String) throws {
    let name = "goldens/\(file)"
    let error = #expect(throws: RasterError.self) {
      try PNGCodec.decode(FixtureFiles.bytes(file), name: name)
    }
    let text = try #require(error).description
    #expect(text.hasPrefix("cannot decode PNG '\(name)': "))
    #expect(text.contains(reason))
    #expect(!text.contains("\n"))
  }

  @Test func corruptChecksumMessageMatchesLibpng() throws {
    let error = #expect(throws: RasterError.self) {
      try PNGCodec.decode(FixtureFiles.bytes("corrupt-adler.png"), name: "goldens/a.png")
    }
    #expect(error?.description == "cannot decode PNG 'goldens/a.png': IDAT: incorrect data check")
  }

  @Test(arguments: [[], Array("GIF89a not a png at all".utf8), [UInt8](repeating: 0xff, count: 64)])
  func nonPNGDataThrows(_ data: [UInt8]) {
    let error = #expect(throws: RasterError.self) { try PNGCodec.decode(data, name: "x.png") }
    #expect(error?.description == "cannot decode PNG 'x.png': not a PNG file (bad signature)")
  }

  @Test func missingFileNamesThePath() {
    let error = #expect(throws: RasterError.self) {
      try PNGCodec.decodeFile(atPath: "/nonexistent/dir/a.png")
    }
    #expect(
      error?.description == "cannot read '/nonexistent/dir/a.png': No such file or directory")
  }
}
