/// Gaussian blur of an 8-bit alpha mask by three successive box blurs, as SVG's feGaussianBlur
/// defines the approximation (box size `d = ⌊σ · 3√(2π) / 4 + 0.5⌋`).
///
/// Exact integer arithmetic, so the same mask always blurs to the same bytes, in O(pixels) whatever
/// the radius. Both directions walk memory row by row (the vertical passes keep one running sum
/// per column), so the blur stays cache-friendly on large masks.
enum BoxBlur {
  /// Blurs `mask` (`width`×`height`, `stride` bytes a row) in place with standard deviation `sigma`
  /// pixels.
  static func blur(
    _ mask: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double
  ) {
    guard sigma >= 0.5, width > 0, height > 0 else { return }
    let d = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
    guard d > 1 else { return }
    let passes = reaches(d)
    let line = UnsafeMutablePointer<UInt8>.allocate(capacity: width)
    defer { line.deallocate() }
    for row in 0..<height {
      for pass in passes {
        horizontal(mask + row * stride, count: width, reach: pass, scratch: line)
      }
    }
    let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: stride * height)
    defer { copy.deallocate() }
    let sums = UnsafeMutablePointer<Int32>.allocate(capacity: width)
    defer { sums.deallocate() }
    for pass in passes {
      copy.update(from: mask, count: stride * height)
      vertical(
        source: copy, destination: mask, width: width, height: height, stride: stride, reach: pass,
        sums: sums)
    }
  }

  /// Blurs a premultiplied ARGB32 image (`width`×`height`, `stride` bytes a row) in place, each
  /// channel as ``blur(_:width:height:stride:sigma:)`` blurs a mask; colour channels are then kept
  /// at or below alpha, as premultiplied pixels must be.
  static func blurChannels(
    _ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double
  ) {
    guard width > 0, height > 0 else { return }
    let plane = UnsafeMutablePointer<UInt8>.allocate(capacity: width * height)
    defer { plane.deallocate() }
    for channel in 0..<4 {
      for y in 0..<height {
        for x in 0..<width { plane[y * width + x] = pixels[y * stride + x * 4 + channel] }
      }
      blur(plane, width: width, height: height, stride: width, sigma: sigma)
      for y in 0..<height {
        for x in 0..<width { pixels[y * stride + x * 4 + channel] = plane[y * width + x] }
      }
    }
    // ARGB32 is native-endian: on little-endian machines alpha is the fourth byte.
    let alpha = 1.littleEndian == 1 ? 3 : 0
    for y in 0..<height {
      for x in 0..<width {
        let pixel = pixels + y * stride + x * 4
        let a = pixel[alpha]
        for channel in 0..<4 where channel != alpha { pixel[channel] = min(pixel[channel], a) }
      }
    }
  }

  /// The (before, after) reach of each of the three passes for box size `d`.
  static func reaches(_ d: Int) -> [(Int, Int)] {
    d % 2 == 1
      ? [(d / 2, d / 2), (d / 2, d / 2), (d / 2, d / 2)]
      : [(d / 2, d / 2 - 1), (d / 2 - 1, d / 2), (d / 2, d / 2)]
  }

  /// Division by the box size as a 24-bit fixed-point multiply (an integer divide per pixel
  /// costs more than the whole rest of the blur); `(sum · scale + ½) >> 24` ≈ `sum / size`.
  private static func reciprocal(_ size: Int) -> Int64 {
    ((1 << 24) + Int64(size) / 2) / Int64(size)
  }

  private static let roundingHalf: Int64 = 1 << 23

  /// One box pass along a row of `count` bytes; outside the row is zero.
  private static func horizontal(
    _ data: UnsafeMutablePointer<UInt8>, count: Int, reach: (Int, Int),
    scratch: UnsafeMutablePointer<UInt8>
  ) {
    let (left, right) = reach
    let scale = reciprocal(left + right + 1)
    scratch.update(from: data, count: count)
    var sum: Int32 = 0
    for i in 0...min(right, count - 1) { sum += Int32(scratch[i]) }
    for i in 0..<count {
      data[i] = UInt8(truncatingIfNeeded: (Int64(sum) &* scale &+ roundingHalf) >> 24)
      let incoming = i + right + 1
      let outgoing = i - left
      if incoming < count { sum += Int32(scratch[incoming]) }
      if outgoing >= 0 { sum -= Int32(scratch[outgoing]) }
    }
  }

  /// One box pass down every column at once, reading `source` and writing `destination`.
  private static func vertical(
    source: UnsafeMutablePointer<UInt8>, destination: UnsafeMutablePointer<UInt8>, width: Int,
    height: Int, stride: Int, reach: (Int, Int), sums: UnsafeMutablePointer<Int32>
  ) {
    let (top, bottom) = reach
    let scale = reciprocal(top + bottom + 1)
    sums.initialize(repeating: 0, count: width)
    for row in 0...min(bottom, height - 1) {
      let input = source + row * stride
      for x in 0..<width { sums[x] += Int32(input[x]) }
    }
    for row in 0..<height {
      let output = destination + row * stride
      for x in 0..<width {
        output[x] = UInt8(truncatingIfNeeded: (Int64(sums[x]) &* scale &+ roundingHalf) >> 24)
      }
      let incoming = row + bottom + 1
      let outgoing = row - top
      if incoming < height {
        let input = source + incoming * stride
        for x in 0..<width { sums[x] += Int32(input[x]) }
      }
      if outgoing >= 0 {
        let input = source + outgoing * stride
        for x in 0..<width { sums[x] -= Int32(input[x]) }
      }
    }
  }
}
