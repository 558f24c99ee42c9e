import StrictJSON

/// A transition: duration, delay and a cubic Bézier timing function.
public struct TokenTransition: Hashable, Sendable {
  /// How long the transition takes.
  public var duration: TokenDuration
  /// How long before it starts.
  public var delay: TokenDuration
  /// `[P1x, P1y, P2x, P2y]`.
  public var timingFunction: [Double]

  /// The value in 2025.10 form.
  var json: JSONValue {
    .object([
      ("duration", duration.json), ("delay", delay.json),
      ("timingFunction", .array(timingFunction.map(TokenValue.number))),
    ])
  }
}
