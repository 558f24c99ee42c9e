import PickerModel
import Testing

@Suite struct DayCellStateTests {
  @Test(arguments: [
    (DayCellState.default, "default", "Default"),
    (.pressed, "pressed", "Pressed"),
    (.active, "active", "Active"),
    (.today, "today", "Today"),
    (.disabled, "disabled", "Disabled"),
    (.rangeStart, "range-start", "Range Start"),
    (.rangeEnd, "range-end", "Range End"),
    (.rangeMiddle, "range-middle", "Range Middle"),
  ])
  func namesAndTitles(state: DayCellState, rawValue: String, title: String) {
    #expect(state.rawValue == rawValue)
    #expect(DayCellState(rawValue: rawValue) == state)
    #expect(state.title == title)
  }

  @Test func eightStates() {
    #expect(DayCellState.allCases.count == 8)
  }

  @Test func weekdayLabels() {
    #expect(Weekday.allCases.map(\.shortLabel).joined(separator: " ") == "M Tu We Th Fr Sa Su")
    #expect(Weekday.allCases.map(\.rawValue) == Array(0..<7))
  }

  /// Selection, pressed date, today, the date looked at (all in January 2026's grid), its state.
  @Test(
    arguments: [
      ("single 2026-01-16", nil, nil, "2026-01-16", DayCellState.active),
      ("single 2026-01-16", nil, nil, "2026-01-15", .default),
      ("none", "2026-01-15", nil, "2026-01-15", .pressed),
      ("none", nil, "2026-01-20", "2026-01-20", .today),
      ("none", "2026-01-20", "2026-01-20", "2026-01-20", .pressed),
      ("single 2026-01-20", "2026-01-20", "2026-01-20", "2026-01-20", .active),
      ("none", nil, nil, "2026-02-03", .disabled),
      ("single 2026-02-03", "2026-02-03", "2026-02-03", "2026-02-03", .disabled),
      ("range 2026-01-10 2026-01-14", nil, nil, "2026-01-09", .default),
      ("range 2026-01-10 2026-01-14", nil, nil, "2026-01-10", .rangeStart),
      ("range 2026-01-10 2026-01-14", nil, nil, "2026-01-11", .rangeMiddle),
      ("range 2026-01-10 2026-01-14", "2026-01-12", "2026-01-12", "2026-01-12", .rangeMiddle),
      ("range 2026-01-10 2026-01-14", nil, nil, "2026-01-14", .rangeEnd),
      ("range 2026-01-10 2026-01-14", "2026-01-15", nil, "2026-01-15", .pressed),
      ("range 2026-01-14 2026-01-10", nil, nil, "2026-01-10", .rangeStart),
      ("range 2026-01-14 2026-01-10", nil, nil, "2026-01-14", .rangeEnd),
      ("range 2026-01-10", nil, nil, "2026-01-10", .active),
      ("range 2026-01-10", nil, nil, "2026-01-11", .default),
      ("range 2026-01-10 2026-01-10", nil, nil, "2026-01-10", .active),
      ("range 2026-01-28 2026-02-05", nil, nil, "2026-01-31", .rangeMiddle),
      // A range running on into the spilled days takes them in (issue 21): banded, its end
      // capped; the spilled days after it, a pressed or today spilled day stay Disabled.
      ("range 2026-01-28 2026-02-05", nil, nil, "2026-02-01", .rangeMiddle),
      ("range 2026-01-28 2026-02-05", "2026-02-03", "2026-02-03", "2026-02-03", .rangeMiddle),
      ("range 2026-01-28 2026-02-05", nil, nil, "2026-02-05", .rangeEnd),
      ("range 2026-01-28 2026-02-05", "2026-02-06", "2026-02-06", "2026-02-06", .disabled),
      ("range 2026-02-02 2026-02-20", nil, nil, "2026-02-02", .rangeStart),
      ("range 2026-02-02", nil, nil, "2026-02-02", .disabled),
      ("range 2025-12-20 2026-01-05", nil, nil, "2026-01-01", .rangeMiddle),
      ("range 2025-12-20 2026-01-05", nil, nil, "2026-01-05", .rangeEnd),
    ] as [(String, String?, String?, String, DayCellState)])
  func stateRules(
    selected: String, pressed: String?, today: String?, looked: String, state: DayCellState
  ) throws {
    let picker = DatePicker(
      month: try month("2026-01"), selection: try selection(selected), mode: .range,
      today: try today.map(date), pressedDate: try pressed.map(date))
    let target = try date(looked)
    let cell = try #require(picker.cells.first { $0.date == target })
    #expect(cell.state == state)
  }

  @Test func everyStateIsReachable() throws {
    let ranged = DatePicker(
      month: try month("2026-01"), selection: try selection("range 2026-01-10 2026-01-14"),
      mode: .range, today: try date("2026-01-22"), pressedDate: try date("2026-01-20"))
    let states = Set((ranged.cells + DatePicker.seed.cells).map(\.state))
    #expect(states == Set(DayCellState.allCases))
  }

  @Test func dotsAndFocusAreIndependentOfState() throws {
    let spilled = try date("2026-02-03")
    var picker = DatePicker.seed
    picker.focusedDate = try date("2026-01-16")
    picker.markedDates.insert(try date("2026-01-16"))
    let active = picker.cell(row: 2, column: 4)
    #expect(active.state == .active && active.hasDot && active.isFocused)
    picker.focusedDate = spilled
    #expect(picker.cell(row: 5, column: 1).isFocused)
    #expect(picker.cells.filter(\.isFocused).count == 1)
  }
}
