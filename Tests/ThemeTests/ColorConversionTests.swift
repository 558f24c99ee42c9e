import DrawList
import Testing

@testable import Theme

/// Every colour space of the DTCG Color Module 2025.10 converted to the sRGB pickershot draws,
/// checked against sample values of CSS Color Module Level 4 (the spaces' own examples: one
/// colour written in several spaces must come out as the same 8-bit sRGB), and the gamut mapping
/// of colours outside sRGB (CSS Color 4 § 13.2).
@Suite struct ColorConversionTests {
  /// A colour, where its values come from, and the 8-bit sRGB it must draw as.
  struct Sample: Sendable, CustomTestStringConvertible {
    let space: ColorSpace
    let components: [Double?]
    let hex: String
    let source: String

    var testDescription: String { "\(space.rawValue) \(components) → \(hex)" }
  }

  static let samples: [Sample] = [
    // CSS Color 4 § 9.5, "converting sRGB to Lab" and § 10.8 (XYZ): #7654CD written five ways.
    Sample(space: .srgb, components: [0.4627, 0.3294, 0.8039], hex: "#7654CD", source: "§ 9.5"),
    Sample(space: .lab, components: [44.36, 36.05, -58.99], hex: "#7654CD", source: "§ 9.5"),
    Sample(space: .lch, components: [44.36, 69.13, 301.43], hex: "#7654CD", source: "§ 9.5"),
    Sample(
      space: .xyzD65, components: [0.21661, 0.14602, 0.59452], hex: "#7654CD", source: "§ 10.8"),
    Sample(
      space: .xyzD50, components: [0.2005, 0.14089, 0.4472], hex: "#7654CD", source: "§ 10.8"),
    // CSS Color 4 § 8.4 and 9.5: the Lab, LCh, OKLab and OKLCh examples, one colour four ways.
    Sample(space: .lab, components: [29.2345, 39.3825, 20.0664], hex: "#7D2329", source: "§ 8.4"),
    Sample(space: .lch, components: [29.2345, 44.2, 27], hex: "#7D2329", source: "§ 8.4"),
    Sample(space: .oklch, components: [0.40101, 0.12332, 21.555], hex: "#7D2329", source: "§ 8.4"),
    Sample(space: .oklab, components: [0.40101, 0.1147, 0.0453], hex: "#7D2329", source: "§ 8.4"),
    Sample(space: .lab, components: [52.2345, 40.1645, 59.9971], hex: "#C65D06", source: "§ 8.4"),
    Sample(space: .lch, components: [52.2345, 72.2, 56.2], hex: "#C65D06", source: "§ 8.4"),
    Sample(
      space: .oklch, components: [0.59686, 0.15619, 49.7694], hex: "#C65D06", source: "§ 8.4"),
    Sample(space: .lab, components: [60.2345, -5.3654, 58.956], hex: "#9D9318", source: "§ 8.4"),
    Sample(space: .lch, components: [60.2345, 59.2, 95.2], hex: "#9D9318", source: "§ 8.4"),
    Sample(
      space: .oklch, components: [0.65125, 0.13138, 104.097], hex: "#9D9318", source: "§ 8.4"),
    Sample(
      space: .lab, components: [62.2345, -34.9638, 47.7721], hex: "#68A639", source: "§ 8.4"),
    Sample(space: .lch, components: [62.2345, 59.2, 126.2], hex: "#68A639", source: "§ 8.4"),
    Sample(
      space: .oklch, components: [0.66016, 0.15546, 134.231], hex: "#68A639", source: "§ 8.4"),
    Sample(
      space: .lab, components: [67.5345, -8.6911, -41.6019], hex: "#62ACEF", source: "§ 8.4"),
    Sample(space: .lch, components: [67.5345, 42.5, 258.2], hex: "#62ACEF", source: "§ 8.4"),
    Sample(
      space: .oklch, components: [0.72322, 0.12403, 247.996], hex: "#62ACEF", source: "§ 8.4"),
    // CSS Color 4 § 10: the predefined RGB spaces' examples.
    Sample(
      space: .a98RGB, components: [0.44091, 0.49971, 0.37408], hex: "#6A805D", source: "§ 10.5"),
    Sample(
      space: .prophotoRGB, components: [0.36589, 0.41717, 0.31333], hex: "#6A805D",
      source: "§ 10.6"),
    Sample(
      space: .rec2020, components: [0.42210, 0.47580, 0.35605], hex: "#728765", source: "§ 10.7"),
    Sample(space: .srgbLinear, components: [0.21404, 0, 1], hex: "#7F00FF", source: "§ 10.3"),
    // CSS Color 4 § 7 (HSL) and § 8 (HWB).
    Sample(space: .hsl, components: [120, 100, 25], hex: "#008000", source: "§ 7"),
    Sample(space: .hsl, components: [nil, 0, 100], hex: "#FFFFFF", source: "§ 7, none"),
    Sample(space: .hwb, components: [210, 10, 20], hex: "#1A73CC", source: "§ 8"),
    Sample(space: .hwb, components: [0, 60, 60], hex: "#808080", source: "§ 8, w + b ≥ 100"),
    // The DTCG Color Module's own "Hot pink" examples (#ff00ff).
    Sample(space: .oklch, components: [0.7016, 0.3225, 328.363], hex: "#FF00FF", source: "DTCG"),
    Sample(space: .oklab, components: [0.701, 0.2746, -0.169], hex: "#FF00FF", source: "DTCG"),
    Sample(space: .lab, components: [60.17, 93.54, -60.5], hex: "#FF00FF", source: "DTCG"),
    Sample(space: .lch, components: [60.17, 111.4, 327.11], hex: "#FF00FF", source: "DTCG"),
    Sample(
      space: .xyzD65, components: [0.5929, 0.2848, 0.9699], hex: "#FF00FF", source: "DTCG"),
    Sample(space: .xyzD50, components: [0.5791, 0.2831, 0.728], hex: "#FF00FF", source: "DTCG"),
    Sample(space: .displayP3, components: [1, 1, 1], hex: "#FFFFFF", source: "white"),
    Sample(space: .displayP3, components: [0, 0, 0], hex: "#000000", source: "black"),
  ]

  @Test(arguments: samples)
  func knownConversions(_ sample: Sample) {
    let color = TokenColor(space: sample.space, components: sample.components)
    #expect(color.srgb.hex == sample.hex, "\(sample.source)")
  }

  /// Outside sRGB, lightness and hue are kept and chroma lowered (CSS Color 4 § 13.2): Display
  /// P3's pure yellow and red come out as the nearest sRGB colours, not clipped channel by
  /// channel, and lightness at the ends is white or black.
  @Test(arguments: [
    (ColorSpace.displayP3, [1.0, 1, 0], "#FEFF00"),
    (.displayP3, [1, 0, 0], "#FF0B0C"),
    (.oklch, [0.5, 0.4, 264], "#0033FF"),
    (.oklch, [1, 0.4, 264], "#FFFFFF"),
    (.lch, [0, 100, 40], "#000000"),
    (.rec2020, [0, 1, 0], "#00F272"),
  ])
  func coloursOutsideSRGBAreGamutMapped(space: ColorSpace, components: [Double], hex: String) {
    let color = TokenColor(space: space, components: components)
    #expect(color.srgb.hex == hex)
  }

  /// Clipping alone would give Display P3 red as `#FF0000`; the mapping keeps its hue.
  @Test func gamutMappingIsNotClipping() {
    let xyz = ColorConversion.xyzD65((1, 0, 0), from: .displayP3)
    let clipped = ColorConversion.clip(ColorConversion.srgb(fromXYZ: xyz))
    #expect(clipped.0 == 1 && clipped.1 == 0 && clipped.2 == 0)
    let mapped = ColorConversion.gamutMapped(xyz)
    #expect(mapped.1 > 0.04 && mapped.2 > 0.04)
  }

  /// Alpha is rounded to 8 bits; `#rrggbb`-origin sRGB colours come back byte for byte.
  @Test func alphaAndHexRoundTrip() {
    #expect(TokenColor(space: .srgb, components: [0, 0, 0], alpha: 0.5).srgb.alpha == 128)
    for byte in 0...255 {
      let value = Double(byte) / 255
      let color = TokenColor(space: .srgb, components: [value, value, value]).srgb
      #expect(color.red == UInt8(byte))
    }
  }
}
