import StrictJSON

/// A dimension as the format writes it: a number and `px` or `rem`.
public struct TokenDimension: Hashable, Sendable {
  /// The dimension's units.
  public enum Unit: String, Sendable {
    /// An idealised pixel: one point on Apple platforms, one dp on Android.
    case px
    /// A multiple of the default font size, 16 px.
    case rem
  }

  /// The number, in `unit`s.
  public var value: Double
  /// The unit.
  public var unit: Unit

  /// Creates a dimension.
  public init(_ value: Double, _ unit: Unit) {
    self.value = value
    self.unit = unit
  }

  /// Pixels per rem: the default font size the format names (16 px).
  public static let pixelsPerRem = 16.0

  /// The dimension in points (px; a rem is 16).
  public var points: Double {
    unit == .px ? value : value * Self.pixelsPerRem
  }

  /// `14px`, `0.5rem`: how a message shows it.
  var text: String { TokenRange.format(value) + unit.rawValue }

  /// The value in 2025.10 form.
  var json: JSONValue {
    .object([("value", TokenValue.number(value)), ("unit", .string(unit.rawValue))])
  }
}
