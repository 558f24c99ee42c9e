import PickerModel
import Testing

/// Where a range runs on from a cell (``DatePicker/rangeRuns(from:)``): to the neighbours in its
/// row that the range takes in, shown or not. Seed 002: the band "reaches 4 pt past the cell on
/// every side it joins"; a row break joins nothing (January 2026 from Monday: the 11th is a
/// Sunday, the 12th a Monday; February 2026 starts on Sunday the 1st, after six empty cells).
@Suite struct DatePickerRangeRunTests {
  @Test(
    arguments: [
      // shown, range, day, runs earlier, runs later
      ("2026-01", "range 2026-01-08 2026-01-14", "2026-01-08", false, true),
      ("2026-01", "range 2026-01-08 2026-01-14", "2026-01-11", true, false),
      ("2026-01", "range 2026-01-08 2026-01-14", "2026-01-12", false, true),
      ("2026-01", "range 2026-01-08 2026-01-14", "2026-01-14", true, false),
      ("2026-01", "range 2026-01-08 2026-01-14", "2026-01-15", false, false),
      ("2026-01", "range 2026-01-08 2026-01-12", "2026-01-12", false, false),
      ("2026-01", "range 2026-01-11 2026-01-14", "2026-01-11", false, false),
      // Into the spilled days: the 31st runs on to the spilled 1st, the 1st ends its row.
      ("2026-01", "range 2026-01-26 2026-02-04", "2026-01-31", true, true),
      ("2026-01", "range 2026-01-26 2026-02-04", "2026-02-01", true, false),
      ("2026-01", "range 2026-01-26 2026-02-04", "2026-02-04", true, false),
      // Begun last month: February's 1st runs on to the empty cell before it.
      ("2026-02", "range 2026-01-26 2026-02-10", "2026-02-01", true, false),
      ("2026-02", "range 2026-01-26 2026-02-10", "2026-02-02", false, true),
      // Begun last month on a card that starts on Monday (June 2026): the row breaks there.
      ("2026-06", "range 2026-05-26 2026-06-03", "2026-06-01", false, true),
      // A range in progress or a single day runs nowhere.
      ("2026-01", "range 2026-01-08", "2026-01-08", false, false),
      ("2026-01", "single 2026-01-08", "2026-01-08", false, false),
    ] as [(String, String, String, Bool, Bool)])
  func aRangeRunsOnWithinItsRow(
    shown: String, selected: String, day: String, earlier: Bool, later: Bool
  ) throws {
    let picker = DatePicker(month: try month(shown), selection: try selection(selected))
    let target = try date(day)
    let cell = try #require(picker.cells.first { $0.date == target })
    let runs = picker.rangeRuns(from: cell)
    #expect(runs.earlier == earlier && runs.later == later, "\(runs)")
  }

  /// A range running on into February's spilled days takes them in: the spilled 1st to 3rd are
  /// Range Middle and the 4th its Range End, still spilled; the 5th on stays Disabled.
  @Test func aRangeIntoTheSpilledDaysTakesThemIn() throws {
    let picker = DatePicker(
      month: try month("2026-01"), selection: try selection("range 2026-01-26 2026-02-04"),
      mode: .range)
    let spilled = picker.cells.filter(\.isSpilled)
    #expect(
      spilled.map(\.state) == [.rangeMiddle, .rangeMiddle, .rangeMiddle, .rangeEnd]
        + [
          DayCellState
        ](repeating: .disabled, count: 4))
  }
}
