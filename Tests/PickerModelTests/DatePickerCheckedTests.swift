import PickerModel
import Testing

/// ``DatePicker/init(checkedMonth:selection:mode:markedDates:today:focusedDate:pressedDate:localeIdentifier:)``
/// checks a range, the focused and the pressed day against the grid of the picker's own locale:
/// January 2026 ends on 8 February from Monday (the spec's card), on the 7th from Sunday (en_US)
/// and on the 6th from Saturday (ar_EG).
@Suite struct DatePickerCheckedTests {
  @Test(
    arguments: [
      // (locale, role, day, the grid's last day when the day is refused)
      (DatePicker.defaultLocaleIdentifier, "focused day", "2026-02-08", nil),
      (DatePicker.defaultLocaleIdentifier, "focused day", "2026-02-09", "2026-02-08"),
      ("en_US", "focused day", "2026-02-07", nil),
      ("en_US", "focused day", "2026-02-08", "2026-02-07"),
      ("ar_EG", "focused day", "2026-02-06", nil),
      ("ar_EG", "focused day", "2026-02-07", "2026-02-06"),
      ("ar_EG", "pressed day", "2026-02-07", "2026-02-06"),
      // A range from `day` to five days later: taken while its first day is on the grid.
      ("ar_EG", "range", "2026-02-06", nil),
      ("ar_EG", "range", "2026-02-07", "2026-02-06"),
      ("de_DE", "range", "2026-02-08", nil),
      ("de_DE", "range", "2026-02-09", "2026-02-08"),
    ] as [(String, String, String, String?)])
  func theGridFollowsTheLocalesFirstWeekday(
    locale: String, role: String, day: String, last: String?
  ) throws {
    let january = try month("2026-01")
    let day = try date(day)
    func make() throws(DatePickerRuleError) -> DatePicker {
      switch role {
      case "pressed day":
        try DatePicker(checkedMonth: january, pressedDate: day, localeIdentifier: locale)
      case "range":
        try DatePicker(
          checkedMonth: january, selection: .range(start: day, end: day.adding(days: 5)),
          mode: .range, localeIdentifier: locale)
      default:
        try DatePicker(checkedMonth: january, focusedDate: day, localeIdentifier: locale)
      }
    }
    if let last, role == "range" {
      let expected = DatePickerRuleError.rangeOffGrid(
        start: day, end: day.adding(days: 5), january, first: try date("2026-01-01"),
        last: try date(last))
      #expect(throws: expected) { try make() }
    } else if let last {
      let expected = DatePickerRuleError.offGrid(
        role: role, day, january, first: try date("2026-01-01"), last: try date(last))
      #expect(throws: expected) { try make() }
      #expect(
        expected.description
          == "date picker: the \(role) \(day) is not on January 2026's grid (2026-01-01 to \(last))"
      )
    } else {
      let picker = try make()
      #expect(picker.localeIdentifier == locale)
    }
  }

  /// What a scene file may select (issue 21: a range the keyboard reaches across a month was
  /// refused): a single day and a range in progress in the month shown; a range with both ends
  /// picked that runs forward and has a day on the grid, wherever its ends lie. The message is
  /// `nil` when the picker is taken.
  @Test(
    arguments: [
      // A February card whose range began in January (the keyboard's range across a month).
      ("2026-02", "range 2026-01-26 2026-02-10", nil),
      // A January card whose range runs on past the grid's last day, the 8th of February.
      ("2026-01", "range 2026-01-26 2026-02-10", nil),
      ("2026-01", "range 2026-01-26 2026-02-04", nil),
      ("2026-01", "range 2025-12-20 2026-02-20", nil),
      ("2026-01", "range 2026-02-08 2026-02-08", nil),
      (
        "2026-02", "range 2026-01-05 2026-01-20",
        "date picker: the range 2026-01-05 to 2026-01-20 has no day on February 2026's grid "
          + "(2026-02-01 to 2026-03-08)"
      ),
      (
        "2026-01", "range 2026-02-09 2026-02-20",
        "date picker: the range 2026-02-09 to 2026-02-20 has no day on January 2026's grid "
          + "(2026-01-01 to 2026-02-08)"
      ),
      (
        "2026-01", "range 2026-01-14 2026-01-08",
        "date picker: the range's end 2026-01-08 is before its start 2026-01-14"
      ),
      (
        "2026-02", "range 2026-01-26",
        "date picker: the range's start 2026-01-26 is outside February 2026, the month shown"
      ),
      (
        "2026-01", "single 2026-02-03",
        "date picker: the selected day 2026-02-03 is outside January 2026, the month shown"
      ),
    ] as [(String, String, String?)])
  func aRangeIsTakenWhenTheCardShowsSomeOfIt(
    shown: String, selected: String, message: String?
  ) throws {
    let picked = try selection(selected)
    let shown = try month(shown)
    let make = { () throws(DatePickerRuleError) -> DatePicker in
      try DatePicker(checkedMonth: shown, selection: picked, mode: .range)
    }
    if let message {
      do {
        _ = try make()
        Issue.record("\(selected) on \(shown) was taken")
      } catch {
        #expect(error.description == message)
      }
    } else {
      let picker = try make()
      #expect(picker.selection == picked)
    }
  }
}
