import StrictJSON

/// One stop of a gradient token.
public struct TokenGradientStop: Hashable, Sendable {
  /// The colour at the stop.
  public var color: TokenColor
  /// Where along the axis, as written (the format clamps it to 0…1 when drawing).
  public var position: Double

  /// The value in 2025.10 form.
  var json: JSONValue {
    .object([("color", color.json), ("position", TokenValue.number(position))])
  }
}
