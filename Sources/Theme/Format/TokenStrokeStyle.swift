import StrictJSON

/// A stroke style: one of CSS's line-style keywords, or a dash pattern with a line cap.
public enum TokenStrokeStyle: Hashable, Sendable {
  /// `solid`, `dashed`, `dotted`, `double`, `groove`, `ridge`, `outset` or `inset`.
  case keyword(String)
  /// Alternating dash and gap lengths, and `round`, `butt` or `square` caps.
  case dashes([TokenDimension], lineCap: String)

  /// The keywords the format allows.
  static let keywords: Set<String> = [
    "solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset",
  ]
  /// The line caps the format allows.
  static let lineCaps: Set<String> = ["round", "butt", "square"]

  /// The value in 2025.10 form.
  var json: JSONValue {
    switch self {
    case .keyword(let word): .string(word)
    case .dashes(let dashes, let cap):
      .object([("dashArray", .array(dashes.map(\.json))), ("lineCap", .string(cap))])
    }
  }
}
