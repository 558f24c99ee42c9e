import StrictJSON

/// A duration as the format writes it: a number and `ms` or `s`.
public struct TokenDuration: Hashable, Sendable {
  /// The duration's units.
  public enum Unit: String, Sendable {
    /// Milliseconds.
    case ms
    /// Seconds.
    case s
  }

  /// The number, in `unit`s.
  public var value: Double
  /// The unit.
  public var unit: Unit

  /// Creates a duration.
  public init(_ value: Double, _ unit: Unit) {
    self.value = value
    self.unit = unit
  }

  /// The value in 2025.10 form.
  var json: JSONValue {
    .object([("value", TokenValue.number(value)), ("unit", .string(unit.rawValue))])
  }
}
