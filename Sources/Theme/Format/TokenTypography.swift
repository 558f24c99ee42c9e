import StrictJSON

/// A typography token's value: font family, size, weight, letter spacing and line height.
///
/// The 2025.10 format writes letter spacing as a dimension and line height as a multiple of the
/// font size; the older draft forms pickershot also reads write `-0.006em` and `20px`, which
/// ``letterSpacing`` and ``lineHeight`` keep as written.
public struct TokenTypography: Hashable, Sendable {
  /// Letter spacing: a dimension (2025.10) or ems (an older draft form).
  public enum LetterSpacing: Hashable, Sendable {
    /// A length, `{"value": -0.5, "unit": "px"}`.
    case dimension(TokenDimension)
    /// A multiple of the font size, `"-0.006em"`.
    case em(Double)
  }

  /// Line height: a multiple of the font size (2025.10) or a length (an older draft form).
  public enum LineHeight: Hashable, Sendable {
    /// A multiple of the font size, `1.5`.
    case multiple(Double)
    /// A length, `"20px"`.
    case dimension(TokenDimension)
  }

  /// The families, most preferred first.
  public var fontFamily: [String]
  /// The size.
  public var fontSize: TokenDimension
  /// The weight, 1…1000.
  public var fontWeight: Double
  /// The letter spacing.
  public var letterSpacing: LetterSpacing
  /// The line height.
  public var lineHeight: LineHeight

  /// Letter spacing in ems of the font size (0 when the size is 0).
  public var letterSpacingEms: Double {
    switch letterSpacing {
    case .em(let ems): ems
    case .dimension(let length):
      fontSize.points == 0 ? 0 : length.points / fontSize.points
    }
  }

  /// Line height in points.
  public var lineHeightPoints: Double {
    switch lineHeight {
    case .multiple(let factor): factor * fontSize.points
    case .dimension(let length): length.points
    }
  }

  /// The value in 2025.10 form: ems become pixels and a length line height a multiple.
  var json: JSONValue {
    let spacing: TokenDimension =
      switch letterSpacing {
      case .dimension(let length): length
      case .em(let ems): TokenDimension(ems * fontSize.points, .px)
      }
    let lineHeight: Double =
      switch self.lineHeight {
      case .multiple(let factor): factor
      case .dimension(let length): fontSize.points == 0 ? 0 : length.points / fontSize.points
      }
    return .object([
      (
        "fontFamily",
        fontFamily.count == 1 ? .string(fontFamily[0]) : .array(fontFamily.map { .string($0) })
      ),
      ("fontSize", fontSize.json), ("fontWeight", TokenValue.number(fontWeight)),
      ("letterSpacing", spacing.json), ("lineHeight", TokenValue.number(lineHeight)),
    ])
  }
}
