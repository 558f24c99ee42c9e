import PickerModel
import Testing

/// ``DatePicker/init(checkedMonth:selection:mode:markedDates:today:focusedDate:pressedDate:localeIdentifier:)``
/// checks a range's end, the focused and the pressed day on the grid of the picker's own locale:
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
      ("ar_EG", "range's end", "2026-02-08", "2026-02-06"),
      ("de_DE", "range's end", "2026-02-08", nil),
    ] as [(String, String, String, String?)])
  func theGridFollowsTheLocalesFirstWeekday(
    locale: String, role: String, day: String, last: String?
  ) throws {
    let january = try month("2026-01")
    let day = try date(day)
    let start = try date("2026-01-20")
    func make() throws(DatePickerRuleError) -> DatePicker {
      switch role {
      case "pressed day":
        try DatePicker(checkedMonth: january, pressedDate: day, localeIdentifier: locale)
      case "range's end":
        try DatePicker(
          checkedMonth: january, selection: .range(start: start, end: day),
          mode: .range, localeIdentifier: locale)
      default:
        try DatePicker(checkedMonth: january, focusedDate: day, localeIdentifier: locale)
      }
    }
    if let last {
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
}
