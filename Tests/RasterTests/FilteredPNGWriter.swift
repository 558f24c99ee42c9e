/// A PNG writer for tests that chooses each row's filter itself, for any colour type and bit
/// depth: the rows are filtered as the PNG specification says and stored in uncompressed deflate
/// blocks, so what the decoder unfilters is exactly what this writer meant.
struct FilteredPNGWriter {
  /// PNG colour type (0 grey, 2 RGB, 3 palette, 4 grey + alpha, 6 RGBA).
  let colourType: Int
  /// Bits a sample (1, 2, 4, 8 or 16, as the colour type allows).
  let depth: Int
  let width: Int
  let height: Int

  /// Samples a pixel.
  var channels: Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colourType] ?? 1 }
  /// Bytes a complete pixel, at least 1: the distance filters reach back.
  var bytesPerPixel: Int { max(1, channels * depth / 8) }
  /// Bytes a row, without the filter byte.
  var rowBytes: Int { (width * channels * depth + 7) / 8 }

  /// The predictor of PNG filter `type` for byte `i` of `row`, the row above being `above`.
  func predictor(_ type: Int, _ row: [UInt8], _ above: [UInt8], _ i: Int) -> UInt8 {
    let bpp = bytesPerPixel
    let a = i >= bpp ? Int(row[i - bpp]) : 0
    let b = Int(above[i])
    let c = i >= bpp ? Int(above[i - bpp]) : 0
    switch type {
    case 1: return UInt8(a)
    case 2: return UInt8(b)
    case 3: return UInt8((a + b) / 2)
    case 4:
      let p = a + b - c
      let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
      return UInt8(pa <= pb && pa <= pc ? a : (pb <= pc ? b : c))
    default: return 0
    }
  }

  /// The file for the unfiltered `rows` (each `rowBytes` long), row `y` filtered with
  /// `filters[y % filters.count]`, with `extra` chunks (PLTE, tRNS, ...) before the IDAT.
  func png(rows: [[UInt8]], filters: [Int], extra: [(type: String, body: [UInt8])] = [])
    -> [UInt8]
  {
    var raw: [UInt8] = []
    var above = [UInt8](repeating: 0, count: rowBytes)
    for (y, row) in rows.enumerated() {
      let type = filters[y % filters.count]
      raw.append(UInt8(type))
      for i in 0..<rowBytes { raw.append(row[i] &- predictor(type, row, above, i)) }
      above = row
    }
    func be(_ value: Int) -> [UInt8] {
      (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) }
    }
    let header =
      be(width) + be(height) + [UInt8(depth), UInt8(colourType), 0, 0, 0]
    return PNGFastDecodeTests.png(
      [("IHDR", header)] + extra + [("IDAT", Self.storedZlib(raw)), ("IEND", [])])
  }

  /// `bytes` as a zlib stream of stored (uncompressed) deflate blocks.
  static func storedZlib(_ bytes: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var at = 0
    repeat {
      let count = min(65535, bytes.count - at)
      let final: UInt8 = at + count == bytes.count ? 1 : 0
      out += [final, UInt8(count & 0xff), UInt8(count >> 8)]
      out += [UInt8(~count & 0xff), UInt8((~count >> 8) & 0xff)]
      out += bytes[at..<at + count]
      at += count
    } while at < bytes.count
    var (a, b): (UInt32, UInt32) = (1, 0)
    for byte in bytes {
      a = (a + UInt32(byte)) % 65521
      b = (b + a) % 65521
    }
    let adler = b << 16 | a
    return out + (0..<4).map { UInt8(truncatingIfNeeded: adler >> (24 - 8 * $0)) }
  }
}
