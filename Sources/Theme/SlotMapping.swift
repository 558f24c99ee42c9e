import DrawList

/// A read token document mapped onto the slots pickershot draws with (``TokenSlot``): each slot's
/// token found by its path, of the slot's type, converted to what the renderer takes (sRGB
/// colours, points) and held to pickershot's ranges (``TokenRange``).
///
/// This is the only place pickershot's own names meet the format: ``TokenDocument`` reads any
/// 2025.10 document; this says which of its tokens the pickers use and what they accept.
enum SlotMapping {
  /// The two themes of `document`, checked in the order a reader reads a file: Light's colours,
  /// the tokens both modes share, then Dark's colours (the first error found is reported).
  static func themes(_ document: TokenDocument) throws(ThemeError) -> [Appearance: Theme] {
    let light = try colors(.light, document)
    let shared = try Self.shared(document)
    let dark = try colors(.dark, document)
    return [
      .light: Theme(appearance: .light, colors: [.light: light, .dark: dark], shared: shared),
      .dark: Theme(appearance: .dark, colors: [.light: light, .dark: dark], shared: shared),
    ]
  }

  static func colors(_ appearance: Appearance, _ document: TokenDocument) throws(ThemeError)
    -> [ColorToken: Color]
  {
    var colors: [ColorToken: Color] = [:]
    for token in ColorToken.allCases {
      colors[token] = try color(token.rawValue, appearance: appearance, document)
    }
    return colors
  }

  static func shared(_ document: TokenDocument) throws(ThemeError) -> Theme.Shared {
    var shared = Theme.Shared(dimensions: [:], shadows: [:], typography: [:], opacities: [:])
    for token in DimensionToken.allCases {
      let length = try value(of: .dimension(token), document, \.asDimension)
      guard TokenRange.dimension.contains(length.points) else {
        throw .outOfRange(token: token.rawValue, field: nil, value: length.text, range: .dimension)
      }
      shared.dimensions[token] = length.points
    }
    for token in ShadowToken.allCases {
      let layers = try value(of: .shadow(token), document, \.asShadow)
      shared.shadows[token] = try shadow(layers, token: token.rawValue)
    }
    for token in TypographyToken.allCases {
      let style = try value(of: .typography(token), document, \.asTypography)
      shared.typography[token] = try typography(style, token: token.rawValue)
    }
    for token in OpacityToken.allCases {
      let number = try value(of: .opacity(token), document, \.asNumber)
      guard TokenRange.opacity.contains(number) else {
        throw .outOfRange(
          token: token.rawValue, field: nil, value: TokenRange.format(number), range: .opacity)
      }
      shared.opacities[token] = number
    }
    return shared
  }

  /// The colour slot `name` in `appearance`: the token `mode.<appearance>.<name>`.
  static func color(_ name: String, appearance: Appearance, _ document: TokenDocument)
    throws(ThemeError) -> Color
  {
    let path = ["mode", appearance.rawValue] + ThemeError.keys(name)
    guard let token = document[path.joined(separator: ".")] else {
      throw .unknownToken(name, mode: appearance)
    }
    guard case .color(let color) = token.value else {
      throw mismatch(name, path: path, expected: .color, found: token.type)
    }
    return color.srgb
  }

  /// The value of a shared slot's token, of the slot's type.
  private static func value<Value>(
    of slot: TokenSlot, _ document: TokenDocument, _ extract: KeyPath<TokenValue, Value?>
  ) throws(ThemeError) -> Value {
    let path = ThemeError.keys(slot.name)
    guard let token = document[path.joined(separator: ".")] else {
      throw .unknownToken(slot.name, mode: nil)
    }
    guard let value = token.value[keyPath: extract] else {
      throw mismatch(slot.name, path: path, expected: slot.type, found: token.type)
    }
    return value
  }

  private static func mismatch(
    _ name: String, path: [String], expected: TokenType, found: TokenType
  ) -> ThemeError {
    .invalid(
      path: JSONPath.root.appending(keys: path + ["$value"]).description,
      reason: "pickershot draws '\(name)' with a \(expected.rawValue) token; this one is a "
        + found.rawValue)
  }

  static func shadow(_ layers: [TokenShadowLayer], token: String) throws(ThemeError) -> [Shadow] {
    var shadows: [Shadow] = []
    for (index, layer) in layers.enumerated() {
      let prefix = layers.count == 1 ? "" : "[\(index)]."
      guard !layer.inset else {
        throw .invalid(
          path: JSONPath.root.appending(keys: ThemeError.keys(token) + ["$value"]).description
            + (layers.count == 1 ? "" : "[\(index)]") + ".inset",
          reason: "pickershot draws '\(token)' as an outer shadow; an inset layer cannot be drawn")
      }
      func points(_ length: TokenDimension, _ field: String, _ range: TokenRange)
        throws(ThemeError) -> Double
      {
        guard range.contains(length.points) else {
          throw .outOfRange(token: token, field: prefix + field, value: length.text, range: range)
        }
        return length.points
      }
      shadows.append(
        Shadow(
          offsetX: try points(layer.offsetX, "offsetX", .offset),
          offsetY: try points(layer.offsetY, "offsetY", .offset),
          blur: try points(layer.blur, "blur", .blur),
          spread: try points(layer.spread, "spread", .spread), color: layer.color.srgb))
    }
    return shadows
  }

  static func typography(_ style: TokenTypography, token: String) throws(ThemeError)
    -> Typography
  {
    let family = style.fontFamily[0]
    guard isPlainFamily(family) else { throw .badFontFamily(token: token, value: family) }
    guard TokenRange.fontWeight.contains(style.fontWeight) else {
      throw .outOfRange(
        token: token, field: "fontWeight", value: TokenRange.format(style.fontWeight),
        range: .fontWeight)
    }
    let size = style.fontSize.points
    guard TokenRange.fontSize.contains(size) else {
      throw .outOfRange(
        token: token, field: "fontSize", value: style.fontSize.text, range: .fontSize)
    }
    let lineHeight = style.lineHeightPoints
    guard TokenRange.lineHeight.contains(lineHeight) else {
      let written =
        switch style.lineHeight {
        case .dimension(let length): length.text
        case .multiple(let factor): "\(TokenRange.format(factor)) × \(style.fontSize.text)"
        }
      throw .outOfRange(token: token, field: "lineHeight", value: written, range: .lineHeight)
    }
    let spacing = style.letterSpacingEms
    guard TokenRange.letterSpacing.contains(spacing) else {
      let written =
        switch style.letterSpacing {
        case .em(let ems): TokenRange.format(ems) + "em"
        case .dimension(let length): length.text
        }
      throw .outOfRange(
        token: token, field: "letterSpacing", value: written, range: .letterSpacing)
    }
    return Typography(
      fontFamily: family, fontWeight: Int(style.fontWeight), fontSize: size,
      lineHeight: lineHeight, letterSpacing: spacing)
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
}
