#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Tallies gathered by one band of rows.
struct DiffBandStats {
  /// Pixels counted as different.
  var different = 0
  /// Pixels above the threshold classified as anti-aliasing.
  var antialiased = 0
  /// Largest absolute red difference seen.
  var maxRed: UInt32 = 0
  /// Largest absolute green difference seen.
  var maxGreen: UInt32 = 0
  /// Largest absolute blue difference seen.
  var maxBlue: UInt32 = 0
  /// Largest absolute alpha difference seen.
  var maxAlpha: UInt32 = 0
}

/// Differing pixels inside one tile of the clustering grid.
struct DiffTile {
  /// Number of differing pixels in the tile.
  var count: Int32 = 0
  /// Tight bounds of those pixels, inclusive.
  var minX: Int32 = .max
  var minY: Int32 = .max
  var maxX: Int32 = -1
  var maxY: Int32 = -1
}

/// The per-pixel work of pixelmatch v6.0.0, over raw RGBA8 words.
///
/// Pixels are read as little-endian `UInt32` words (red in the low byte). Equal
/// words skip the colour maths entirely, and whole rows that compare equal with
/// `memcmp` skip the per-pixel loop. A kernel only writes rows it is given (of
/// the output image, and tiles of the grid when bands are tile-aligned), while
/// anti-aliasing detection may read input pixels of neighbouring rows, which are
/// never written; bands can therefore run concurrently.
struct DiffKernel {
  /// Side of a clustering tile is `1 << tileShift` pixels.
  static let tileShift = 4

  /// First image.
  let imageA: UnsafePointer<UInt32>
  /// Second image.
  let imageB: UnsafePointer<UInt32>
  /// Diff image to fill, or nil for counting only.
  let output: UnsafeMutablePointer<UInt32>?
  /// Image width in pixels.
  let width: Int
  /// Image height in pixels.
  let height: Int
  /// `35215 * threshold * threshold`.
  let maxDelta: Double
  /// False when `includeAA` is set.
  let detectAA: Bool
  /// Draw only differing pixels over transparency.
  let diffMask: Bool
  /// Output word for anti-aliased pixels (0 in mask mode).
  let aaWord: UInt32
  /// Output word for differing pixels that got lighter (or any, without an alt colour).
  let diffWord: UInt32
  /// Output word for differing pixels that got darker.
  let altWord: UInt32
  /// The grey painter's lookup table (`GrayPainter.fillFactors`).
  let grayFactors: UnsafePointer<Double>
  /// The tile grid, `tilesX` tiles per row.
  let tiles: UnsafeMutablePointer<DiffTile>
  /// Tiles per grid row.
  let tilesX: Int

  /// Compares the rows in `rows`, painting them into `output` when present.
  func run(rows: Range<Int>) -> DiffBandStats {
    var stats = DiffBandStats()
    var painter = GrayPainter(factors: grayFactors, mask: diffMask)
    let rowBytes = width &* 4
    for y in rows {
      let rowA = imageA + y &* width
      let rowB = imageB + y &* width
      let outRow = output.map { $0 + y &* width }
      if memcmp(rowA, rowB, rowBytes) == 0 {
        if let outRow { painter.paint(rowA, into: outRow, count: width) }
        continue
      }
      var x = 0
      while x < width {
        let pixelA = rowA[x]
        let pixelB = rowB[x]
        if pixelA == pixelB {
          // Paint the whole run of equal pixels at once.
          var end = x &+ 1
          while end < width && rowA[end] == rowB[end] { end &+= 1 }
          if let outRow { painter.paint(rowA + x, into: outRow + x, count: end &- x) }
          x = end
          continue
        }
        stats.track(pixelA, pixelB)
        let delta = Self.colorDelta(pixelA, pixelB)
        if abs(delta) > maxDelta {
          if detectAA
            && (antialiased(imageA, imageB, x, y) || antialiased(imageB, imageA, x, y))
          {
            stats.antialiased &+= 1
            outRow?[x] = aaWord
          } else {
            stats.different &+= 1
            markTile(x, y)
            outRow?[x] = delta < 0 ? altWord : diffWord
          }
        } else if let outRow {
          painter.paint(rowA + x, into: outRow + x, count: 1)
        }
        x &+= 1
      }
    }
    return stats
  }

  /// Records a differing pixel in its tile.
  @inline(__always)
  private func markTile(_ x: Int, _ y: Int) {
    let index = (y >> Self.tileShift) &* tilesX &+ (x >> Self.tileShift)
    let x32 = Int32(truncatingIfNeeded: x)
    let y32 = Int32(truncatingIfNeeded: y)
    tiles[index].count &+= 1
    tiles[index].minX = min(tiles[index].minX, x32)
    tiles[index].minY = min(tiles[index].minY, y32)
    tiles[index].maxX = max(tiles[index].maxX, x32)
    tiles[index].maxY = max(tiles[index].maxY, y32)
  }

  /// pixelmatch's `antialiased`: whether the pixel at (x1, y1) of `image` looks
  /// like anti-aliasing, after "Anti-aliased Pixel and Intensity Slope Detector"
  /// (V. Vysniauskas, 2009). `other` is the other image, used in the sibling test.
  private func antialiased(
    _ image: UnsafePointer<UInt32>, _ other: UnsafePointer<UInt32>, _ x1: Int, _ y1: Int
  ) -> Bool {
    let x0 = max(x1 &- 1, 0)
    let y0 = max(y1 &- 1, 0)
    let x2 = min(x1 &+ 1, width &- 1)
    let y2 = min(y1 &+ 1, height &- 1)
    let center = image[y1 &* width &+ x1]
    var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
    var darkest = 0.0
    var brightest = 0.0
    var minX = 0
    var minY = 0
    var maxX = 0
    var maxY = 0

    // Same visiting order as pixelmatch (x outer, y inner): it decides ties.
    for x in x0...x2 {
      for y in y0...y2 {
        if x == x1 && y == y1 { continue }
        let delta = Self.brightnessDelta(center, image[y &* width &+ x])
        if delta == 0 {
          zeroes &+= 1
          if zeroes > 2 { return false }
        } else if delta < darkest {
          darkest = delta
          minX = x
          minY = y
        } else if delta > brightest {
          brightest = delta
          maxX = x
          maxY = y
        }
      }
    }
    if darkest == 0 || brightest == 0 { return false }
    return (hasManySiblings(image, minX, minY) && hasManySiblings(other, minX, minY))
      || (hasManySiblings(image, maxX, maxY) && hasManySiblings(other, maxX, maxY))
  }

  /// pixelmatch's `hasManySiblings`: whether 3+ adjacent pixels (counting the
  /// image edge as one) have exactly the same RGBA value.
  private func hasManySiblings(_ image: UnsafePointer<UInt32>, _ x1: Int, _ y1: Int) -> Bool {
    let x0 = max(x1 &- 1, 0)
    let y0 = max(y1 &- 1, 0)
    let x2 = min(x1 &+ 1, width &- 1)
    let y2 = min(y1 &+ 1, height &- 1)
    let value = image[y1 &* width &+ x1]
    var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
    for x in x0...x2 {
      for y in y0...y2 {
        if x == x1 && y == y1 { continue }
        if image[y &* width &+ x] == value { zeroes &+= 1 }
        if zeroes > 2 { return true }
      }
    }
    return false
  }

  /// pixelmatch's `colorDelta` (yOnly false): the squared YIQ distance after
  /// blending both pixels onto white, negated when the second pixel is lighter
  /// (`y1 > y2` means the first is brighter, so the second got darker and the
  /// sign is negative). The operation order matches the JavaScript exactly.
  @inline(__always)
  static func colorDelta(_ pixel1: UInt32, _ pixel2: UInt32) -> Double {
    if pixel1 == pixel2 { return 0 }
    let (r1, g1, b1) = blendedChannels(pixel1)
    let (r2, g2, b2) = blendedChannels(pixel2)
    let y1 = r1 * 0.29889531 + g1 * 0.58662247 + b1 * 0.11448223
    let y2 = r2 * 0.29889531 + g2 * 0.58662247 + b2 * 0.11448223
    let y = y1 - y2
    let i =
      (r1 * 0.59597799 - g1 * 0.27417610 - b1 * 0.32180189)
      - (r2 * 0.59597799 - g2 * 0.27417610 - b2 * 0.32180189)
    let q =
      (r1 * 0.21147017 - g1 * 0.52261711 + b1 * 0.31114694)
      - (r2 * 0.21147017 - g2 * 0.52261711 + b2 * 0.31114694)
    let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    return y1 > y2 ? -delta : delta
  }

  /// pixelmatch's `colorDelta` with yOnly: the brightness difference `y1 - y2`.
  @inline(__always)
  static func brightnessDelta(_ pixel1: UInt32, _ pixel2: UInt32) -> Double {
    if pixel1 == pixel2 { return 0 }
    let (r1, g1, b1) = blendedChannels(pixel1)
    let (r2, g2, b2) = blendedChannels(pixel2)
    let y1 = r1 * 0.29889531 + g1 * 0.58662247 + b1 * 0.11448223
    let y2 = r2 * 0.29889531 + g2 * 0.58662247 + b2 * 0.11448223
    return y1 - y2
  }

  /// The colour channels, blended onto white when alpha is below 255.
  @inline(__always)
  static func blendedChannels(_ pixel: UInt32) -> (Double, Double, Double) {
    var red = Double(pixel & 0xff)
    var green = Double((pixel >> 8) & 0xff)
    var blue = Double((pixel >> 16) & 0xff)
    let alpha = pixel >> 24
    if alpha < 255 {
      let opacity = Double(alpha) / 255
      red = 255 + (red - 255) * opacity
      green = 255 + (green - 255) * opacity
      blue = 255 + (blue - 255) * opacity
    }
    return (red, green, blue)
  }
}

extension DiffBandStats {
  /// Folds the per-channel absolute differences of two pixels into the maxima.
  @inline(__always)
  mutating func track(_ pixelA: UInt32, _ pixelB: UInt32) {
    maxRed = max(maxRed, Self.distance(pixelA & 0xff, pixelB & 0xff))
    maxGreen = max(maxGreen, Self.distance((pixelA >> 8) & 0xff, (pixelB >> 8) & 0xff))
    maxBlue = max(maxBlue, Self.distance((pixelA >> 16) & 0xff, (pixelB >> 16) & 0xff))
    maxAlpha = max(maxAlpha, Self.distance(pixelA >> 24, pixelB >> 24))
  }

  /// |a - b| for channel values.
  @inline(__always)
  static func distance(_ a: UInt32, _ b: UInt32) -> UInt32 { a > b ? a &- b : b &- a }

  /// Combines the tallies of two bands.
  mutating func merge(_ other: DiffBandStats) {
    different += other.different
    antialiased += other.antialiased
    maxRed = max(maxRed, other.maxRed)
    maxGreen = max(maxGreen, other.maxGreen)
    maxBlue = max(maxBlue, other.maxBlue)
    maxAlpha = max(maxAlpha, other.maxAlpha)
  }
}
