import StrictJSON

/// A token's value, resolved (every reference followed) and typed.
public enum TokenValue: Hashable, Sendable {
  case color(TokenColor)
  case dimension(TokenDimension)
  case fontFamily([String])
  case fontWeight(Double)
  case duration(TokenDuration)
  case cubicBezier([Double])
  case number(Double)
  case strokeStyle(TokenStrokeStyle)
  case border(TokenBorder)
  case transition(TokenTransition)
  case shadow([TokenShadowLayer])
  case gradient([TokenGradientStop])
  case typography(TokenTypography)

  /// The value's type.
  public var type: TokenType {
    switch self {
    case .color: .color
    case .dimension: .dimension
    case .fontFamily: .fontFamily
    case .fontWeight: .fontWeight
    case .duration: .duration
    case .cubicBezier: .cubicBezier
    case .number: .number
    case .strokeStyle: .strokeStyle
    case .border: .border
    case .transition: .transition
    case .shadow: .shadow
    case .gradient: .gradient
    case .typography: .typography
    }
  }

  /// The value in 2025.10 form (older draft forms written the 2025.10 way).
  public var json: JSONValue {
    switch self {
    case .color(let color): color.json
    case .dimension(let dimension): dimension.json
    case .fontFamily(let names):
      names.count == 1 ? .string(names[0]) : .array(names.map { .string($0) })
    case .fontWeight(let weight): Self.number(weight)
    case .duration(let duration): duration.json
    case .cubicBezier(let points): .array(points.map(Self.number))
    case .number(let number): Self.number(number)
    case .strokeStyle(let style): style.json
    case .border(let border): border.json
    case .transition(let transition): transition.json
    case .shadow(let layers): .array(layers.map(\.json))
    case .gradient(let stops): .array(stops.map(\.json))
    case .typography(let typography): typography.json
    }
  }

  /// A finite number as JSON: `500`, `0.25`, `1e-07`.
  static func number(_ value: Double) -> JSONValue {
    .number(value, text: TokenRange.format(value))
  }
}
