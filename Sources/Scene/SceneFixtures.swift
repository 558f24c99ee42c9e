import PickerModel

/// The models behind the built-in scenes that are not the spec's seed.
public enum SceneFixtures {
  /// January 2026 with a range from Thursday the 8th to Wednesday the 14th (across the Sunday →
  /// Monday row break), the 20th as today, marked days on the 2nd, 12th and 17th, and keyboard
  /// focus on the range's end.
  public static let rangePicker: DatePicker = {
    let day = { (d: Int) in try! CalendarDate(year: 2026, month: 1, day: d) }
    return DatePicker(
      month: try! YearMonth(year: 2026, month: 1),
      selection: .range(start: day(8), end: day(14)), mode: .range,
      markedDates: [day(2), day(12), day(17)], today: day(20), focusedDate: day(14))
  }()
}
