import PickerModel
import Testing

/// HSV ↔ RGB ↔ hex round trips over every edge and corner of the RGB cube, and the conversions'
/// fixed points.
@Suite struct ColorConversionTests {
  /// The cube's eight corners.
  static let corners: [(UInt8, UInt8, UInt8)] = [
    (0, 0, 0), (255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 0), (255, 0, 255),
    (0, 255, 255), (255, 255, 255),
  ]

  /// The cube's twelve edges: the fixed channels, with -1 for the one that runs 0…255.
  static let edges: [(String, [Int])] = [
    ("black → red", [-1, 0, 0]), ("black → green", [0, -1, 0]), ("black → blue", [0, 0, -1]),
    ("red → yellow", [255, -1, 0]), ("red → magenta", [255, 0, -1]),
    ("green → yellow", [-1, 255, 0]), ("green → cyan", [0, 255, -1]),
    ("blue → magenta", [-1, 0, 255]), ("blue → cyan", [0, -1, 255]),
    ("yellow → white", [255, 255, -1]), ("magenta → white", [255, -1, 255]),
    ("cyan → white", [-1, 255, 255]),
  ]

  @Test(arguments: corners)
  func cornersRoundTripThroughHSVAndHex(red: UInt8, green: UInt8, blue: UInt8) throws {
    let rgb = RGBColor(red: red, green: green, blue: blue)
    #expect(RGBColor(HSVColor(rgb)) == rgb)
    #expect(try RGBColor(hex: rgb.hex) == rgb)
    #expect(try RGBColor(hex: rgb.hex.lowercased()) == rgb)
  }

  @Test(arguments: edges)
  func everyStepOfAnEdgeRoundTrips(name: String, channels: [Int]) throws {
    #expect(channels.filter { $0 < 0 }.count == 1)
    for value in UInt8.min...UInt8.max {
      let c = channels.map { $0 < 0 ? value : UInt8($0) }
      let rgb = RGBColor(red: c[0], green: c[1], blue: c[2])
      #expect(RGBColor(HSVColor(rgb)) == rgb, "\(name) at \(value)")
      #expect(try RGBColor(hex: rgb.hex) == rgb, "\(name) at \(value)")
      #expect(try RGBColor(hex: String(rgb.hex.dropFirst())) == rgb, "\(name) at \(value)")
    }
  }

  /// The hue wheel's six primaries and secondaries, and the spectrum's fixed corners.
  @Test(arguments: [
    (0.0, 1.0, 1.0, "#FF0000"), (60.0, 1.0, 1.0, "#FFFF00"), (120.0, 1.0, 1.0, "#00FF00"),
    (180.0, 1.0, 1.0, "#00FFFF"), (240.0, 1.0, 1.0, "#0000FF"), (300.0, 1.0, 1.0, "#FF00FF"),
    (360.0, 1.0, 1.0, "#FF0000"), (200.0, 0.0, 1.0, "#FFFFFF"), (200.0, 1.0, 0.0, "#000000"),
    (0.0, 0.0, 0.5, "#808080"),
  ])
  func hsvToHex(hue: Double, saturation: Double, brightness: Double, hex: String) {
    #expect(RGBColor(HSVColor(hue: hue, saturation: saturation, brightness: brightness)).hex == hex)
  }

  @Test func brandBlueIsHue228AtSaturation80() {
    let hsv = HSVColor(RGBColor(red: 0x33, green: 0x5C, blue: 0xFF))
    #expect(abs(hsv.hue - 227.94) < 0.01)
    #expect(abs(hsv.saturation - 0.8) < 1e-9 && hsv.brightness == 1)
  }

  /// Values outside a range clamp; not-a-number reads as the lower bound, never traps.
  @Test(arguments: [
    (-10.0, -1.0, 2.0, 0.0, 0.0, 1.0), (400.0, 0.5, 0.5, 360.0, 0.5, 0.5),
    (Double.nan, Double.nan, Double.nan, 0.0, 0.0, 0.0),
    (Double.infinity, Double.infinity, -Double.infinity, 360.0, 1.0, 0.0),
  ])
  func hsvClamps(
    hue: Double, saturation: Double, brightness: Double, h: Double, s: Double, v: Double
  ) {
    let hsv = HSVColor(hue: hue, saturation: saturation, brightness: brightness)
    #expect(hsv.hue == h && hsv.saturation == s && hsv.brightness == v)
  }
}
