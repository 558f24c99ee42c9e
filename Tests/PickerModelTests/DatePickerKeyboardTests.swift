import PickerModel
import Testing

@Suite struct DatePickerKeyboardTests {
  /// Displayed month, focus before, key, focus after, displayed month after.
  @Test(arguments: [
    ("2026-01", "2026-01-16", PickerKey.right, "2026-01-17", "2026-01"),
    ("2026-01", "2026-01-16", .left, "2026-01-15", "2026-01"),
    ("2026-01", "2026-01-16", .up, "2026-01-09", "2026-01"),
    ("2026-01", "2026-01-16", .down, "2026-01-23", "2026-01"),
    ("2026-01", "2026-01-31", .right, "2026-02-01", "2026-02"),
    ("2026-01", "2026-01-29", .down, "2026-02-05", "2026-02"),
    ("2026-01", "2026-01-01", .left, "2025-12-31", "2025-12"),
    ("2026-01", "2026-01-01", .up, "2025-12-25", "2025-12"),
    ("2025-12", "2025-12-31", .right, "2026-01-01", "2026-01"),
    ("2025-12", "2025-12-28", .down, "2026-01-04", "2026-01"),
    ("2024-02", "2024-02-28", .right, "2024-02-29", "2024-02"),
    ("2024-02", "2024-02-29", .right, "2024-03-01", "2024-03"),
    ("2026-01", "2026-01-16", .pageUp, "2025-12-16", "2025-12"),
    ("2025-12", "2025-12-16", .pageDown, "2026-01-16", "2026-01"),
    ("2026-01", "2026-01-31", .pageDown, "2026-02-28", "2026-02"),
    ("2024-01", "2024-01-31", .pageDown, "2024-02-29", "2024-02"),
    ("2026-03", "2026-03-31", .pageUp, "2026-02-28", "2026-02"),
    ("2026-01", "2026-01-16", .home, "2026-01-12", "2026-01"),
    ("2026-01", "2026-01-16", .end, "2026-01-18", "2026-01"),
    ("2026-01", "2026-01-12", .home, "2026-01-12", "2026-01"),
    ("2026-01", "2026-01-18", .end, "2026-01-18", "2026-01"),
    ("2026-01", "2026-01-01", .home, "2025-12-29", "2025-12"),
    ("2026-01", "2026-01-31", .end, "2026-02-01", "2026-02"),
    ("0001-01", "0001-01-01", .left, "0001-01-01", "0001-01"),
    ("0001-01", "0001-01-01", .pageUp, "0001-01-01", "0001-01"),
    ("9999-12", "9999-12-31", .right, "9999-12-31", "9999-12"),
    ("9999-12", "9999-12-31", .end, "9999-12-31", "9999-12"),
  ])
  func focusMoves(shown: String, from: String, key: PickerKey, to: String, after: String) throws {
    var picker = DatePicker(month: try month(shown), focusedDate: try date(from))
    #expect(picker.handle(key) == nil)
    #expect(picker.focusedDate == (try date(to)))
    #expect(picker.displayedMonth == (try month(after)))
    #expect(picker.selection == .none)
  }

  /// With no focus, movement starts from the selection in the displayed month, else the 1st.
  @Test(arguments: [
    ("single 2026-01-16", PickerKey.right, "2026-01-17", "2026-01"),
    ("single 2026-01-16", .home, "2026-01-12", "2026-01"),
    ("none", .right, "2026-01-02", "2026-01"),
    ("none", .left, "2025-12-31", "2025-12"),
    ("none", .down, "2026-01-08", "2026-01"),
    ("single 2026-02-10", .down, "2026-01-08", "2026-01"),
    ("range 2026-01-10 2026-01-14", .right, "2026-01-11", "2026-01"),
    ("range 2025-12-20 2026-01-14", .right, "2026-01-15", "2026-01"),
    ("none", .pageDown, "2026-02-01", "2026-02"),
  ])
  func focusStartsFromSelection(selected: String, key: PickerKey, to: String, after: String) throws
  {
    var picker = DatePicker(month: try month("2026-01"), selection: try selection(selected))
    _ = picker.handle(key)
    #expect(picker.focusedDate == (try date(to)))
    #expect(picker.displayedMonth == (try month(after)))
  }

  @Test(arguments: [PickerKey.enter, .space])
  func enterAndSpaceSelectTheFocusedDate(key: PickerKey) throws {
    var picker = DatePicker.seed
    _ = picker.handle(.right)
    #expect(picker.handle(key) == nil)
    #expect(picker.selection == .single(try date("2026-01-17")))
    #expect(picker.cell(row: 2, column: 5).state == .active)
    #expect(picker.cell(row: 2, column: 5).isFocused)
  }

  @Test(arguments: [PickerKey.enter, .space])
  func enterWithoutFocusDoesNothing(key: PickerKey) {
    var picker = DatePicker.seed
    #expect(picker.handle(key) == nil)
    #expect(picker == DatePicker.seed)
  }

  @Test func escapeDismissesWithTheOriginalSelection() throws {
    var picker = DatePicker.seed
    _ = picker.handle(.down)
    _ = picker.handle(.enter)
    #expect(picker.selection == .single(try date("2026-01-23")))
    #expect(picker.handle(.escape) == .dismissed(.single(try date("2026-01-16"))))
  }

  @Test func keyboardRangeAcrossAMonth() throws {
    var picker = DatePicker(
      month: try month("2026-01"), mode: .range, focusedDate: try date("2026-01-28"))
    _ = picker.handle(.enter)
    _ = picker.handle(.down)
    _ = picker.handle(.space)
    #expect(picker.selection == .range(start: try date("2026-01-28"), end: try date("2026-02-04")))
    #expect(picker.displayedMonth == (try month("2026-02")))
    #expect(picker.cells.map(\.state).filter { $0 == .rangeMiddle }.count == 3)
    #expect(picker.cell(row: 1, column: 2).state == .rangeEnd)  // February 2026 starts on a Sunday
    // A scene file may say what the keyboard reached: the checked picker takes it as it is.
    let checked = try DatePicker(
      checkedMonth: picker.displayedMonth, selection: picker.selection, mode: picker.mode,
      focusedDate: picker.focusedDate)
    #expect(checked.cells == picker.cells)
  }

  /// A range picked the other way round in time: from February back into January with Page
  /// Up; the selector's next button then shows February with the range begun in January, which
  /// a scene file may say too: its 1st is banded and runs on to the empty cell before it.
  @Test func keyboardRangeBackIntoTheMonthBefore() throws {
    var picker = DatePicker(
      month: try month("2026-02"), mode: .range, focusedDate: try date("2026-02-10"))
    _ = picker.handle(.enter)
    _ = picker.handle(.pageUp)
    _ = picker.handle(.right)
    _ = picker.handle(.right)
    _ = picker.handle(.right)
    _ = picker.handle(.right)
    _ = picker.handle(.right)
    _ = picker.handle(.right)
    _ = picker.handle(.enter)
    #expect(picker.selection == .range(start: try date("2026-01-16"), end: try date("2026-02-10")))
    #expect(picker.displayedMonth == (try month("2026-01")))
    picker.showNextMonth()
    let checked = try DatePicker(
      checkedMonth: picker.displayedMonth, selection: picker.selection, mode: picker.mode)
    let first = try #require(checked.cells.first { $0.date == (try? date("2026-02-01")) })
    #expect(first.state == .rangeMiddle && !first.isSpilled)
    #expect(checked.rangeRuns(from: first) == (earlier: true, later: false))
  }

  /// The selector's buttons: month after, focus after (nil when there was none).
  @Test(
    arguments: [
      ("2026-01", "2026-01-31", true, "2026-02", "2026-02-28"),
      ("2026-03", "2026-03-31", false, "2026-02", "2026-02-28"),
      ("2025-12", "2025-12-16", true, "2026-01", "2026-01-16"),
      ("2026-01", "2026-01-16", false, "2025-12", "2025-12-16"),
      ("2026-01", nil, true, "2026-02", nil),
      ("9999-12", "9999-12-31", true, "9999-12", "9999-12-31"),
      ("0001-01", nil, false, "0001-01", nil),
    ] as [(String, String?, Bool, String, String?)])
  func selectorButtons(
    shown: String, focus: String?, next: Bool, after: String, focusAfter: String?
  ) throws {
    var picker = DatePicker(month: try month(shown), focusedDate: try focus.map(date))
    if next { picker.showNextMonth() } else { picker.showPreviousMonth() }
    #expect(picker.displayedMonth == (try month(after)))
    #expect(picker.focusedDate == (try focusAfter.map(date)))
  }
}
