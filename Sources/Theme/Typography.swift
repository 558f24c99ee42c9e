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
    let names = [
      100: "Thin", 200: "ExtraLight", 300: "Light", 400: "Regular", 500: "Medium",
      600: "SemiBold", 700: "Bold", 800: "ExtraBold", 900: "Black",
    ]
    return FontID("\(fontFamily)-\(names[fontWeight] ?? "Regular")")
  }

  /// The style a ``TextShaper`` shapes with.
  public var textStyle: TextStyle {
    TextStyle(font: font, size: fontSize, tracking: letterSpacing)
  }
}
