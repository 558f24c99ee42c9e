/// An opaque 8-bit sRGB colour: the picker's value as the hex field shows it.
///
/// PickerModel imports nothing, so it has its own colour types; the scene turns them into draw
/// list colours.
public struct RGBColor: Hashable, Sendable, CustomStringConvertible {
  /// Red, 0–255.
  public var red: UInt8
  /// Green, 0–255.
  public var green: UInt8
  /// Blue, 0–255.
  public var blue: UInt8

  /// Creates a colour from its three channels.
  public init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// The colour `hsv` shows, each channel rounded to the nearest step.
  public init(_ hsv: HSVColor) {
    let chroma = hsv.brightness * hsv.saturation
    let sector = (hsv.hue == 360 ? 0 : hsv.hue) / 60
    let x = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
    let (r, g, b): (Double, Double, Double) =
      switch sector {
      case ..<1: (chroma, x, 0)
      case ..<2: (x, chroma, 0)
      case ..<3: (0, chroma, x)
      case ..<4: (0, x, chroma)
      case ..<5: (x, 0, chroma)
      default: (chroma, 0, x)
      }
    let m = hsv.brightness - chroma
    self.init(red: Self.byte(r + m), green: Self.byte(g + m), blue: Self.byte(b + m))
  }

  /// Parses six hex digits with or without a leading `#`, in any case.
  ///
  /// - Throws: ``ColorHexError`` naming what is wrong (empty, a non-hex character, the length).
  public init(hex text: String) throws(ColorHexError) {
    self = try HexParser.parse(text)
  }

  /// `#RRGGBB`, upper-case.
  public var hex: String {
    "#"
      + [red, green, blue].map { byte in
        let text = String(byte, radix: 16, uppercase: true)
        return byte < 16 ? "0" + text : text
      }.joined()
  }

  /// The hex form.
  public var description: String { hex }

  /// `value` (0…1, clamped; not-a-number reads as 0) as the nearest 0–255 step.
  static func byte(_ value: Double) -> UInt8 {
    guard value.isFinite else { return 0 }
    return UInt8((min(max(value, 0), 1) * 255).rounded())
  }
}
