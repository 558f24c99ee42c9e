/// Why
/// ``DatePicker/init(checkedMonth:selection:mode:markedDates:today:focusedDate:pressedDate:localeIdentifier:)``
/// refused a picker: a selected or focused day the card would not show, or a range it would draw
/// the other way round. Each message is one line.
public enum DatePickerRuleError: ModelRuleError, Hashable, Sendable, CustomStringConvertible {
  /// A single selection, or the start of a range in progress, outside the month shown (the role,
  /// the date, the month).
  case outsideMonth(role: String, CalendarDate, YearMonth)
  /// The focused or the pressed day on none of the grid's cells (the role, the date, the month,
  /// the grid's first and last date).
  case offGrid(role: String, CalendarDate, YearMonth, first: CalendarDate, last: CalendarDate)
  /// A range whose end comes before its start (the start, the end): the card would draw its
  /// start as the range's end.
  case reversedRange(start: CalendarDate, end: CalendarDate)
  /// A range with no day on the grid (its start and end, the month, the grid's first and last
  /// date): the card would show none of it.
  case rangeOffGrid(
    start: CalendarDate, end: CalendarDate, YearMonth, first: CalendarDate, last: CalendarDate)

  /// The one-line message.
  public var description: String {
    switch self {
    case .outsideMonth(let role, let date, let month):
      "date picker: the \(role) \(date) is outside \(month.title), the month shown"
    case .offGrid(let role, let date, let month, let first, let last):
      "date picker: the \(role) \(date) is not on \(month.title)'s grid (\(first) to \(last))"
    case .reversedRange(let start, let end):
      "date picker: the range's end \(end) is before its start \(start)"
    case .rangeOffGrid(let start, let end, let month, let first, let last):
      "date picker: the range \(start) to \(end) has no day on \(month.title)'s grid "
        + "(\(first) to \(last))"
    }
  }
}
