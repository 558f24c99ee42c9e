import PickerModel

/// The models behind the built-in scenes, made with checked initializers (they throw rather than
/// trap, and are made inside each scene's builder).
public enum SceneFixtures {
  /// The spec's seed card: January 2026 with the 16th selected and dots on the 2nd, 12th, 17th
  /// and the spilled February 3rd; no today, no focus.
  public static func seedCard() throws -> DatePicker {
    let january = { (day: Int) throws -> CalendarDate in
      try CalendarDate(year: 2026, month: 1, day: day)
    }
    return DatePicker(
      month: try YearMonth(year: 2026, month: 1), selection: .single(try january(16)),
      markedDates: [
        try january(2), try january(12), try january(17),
        try CalendarDate(year: 2026, month: 2, day: 3),
      ])
  }

  /// January 2026 with a range from Thursday the 8th to Wednesday the 14th (across the Sunday →
  /// Monday row break), the 20th as today, marked days on the 2nd, 12th and 17th, and keyboard
  /// focus on the range's end.
  public static func rangeCard() throws -> DatePicker {
    let day = { (day: Int) throws -> CalendarDate in
      try CalendarDate(year: 2026, month: 1, day: day)
    }
    return DatePicker(
      month: try YearMonth(year: 2026, month: 1),
      selection: .range(start: try day(8), end: try day(14)), mode: .range,
      markedDates: [try day(2), try day(12), try day(17)], today: try day(20),
      focusedDate: try day(14))
  }
}
