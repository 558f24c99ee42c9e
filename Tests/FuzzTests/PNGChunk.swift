/// One chunk of a PNG file as it sits in the bytes: where it starts, its declared data length and
/// its four-letter type. Used to make chunk-aware mutations (and to fix up their CRCs so libpng
/// reads further than the first checksum).
struct PNGChunk: Equatable {
  /// The PNG signature every file starts with.
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// Offset of the chunk's length field.
  var offset: Int
  /// The data length the chunk declares.
  var length: Int
  /// The chunk type, e.g. "IHDR".
  var type: String

  /// Offset of the chunk's data.
  var dataOffset: Int { offset + 8 }
  /// Offset of the chunk's CRC (after the declared data).
  var crcOffset: Int { dataOffset + length }
  /// Offset just past the chunk.
  var end: Int { crcOffset + 4 }

  /// The chunks of `bytes` after the signature, in order, stopping at the first chunk that does
  /// not fit in the bytes (so a truncated or corrupted file gives the chunks that can be edited).
  static func chunks(in bytes: [UInt8]) -> [PNGChunk] {
    guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { return [] }
    var chunks: [PNGChunk] = []
    var offset = 8
    while offset + 12 <= bytes.count {
      let length = Int(readUInt32(bytes, at: offset))
      guard length <= bytes.count - offset - 12 else { break }
      let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
      chunks.append(PNGChunk(offset: offset, length: length, type: type))
      offset += 12 + length
    }
    return chunks
  }

  /// The big-endian 32-bit number at `offset`.
  static func readUInt32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
    bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
  }

  /// Writes `value` big-endian at `offset`.
  static func writeUInt32(_ value: UInt32, into bytes: inout [UInt8], at offset: Int) {
    for i in 0..<4 { bytes[offset + i] = UInt8(truncatingIfNeeded: value >> (24 - 8 * UInt32(i))) }
  }

  /// Recomputes this chunk's CRC (over type and data) in `bytes`.
  func fixCRC(in bytes: inout [UInt8]) {
    PNGChunk.writeUInt32(
      PNGChunk.crc32(bytes[(offset + 4)..<crcOffset]), into: &bytes, at: crcOffset)
  }

  /// Whether the stored CRC matches the chunk's type and data.
  func crcIsValid(in bytes: [UInt8]) -> Bool {
    PNGChunk.readUInt32(bytes, at: crcOffset) == PNGChunk.crc32(bytes[(offset + 4)..<crcOffset])
  }

  /// CRC-32 (ISO 3309, the polynomial PNG and zlib use).
  static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
    }
    return crc ^ 0xFFFF_FFFF
  }

  private static let table: [UInt32] = (0..<256).map { n in
    var c = UInt32(n)
    for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    return c
  }
}

extension PNGChunk {
  /// The 12 bytes of an empty IEND chunk, which ends every well-formed PNG.
  static let iend: [UInt8] = [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]

  /// Whether `bytes` end with an intact IEND chunk, so bytes appended after it are never read.
  static func endsWithIEND(_ bytes: [UInt8]) -> Bool {
    bytes.count >= 20 && Array(bytes.suffix(12)) == iend
  }
}
