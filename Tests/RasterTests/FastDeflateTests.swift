import Foundation
import Testing

@testable import Raster

/// The `.fast` profile's own deflate compressor (CPNG's cpng_deflate.c): every kind of image
/// it meets comes back from libpng (zlib's inflate) and from our decoder with the same pixels,
/// and its Huffman codes are complete and within deflate's length limits.
@Suite struct FastDeflateTests {
  /// An image made by `pixel(x, y)`.
  static func image(width: Int, height: Int, _ pixel: (Int, Int) -> UInt32) -> Bitmap {
    var bitmap = Bitmap(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width {
        let value = pixel(x, y)
        bitmap.setPixel(
          x: x, y: y,
          to: (
            UInt8(value >> 24), UInt8(value >> 16 & 0xff), UInt8(value >> 8 & 0xff),
            UInt8(value & 0xff)
          ))
      }
    }
    return bitmap
  }

  /// A fixed xorshift sequence: noise no match finder can shorten.
  static func noise(_ x: Int, _ y: Int) -> UInt32 {
    var v = UInt32(truncatingIfNeeded: x &* 73_856_093 ^ y &* 19_349_663) | 1
    for _ in 0..<3 {
      v ^= v << 13
      v ^= v >> 17
      v ^= v << 5
    }
    return v
  }

  static let images: [(String, Bitmap)] = [
    ("one pixel", image(width: 1, height: 1) { _, _ in 0x1020_30ff }),
    ("flat", image(width: 300, height: 200) { _, _ in 0xffff_ffff }),
    ("noise: stored blocks", image(width: 300, height: 200, noise)),
    (
      "noise beside flat rows",
      image(width: 300, height: 1200) { x, y in
        y % 40 < 20 ? noise(x, y) : 0x3366_99ff
      }
    ),
    (
      "vertical stripes: the row above",
      image(width: 257, height: 300) { x, _ in
        noise(x, 0)
      }
    ),
    (
      "horizontal gradient",
      image(width: 640, height: 480) { x, y in
        UInt32(x & 0xff) << 24 | UInt32(y & 0xff) << 16 | 0x80ff
      }
    ),
    // Rows longer than deflate's 32 KiB window: the pixel above is out of reach.
    (
      "rows wider than the window",
      image(width: 9000, height: 6) { x, y in
        (x / 7 + y) % 3 == 0 ? 0xff00_00ff : noise(x % 50, y)
      }
    ),
    // Repeats 1-3 pixels apart and at odd distances, across segment and chunk boundaries.
    (
      "short patterns",
      image(width: 1021, height: 700) { x, y in
        [0x0000_00ff, 0xffff_ffff, 0x8080_80ff][(x + y / 3) % 3]
      }
    ),
  ]

  @Test(arguments: images)
  func roundTripsThroughZlibAndOurDecoder(_ name: String, _ bitmap: Bitmap) throws {
    let png = try PNGCodec.encode(bitmap, profile: .fast, threads: 2)
    #expect(try PNGCodec.decode(png, name: name, libpngOnly: true) == bitmap, "\(name)")
    #expect(try PNGCodec.decode(png, name: name) == bitmap, "\(name)")
  }

  /// Incompressible input costs no more than storing it: a few bytes per 64 KiB block and per
  /// segment over the raw image data.
  @Test func noiseIsStoredNotExpanded() throws {
    let bitmap = Self.image(width: 300, height: 200, Self.noise)
    let png = try PNGCodec.encode(bitmap, profile: .fast)
    let raw = (300 * 4 + 1) * 200
    #expect(png.count <= raw + raw / 65535 * 5 + 128, "\(png.count) bytes for \(raw)")
  }

  /// Sum of 2^-length over the used symbols, scaled by 2^15: exactly 2^15 for a complete code.
  static func kraft(_ lengths: [UInt8]) -> Int {
    lengths.filter { $0 > 0 }.map { 1 << (15 - Int($0)) }.reduce(0, +)
  }

  /// Fibonacci frequencies make the deepest Huffman trees: unlimited, 30 symbols would need
  /// codes 29 bits long.
  static var fibonacci: [UInt32] {
    var f: [UInt32] = [1, 1]
    while f.count < 30 { f.append(f[f.count - 1] + f[f.count - 2]) }
    return f
  }

  @Test(arguments: [
    ("Fibonacci, deflate's 15-bit limit", fibonacci, 15),
    ("Fibonacci, the code-length code's 7-bit limit", Array(fibonacci.prefix(19)), 7),
    ("one symbol dominating 285 rare ones", [1_000_000] + [UInt32](repeating: 1, count: 285), 15),
    ("unused symbols between used ones", [5, 0, 0, 9, 0, 1, 1, 0], 15),
  ])
  func codeLengthsAreCompleteAndLimited(_ name: String, _ frequencies: [UInt32], _ limit: Int) {
    let lengths = PNGCodec.huffmanCodeLengths(frequencies, limit: limit)
    #expect(lengths.max()! <= UInt8(limit), "\(name): \(lengths)")
    #expect(Self.kraft(lengths) == 1 << 15, "\(name): \(lengths)")
    for (frequency, length) in zip(frequencies, lengths) {
      #expect((frequency == 0) == (length == 0), "\(name): \(lengths)")
    }
  }

  /// Within the limit the code is a true Huffman code: the textbook example's lengths.
  @Test func codeLengthsAreHuffmansWhenTheyFit() {
    #expect(PNGCodec.huffmanCodeLengths([1, 1, 2, 4], limit: 15) == [3, 3, 2, 1])
    #expect(PNGCodec.huffmanCodeLengths([7, 7], limit: 15) == [1, 1])
  }
}
