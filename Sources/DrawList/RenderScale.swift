/// A pixel density a draw list is rendered at: how many pixels make one point. The one owner of
/// the list of scales (`@1x`, `@2x`, `@3x`) every renderer, command and golden matrix uses.
///
/// ```swift
/// for scale in RenderScale.allCases { print(scale) }  // @1x @2x @3x
/// RenderScale(rawValue: 2)  // .x2
/// ```
public enum RenderScale: Int, Hashable, Sendable, CaseIterable, Comparable, CustomStringConvertible
{
  /// One pixel a point.
  case x1 = 1
  /// Two pixels a point (the documentation default).
  case x2 = 2
  /// Three pixels a point.
  case x3 = 3

  /// Every scale as a whole number, ascending: `[1, 2, 3]`.
  public static let values = allCases.map(\.rawValue)

  /// `1, 2 or 3`, for messages.
  public static let listed =
    values.dropLast().map(String.init).joined(separator: ", ") + " or \(values.last ?? 0)"

  /// `@2x`.
  public var description: String { "@\(rawValue)x" }

  /// Orders by pixel density.
  public static func < (lhs: RenderScale, rhs: RenderScale) -> Bool { lhs.rawValue < rhs.rawValue }
}
