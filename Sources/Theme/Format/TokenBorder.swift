import StrictJSON

/// A border: colour, width and stroke style.
public struct TokenBorder: Hashable, Sendable {
  /// The border's colour.
  public var color: TokenColor
  /// Its width.
  public var width: TokenDimension
  /// Its stroke style.
  public var style: TokenStrokeStyle

  /// The value in 2025.10 form.
  var json: JSONValue {
    .object([("color", color.json), ("width", width.json), ("style", style.json)])
  }
}
