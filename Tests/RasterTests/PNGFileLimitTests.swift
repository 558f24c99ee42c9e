import Foundation
import Raster
import Testing

/// `PNGCodec.maxFileBytes`, `size(ofFile:)` and `validate(_:name:)`.
@Suite struct PNGFileLimitTests {
  @Test func maxFileBytesCoversTheLargestLegalImage() {
    #expect(PNGCodec.maxPixels == 16384 * 16384)
    // 16-bit RGBA, one filter byte per pixel at worst, stored deflate blocks, zlib
    // framing, 8 KiB IDAT chunks, signature + IHDR + IEND (see the doc comment).
    let filtered = 9 * PNGCodec.maxPixels
    let zlib = filtered + (filtered + 65534) / 65535 * 5 + 6
    let needed = zlib + (zlib + 8191) / 8192 * 12 + 45
    #expect(needed == 2_419_642_700)
    #expect(PNGCodec.maxFileBytes == 2_684_354_560)
    #expect(PNGCodec.maxFileBytes > needed)
  }

  @Test(arguments: FixtureFiles.decodable)
  func sizeOfFileReadsTheHeader(_ name: String) throws {
    let size = try PNGCodec.size(ofFile: "\(FixtureFiles.directory)/\(name).png")
    #expect(size.width == 11 && size.height == 7)
  }

  @Test func sizeOfFileReadsOnlyTheHeader() throws {
    let root = try AtomicFileTests.scratch()
    defer { try? FileManager.default.removeItem(atPath: root) }
    // The first 33 bytes of a valid PNG, then 1 GiB of holes: only the header is read.
    let path = root + "/big.png"
    try AtomicFile.write(Array(FixtureFiles.bytes("rgba8.png").prefix(33)), to: path)
    #expect(truncate(path, 1 << 30) == 0)
    let start = Date()
    let size = try PNGCodec.size(ofFile: path)
    #expect(size.width == 11 && size.height == 7)
    #expect(Date().timeIntervalSince(start) < 1)
  }

  /// Damage to the first 33 bytes of rgba8.png, and the message each gives.
  @Test(arguments: [
    (0, 0x00, "not a PNG file (bad signature)"),
    (11, 0x0e, "IHDR: missing or not 13 bytes long"),
    (12, 0x69, "IHDR: missing or not 13 bytes long"),
    (19, 0x0c, "IHDR: CRC error"),
    (32, 0x00, "IHDR: CRC error"),
  ])
  func sizeOfFileChecksTheHeader(_ offset: Int, _ value: UInt8, _ reason: String) throws {
    let root = try AtomicFileTests.scratch()
    defer { try? FileManager.default.removeItem(atPath: root) }
    var bytes = try FixtureFiles.bytes("rgba8.png")
    bytes[offset] = bytes[offset] == value ? value ^ 1 : value
    try AtomicFile.write(bytes, to: root + "/bad.png")
    #expect(throws: RasterError.decodeFailed(name: root + "/bad.png", reason: reason)) {
      try PNGCodec.size(ofFile: root + "/bad.png")
    }
  }

  @Test func sizeOfFileRefusesHugeAndTruncatedHeaders() throws {
    let root = try AtomicFileTests.scratch()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try AtomicFile.write(Array(FixtureFiles.bytes("rgba8.png").prefix(20)), to: root + "/cut.png")
    #expect(
      throws: RasterError.decodeFailed(
        name: root + "/cut.png", reason: "unexpected end of file (truncated PNG)")
    ) { try PNGCodec.size(ofFile: root + "/cut.png") }
    // 16385 x 16384 with a correct CRC: more pixels than allowed.
    let huge = Self.header(width: 16385, height: 16384)
    try AtomicFile.write(huge, to: root + "/huge.png")
    #expect(
      throws: RasterError.decodeFailed(
        name: root + "/huge.png", reason: "image too large (more than 16384 x 16384 pixels)")
    ) { try PNGCodec.size(ofFile: root + "/huge.png") }
    try AtomicFile.write(Self.header(width: 16384, height: 16384), to: root + "/max.png")
    #expect(try PNGCodec.size(ofFile: root + "/max.png") == (16384, 16384))
    #expect(throws: RasterError.notRegularFile(path: root, kind: "directory")) {
      try PNGCodec.size(ofFile: root)
    }
  }

  /// A signature and an 8-bit RGBA IHDR chunk with a correct CRC.
  static func header(width: UInt32, height: UInt32) -> [UInt8] {
    func be(_ value: UInt32) -> [UInt8] {
      (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) }
    }
    let body = Array("IHDR".utf8) + be(width) + be(height) + [8, 6, 0, 0, 0]
    return [137, 80, 78, 71, 13, 10, 26, 10] + be(13) + body + be(crc32(body))
  }

  /// CRC-32 as PNG uses it.
  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xffff_ffff
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? 0xedb8_8320 ^ (crc >> 1) : crc >> 1 }
    }
    return ~crc
  }

  @Test(arguments: ["corrupt-crc.png", "corrupt-adler.png"])
  func validateFailsLikeDecode(_ file: String) throws {
    let bytes = try FixtureFiles.bytes(file)
    let decodeError = #expect(throws: RasterError.self) { try PNGCodec.decode(bytes, name: file) }
    let validateError = #expect(throws: RasterError.self) {
      try PNGCodec.validate(bytes, name: file)
    }
    #expect(decodeError != nil && decodeError == validateError)
  }

  @Test(arguments: FixtureFiles.decodable)
  func validateAcceptsEveryDecodableFixture(_ name: String) throws {
    let size = try PNGCodec.validate(FixtureFiles.bytes(name + ".png"), name: name)
    #expect(size.width == 11 && size.height == 7)
  }

  @Test(arguments: [0, 5, 8, 20, 33, 45, 60, -12, -1])
  func validateRefusesTruncatedData(_ cut: Int) throws {
    let good = try FixtureFiles.bytes("rgba8.png")
    let data = Array(good.prefix(cut >= 0 ? cut : good.count + cut))
    #expect(throws: RasterError.self) { try PNGCodec.validate(data, name: "t.png") }
  }

  @Test func invalidPixelCountDescriptionDoesNotOverflow() {
    let error = #expect(throws: RasterError.self) {
      try Bitmap(width: Int.max, height: 3, pixels: [])
    }
    #expect(
      error?.description
        == "invalid bitmap: \(Int.max)x3 needs more than \(Int.max) bytes, got 0")
  }
}
