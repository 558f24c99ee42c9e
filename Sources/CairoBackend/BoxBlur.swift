internal import CPixelKernels
import Raster

/// Gaussian blur of an 8-bit alpha mask by three successive box blurs, as SVG's feGaussianBlur
/// defines the approximation (box size `d = ⌊σ · 3√(2π) / 4 + 0.5⌋`).
///
/// Exact integer arithmetic, so the same mask always blurs to the same bytes, in O(pixels) whatever
/// the radius. Neither direction transposes the mask: the horizontal passes take eight rows at a
/// time, transposed into a small tile in L1 cache and blurred there with eight running sums in
/// one vector; the vertical passes take strips of 32 columns through all three passes in two
/// strip-sized planes (`cpk_blur_rows`, `cpk_blur_columns` in CPixelKernels). Both give the bytes
/// of the plain row-at-a-time loops (BoxBlurTests holds them to those and to the transposed
/// blur, ``blurTransposed(_:width:height:stride:sigma:)``, which they replaced).
enum BoxBlur {
  /// Blurs `mask` (`width`×`height`, `stride` bytes a row) in place with standard deviation `sigma`
  /// pixels.
  static func blur(
    _ mask: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double
  ) throws(OutOfMemory) {
    guard let passes = passes(sigma: sigma, width: width, height: height) else { return }
    // Boxes so wide that a 32-bit product could wrap take the 64-bit transposed loops.
    guard passes.allSatisfy({ fitsIn32Bits($0.0 + $0.1 + 1) }) else {
      return try blurTransposed(mask, width: width, height: height, stride: stride, sigma: sigma)
    }
    var before = passes.map { $0.0 }
    var after = passes.map { $0.1 }
    var scales = passes.map { UInt32(reciprocal($0.0 + $0.1 + 1)) }
    let pad = passes.map { max($0.0, $0.1) }.max()! + 1
    // One scratch buffer for both directions: three padded eight-row tiles, then two 32-column
    // strips.
    let scratch = try CheckedBuffer(bytes: max(24 * (width + 2 * pad), 64 * height))
    defer { withExtendedLifetime(scratch) {} }
    let bytes = scratch.typed(UInt8.self)
    cpk_blur_rows(mask, stride, width, height, &before, &after, &scales, pad, bytes)
    cpk_blur_columns(mask, stride, width, height, &before, &after, &scales, bytes)
  }

  /// The three box passes (reach before, reach after) for `sigma` on a `width`×`height` mask, or
  /// `nil` when the blur leaves it as it is (σ below ½, an empty mask, a box of one pixel).
  static func passes(sigma: Double, width: Int, height: Int) -> [(Int, Int)]? {
    guard sigma >= 0.5, width > 0, height > 0 else { return nil }
    let d = boxSize(sigma: sigma)
    return d > 1 ? reaches(d) : nil
  }

  /// Whether a box of `size` pixels divides exactly in 32-bit arithmetic: its sums are at most
  /// 255 × `size`, and `sum · scale + ½` must stay below 2³² (any box narrower than 60,000 pixels).
  static func fitsIn32Bits(_ size: Int) -> Bool {
    Int64(255 * size) * reciprocal(size) + roundingHalf < 1 << 32
  }

  /// ``blur(_:width:height:stride:sigma:)`` as it was computed before the passes were tiled: the
  /// horizontal passes as vertical passes over the transposed mask, every pass over a whole
  /// plane; the bytes past `width` in each row are used as scratch. The same bytes; kept for
  /// boxes too wide for 32-bit sums and as the tiled passes' reference in tests.
  static func blurTransposed(
    _ mask: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double
  ) throws(OutOfMemory) {
    guard let passes = passes(sigma: sigma, width: width, height: height) else { return }
    // One scratch plane and the mask's own bytes (at least `width × height` of them, packed
    // while the mask is scratch) ping-pong.
    let plane = try CheckedBuffer(bytes: width * height)
    defer { withExtendedLifetime(plane) {} }
    let a = plane.typed(UInt8.self)
    let sumBuffer = try CheckedBuffer.of(UInt32.self, count: max(width, height))
    defer { withExtendedLifetime(sumBuffer) {} }
    let sums = sumBuffer.typed(UInt32.self)
    transpose(mask, stride: stride, rows: height, columns: width, into: a, stride: height)
    vertical(a, height, into: mask, height, width: height, height: width, passes[0], sums)
    vertical(mask, height, into: a, height, width: height, height: width, passes[1], sums)
    vertical(a, height, into: mask, height, width: height, height: width, passes[2], sums)
    transpose(mask, stride: height, rows: width, columns: height, into: a, stride: width)
    vertical(a, width, into: mask, width, width: width, height: height, passes[0], sums)
    vertical(mask, width, into: a, width, width: width, height: height, passes[1], sums)
    vertical(a, width, into: mask, stride, width: width, height: height, passes[2], sums)
  }

  /// Blurs a premultiplied ARGB32 image (`width`×`height`, `stride` bytes a row) in place, each
  /// channel as ``blur(_:width:height:stride:sigma:)`` blurs a mask; colour channels are then kept
  /// at or below alpha, as premultiplied pixels must be.
  ///
  /// The channels are split into four planes in one pass and merged back (clamped) in one pass
  /// (`cpk_split_channels`, `cpk_merge_channels`); BoxBlurTests holds the bytes to the
  /// channel-at-a-time loops this replaced.
  static func blurChannels(
    _ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double
  ) throws(OutOfMemory) {
    guard width > 0, height > 0 else { return }
    let count = width * height
    let planeBuffer = try CheckedBuffer(bytes: 4 * count)
    defer { withExtendedLifetime(planeBuffer) {} }
    let planes = planeBuffer.typed(UInt8.self)
    cpk_split_channels(pixels, stride, width, height, planes)
    for channel in 0..<4 {
      try blur(planes + channel * count, width: width, height: height, stride: width, sigma: sigma)
    }
    // ARGB32 is native-endian: on little-endian machines alpha is the fourth byte.
    cpk_merge_channels(planes, pixels, stride, width, height, 1.littleEndian == 1 ? 3 : 0)
  }

  /// SVG's box size for standard deviation `sigma`: `⌊σ · 3√(2π) / 4 + 0.5⌋`.
  static func boxSize(sigma: Double) -> Int {
    Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
  }

  /// How many rows (or columns) away a pixel can still change a blurred pixel: the three passes'
  /// reaches added up (0 when `sigma` does not blur). Rows further than this from a band do not
  /// change a single byte of it.
  static func reach(sigma: Double) -> Int {
    guard sigma >= 0.5 else { return 0 }
    let d = boxSize(sigma: sigma)
    guard d > 1 else { return 0 }
    return reaches(d).reduce(0) { $0 + max($1.0, $1.1) }
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
  /// of `rows` bytes): 8×8 blocks as eight 64-bit words swapped in three steps, the edges byte by
  /// byte.
  static func transpose(
    _ source: UnsafePointer<UInt8>, stride sourceStride: Int, rows: Int, columns: Int,
    into destination: UnsafeMutablePointer<UInt8>, stride destinationStride: Int
  ) {
    let fullRows = rows / 8 * 8
    let fullColumns = columns / 8 * 8
    let input = UnsafeRawPointer(source)
    let output = UnsafeMutableRawPointer(destination)
    @inline(__always) func load(_ y: Int, _ x: Int) -> UInt64 {
      UInt64(
        littleEndian: input.loadUnaligned(fromByteOffset: y * sourceStride + x, as: UInt64.self))
    }
    @inline(__always) func store(_ word: UInt64, _ x: Int, _ y: Int) {
      output.storeBytes(
        of: word.littleEndian, toByteOffset: x * destinationStride + y, as: UInt64.self)
    }
    @inline(__always) func swap(
      _ a: inout UInt64, _ b: inout UInt64, _ shift: UInt64, _ mask: UInt64
    ) {
      let t = ((a >> shift) ^ b) & mask
      b ^= t
      a ^= t << shift
    }
    var y = 0
    while y < fullRows {
      var x = 0
      while x < fullColumns {
        var (r0, r1, r2, r3) = (load(y, x), load(y + 1, x), load(y + 2, x), load(y + 3, x))
        var (r4, r5, r6, r7) = (load(y + 4, x), load(y + 5, x), load(y + 6, x), load(y + 7, x))
        let bytes: UInt64 = 0x00FF_00FF_00FF_00FF
        swap(&r0, &r1, 8, bytes)
        swap(&r2, &r3, 8, bytes)
        swap(&r4, &r5, 8, bytes)
        swap(&r6, &r7, 8, bytes)
        let pairs: UInt64 = 0x0000_FFFF_0000_FFFF
        swap(&r0, &r2, 16, pairs)
        swap(&r1, &r3, 16, pairs)
        swap(&r4, &r6, 16, pairs)
        swap(&r5, &r7, 16, pairs)
        let quads: UInt64 = 0x0000_0000_FFFF_FFFF
        swap(&r0, &r4, 32, quads)
        swap(&r1, &r5, 32, quads)
        swap(&r2, &r6, 32, quads)
        swap(&r3, &r7, 32, quads)
        store(r0, x, y)
        store(r1, x + 1, y)
        store(r2, x + 2, y)
        store(r3, x + 3, y)
        store(r4, x + 4, y)
        store(r5, x + 5, y)
        store(r6, x + 6, y)
        store(r7, x + 7, y)
        x += 8
      }
      y += 8
    }
    // The right edge of the full rows, then the bottom rows.
    for y in 0..<fullRows {
      for x in fullColumns..<columns {
        destination[x * destinationStride + y] = source[y * sourceStride + x]
      }
    }
    for y in fullRows..<rows {
      for x in 0..<columns { destination[x * destinationStride + y] = source[y * sourceStride + x] }
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
    cpk_box_pass(
      source, sourceStride, destination, destinationStride, width, height, top, bottom,
      UInt32(scale64), sums)
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
