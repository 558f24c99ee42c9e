import DrawList

/// A resolved type style: family, weight, size, line height and letter spacing.
public struct Typography: Hashable, Sendable {
  /// The family name, e.g. `Inter`.
  public var fontFamily: String
  /// The CSS weight, 100–900.
  public var fontWeight: Int
  /// Size in points.
  public var fontSize: Double
  /// Line height in points.
  public var lineHeight: Double
  /// Letter spacing in em.
  public var letterSpacing: Double

  /// Creates a type style.
  public init(
    fontFamily: String, fontWeight: Int, fontSize: Double, lineHeight: Double,
    letterSpacing: Double
  ) {
    self.fontFamily = fontFamily
    self.fontWeight = fontWeight
    self.fontSize = fontSize
    self.lineHeight = lineHeight
    self.letterSpacing = letterSpacing
  }

  /// The font's PostScript name, e.g. `Inter-Medium` for Inter at 500.
  public var font: FontID {
    FontID(fontFamily + "-" + Self.weightName(fontWeight))
  }

  /// The PostScript style name of a CSS weight (`Regular` for any other number).
  static func weightName(_ weight: Int) -> String {
    switch weight {
    case 100: "Thin"
    case 200: "ExtraLight"
    case 300: "Light"
    case 500: "Medium"
    case 600: "SemiBold"
    case 700: "Bold"
    case 800: "ExtraBold"
    case 900: "Black"
    default: "Regular"
    }
  }

  /// The style a ``TextShaper`` shapes with.
  public var textStyle: TextStyle {
    TextStyle(font: font, size: fontSize, tracking: letterSpacing)
  }
}
