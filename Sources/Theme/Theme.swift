import DrawList

/// The design tokens resolved for one appearance: colours, dimensions, shadows and type.
///
/// Look-ups take typed token names and cannot fail: ``TokenSet`` has already checked that every one
/// resolves.
public struct Theme: Sendable {
  /// Which mode this theme is.
  public let appearance: Appearance
  private let colors: [ColorToken: Color]
  /// The same token set's colours in each appearance, for ``color(_:in:)``.
  private let colorsByAppearance: [Appearance: [ColorToken: Color]]
  private let dimensions: [DimensionToken: Double]
  private let shadows: [ShadowToken: [Shadow]]
  private let typography: [TypographyToken: Typography]
  private let opacities: [OpacityToken: Double]

  /// The colour of a semantic token in this mode.
  public func color(_ token: ColorToken) -> Color { colors[token]! }
  /// The colour of a semantic token as `appearance` resolves it in the same token set: for a
  /// part that keeps one appearance in both modes, as SwiftUI's
  /// `.environment(\.colorScheme, .light)` keeps a white tile's ink dark in Dark mode.
  public func color(_ token: ColorToken, in appearance: Appearance) -> Color {
    (colorsByAppearance[appearance] ?? colors)[token]!
  }
  /// A dimension in points.
  public func dimension(_ token: DimensionToken) -> Double { dimensions[token]! }
  /// A shadow's layers, bottom first.
  public func shadow(_ token: ShadowToken) -> [Shadow] { shadows[token]! }
  /// A type style.
  public func typography(_ token: TypographyToken) -> Typography { typography[token]! }
  /// An opacity, 0…1.
  public func opacity(_ token: OpacityToken) -> Double { opacities[token]! }

  /// A theme of `appearance`'s resolved colours (`colors[appearance]`), the other appearances'
  /// for ``color(_:in:)``, and the tokens both modes share.
  init(appearance: Appearance, colors: [Appearance: [ColorToken: Color]], shared: Shared) {
    self.appearance = appearance
    self.colors = colors[appearance] ?? [:]
    colorsByAppearance = colors
    dimensions = shared.dimensions
    shadows = shared.shadows
    typography = shared.typography
    opacities = shared.opacities
  }

  /// Every colour token resolved in `appearance`.
  static func colors(_ appearance: Appearance, tokens: [String: RawToken]) throws(ThemeError)
    -> [ColorToken: Color]
  {
    var colors: [ColorToken: Color] = [:]
    for token in ColorToken.allCases {
      colors[token] = try resolveColor(token.rawValue, appearance: appearance, tokens: tokens)
    }
    return colors
  }

  /// The tokens that do not depend on the mode, resolved once for both themes.
  struct Shared {
    var dimensions: [DimensionToken: Double] = [:]
    var shadows: [ShadowToken: [Shadow]] = [:]
    var typography: [TypographyToken: Typography] = [:]
    var opacities: [OpacityToken: Double] = [:]

    /// Tokens already resolved (``BuiltInTokens``).
    init(
      dimensions: [DimensionToken: Double], shadows: [ShadowToken: [Shadow]],
      typography: [TypographyToken: Typography], opacities: [OpacityToken: Double]
    ) {
      self.dimensions = dimensions
      self.shadows = shadows
      self.typography = typography
      self.opacities = opacities
    }

    /// Resolves and checks every shared token of a file.
    init(tokens: [String: RawToken]) throws(ThemeError) {
      for token in DimensionToken.allCases {
        let value = try Theme.resolve(
          token.rawValue, path: Theme.path(token.rawValue), tokens: tokens)
        dimensions[token] = try Theme.points(
          value, token: token.rawValue, field: nil, range: .dimension)
      }
      for token in ShadowToken.allCases {
        let value = try Theme.resolve(
          token.rawValue, path: Theme.path(token.rawValue), tokens: tokens)
        shadows[token] = try Theme.shadowLayers(value, token: token.rawValue, tokens: tokens)
      }
      for token in TypographyToken.allCases {
        let value = try Theme.resolve(
          token.rawValue, path: Theme.path(token.rawValue), tokens: tokens)
        typography[token] = try Theme.typography(value, token: token.rawValue)
      }
      for token in OpacityToken.allCases {
        let value = try Theme.resolve(
          token.rawValue, path: Theme.path(token.rawValue), tokens: tokens)
        opacities[token] = try Theme.number(
          value, unit: "", token: token.rawValue, field: nil, range: .opacity)
      }
    }
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
    String(
      decoding: name.utf8.map { $0 == UInt8(ascii: "/") ? UInt8(ascii: ".") : $0 }, as: UTF8.self)
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

  /// `32px` or `32` → 32, checked against `range`.
  static func points(_ value: RawValue, token: String, field: String?, range: TokenRange)
    throws(ThemeError) -> Double
  {
    try number(value, unit: "px", token: token, field: field, range: range)
  }

  /// `0.01em` → 0.01, checked against `range`.
  static func ems(_ value: RawValue, token: String, field: String?, range: TokenRange)
    throws(ThemeError) -> Double
  {
    if case .string(let s) = value, !s.hasSuffix("em") {
      throw ThemeError.badValue(token: token, value: s)
    }
    return try number(value, unit: "em", token: token, field: field, range: range)
  }

  /// A JSON number, or a decimal string with an optional `unit` suffix, inside `range`.
  ///
  /// Strings must be plain decimals (`-0.5`, `25`, `1e2`): Swift's `Double(_:)` also reads
  /// `nan`, `inf` and hex floats (`0x1p1023`), which a token file has no business writing. Such a
  /// string, or any number outside the range, fails naming the token, the value and the range.
  static func number(
    _ value: RawValue, unit: String, token: String, field: String?, range: TokenRange
  ) throws(ThemeError) -> Double {
    let parsed: Double?
    switch value {
    case .number(let n):
      parsed = n
    case .string(let s):
      let digits = s.hasSuffix(unit) ? String(s.dropLast(unit.count)) : s
      guard let n = Double(digits) else { throw ThemeError.badValue(token: token, value: s) }
      guard isDecimal(digits) else {
        if range.contains(n) { throw ThemeError.badValue(token: token, value: s) }
        throw ThemeError.outOfRange(token: token, field: field, value: s, range: range)
      }
      parsed = n
    default:
      throw ThemeError.badValue(token: token, value: value.text)
    }
    guard let parsed, range.contains(parsed) else {
      // As written: a string as it stands, a JSON number in its short form.
      throw ThemeError.outOfRange(token: token, field: field, value: value.text, range: range)
    }
    return parsed
  }

  /// `[+-]digits[.digits][e[+-]digits]` (or `.5`), nothing else.
  static func isDecimal(_ text: String) -> Bool {
    var scalars = Substring(text).unicodeScalars[...]
    func digits() -> Int {
      var count = 0
      while let c = scalars.first, ("0"..."9").contains(c) {
        scalars.removeFirst()
        count += 1
      }
      return count
    }
    if scalars.first == "+" || scalars.first == "-" { scalars.removeFirst() }
    var mantissa = digits()
    if scalars.first == "." {
      scalars.removeFirst()
      mantissa += digits()
    }
    guard mantissa > 0 else { return false }
    if scalars.first == "e" || scalars.first == "E" {
      scalars.removeFirst()
      if scalars.first == "+" || scalars.first == "-" { scalars.removeFirst() }
      guard digits() > 0 else { return false }
    }
    return scalars.isEmpty
  }

  /// Whether `family` is a plain family name: 1–64 ASCII letters, digits, spaces and hyphens,
  /// starting with a letter or digit. Anything else (a `/`, `..`, an empty name) could make the
  /// font file name a path outside the font folder.
  static func isPlainFamily(_ family: String) -> Bool {
    let scalars = Array(family.unicodeScalars)
    func alphanumeric(_ c: Unicode.Scalar) -> Bool {
      ("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c)
    }
    guard let first = scalars.first, alphanumeric(first), scalars.count <= 64 else { return false }
    return scalars.allSatisfy { alphanumeric($0) || $0 == " " || $0 == "-" }
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
    func field(_ key: String, _ range: TokenRange) throws(ThemeError) -> Double {
      guard let v = fields[key] else { throw ThemeError.badValue(token: token, value: value.text) }
      return try points(v, token: token, field: key, range: range)
    }
    return [
      Shadow(
        offsetX: try field("offsetX", .offset), offsetY: try field("offsetY", .offset),
        blur: try field("blur", .blur), spread: try field("spread", .spread), color: color)
    ]
  }

  static func typography(_ value: RawValue, token: String) throws(ThemeError) -> Typography {
    guard case .object(let f) = value, case .string(let family)? = f["fontFamily"],
      case .number(let weight)? = f["fontWeight"], let size = f["fontSize"],
      let lineHeight = f["lineHeight"], let spacing = f["letterSpacing"]
    else { throw ThemeError.badValue(token: token, value: value.text) }
    guard isPlainFamily(family) else { throw ThemeError.badFontFamily(token: token, value: family) }
    guard TokenRange.fontWeight.contains(weight) else {
      throw ThemeError.outOfRange(
        token: token, field: "fontWeight", value: TokenRange.format(weight),
        range: .fontWeight)
    }
    return Typography(
      fontFamily: family, fontWeight: Int(weight),
      fontSize: try points(size, token: token, field: "fontSize", range: .fontSize),
      lineHeight: try points(lineHeight, token: token, field: "lineHeight", range: .lineHeight),
      letterSpacing: try ems(
        spacing, token: token, field: "letterSpacing", range: .letterSpacing))
  }
}
