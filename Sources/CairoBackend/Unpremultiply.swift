/// Premultiplied native-endian ARGB32 → straight RGBA8 without a division per channel.
///
/// Each colour channel is `(c · 255 + a / 2) / a`, computed as a multiply by a 32-bit fixed-point
/// reciprocal of `a`: `n · ⌈2³² / a⌉ >> 32` equals `⌊n / a⌋` for every `n < 2¹⁶` (the error term
/// `n · (⌈2³² / a⌉ · a − 2³²) < 2²⁴` never reaches the next multiple), so the bytes are exactly
/// those of the division. Opaque pixels are only reordered; transparent ones become (0, 0, 0, 0).
enum Unpremultiply {
  /// `⌈2³² / a⌉` for alpha `a` (entry 0 is unused).
  static let reciprocals: [UInt64] = (0..<256).map { $0 == 0 ? 0 : ((1 << 32) + $0 - 1) / $0 }

  /// `(c · 255 + a / 2) / a` through `table` (``reciprocals``), at most 255.
  @inline(__always)
  static func channel(_ c: UInt32, alpha a: UInt32, table: UnsafeBufferPointer<UInt64>) -> UInt32 {
    min(255, UInt32(truncatingIfNeeded: (UInt64(c &* 255 &+ a / 2) &* table[Int(a)]) >> 32))
  }

  /// Converts `count` pixels of one row from `source` to `destination` (4 bytes a pixel): every
  /// pixel reordered first (a loop that vectorises, exact for opaque pixels), then the others
  /// rewritten.
  static func row(
    _ source: UnsafePointer<UInt32>, into destination: UnsafeMutableRawPointer, count: Int,
    table: UnsafeBufferPointer<UInt64>
  ) {
    let words = destination.assumingMemoryBound(to: UInt32.self)
    for x in 0..<count {
      let argb = source[x]
      words[x] = ((argb & 0xFF00_FF00) | ((argb >> 16) & 0xFF) | ((argb & 0xFF) << 16)).littleEndian
    }
    for x in 0..<count where source[x] < 0xFF00_0000 {
      let argb = source[x]
      let a = argb >> 24
      var word: UInt32 = 0
      if a != 0 {
        let r = channel((argb >> 16) & 0xFF, alpha: a, table: table)
        let g = channel((argb >> 8) & 0xFF, alpha: a, table: table)
        let b = channel(argb & 0xFF, alpha: a, table: table)
        word = r | g << 8 | b << 16 | a << 24
      }
      words[x] = word.littleEndian
    }
  }
}
