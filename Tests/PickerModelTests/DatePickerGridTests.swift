import PickerModel
import Testing

@Suite struct DatePickerGridTests {
  /// Each row as text: `.` for an empty cell, the day number, `+` marking a spilled day.
  static func rows(of picker: DatePicker) -> [String] {
    (0..<6).map { row in
      (0..<7).map { column in
        let cell = picker.cell(row: row, column: column)
        guard let day = cell.day else { return "." }
        return cell.isSpilled ? "+\(day)" : "\(day)"
      }.joined(separator: " ")
    }
  }

  @Test(arguments: [
    (
      "2026-01",
      [
        ". . . 1 2 3 4", "5 6 7 8 9 10 11", "12 13 14 15 16 17 18", "19 20 21 22 23 24 25",
        "26 27 28 29 30 31 +1", "+2 +3 +4 +5 +6 +7 +8",
      ]
    ),
    (
      "2026-06",
      [
        "1 2 3 4 5 6 7", "8 9 10 11 12 13 14", "15 16 17 18 19 20 21", "22 23 24 25 26 27 28",
        "29 30 +1 +2 +3 +4 +5", "+6 +7 +8 +9 +10 +11 +12",
      ]
    ),
    (
      "2026-03",
      [
        ". . . . . . 1", "2 3 4 5 6 7 8", "9 10 11 12 13 14 15", "16 17 18 19 20 21 22",
        "23 24 25 26 27 28 29", "30 31 +1 +2 +3 +4 +5",
      ]
    ),
    (
      "2021-02",
      [
        "1 2 3 4 5 6 7", "8 9 10 11 12 13 14", "15 16 17 18 19 20 21", "22 23 24 25 26 27 28",
        "+1 +2 +3 +4 +5 +6 +7", "+8 +9 +10 +11 +12 +13 +14",
      ]
    ),
    (
      "2024-02",
      [
        ". . . 1 2 3 4", "5 6 7 8 9 10 11", "12 13 14 15 16 17 18", "19 20 21 22 23 24 25",
        "26 27 28 29 +1 +2 +3", "+4 +5 +6 +7 +8 +9 +10",
      ]
    ),
  ])
  func layout(text: String, rows: [String]) throws {
    let picker = DatePicker(month: try month(text))
    #expect(Self.rows(of: picker) == rows)
  }

  @Test(arguments: [
    "2026-01", "2026-02", "2026-03", "2026-06", "2021-02", "2024-02", "0001-01", "9999-12",
  ])
  func gridInvariants(text: String) throws {
    let shown = try month(text)
    let cells = DatePicker(month: shown, selection: .single(shown.firstDay), today: shown.firstDay)
      .cells
    #expect(cells.count == 42)
    #expect(cells.map { $0.row * 7 + $0.column } == Array(0..<42))
    #expect(cells.allSatisfy { $0.index == $0.row * 7 + $0.column })
    let dated = cells.filter { !$0.isEmpty }
    #expect(
      dated.filter { !$0.isSpilled }.map(\.day) == (1...shown.numberOfDays).map { Optional($0) })
    #expect(
      cells.filter(\.isSpilled).allSatisfy { $0.state == .disabled && $0.date?.yearMonth != shown })
    #expect(cells.filter { !$0.isSpilled }.allSatisfy { $0.state != .disabled })
    #expect(
      cells.filter(\.isEmpty).allSatisfy {
        $0.state == .default && !$0.hasDot && !$0.isFocused && $0.day == nil
      })
    #expect(cells.prefix { $0.isEmpty }.count == shown.firstDay.weekdayIndex)
    for cell in dated {
      #expect(cell.date?.weekdayIndex == cell.column)
      #expect(cell.day == cell.date?.day)
    }
  }

  @Test func lastSupportedMonthLeavesTrailingCellsEmpty() throws {
    // 9999-12-31 is a Friday; past it there are no dates to spill.
    let cells = DatePicker(month: try month("9999-12")).cells
    #expect(cells.filter(\.isSpilled).isEmpty)
    #expect(cells.suffix(9).allSatisfy { $0.isEmpty })
  }

  @Test func seedCard() throws {
    let seed = DatePicker.seed
    #expect(seed.displayedMonth.title == "January 2026")
    #expect(seed.selection == .single(try date("2026-01-16")))
    #expect(seed.originalSelection == seed.selection)
    #expect(seed.mode == .single)
    #expect(seed.today == nil && seed.focusedDate == nil && seed.pressedDate == nil)
    let cells = seed.cells
    #expect(cells.filter { $0.state == .active }.map(\.date) == [try date("2026-01-16")])
    let dots = cells.filter(\.hasDot).map { $0.date?.description }
    #expect(dots == ["2026-01-02", "2026-01-12", "2026-01-17", "2026-02-03"])
    #expect(cells.filter(\.isSpilled).count == 8)
    #expect(cells.filter { $0.state == .default }.count == 3 + 30)
    #expect(!cells.contains { $0.isFocused })

    let spilledDot = seed.cell(row: 5, column: 1)
    #expect(spilledDot.date == (try date("2026-02-03")))
    #expect(spilledDot.state == .disabled && spilledDot.hasDot && spilledDot.isSpilled)
    let sixteenth = DayCell(row: 2, column: 4, date: try date("2026-01-16"), state: .active)
    let seventeenth = DayCell(
      row: 2, column: 5, date: try date("2026-01-17"), state: .default, hasDot: true)
    #expect(seed.cell(row: 2, column: 4) == sixteenth)
    #expect(seed.cell(row: 2, column: 5) == seventeenth)
    #expect(seed.cell(row: 0, column: 2) == DayCell(row: 0, column: 2, date: nil, state: .default))
    #expect(seed.cell(row: 4, column: 6).date == (try date("2026-02-01")))
  }
}
