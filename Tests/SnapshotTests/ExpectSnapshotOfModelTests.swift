import DrawList
import PickerModel
import PickerShotTesting
import Scene
import Testing

/// `expectSnapshot(of:as:named:)`: any model state, no built-in registered. The goldens live in
/// `__Goldens__/` beside this file.
@Suite struct ExpectSnapshotOfModelTests {
  /// March 2026 with a range from Monday the 9th to Friday the 13th, today on the 20th, dots on
  /// the 4th and 25th, and focus on the 13th: a state no built-in scene shows.
  static func marchRange() throws -> DatePicker {
    let day = { (day: Int) throws -> CalendarDate in
      try CalendarDate(year: 2026, month: 3, day: day)
    }
    return DatePicker(
      month: try YearMonth(year: 2026, month: 3),
      selection: .range(start: try day(9), end: try day(13)), mode: .range,
      markedDates: [try day(4), try day(25)], today: try day(20), focusedDate: try day(13))
  }

  @Test(arguments: Appearance.allCases)
  func anAdHocDatePickerMatchesItsGolden(theme: Appearance) throws {
    expectSnapshot(of: try Self.marchRange(), as: .datePicker, named: "march-range", theme: theme)
  }
}
