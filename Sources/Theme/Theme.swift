import DrawList

/// The design tokens resolved for one appearance: colours, dimensions, shadows and type.
///
/// Look-ups take typed token names and cannot fail: ``TokenSet`` has already checked that every one
/// resolves.
public struct Theme: Sendable {
  /// Which mode this theme is.
  public let appearance: Appearance
  private let colors: [ColorToken: Color]
  private let dimensions: [DimensionToken: Double]
  private let shadows: [ShadowToken: [Shadow]]
  private let typography: [TypographyToken: Typography]

  /// The colour of a semantic token in this mode.
  public func color(_ token: ColorToken) -> Color { colors[token]! }
  /// A dimension in points.
  public func dimension(_ token: DimensionToken) -> Double { dimensions[token]! }
  /// A shadow's layers, bottom first.
  public func shadow(_ token: ShadowToken) -> [Shadow] { shadows[token]! }
  /// A type style.
  public func typography(_ token: TypographyToken) -> Typography { typography[token]! }

  init(appearance: Appearance, tokens: [String: RawToken]) throws(ThemeError) {
    self.appearance = appearance
    var colors: [ColorToken: Color] = [:]
    for token in ColorToken.allCases {
      colors[token] = try Self.resolveColor(token.rawValue, appearance: appearance, tokens: tokens)
    }
    var dimensions: [DimensionToken: Double] = [:]
    for token in DimensionToken.allCases {
      let value = try Self.resolve(token.rawValue, path: Self.path(token.rawValue), tokens: tokens)
      dimensions[token] = try Self.points(value, token: token.rawValue)
    }
    var shadows: [ShadowToken: [Shadow]] = [:]
    for token in ShadowToken.allCases {
      let value = try Self.resolve(token.rawValue, path: Self.path(token.rawValue), tokens: tokens)
      shadows[token] = try Self.shadowLayers(value, token: token.rawValue, tokens: tokens)
    }
    var typography: [TypographyToken: Typography] = [:]
    for token in TypographyToken.allCases {
      let value = try Self.resolve(token.rawValue, path: Self.path(token.rawValue), tokens: tokens)
      typography[token] = try Self.typography(value, token: token.rawValue)
    }
    self.colors = colors
    self.dimensions = dimensions
    self.shadows = shadows
    self.typography = typography
  }

  // MARK: - Resolution

  /// `bg/raised` in dark mode is `mode.dark.bg.raised` in the file.
  static func resolveColor(_ name: String, appearance: Appearance, tokens: [String: RawToken])
    throws(ThemeError) -> Color
  {
    let path = "mode.\(appearance.rawValue)." + Self.path(name)
    guard tokens[path] != nil else { throw ThemeError.unknownToken(name, mode: appearance) }
    let value = try resolve(name, path: path, tokens: tokens)
    guard case .string(let hex) = value, let color = Color(hex: hex) else {
      throw ThemeError.badValue(token: name, value: value.text)
    }
    return color
  }

  /// Slash names map to dotted paths.
  static func path(_ name: String) -> String {
    name.split(separator: "/").joined(separator: ".")
  }

  /// Follows `{a.b.c}` aliases to a concrete value.
  static func resolve(_ name: String, path: String, tokens: [String: RawToken], depth: Int = 0)
    throws(ThemeError) -> RawValue
  {
    guard let token = tokens[path] else { throw ThemeError.unknownToken(name, mode: nil) }
    guard case .string(let text) = token.value, text.hasPrefix("{"), text.hasSuffix("}") else {
      return token.value
    }
    let target = String(text.dropFirst().dropLast())
    guard depth < 16, tokens[target] != nil else {
      throw ThemeError.unresolvedAlias(token: name, alias: target)
    }
    return try resolve(name, path: target, tokens: tokens, depth: depth + 1)
  }

  /// `32px` or `32` → 32.
  static func points(_ value: RawValue, token: String) throws(ThemeError) -> Double {
    switch value {
    case .number(let n): return n
    case .string(let s):
      let trimmed = s.hasSuffix("px") ? String(s.dropLast(2)) : s
      if let n = Double(trimmed) { return n }
    default: break
    }
    throw ThemeError.badValue(token: token, value: value.text)
  }

  /// `0.01em` → 0.01.
  static func ems(_ value: RawValue, token: String) throws(ThemeError) -> Double {
    if case .string(let s) = value, s.hasSuffix("em"), let n = Double(s.dropLast(2)) { return n }
    if case .number(let n) = value { return n }
    throw ThemeError.badValue(token: token, value: value.text)
  }

  static func shadowLayers(_ value: RawValue, token: String, tokens: [String: RawToken])
    throws(ThemeError) -> [Shadow]
  {
    guard case .object(let fields) = value,
      case .string(let colorText)? = fields["color"]
    else { throw ThemeError.badValue(token: token, value: value.text) }
    var colorValue = RawValue.string(colorText)
    if colorText.hasPrefix("{") {
      colorValue = try resolve(
        token, path: String(colorText.dropFirst().dropLast()), tokens: tokens)
    }
    guard case .string(let hex) = colorValue, let color = Color(hex: hex) else {
      throw ThemeError.badValue(token: token, value: colorText)
    }
    func field(_ key: String) throws(ThemeError) -> Double {
      guard let v = fields[key] else { throw ThemeError.badValue(token: token, value: value.text) }
      return try points(v, token: token)
    }
    return [
      Shadow(
        offsetX: try field("offsetX"), offsetY: try field("offsetY"), blur: try field("blur"),
        spread: try field("spread"), color: color)
    ]
  }

  static func typography(_ value: RawValue, token: String) throws(ThemeError) -> Typography {
    guard case .object(let f) = value, case .string(let family)? = f["fontFamily"],
      case .number(let weight)? = f["fontWeight"], let size = f["fontSize"],
      let lineHeight = f["lineHeight"], let spacing = f["letterSpacing"]
    else { throw ThemeError.badValue(token: token, value: value.text) }
    return Typography(
      fontFamily: family, fontWeight: Int(weight), fontSize: try points(size, token: token),
      lineHeight: try points(lineHeight, token: token),
      letterSpacing: try ems(spacing, token: token))
  }
}
