import DrawList

/// One value pickershot draws with: a colour per mode, or a dimension, shadow, type style or
/// opacity both modes share. Its name is the token's path with slashes (`bg/raised`); colours
/// are found under `mode.<light|dark>.` in a token document, the others at their path.
public enum TokenSlot: Hashable, Sendable, Comparable {
  /// A colour, one per mode.
  case color(ColorToken)
  /// A length in points.
  case dimension(DimensionToken)
  /// Shadow layers.
  case shadow(ShadowToken)
  /// A type style.
  case typography(TypographyToken)
  /// An opacity, a number 0…1.
  case opacity(OpacityToken)

  /// Every slot: colours, dimensions, shadows, type styles, opacities, each in declaration order.
  public static let allCases: [TokenSlot] =
    ColorToken.allCases.map(TokenSlot.color) + DimensionToken.allCases.map(TokenSlot.dimension)
    + ShadowToken.allCases.map(TokenSlot.shadow)
    + TypographyToken.allCases.map(TokenSlot.typography)
    + OpacityToken.allCases.map(TokenSlot.opacity)

  /// `bg/raised`.
  public var name: String {
    switch self {
    case .color(let token): token.rawValue
    case .dimension(let token): token.rawValue
    case .shadow(let token): token.rawValue
    case .typography(let token): token.rawValue
    case .opacity(let token): token.rawValue
    }
  }

  /// The token type the slot takes.
  public var type: TokenType {
    switch self {
    case .color: .color
    case .dimension: .dimension
    case .shadow: .shadow
    case .typography: .typography
    case .opacity: .number
    }
  }

  /// Whether the slot has a value per mode (colours) rather than one for both.
  public var isPerMode: Bool {
    if case .color = self { true } else { false }
  }

  /// The dotted path of the slot's token in `appearance` (`mode.dark.bg.raised`, `dimensions.…`).
  public func tokenName(in appearance: Appearance) -> String {
    ((isPerMode ? ["mode", appearance.rawValue] : []) + ThemeError.keys(name))
      .joined(separator: ".")
  }

  /// The slot's value in `theme`, as `tokens slots` prints it: `#292929`, `8`, `0 1 2 0
  /// #0A0D1408`, `Inter 500 14/20 -0.006em`, `0.38`.
  public func text(in theme: Theme) -> String {
    func number(_ value: Double) -> String { TokenRange.format((value * 1e6).rounded() / 1e6) }
    switch self {
    case .color(let token): return theme.color(token).hex
    case .dimension(let token): return number(theme.dimension(token))
    case .opacity(let token): return number(theme.opacity(token))
    case .shadow(let token):
      return theme.shadow(token).map { layer in
        [layer.offsetX, layer.offsetY, layer.blur, layer.spread].map(number).joined(separator: " ")
          + " " + layer.color.hex
      }.joined(separator: ", ")
    case .typography(let token):
      let style = theme.typography(token)
      return "\(style.fontFamily) \(style.fontWeight) \(number(style.fontSize))/"
        + "\(number(style.lineHeight)) \(number(style.letterSpacing))em"
    }
  }

  /// Declaration order, as ``allCases`` lists them.
  public static func < (lhs: TokenSlot, rhs: TokenSlot) -> Bool {
    order[lhs, default: 0] < order[rhs, default: 0]
  }

  private static let order: [TokenSlot: Int] = Dictionary(
    uniqueKeysWithValues: allCases.enumerated().map { ($1, $0) })
}
