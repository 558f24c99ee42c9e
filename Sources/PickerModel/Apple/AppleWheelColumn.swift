/// One wheel of an iOS date picker: what it scrolls through.
public enum AppleWheelColumn: String, CaseIterable, Hashable, Sendable {
  /// The month, by name (loops January … December).
  case month
  /// The day of the month (loops through the month's days).
  case day
  /// The year (stops at 1 and 9999).
  case year
  /// Date-and-time mode's date wheel: weekday, month and day in one (`Fri Jan 16`), by day.
  case date
  /// The hour: 1–12 on a 12-hour clock (keeping AM/PM), 0–23 on a 24-hour one (loops).
  case hour
  /// The minute, in steps of the minute interval (loops).
  case minute
  /// AM or PM (two rows, no loop).
  case period
  /// The countdown's hours, 0–23 (loops).
  case countdownHours = "countdown-hours"
  /// The countdown's minutes, 0–59 in steps of the minute interval (loops).
  case countdownMinutes = "countdown-minutes"

  /// Whether the wheel loops (UIKit repeats its values endlessly) rather than stopping at its
  /// ends.
  public var loops: Bool {
    switch self {
    case .month, .day, .hour, .minute, .countdownHours, .countdownMinutes: true
    case .year, .date, .period: false
    }
  }
}
