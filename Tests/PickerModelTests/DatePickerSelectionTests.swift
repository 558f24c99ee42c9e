import PickerModel
import Testing

@Suite struct DatePickerSelectionTests {
  /// Mode, selection before, taps in order, selection after.
  @Test(
    arguments: [
      (SelectionMode.range, "none", [], "none"),
      (.range, "none", ["2026-01-10"], "range 2026-01-10"),
      (.range, "none", ["2026-01-10", "2026-01-20"], "range 2026-01-10 2026-01-20"),
      (.range, "none", ["2026-01-20", "2026-01-10"], "range 2026-01-10 2026-01-20"),
      (.range, "none", ["2026-01-10", "2026-01-10"], "range 2026-01-10 2026-01-10"),
      (.range, "none", ["2026-01-10", "2026-01-20", "2026-01-05"], "range 2026-01-05"),
      (
        .range, "none", ["2026-01-10", "2026-01-20", "2026-01-05", "2026-01-08"],
        "range 2026-01-05 2026-01-08"
      ),
      (.range, "single 2026-01-16", ["2026-01-20"], "range 2026-01-20"),
      (.range, "range 2026-01-16", ["2026-01-02"], "range 2026-01-02 2026-01-16"),
      (.range, "range 2026-01-02 2026-01-16", ["2026-01-20"], "range 2026-01-20"),
      (.range, "none", ["2026-01-28", "2026-02-03"], "range 2026-01-28 2026-02-03"),
      (.single, "none", ["2026-01-10"], "single 2026-01-10"),
      (.single, "single 2026-01-16", ["2026-01-10", "2026-01-20"], "single 2026-01-20"),
      (.single, "range 2026-01-02 2026-01-16", ["2026-01-20"], "single 2026-01-20"),
    ] as [(SelectionMode, String, [String], String)])
  func tapSequences(mode: SelectionMode, before: String, taps: [String], after: String) throws {
    var picker = DatePicker(
      month: try month("2026-01"), selection: try selection(before), mode: mode)
    for tap in taps { picker.select(try date(tap)) }
    #expect(picker.selection == (try selection(after)))
    #expect(picker.originalSelection == (try selection(before)))
    #expect(picker.focusedDate == (try taps.last.map(date)))
  }

  @Test func selectingASpilledDayPagesToItsMonth() throws {
    var picker = DatePicker.seed
    let spilled = try date("2026-02-03")
    #expect(picker.cell(row: 5, column: 1).date == spilled)
    picker.select(spilled)
    #expect(picker.displayedMonth.title == "February 2026")
    #expect(picker.selection == .single(spilled))
    #expect(picker.focusedDate == spilled)
    let cell = try #require(picker.cells.first { $0.date == spilled })
    #expect(cell.state == .active && cell.hasDot && cell.isFocused && !cell.isSpilled)
  }

  @Test func selectingInsideTheMonthKeepsIt() throws {
    var picker = DatePicker.seed
    picker.select(try date("2026-01-31"))
    #expect(picker.displayedMonth == DatePicker.seed.displayedMonth)
  }

  /// Taps after opening the seed, then what Submit and Dismiss hand back.
  @Test(
    arguments: [
      ([], "single 2026-01-16", "single 2026-01-16"),
      (["2026-01-20"], "single 2026-01-20", "single 2026-01-16"),
      (["2026-01-20", "2026-02-03"], "single 2026-02-03", "single 2026-01-16"),
    ] as [([String], String, String)])
  func submitAndDismiss(taps: [String], submitted: String, dismissed: String) throws {
    var picker = DatePicker.seed
    for tap in taps { picker.select(try date(tap)) }
    #expect(picker.submit() == .submitted(try selection(submitted)))
    #expect(picker.dismiss() == .dismissed(try selection(dismissed)))
    #expect(picker.submit().value == (try selection(submitted)))
  }

  @Test func dismissOfARangePickerRestoresNothingSelected() throws {
    var picker = DatePicker(month: try month("2026-01"), mode: .range)
    picker.select(try date("2026-01-05"))
    picker.select(try date("2026-01-09"))
    #expect(picker.submit() == .submitted(try selection("range 2026-01-05 2026-01-09")))
    #expect(picker.dismiss() == .dismissed(.none))
  }

  @Test(arguments: [
    PickerKey.left, .right, .up, .down, .pageUp, .pageDown, .home, .end, .enter, .space,
  ])
  func onlyEscapeCloses(key: PickerKey) {
    var picker = DatePicker.seed
    #expect(picker.handle(key) == nil)
  }
}
