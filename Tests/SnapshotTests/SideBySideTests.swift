import Raster
import Snapshot
import Testing

/// Three panels, their sizes as (width, height) each: expected, diff, actual.
struct SideBySideSizes: CustomTestStringConvertible, Sendable {
  let expected: (Int, Int)
  let diff: (Int, Int)
  let actual: (Int, Int)

  var testDescription: String { "\(expected) | \(diff) | \(actual)" }

  static let all = [
    SideBySideSizes(expected: (40, 30), diff: (40, 30), actual: (40, 30)),
    SideBySideSizes(expected: (340, 448), diff: (340, 448), actual: (340, 448)),
    SideBySideSizes(expected: (20, 10), diff: (30, 25), actual: (12, 40)),
    SideBySideSizes(expected: (0, 0), diff: (5, 5), actual: (7, 3)),
  ]
}

@Suite struct SideBySideTests {
  /// Transparent, half-transparent red and opaque green pixels in one 24×16 panel.
  static func mixedPanel() -> Bitmap {
    var bitmap = Bitmap(width: 24, height: 16)
    bitmap.setPixel(x: 1, y: 1, to: (255, 0, 0, 128))
    bitmap.setPixel(x: 9, y: 1, to: (0, 200, 0, 255))
    return bitmap
  }

  @Test(arguments: SideBySideSizes.all)
  func canvasIsTheWidthsPlusTwoGuttersByTheTallestPanel(_ sizes: SideBySideSizes) throws {
    let expected = Bitmap(width: sizes.expected.0, height: sizes.expected.1)
    let diff = Bitmap(width: sizes.diff.0, height: sizes.diff.1, fill: (255, 0, 0, 255))
    let actual = Bitmap(width: sizes.actual.0, height: sizes.actual.1, fill: (0, 0, 255, 255))
    let composed = try SideBySide.compose(expected: expected, diff: diff, actual: actual)
    #expect(composed.width == sizes.expected.0 + sizes.diff.0 + sizes.actual.0 + 16)
    #expect(composed.height == max(sizes.expected.1, sizes.diff.1, sizes.actual.1))
    let origins = SideBySide.panelOrigins(expected: expected, diff: diff, actual: actual)
    #expect(origins == [0, sizes.expected.0 + 8, sizes.expected.0 + sizes.diff.0 + 16])
    // Every pixel is opaque, and each panel's top-left pixel is where the origins say.
    #expect(
      stride(from: 3, to: composed.pixels.count, by: 4).allSatisfy { composed.pixels[$0] == 255 })
    if sizes.diff.0 > 0 && sizes.diff.1 > 0 {
      #expect(composed.pixel(x: origins[1], y: 0) == (255, 0, 0, 255))
    }
    if sizes.actual.0 > 0 && sizes.actual.1 > 0 {
      #expect(composed.pixel(x: origins[2], y: 0) == (0, 0, 255, 255))
    }
  }

  @Test func guttersAndSpaceBelowShortPanelsAreNeutralGrey() throws {
    let expected = Bitmap(width: 10, height: 20, fill: (0, 0, 0, 255))
    let diff = Bitmap(width: 6, height: 5, fill: (0, 0, 0, 255))
    let actual = Bitmap(width: 4, height: 12, fill: (0, 0, 0, 255))
    let composed = try SideBySide.compose(expected: expected, diff: diff, actual: actual)
    let grey: (UInt8, UInt8, UInt8, UInt8) = (0xE5, 0xE5, 0xEA, 255)
    for y in 0..<composed.height {
      for x in [10, 11, 12, 13, 14, 15, 16, 17, 24, 25, 26, 27, 28, 29, 30, 31] {
        #expect(composed.pixel(x: x, y: y) == grey, "gutter pixel \(x),\(y)")
      }
    }
    #expect(composed.pixel(x: 17, y: 0) == grey)
    #expect(composed.pixel(x: 18, y: 0) == (0, 0, 0, 255))
    #expect(composed.pixel(x: 18, y: 5) == grey)  // below the 5-pixel-high diff
    #expect(composed.pixel(x: 23, y: 19) == grey)
    #expect(composed.pixel(x: 32, y: 11) == (0, 0, 0, 255))
    #expect(composed.pixel(x: 35, y: 12) == grey)  // below the 12-pixel-high actual
  }

  @Test func transparencyIsCompositedOntoACheckerboardPerPanel() throws {
    let panel = Self.mixedPanel()
    let composed = try SideBySide.compose(expected: panel, diff: panel, actual: panel)
    let white: (UInt8, UInt8, UInt8, UInt8) = (255, 255, 255, 255)
    let light: (UInt8, UInt8, UInt8, UInt8) = (0xEE, 0xEE, 0xEE, 255)
    for left in [0, 32, 64] {
      #expect(composed.pixel(x: left, y: 0) == white)
      #expect(composed.pixel(x: left + 7, y: 7) == white)
      #expect(composed.pixel(x: left + 8, y: 0) == light)
      #expect(composed.pixel(x: left + 0, y: 8) == light)
      #expect(composed.pixel(x: left + 8, y: 8) == white)
      #expect(composed.pixel(x: left + 23, y: 15) == light)
      // Half-transparent red over white: straight-alpha "over", rounded.
      #expect(composed.pixel(x: left + 1, y: 1) == (255, 127, 127, 255))
      // Opaque pixels keep their colour, whatever square is under them.
      #expect(composed.pixel(x: left + 9, y: 1) == (0, 200, 0, 255))
    }
  }
}
