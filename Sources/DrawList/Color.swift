import Foundation

/// An sRGB colour with straight (not premultiplied) 8-bit alpha.
///
/// Every colour in a ``DrawList`` is resolved to one of these: the backend never sees a token name.
public struct Color: Hashable, Sendable, CustomStringConvertible {
  /// Red, 0–255.
  public var red: UInt8
  /// Green, 0–255.
  public var green: UInt8
  /// Blue, 0–255.
  public var blue: UInt8
  /// Alpha, 0 (transparent) – 255 (opaque).
  public var alpha: UInt8

  /// Creates a colour from its four channels.
  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Parses `#RRGGBB` or `#RRGGBBAA` (the hash is optional, case does not matter).
  ///
  /// Returns `nil` for anything else.
  public init?(hex: String) {
    var digits = Substring(hex)
    if digits.hasPrefix("#") { digits = digits.dropFirst() }
    guard digits.count == 6 || digits.count == 8, digits.utf8.allSatisfy(Self.isHexDigit),
      let value = UInt32(digits, radix: 16)
    else { return nil }
    if digits.count == 6 {
      self.init(
        red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
    } else {
      self.init(
        red: UInt8(value >> 24 & 0xFF), green: UInt8(value >> 16 & 0xFF),
        blue: UInt8(value >> 8 & 0xFF), alpha: UInt8(value & 0xFF))
    }
  }

  /// Whether `byte` is an ASCII hex digit (`UInt32(_:radix:)` alone would also take a sign).
  private static func isHexDigit(_ byte: UInt8) -> Bool {
    (48...57).contains(byte) || (65...70).contains(byte) || (97...102).contains(byte)
  }

  /// Opaque white.
  public static let white = Color(red: 255, green: 255, blue: 255)
  /// Opaque black.
  public static let black = Color(red: 0, green: 0, blue: 0)
  /// Fully transparent black.
  public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

  /// The same colour with another alpha.
  public func withAlpha(_ alpha: UInt8) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// `#RRGGBB` when opaque, `#RRGGBBAA` otherwise, upper-case.
  public var hex: String {
    // Bytes, not `String(radix:)` + `joined()`: every colour of every dumped draw list (a
    // verify compares the dump with its golden) goes through here.
    let digits = Array("0123456789ABCDEF".utf8)
    var text: [UInt8] = [UInt8(ascii: "#")]
    for byte in alpha == 255 ? [red, green, blue] : [red, green, blue, alpha] {
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 15)])
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// The hex form, as in ``hex``.
  public var description: String { hex }

  /// WCAG 2.x relative luminance of the opaque colour (alpha ignored).
  public var relativeLuminance: Double {
    func linear(_ value: UInt8) -> Double {
      let c = Double(value) / 255
      return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// WCAG 2.x contrast ratio between two opaque colours, from 1 to 21.
  public func contrastRatio(against other: Color) -> Double {
    let (a, b) = (relativeLuminance, other.relativeLuminance)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }
}
