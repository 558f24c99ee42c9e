/// Why an iOS date picker is refused: each case is one of UIKit's rules, and its message is one
/// line naming the rule and the value that broke it.
public enum AppleDatePickerError: ModelRuleError, Equatable, Sendable, CustomStringConvertible {
  /// The countdown timer asked for in the compact or inline style (wheels only).
  case countdownNotAvailable(style: AppleDatePickerStyle)
  /// A minute interval UIKit does not accept: one that does not divide 60, or 60 itself (above
  /// UIKit's maximum of 30).
  case minuteIntervalNotAllowed(Int)
  /// A countdown beyond 23 h 59 min, or with a negative part or minutes past 59.
  case countdownOutOfRange(hours: Int, minutes: Int)
  /// A date that does not exist.
  case invalidDate(DateError)
  /// An hour outside 0–23 or a minute outside 0–59.
  case invalidTime(hour: Int, minute: Int)
  /// A locale identifier Foundation does not know.
  case unknownLocale(String)

  /// The minute intervals UIKit accepts: the divisors of 60 from 1 to 30. Apple's
  /// `UIDatePicker.minuteInterval` documentation: "The interval value must be evenly divided
  /// into 60 […]. The default and minimum values are 1; the maximum value is 30."
  /// (developer.apple.com/documentation/uikit/uidatepicker/minuteinterval)
  public static let allowedMinuteIntervals = [1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30]

  /// UIKit's largest minute interval (`UIDatePicker.minuteInterval`: "the maximum value is 30").
  public static let maximumMinuteInterval = 30

  /// The one-line message.
  public var description: String {
    switch self {
    case .countdownNotAvailable(let style):
      return "date picker: the countdown timer mode is not available in the \(style.rawValue) "
        + "style; use the wheels style"
    case .minuteIntervalNotAllowed(let interval):
      let allowed = Self.allowedMinuteIntervals.map(String.init).joined(separator: ", ")
      let rule =
        interval > 0 && 60 % interval == 0
        ? "is above UIKit's maximum of \(Self.maximumMinuteInterval)" : "does not divide 60"
      return "date picker: minute interval \(interval) \(rule); allowed: \(allowed)"
    case .countdownOutOfRange(let hours, let minutes):
      return "date picker: countdown \(hours) h \(minutes) min is outside 0 h 0 min … "
        + "23 h 59 min (hours 0–23, minutes 0–59)"
    case .invalidDate(let error):
      return "date picker: \(error)"
    case .invalidTime(let hour, let minute):
      return "date picker: invalid time \(hour):\(minute): hours run 0–23 and minutes 0–59"
    case .unknownLocale(let identifier):
      return "date picker: unknown locale \(String(reflecting: identifier)); use an identifier "
        + "such as en_US or de_DE"
    }
  }
}
