/// What a UIKit/SwiftUI date picker asks for (`UIDatePicker.Mode`): each mode shows a different
/// set of wheels or fields.
public enum AppleDatePickerMode: String, CaseIterable, Hashable, Sendable {
  /// Month, day of the month and year.
  case date
  /// Hours, minutes and, on a 12-hour clock, AM/PM.
  case time
  /// A date (weekday, month and day in one wheel), hours, minutes and, on a 12-hour clock, AM/PM.
  case dateAndTime = "date-and-time"
  /// Hours and minutes of a duration, up to 23 h 59 min; wheels only.
  case countdownTimer = "countdown-timer"
}
