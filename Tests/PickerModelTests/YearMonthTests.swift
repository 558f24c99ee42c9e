import PickerModel
import Testing

@Suite struct YearMonthTests {
  @Test(arguments: [
    ("2026-01", 1, "2026-02"), ("2026-01", -1, "2025-12"), ("2026-12", 1, "2027-01"),
    ("2026-01", 12, "2027-01"), ("2026-01", -13, "2024-12"), ("2026-03", 0, "2026-03"),
    ("0001-01", 12 * 9999 - 1, "9999-12"),
  ])
  func addingMonths(from: String, months: Int, to: String) throws {
    #expect(try month(from).adding(months: months) == month(to))
  }

  @Test(arguments: [
    ("2026-01", "January 2026"), ("2025-12", "December 2025"), ("2026-06", "June 2026"),
    ("0005-09", "September 5"),
  ])
  func title(text: String, title: String) throws {
    let yearMonth = try month(text)
    #expect(yearMonth.title == title)
    #expect(yearMonth.description == title)
  }

  @Test func firstDayAndClamping() throws {
    let february = try YearMonth(year: 2026, month: 2)
    #expect(february.firstDay == (try date("2026-02-01")))
    #expect(february.clampedDate(day: 31) == (try date("2026-02-28")))
    #expect(february.contains(try date("2026-02-14")))
    #expect(!february.contains(try date("2026-03-01")))
  }

  @Test(arguments: [(2026, 13), (2026, 0), (0, 1), (10_000, 12)])
  func invalidMonths(year: Int, month: Int) {
    #expect(throws: DateError.self) { try YearMonth(year: year, month: month) }
  }
}
