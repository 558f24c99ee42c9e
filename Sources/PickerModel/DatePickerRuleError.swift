/// Why
/// ``DatePicker/init(checkedMonth:selection:mode:markedDates:today:focusedDate:pressedDate:localeIdentifier:)``
/// refused a picker: a selected or focused day the card would not show. Each message is one line.
public enum DatePickerRuleError: ModelRuleError, Hashable, Sendable, CustomStringConvertible {
  /// A single selection, or a range's start, outside the month shown (the role, the date, the
  /// month).
  case outsideMonth(role: String, CalendarDate, YearMonth)
  /// A range's end, the focused or the pressed day, on none of the grid's cells (the role, the
  /// date, the month, the grid's first and last date).
  case offGrid(role: String, CalendarDate, YearMonth, first: CalendarDate, last: CalendarDate)

  /// The one-line message.
  public var description: String {
    switch self {
    case .outsideMonth(let role, let date, let month):
      "date picker: the \(role) \(date) is outside \(month.title), the month shown"
    case .offGrid(let role, let date, let month, let first, let last):
      "date picker: the \(role) \(date) is not on \(month.title)'s grid (\(first) to \(last))"
    }
  }
}
