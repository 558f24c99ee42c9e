import PickerModel

/// The sample package's own model state: the week a release is planned for.
public enum ReleaseCalendar {
  /// April 2026 with the release week (Monday the 13th to Friday the 17th) picked as a range,
  /// today on the 9th and the launch day marked.
  public static func releaseWeek() throws -> DatePicker {
    let day = { (day: Int) throws -> CalendarDate in
      try CalendarDate(year: 2026, month: 4, day: day)
    }
    return DatePicker(
      month: try YearMonth(year: 2026, month: 4),
      selection: .range(start: try day(13), end: try day(17)), mode: .range,
      markedDates: [try day(17)], today: try day(9))
  }
}
