/// A colour as the spectrum and the hue slider see it: hue in degrees (0…360, both ends red),
/// saturation across the spectrum and brightness up it (each 0…1).
///
/// Values are clamped on the way in, and a value that is not a number reads as 0, so every
/// `HSVColor` is drawable.
public struct HSVColor: Hashable, Sendable {
  /// The hue slider's range in degrees.
  public static let hueRange = 0.0...360.0
  /// The range of saturation and brightness.
  public static let levelRange = 0.0...1.0

  /// Hue in degrees, 0…360.
  public private(set) var hue: Double
  /// Saturation, 0 (white or grey) … 1 (the pure hue), left to right on the spectrum.
  public private(set) var saturation: Double
  /// Brightness, 0 (black) … 1, bottom to top on the spectrum.
  public private(set) var brightness: Double

  /// Creates a colour, clamping each value into its range.
  public init(hue: Double, saturation: Double, brightness: Double) {
    self.hue = Self.clamp(hue, Self.hueRange)
    self.saturation = Self.clamp(saturation, Self.levelRange)
    self.brightness = Self.clamp(brightness, Self.levelRange)
  }

  /// The HSV form of `rgb`. Greys (no chroma) take hue 0.
  public init(_ rgb: RGBColor) {
    let r = Double(rgb.red) / 255
    let g = Double(rgb.green) / 255
    let b = Double(rgb.blue) / 255
    let high = max(r, g, b)
    let delta = high - min(r, g, b)
    var hue = 0.0
    if delta > 0 {
      if high == r {
        hue = 60 * ((g - b) / delta)
        if hue < 0 { hue += 360 }
      } else if high == g {
        hue = 60 * ((b - r) / delta + 2)
      } else {
        hue = 60 * ((r - g) / delta + 4)
      }
    }
    self.init(hue: hue, saturation: high == 0 ? 0 : delta / high, brightness: high)
  }

  /// The pure hue at full saturation and brightness: the spectrum's top-right corner.
  public var pureHue: HSVColor { HSVColor(hue: hue, saturation: 1, brightness: 1) }

  /// This colour with another hue (clamped).
  public func withHue(_ hue: Double) -> HSVColor {
    HSVColor(hue: hue, saturation: saturation, brightness: brightness)
  }

  /// This colour with another saturation and brightness (clamped).
  public func withLevels(saturation: Double, brightness: Double) -> HSVColor {
    HSVColor(hue: hue, saturation: saturation, brightness: brightness)
  }

  /// `value` inside `range`; not-a-number becomes the lower bound.
  static func clamp(_ value: Double, _ range: ClosedRange<Double>) -> Double {
    guard !value.isNaN else { return range.lowerBound }
    return min(max(value, range.lowerBound), range.upperBound)
  }
}
