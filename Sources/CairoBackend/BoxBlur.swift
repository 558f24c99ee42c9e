/// Gaussian blur of an 8-bit alpha mask by three successive box blurs, as SVG's feGaussianBlur
/// defines the approximation (box size `d = ⌊σ · 3√(2π) / 4 + 0.5⌋`).
///
/// Exact integer arithmetic, so the same mask always blurs to the same bytes, in O(pixels) whatever
/// the radius. Every pass walks memory row by row keeping one running sum per column (the
/// horizontal passes run on the transposed mask), so the blur stays cache-friendly on large masks
/// and its inner loops vectorise.
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
    // The horizontal passes run as vertical passes over the transposed mask, so all six passes
    // are the same row-at-a-time loop, which vectorises; two scratch planes ping-pong.
    let count = width * height
    let a = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
    defer { a.deallocate() }
    let b = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
    defer { b.deallocate() }
    let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: max(width, height))
    defer { sums.deallocate() }
    transpose(mask, stride: stride, rows: height, columns: width, into: a, stride: height)
    vertical(a, height, into: b, height, width: height, height: width, passes[0], sums)
    vertical(b, height, into: a, height, width: height, height: width, passes[1], sums)
    vertical(a, height, into: b, height, width: height, height: width, passes[2], sums)
    transpose(b, stride: height, rows: width, columns: height, into: a, stride: width)
    vertical(a, width, into: b, width, width: width, height: height, passes[0], sums)
    vertical(b, width, into: a, width, width: width, height: height, passes[1], sums)
    vertical(a, width, into: mask, stride, width: width, height: height, passes[2], sums)
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
  static func reciprocal(_ size: Int) -> Int64 {
    ((1 << 24) + Int64(size) / 2) / Int64(size)
  }

  static let roundingHalf: Int64 = 1 << 23

  /// Copies the `rows`×`columns` bytes at `source` to `destination` transposed (`columns` rows
  /// of `rows` bytes), in 16×16 tiles so both sides stay in cache.
  static func transpose(
    _ source: UnsafePointer<UInt8>, stride sourceStride: Int, rows: Int, columns: Int,
    into destination: UnsafeMutablePointer<UInt8>, stride destinationStride: Int
  ) {
    let tile = 16
    var y0 = 0
    while y0 < rows {
      let y1 = min(y0 + tile, rows)
      var x0 = 0
      while x0 < columns {
        let x1 = min(x0 + tile, columns)
        for y in y0..<y1 {
          let input = source + y * sourceStride
          for x in x0..<x1 { destination[x * destinationStride + y] = input[x] }
        }
        x0 = x1
      }
      y0 = y1
    }
  }

  /// One box pass down every column at once, reading `source` (`sourceStride` bytes a row) and
  /// writing `destination`; above and below the image is zero.
  ///
  /// The column sums are at most 255 × the box size, and `sum · scale + ½` stays below 2³² for
  /// any box narrower than 60,000 pixels, so 32-bit wrapping arithmetic gives exactly the 64-bit
  /// result and the loops vectorise; wider boxes take the 64-bit loop.
  static func vertical(
    _ source: UnsafePointer<UInt8>, _ sourceStride: Int,
    into destination: UnsafeMutablePointer<UInt8>, _ destinationStride: Int, width: Int,
    height: Int, _ reach: (Int, Int), _ sums: UnsafeMutablePointer<UInt32>
  ) {
    let (top, bottom) = reach
    let size = top + bottom + 1
    let scale64 = reciprocal(size)
    guard Int64(255 * size) * scale64 + roundingHalf < 1 << 32 else {
      return verticalWide(
        source, sourceStride, into: destination, destinationStride, width: width, height: height,
        reach)
    }
    let scale = UInt32(scale64)
    let half = UInt32(roundingHalf)
    sums.initialize(repeating: 0, count: width)
    for row in 0...min(bottom, height - 1) {
      let input = source + row * sourceStride
      for x in 0..<width { sums[x] &+= UInt32(input[x]) }
    }
    for row in 0..<height {
      let output = destination + row * destinationStride
      for x in 0..<width { output[x] = UInt8(truncatingIfNeeded: (sums[x] &* scale &+ half) >> 24) }
      let incoming = row + bottom + 1
      let outgoing = row - top
      if incoming < height, outgoing >= 0 {
        let added = source + incoming * sourceStride
        let removed = source + outgoing * sourceStride
        for x in 0..<width { sums[x] = sums[x] &+ UInt32(added[x]) &- UInt32(removed[x]) }
      } else if incoming < height {
        let added = source + incoming * sourceStride
        for x in 0..<width { sums[x] &+= UInt32(added[x]) }
      } else if outgoing >= 0 {
        let removed = source + outgoing * sourceStride
        for x in 0..<width { sums[x] &-= UInt32(removed[x]) }
      }
    }
  }

  /// ``vertical(_:_:into:_:width:height:_:_:)`` in 64-bit arithmetic, for boxes so wide that the
  /// 32-bit product could wrap.
  private static func verticalWide(
    _ source: UnsafePointer<UInt8>, _ sourceStride: Int,
    into destination: UnsafeMutablePointer<UInt8>, _ destinationStride: Int, width: Int,
    height: Int, _ reach: (Int, Int)
  ) {
    let (top, bottom) = reach
    let scale = reciprocal(top + bottom + 1)
    var sums = [Int64](repeating: 0, count: width)
    for row in 0...min(bottom, height - 1) {
      for x in 0..<width { sums[x] &+= Int64(source[row * sourceStride + x]) }
    }
    for row in 0..<height {
      for x in 0..<width {
        destination[row * destinationStride + x] = UInt8(
          truncatingIfNeeded: (sums[x] &* scale &+ roundingHalf) >> 24)
      }
      let incoming = row + bottom + 1
      let outgoing = row - top
      if incoming < height {
        for x in 0..<width { sums[x] &+= Int64(source[incoming * sourceStride + x]) }
      }
      if outgoing >= 0 {
        for x in 0..<width { sums[x] &-= Int64(source[outgoing * sourceStride + x]) }
      }
    }
  }
}
