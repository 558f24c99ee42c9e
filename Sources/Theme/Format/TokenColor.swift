import DrawList
import StrictJSON

/// A colour token's value as the DTCG Color Module 2025.10 writes it: a colour space, three
/// components (`nil` for the `none` keyword), alpha and an optional `#rrggbb` fallback.
///
/// ```swift
/// let pink = TokenColor(space: .oklch, components: [0.7016, 0.3225, 328.363])
/// pink.srgb.hex  // "#FF00FF": converted to sRGB and gamut-mapped (ColorConversion)
/// ```
public struct TokenColor: Hashable, Sendable {
  /// The colour space the components are in.
  public var space: ColorSpace
  /// The three components; `nil` is the `none` keyword (drawn as 0).
  public var components: [Double?]
  /// Opacity, 0…1.
  public var alpha: Double
  /// The `#rrggbb` fallback, as written, when given.
  public var hex: String?

  /// Creates a colour.
  public init(space: ColorSpace, components: [Double?], alpha: Double = 1, hex: String? = nil) {
    self.space = space
    self.components = components
    self.alpha = alpha
    self.hex = hex
  }

  /// An 8-bit sRGB colour as an sRGB token colour (components `channel / 255`).
  init(_ color: Color) {
    self.init(
      space: .srgb,
      components: [color.red, color.green, color.blue].map { Double($0) / 255 },
      alpha: Double(color.alpha) / 255, hex: String(color.hex.prefix(7)).lowercased())
  }

  /// The colour pickershot draws: converted to sRGB by CSS Color 4's rules, gamut-mapped when
  /// outside sRGB (``ColorConversion``), each channel and alpha rounded to 8 bits.
  public var srgb: Color {
    ColorConversion.srgb8(self)
  }

  /// The value in 2025.10 form.
  var json: JSONValue {
    var members: [(key: String, value: JSONValue)] = [
      ("colorSpace", .string(space.rawValue)),
      ("components", .array(components.map { $0.map(TokenValue.number) ?? .string("none") })),
      ("alpha", TokenValue.number(alpha)),
    ]
    if let hex { members.append(("hex", .string(hex))) }
    return .object(members)
  }
}
