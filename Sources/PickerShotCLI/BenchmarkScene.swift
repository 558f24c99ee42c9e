import Foundation
import Raster

/// Deterministic, screenshot-like test images for `PixelDiffBenchmark`.
///
/// The scene has a dithered gradient background, a grid of bordered cards
/// holding lines of pseudo-text (with half-tone edge pixels, like anti-aliased
/// glyphs) and buttons, and two columns of noisy photo-like panels, so PNG
/// compression sees a mix of flat, structured and busy areas. At 4096x4096 the
/// `.fast` files are about 14 MB each and plain libpng takes roughly half a
/// second to decode the pair on a 2-core machine, like the reference pair this
/// benchmark was calibrated against. The second image differs in a few places:
/// a recoloured button, a line of text shifted by one pixel, a brightened patch
/// of a photo panel and a single changed pixel.
enum BenchmarkScene {
  /// Card pitch and size, in pixels.
  static let cardWidth = 480
  static let cardHeight = 320
  static let pitch = 512
  static let margin = 32

  /// Builds the pair for a `size` x `size` image (size >= 64).
  static func makePair(size: Int) throws -> (Bitmap, Bitmap) {
    let first = try render(size: size, variant: false)
    let second = try render(size: size, variant: true)
    return (first, second)
  }

  /// Renders the scene; `variant` applies the few deliberate changes.
  static func render(size: Int, variant: Bool) throws -> Bitmap {
    let count = size * size
    let pixels = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
      buffer.withMemoryRebound(to: UInt32.self) { words in
        for y in 0..<size {
          let row = words.baseAddress! + y * size
          for x in 0..<size {
            row[x] = pixel(x: x, y: y, size: size, variant: variant)
          }
        }
      }
      initialized = count * 4
    }
    return try Bitmap(width: size, height: size, pixels: pixels)
  }

  /// A 32-bit integer hash (lowbias32).
  @inline(__always)
  static func hash(_ value: UInt32) -> UInt32 {
    var h = value
    h ^= h >> 16
    h &*= 0x7feb_352d
    h ^= h >> 15
    h &*= 0x846c_a68b
    h ^= h >> 16
    return h
  }

  /// Packs opaque RGB into a little-endian RGBA word.
  @inline(__always)
  static func word(_ r: Int, _ g: Int, _ b: Int) -> UInt32 {
    UInt32(r & 0xff) | UInt32(g & 0xff) << 8 | UInt32(b & 0xff) << 16 | 0xff00_0000
  }

  /// The colour of one pixel.
  static func pixel(x: Int, y: Int, size: Int, variant: Bool) -> UInt32 {
    if variant && x == size / 2 + 7 && y == size / 3 + 5 { return word(255, 0, 128) }
    let column = (x - margin) / pitch
    let row = (y - margin) / pitch
    let cardX = (x - margin) % pitch
    let cardY = (y - margin) % pitch
    let inCard = x >= margin && y >= margin && cardX < cardWidth && cardY < cardHeight
    guard inCard else {
      // Background: a dithered vertical gradient.
      let dither = Int(hash(UInt32(truncatingIfNeeded: y &* 8191 &+ x)) & 7) - 4
      return word(236 - y * 24 / size + dither, 240 - y * 18 / size + dither, 247 + dither / 2)
    }
    let card = row * 16 + column
    if column == 1 || column == 4 {
      return photo(
        x: x, y: y, variant: variant && column == 4 && row == 2 && cardX < 64 && cardY < 64)
    }
    if cardX < 2 || cardY < 2 || cardX >= cardWidth - 2 || cardY >= cardHeight - 2 {
      return word(196, 200, 210)
    }
    // A button in the bottom-right corner of each card.
    if cardX >= cardWidth - 140 && cardX < cardWidth - 20 && cardY >= cardHeight - 60
      && cardY < cardHeight - 20
    {
      let recoloured = variant && card == 0
      return recoloured ? word(220, 64, 64) : word(48, 112, 220)
    }
    // Lines of pseudo-text; one line moves right by a pixel in the variant.
    let line = (cardY - 24) / 20
    let lineY = (cardY - 24) % 20
    if cardY >= 24 && line < 11 && lineY < 11 {
      let shift = variant && card == 1 && line == 3 ? 1 : 0
      let textX = cardX - 20 - shift
      let lineLength = 200 + Int(hash(UInt32(card * 64 + line)) % 230)
      if textX >= 0 && textX < lineLength {
        let glyph = textX / 8
        let glyphX = textX % 8
        if glyphX < 7 {
          let bits = hash(
            UInt32(
              truncatingIfNeeded: (card * 64 + line) * 4096 + glyph * 128 + glyphX * 12 + lineY))
          switch bits & 7 {
          case 0, 1, 2: return word(36, 38, 46)
          case 3: return word(140, 142, 150)
          default: break
          }
        }
      }
    }
    let shade = Int(hash(UInt32(card)) % 24)
    return word(252 - shade, 252 - shade / 2, 255)
  }

  /// A busy, photo-like panel; `brighter` lifts a patch of it.
  static func photo(x: Int, y: Int, variant brighter: Bool) -> UInt32 {
    let fx = Double(x)
    let fy = Double(y)
    let noise = Int(hash(UInt32(truncatingIfNeeded: y * 8192 + x)) & 15) - 8
    var r = 120 + Int(70 * sin(fx * 0.011) + 40 * sin(fy * 0.017 + fx * 0.004)) + noise
    var g = 110 + Int(60 * sin(fy * 0.013) + 30 * cos(fx * 0.009)) + noise
    var b = 100 + Int(50 * cos((fx + fy) * 0.007)) + noise
    if brighter {
      r += 24
      g += 24
      b += 24
    }
    return word(min(max(r, 0), 255), min(max(g, 0), 255), min(max(b, 0), 255))
  }
}
