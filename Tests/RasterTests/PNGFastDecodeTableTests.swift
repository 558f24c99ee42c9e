import Foundation
import Testing

@testable import Raster

/// The fast decoder gives libpng's pixels for every colour type and bit depth it reads, with the
/// SIMD unfiltering and with the plain C loops, for every filter type on every row.
@Suite struct PNGFastDecodeTableTests {
  /// One generated layout: colour type, bit depth and which transparency chunk it carries.
  struct Layout: Sendable, CustomTestStringConvertible {
    let colourType: Int
    let depth: Int
    /// A tRNS chunk: a colour key for grey and RGB (the value of every third row), alpha for
    /// some palette entries.
    let transparency: Bool
    var testDescription: String {
      "type \(colourType) depth \(depth)\(transparency ? " tRNS" : "")"
    }
  }

  /// Every colour type at every legal bit depth (PNG specification, table 11.1), and each
  /// transparency a type can carry.
  static let layouts: [Layout] =
    [
      (0, 1), (0, 2), (0, 4), (0, 8), (0, 16), (2, 8), (2, 16), (3, 1), (3, 2), (3, 4), (3, 8),
      (4, 8), (4, 16), (6, 8), (6, 16),
    ].map { Layout(colourType: $0.0, depth: $0.1, transparency: false) }
    + [(0, 2), (0, 8), (0, 16), (2, 8), (2, 16), (3, 4), (3, 8)].map {
      Layout(colourType: $0.0, depth: $0.1, transparency: true)
    }

  /// Rows of noise, of gradients (where Paeth's ties fall) and of one repeated value (the colour
  /// key, when there is one), `rowBytes` each.
  static func rows(_ writer: FilteredPNGWriter, seed: UInt32) -> [[UInt8]] {
    var state = seed
    let flat: [UInt8] = writer.depth < 8 ? [0b0101_0101] : [0x42]
    return (0..<writer.height).map { y in
      (0..<writer.rowBytes).map { x in
        state = state &* 1_664_525 &+ 1_013_904_223
        switch y % 3 {
        case 0: return UInt8(truncatingIfNeeded: state >> 24)
        case 1: return UInt8(truncatingIfNeeded: x &* 3 &+ y &* 7)
        default: return flat[0]
        }
      }
    }
  }

  /// The PLTE and tRNS chunks `layout` needs: a full palette, and for transparency a colour key
  /// equal to the flat rows' samples or alpha for the first few palette entries.
  static func chunks(_ layout: Layout) -> [(type: String, body: [UInt8])] {
    var chunks: [(type: String, body: [UInt8])] = []
    if layout.colourType == 3 {
      let count = 1 << layout.depth
      var palette: [UInt8] = []
      for entry in 0..<count {
        palette += [UInt8(entry), UInt8(255 - entry), UInt8(truncatingIfNeeded: entry * 7)]
      }
      chunks.append(("PLTE", palette))
      if layout.transparency { chunks.append(("tRNS", (0..<min(count, 9)).map { UInt8($0 * 28) })) }
    } else if layout.transparency {
      let key: [UInt8] =
        switch layout.depth {
        case 16: [0x42, 0x42]
        case 8: [0, 0x42]
        default: [0, layout.depth == 2 ? 1 : 5]
        }
      chunks.append(
        ("tRNS", Array([[UInt8]](repeating: key, count: layout.colourType == 0 ? 1 : 3).joined())))
    }
    return chunks
  }

  /// Every filter type on every row position, each sequence starting the image with another
  /// filter (the first row filters against zeros).
  static let filterOrders: [[Int]] = [
    [0, 1, 2, 3, 4], [1, 2, 3, 4, 0], [2, 3, 4, 0, 1], [3, 4, 0, 1, 2], [4, 0, 1, 2, 3], [4],
  ]

  @Test(arguments: layouts)
  func everyFilterOnEveryRowDecodesAsLibpngDoes(_ layout: Layout) throws {
    for width in [1, 2, 5, 33] {
      let writer = FilteredPNGWriter(
        colourType: layout.colourType, depth: layout.depth, width: width, height: 11)
      for (n, filters) in Self.filterOrders.enumerated() {
        let png = writer.png(
          rows: Self.rows(writer, seed: UInt32(width * 31 + n)), filters: filters,
          extra: Self.chunks(layout))
        let reference = try PNGCodec.decode(png, name: "generated.png", libpngOnly: true)
        let label = "\(layout.testDescription), width \(width), filters \(filters)"
        #expect(PNGCodec.decodeFast(png) == reference, "SIMD: \(label)")
        #expect(PNGCodec.decodeFast(png, simd: false) == reference, "plain: \(label)")
        // Through `decode`, whose bitmap has room to inflate and unfilter 8-bit RGBA in place.
        #expect(try PNGCodec.decode(png, name: "generated.png") == reference, "in place: \(label)")
      }
    }
  }

  /// PngSuite's non-interlaced images of every colour type, and the fixtures.
  static let files: [String] = {
    let suite = FixtureFiles.directory + "/pngsuite/images"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: suite)) ?? []
    let fixtures =
      (try? FileManager.default.contentsOfDirectory(atPath: FixtureFiles.directory)) ?? []
    return names.filter { $0.hasSuffix(".png") && !$0.hasPrefix("i") }.map {
      "pngsuite/images/" + $0
    }.sorted()
      + fixtures.filter {
        $0.hasSuffix(".png") && !$0.contains("interlaced") && !$0.hasPrefix("corrupt")
      }.sorted()
  }()

  @Test func everyColourTypeOfPngSuiteIsListed() {
    #expect(Self.files.count == 30 + 17)
  }

  @Test(arguments: files)
  func fileDecodesFastAsLibpngDoes(_ file: String) throws {
    let bytes = try BinaryFile.read(atPath: FixtureFiles.directory + "/" + file)
    let reference = try PNGCodec.decode(bytes, name: file, libpngOnly: true)
    #expect(PNGCodec.decodeFast(bytes) == reference)
    #expect(PNGCodec.decodeFast(bytes, simd: false) == reference)
    #expect(try PNGCodec.decode(bytes, name: file) == reference)
  }

  /// A 24x10 RGB file of every filter, for the chunk tests below.
  static func rgb() -> [UInt8] {
    let writer = FilteredPNGWriter(colourType: 2, depth: 8, width: 24, height: 10)
    return writer.png(rows: rows(writer, seed: 3), filters: [0, 1, 2, 3, 4])
  }

  /// `png` with `chunk` inserted after IHDR.
  static func inserting(_ chunk: (type: String, body: [UInt8]), into png: [UInt8]) -> [UInt8] {
    var parts = PNGFastDecodeTests.chunks(png)
    parts.insert(chunk, at: 1)
    return PNGFastDecodeTests.png(parts)
  }

  @Test(arguments: ["tEXt", "gAMA", "iCCP", "eXIf", "pHYs", "juNk"])
  func ancillaryChunksAreSkipped(type: String) throws {
    let png = Self.inserting((type, Array("hello".utf8)), into: Self.rgb())
    #expect(PNGCodec.decodeFast(png) == (try PNGCodec.decode(png, name: "a.png", libpngOnly: true)))
  }

  @Test func ancillaryChunkWithABadCrcIsLeftToLibpng() throws {
    var png = Self.inserting(("tEXt", Array("hello".utf8)), into: Self.rgb())
    png[33 + 8 + 5] ^= 1  // the tEXt chunk's CRC, after the signature and IHDR
    #expect(PNGCodec.decodeFast(png) == nil)
    #expect(throws: Never.self) { try PNGCodec.decode(png, name: "a.png") }
  }

  @Test(arguments: [
    ("unknown critical chunk", ("ABCD", [UInt8]())),
    ("tRNS of the wrong length", ("tRNS", [0, 1])),
    (
      "PLTE in a palette-less image of 5 entries and a half",
      ("PLTE", [UInt8](repeating: 9, count: 16))
    ),
    ("chunk type not letters", ("t3XT", [UInt8]())),
    ("APNG control", ("acTL", [0, 0, 0, 1, 0, 0, 0, 0])),
  ])
  func unusualChunksAreLeftToLibpng(_ reason: String, _ chunk: (String, [UInt8])) throws {
    #expect(
      PNGCodec.decodeFast(Self.inserting((chunk.0, chunk.1), into: Self.rgb())) == nil, "\(reason)")
  }

  @Test func paletteIndexPastThePaletteIsLeftToLibpng() throws {
    let writer = FilteredPNGWriter(colourType: 3, depth: 8, width: 4, height: 2)
    let png = writer.png(
      rows: [[0, 1, 2, 3], [3, 2, 1, 0]], filters: [0],
      extra: [("PLTE", [UInt8](repeating: 7, count: 9))])
    #expect(PNGCodec.decodeFast(png) == nil)
  }
}
