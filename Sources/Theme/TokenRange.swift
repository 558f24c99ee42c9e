import Foundation

/// The allowed values of one kind of token number, and the one place every such limit is kept.
///
/// Every number the pickers read from a token file must be finite and inside the range for its
/// kind, so a hostile or mistyped file fails at load naming the token, instead of trapping later
/// (`Int(1e300)`) or asking the renderer for a gigantic surface.
///
/// | kind | range |
/// | --- | --- |
/// | font weight | 1…1000, whole numbers (CSS `font-weight`) |
/// | font size, line height, radius / dimension | 0…1000 pt |
/// | shadow blur | 0…500 pt |
/// | shadow spread and offsets | −500…500 pt |
/// | letter spacing | −1…1 em (a whole em of tracking either way is already far past any type scale) |
/// | opacity | 0…1 (the M3 state layers, ``OpacityToken``) |
public struct TokenRange: Hashable, Sendable, CustomStringConvertible {
  /// The smallest allowed value.
  public let lower: Double
  /// The largest allowed value.
  public let upper: Double
  /// The unit the range is written in, for messages: `px`, `em` or empty.
  public let unit: String
  /// Whether only whole numbers are allowed.
  public let wholeNumbers: Bool

  /// Creates a range.
  public init(_ lower: Double, _ upper: Double, unit: String = "", wholeNumbers: Bool = false) {
    self.lower = lower
    self.upper = upper
    self.unit = unit
    self.wholeNumbers = wholeNumbers
  }

  /// CSS font weights: whole numbers from 1 to 1000.
  public static let fontWeight = TokenRange(1, 1000, wholeNumbers: true)
  /// Font sizes: 0…1000 pt.
  public static let fontSize = TokenRange(0, 1000, unit: "px")
  /// Line heights: 0…1000 pt.
  public static let lineHeight = TokenRange(0, 1000, unit: "px")
  /// Radii and other dimensions: 0…1000 pt.
  public static let dimension = TokenRange(0, 1000, unit: "px")
  /// Shadow blur radii: 0…500 pt.
  public static let blur = TokenRange(0, 500, unit: "px")
  /// Shadow spread: −500…500 pt.
  public static let spread = TokenRange(-500, 500, unit: "px")
  /// Shadow offsets: −500…500 pt.
  public static let offset = TokenRange(-500, 500, unit: "px")
  /// Letter spacing: −1…1 em.
  public static let letterSpacing = TokenRange(-1, 1, unit: "em")
  /// Opacity: 0…1.
  public static let opacity = TokenRange(0, 1)

  /// Whether `value` is finite, inside the bounds and, if required, whole.
  public func contains(_ value: Double) -> Bool {
    value.isFinite && value >= lower && value <= upper
      && (!wholeNumbers || value == value.rounded())
  }

  /// `1…1000 (whole numbers)`, `-500…500px`, `-1…1em`.
  public var description: String {
    "\(Self.format(lower))…\(Self.format(upper))\(unit)" + (wholeNumbers ? " (whole numbers)" : "")
  }

  /// A number as short text: `500` rather than `500.0`, `1e300` rather than `1e+300`.
  static func format(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
      return String(Int64(value))
    }
    return String(value).replacingOccurrences(of: "e+", with: "e")
  }
}
