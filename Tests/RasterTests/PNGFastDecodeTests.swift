import Testing

@testable import Raster

/// The fast decoder gives exactly libpng's pixels for pickershot's own files, and leaves
/// interlaced and broken files to libpng (other layouts: `PNGFastDecodeTableTests`).
@Suite struct PNGFastDecodeTests {
  /// Gradients, noise, flat runs and transparent areas, so `.small`'s adaptive filter choice
  /// uses all five filter types.
  static func image(width: Int, height: Int, seed: UInt32) -> Bitmap {
    var state = seed
    return try! Bitmap(width: width, height: height) { pixels in
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
    "corrupt-crc.png", "corrupt-adler.png", "rgba8-interlaced.png", "rgba16-interlaced.png",
    "grey2-interlaced.png", "palette1-interlaced.png",
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

  /// The chunks of `png` after its signature, as (type, body) pairs.
  static func chunks(_ png: [UInt8]) -> [(type: String, body: [UInt8])] {
    var result: [(type: String, body: [UInt8])] = []
    var at = 8
    while at + 12 <= png.count {
      let length = png[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
      let type = String(decoding: png[at + 4..<at + 8], as: UTF8.self)
      result.append((type, Array(png[at + 8..<at + 8 + length])))
      at += 12 + length
    }
    return result
  }

  /// A PNG made of `chunks`, each with a correct CRC.
  static func png(_ chunks: [(type: String, body: [UInt8])]) -> [UInt8] {
    func be(_ value: Int) -> [UInt8] {
      (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) }
    }
    var result: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
    for (type, body) in chunks {
      let typed = Array(type.utf8) + body
      result += be(body.count) + typed + be(Int(PNGFileLimitTests.crc32(typed)))
    }
    return result
  }

  /// `png` with its zlib stream (all IDAT data joined) passed through `edit`, then cut into
  /// IDAT chunks of `sizes` bytes (the last one takes the rest).
  static func rewritingStream(
    _ png: [UInt8], sizes: [Int] = [], edit: ([UInt8]) -> [UInt8] = { $0 }
  ) -> [UInt8] {
    let parts = chunks(png)
    var stream = edit(parts.filter { $0.type == "IDAT" }.flatMap(\.body))
    var idats: [(type: String, body: [UInt8])] = []
    for size in sizes where size <= stream.count {
      idats.append(("IDAT", Array(stream.prefix(size))))
      stream.removeFirst(size)
    }
    idats.append(("IDAT", stream))
    return Self.png(parts.filter { $0.type == "IHDR" } + idats + [("IEND", [])])
  }

  @Test(arguments: PNGProfile.allCases)
  func streamSplitAcrossManyIdatChunksStillDecodesFast(profile: PNGProfile) throws {
    let original = Self.image(width: 300, height: 200, seed: 11)
    let png = Self.rewritingStream(
      try PNGCodec.encode(original, profile: profile), sizes: [1, 0, 2, 3, 4096, 0, 77])
    #expect(Self.chunks(png).filter { $0.type == "IDAT" }.count == 8)
    #expect(PNGCodec.decodeFast(png) == original)
  }

  @Test func dataAfterTheZlibStreamIsLeftToLibpng() throws {
    let png = try PNGCodec.encode(Self.image(width: 64, height: 64, seed: 3), profile: .fast)
    #expect(PNGCodec.decodeFast(Self.rewritingStream(png)) != nil)
    let extended = Self.rewritingStream(png, sizes: [100]) { $0 + [0] }
    #expect(PNGCodec.decodeFast(extended) == nil, "a byte after the Adler-32 was accepted")
  }

  @Test(arguments: [-1, 1])
  func streamForAnotherHeightIsLeftToLibpng(change: Int) throws {
    let bitmap = Self.image(width: 40, height: 30, seed: 5)
    let taller = Self.image(width: 40, height: 30 + change, seed: 5)
    // The first file's header with the other image's stream: one row too few or too many.
    let header = Self.chunks(try PNGCodec.encode(bitmap, profile: .fast))[0]
    let stream = Self.chunks(try PNGCodec.encode(taller, profile: .fast)).filter {
      $0.type == "IDAT"
    }
    let mismatched = Self.png([header] + stream + [("IEND", [])])
    #expect(PNGCodec.decodeFast(mismatched) == nil, "a stream for another height was accepted")
  }
}
