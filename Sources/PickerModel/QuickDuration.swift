/// One of the Time Picker's three quick durations: how long the booking that starts at the picked
/// slot lasts.
///
/// 15 min, 30 min and 1 hour: the list moves in half hours, so 30 min is one slot and 1 hour two;
/// 15 min is the usual short meeting below a slot.
public enum QuickDuration: Int, CaseIterable, Comparable, Sendable {
  /// A quarter of an hour.
  case fifteenMinutes = 15
  /// Half an hour: one slot.
  case thirtyMinutes = 30
  /// An hour: two slots.
  case oneHour = 60

  /// Its length in minutes.
  public var minutes: Int { rawValue }

  /// The pill's text: `15 min`, `30 min`, `1 hour`.
  public var label: String {
    switch self {
    case .fifteenMinutes: "15 min"
    case .thirtyMinutes: "30 min"
    case .oneHour: "1 hour"
    }
  }

  /// Shorter first.
  public static func < (lhs: QuickDuration, rhs: QuickDuration) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
