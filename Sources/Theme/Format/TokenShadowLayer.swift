import StrictJSON

/// One layer of a shadow token (a shadow's value is one layer or an array of them).
public struct TokenShadowLayer: Hashable, Sendable {
  /// The shadow's colour.
  public var color: TokenColor
  /// Horizontal offset.
  public var offsetX: TokenDimension
  /// Vertical offset.
  public var offsetY: TokenDimension
  /// Blur radius.
  public var blur: TokenDimension
  /// Spread: grows (or, negative, shrinks) the shape before blurring.
  public var spread: TokenDimension
  /// Whether the shadow falls inside the shape (an inner shadow).
  public var inset: Bool

  /// The value in 2025.10 form.
  var json: JSONValue {
    var members: [(key: String, value: JSONValue)] = [
      ("color", color.json), ("offsetX", offsetX.json), ("offsetY", offsetY.json),
      ("blur", blur.json), ("spread", spread.json),
    ]
    if inset { members.append(("inset", .bool(true))) }
    return .object(members)
  }
}
