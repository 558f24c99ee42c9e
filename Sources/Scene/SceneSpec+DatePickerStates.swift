import PickerModel

extension SceneSpec {
  /// Every Date Picker state worth a picture, and the date selector on its own (@2x, Light and
  /// Dark). January 2026 starts on a Thursday; its Sundays are the 4th, 11th, 18th and 25th.
  public static let datePickerStates: [SceneSpec] = [
    SceneSpec(
      id: "date-selector", summary: "the date selector alone: January 2026 between two buttons",
      model: { try YearMonth(year: 2026, month: 1) }, as: .dateSelector),
    state(
      "date-picker-range-start", "a range in progress: only its start, the 8th, picked",
      selection: { .range(start: try $0(8), end: nil) }),
    state(
      "date-picker-range-one-day", "a one-day range on the 15th",
      selection: { .range(start: try $0(15), end: try $0(15)) }),
    state(
      "date-picker-range-from-sunday",
      "a range starting on Sunday the 11th: its half band stops at the row's end",
      selection: { .range(start: try $0(11), end: try $0(14)) }),
    state(
      "date-picker-range-to-monday",
      "a range ending on Monday the 12th: the band breaks with the row, flush at both edges",
      selection: { .range(start: try $0(8), end: try $0(12)) }),
    state(
      "date-picker-range-into-spilled",
      "a range from the 26th to February 4th: the band stops where the spilled days begin",
      selection: { _ in
        .range(
          start: try CalendarDate(year: 2026, month: 1, day: 26),
          end: try CalendarDate(year: 2026, month: 2, day: 4))
      }),
    state(
      "date-picker-range-with-today", "today, the 21st, inside a range from the 19th to the 23rd",
      selection: { .range(start: try $0(19), end: try $0(23)) }, today: 21),
    state(
      "date-picker-empty", "no selection, today on the 20th", selection: { _ in .none }, today: 20),
    state(
      "date-picker-focus-default", "keyboard focus on a Default day, the 22nd",
      selection: { .single(try $0(16)) }, today: 20, focus: { try $0(22) }),
    state(
      "date-picker-focus-today", "keyboard focus on Today, the 20th",
      selection: { .single(try $0(16)) }, today: 20, focus: { try $0(20) }),
    state(
      "date-picker-focus-spilled", "keyboard focus on a spilled day, February 3rd",
      selection: { .single(try $0(16)) }, today: 20,
      focus: { _ in try CalendarDate(year: 2026, month: 2, day: 3) }),
    SceneSpec(
      id: "date-picker-monday-start",
      summary: "June 2026, a month that starts on a Monday: no empty leading cells",
      model: {
        DatePicker(
          month: try YearMonth(year: 2026, month: 6),
          selection: .single(try CalendarDate(year: 2026, month: 6, day: 10)))
      }, as: .datePicker),
  ]

  /// A January 2026 Date Picker scene; `day(n)` makes January the n-th. Range selections use the
  /// range mode; the 2nd, 12th and 17th are marked as in the seed.
  static func state(
    _ id: String, _ summary: String,
    selection: @escaping @Sendable (_ day: (Int) throws -> CalendarDate) throws -> DateSelection,
    today: Int? = nil,
    focus: (@Sendable (_ day: (Int) throws -> CalendarDate) throws -> CalendarDate)? = nil
  ) -> SceneSpec {
    SceneSpec(
      id: id, summary: summary,
      model: {
        let day = { (day: Int) throws -> CalendarDate in
          try CalendarDate(year: 2026, month: 1, day: day)
        }
        let picked = try selection(day)
        let mode: SelectionMode
        if case .range = picked { mode = .range } else { mode = .single }
        return DatePicker(
          month: try YearMonth(year: 2026, month: 1), selection: picked, mode: mode,
          markedDates: [try day(2), try day(12), try day(17)], today: try today.map(day),
          focusedDate: try focus?(day))
      }, as: .datePicker)
  }
}
