/// Paints pixels that match as pixelmatch's faded greyscale background.
///
/// pixelmatch's `drawGrayPixel` computes
/// `255 + (y - 255) * (alpha * a / 255)` with `y` the pixel's YIQ luma and
/// stores it into a `Uint8Array`, which truncates. Runs of equal input pixels
/// are common, so the last input/output pair is cached. In mask mode the
/// background is transparent black instead.
struct GrayPainter {
  /// 1024 entries: `alpha * a / 255` for each alpha value `a`, then
  /// `v * 0.29889531`, `v * 0.58662247` and `v * 0.11448223` for each channel
  /// value `v` (the exact products pixelmatch's `rgb2y` computes).
  let factors: UnsafePointer<Double>
  /// Paint transparent pixels instead of grey.
  let mask: Bool
  /// Last input word painted.
  private var lastInput: UInt32 = 0
  /// Output word for `lastInput`.
  private var lastOutput: UInt32

  /// Creates a painter over the 1024-entry `factors` table (see `fillFactors`).
  init(factors: UnsafePointer<Double>, mask: Bool) {
    self.factors = factors
    self.mask = mask
    self.lastOutput = 0
    self.lastOutput = mask ? 0 : gray(0)
  }

  /// Fills `table` (1024 entries) for blending opacity `alpha`.
  static func fillFactors(_ table: UnsafeMutablePointer<Double>, alpha: Double) {
    for value in 0..<256 {
      table[value] = alpha * Double(value) / 255
      table[256 + value] = Double(value) * 0.29889531
      table[512 + value] = Double(value) * 0.58662247
      table[768 + value] = Double(value) * 0.11448223
    }
  }

  /// Paints `count` pixels from `source` into `destination`.
  @inline(__always)
  mutating func paint(
    _ source: UnsafePointer<UInt32>, into destination: UnsafeMutablePointer<UInt32>, count: Int
  ) {
    if mask {
      destination.update(repeating: 0, count: count)
      return
    }
    var index = 0
    while index < count {
      let pixel = source[index]
      if pixel != lastInput {
        lastInput = pixel
        lastOutput = gray(pixel)
      }
      destination[index] = lastOutput
      index &+= 1
    }
  }

  /// The opaque grey word for one input pixel.
  @inline(__always)
  private func gray(_ pixel: UInt32) -> UInt32 {
    let luma =
      factors[256 &+ Int(pixel & 0xff)] + factors[512 &+ Int((pixel >> 8) & 0xff)]
      + factors[768 &+ Int((pixel >> 16) & 0xff)]
    let value = 255 + (luma - 255) * factors[Int(pixel >> 24)]
    // Uint8Array stores ToUint8(value): truncate towards zero, then modulo 256.
    let byte = UInt32(truncatingIfNeeded: Int(value)) & 0xff
    return byte | byte << 8 | byte << 16 | 0xff00_0000
  }
}
