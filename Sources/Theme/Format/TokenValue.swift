import StrictJSON

/// A token's value, resolved (every reference followed) and typed.
public enum TokenValue: Hashable, Sendable {
  /// A colour in one of the colour module's spaces.
  case color(TokenColor)
  /// A length in px or rem.
  case dimension(TokenDimension)
  /// Font names, most preferred first (one when the value is a single string).
  case fontFamily([String])
  /// A weight, 1…1000 (keywords read as their numbers).
  case fontWeight(Double)
  /// A time in ms or s.
  case duration(TokenDuration)
  /// `[P1x, P1y, P2x, P2y]`.
  case cubicBezier([Double])
  /// A plain number.
  case number(Double)
  /// A line-style keyword or a dash pattern.
  case strokeStyle(TokenStrokeStyle)
  /// Colour, width and style.
  case border(TokenBorder)
  /// Duration, delay and timing function.
  case transition(TokenTransition)
  /// One or more layers, bottom first (a single object is one layer).
  case shadow([TokenShadowLayer])
  /// Colour stops.
  case gradient([TokenGradientStop])
  /// A type style.
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
