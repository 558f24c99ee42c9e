/// What the picker has selected.
public enum DateSelection: Equatable, Sendable {
  /// Nothing selected.
  case none
  /// One day.
  case single(CalendarDate)
  /// A range; `end` is `nil` while only the start has been picked.
  case range(start: CalendarDate, end: CalendarDate?)
}
