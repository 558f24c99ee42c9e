import PickerModel
import Testing

@Suite struct CalendarDateTests {
  @Test(arguments: [
    ("1970-01-01", Weekday.thursday),
    ("2026-01-01", .thursday),
    ("2026-01-16", .friday),
    ("2026-03-01", .sunday),
    ("2026-06-01", .monday),
    ("2024-02-29", .thursday),
    ("2000-01-01", .saturday),
    ("2000-02-29", .tuesday),
    ("1900-01-01", .monday),
    ("1900-03-01", .thursday),
    ("1600-02-29", .tuesday),
    ("2100-03-01", .monday),
    ("2017-01-01", .sunday),
    ("0001-01-01", .monday),
    ("9999-12-31", .friday),
  ])
  func weekdayOfKnownDates(iso: String, weekday: Weekday) throws {
    let day = try date(iso)
    #expect(day.weekday == weekday)
    #expect(day.weekdayIndex == weekday.rawValue)
  }

  @Test(arguments: [
    ("2026-01", 31), ("2026-02", 28), ("2026-04", 30), ("2026-12", 31),
    ("2024-02", 29), ("2000-02", 29), ("1900-02", 28), ("2100-02", 28), ("1600-02", 29),
    ("2026-06", 30), ("2026-09", 30), ("2026-11", 30), ("2026-07", 31), ("2026-08", 31),
  ])
  func monthLengths(text: String, days: Int) throws {
    let yearMonth = try month(text)
    #expect(yearMonth.numberOfDays == days)
    #expect(yearMonth.lastDay.day == days)
    #expect(yearMonth.lastDay.adding(days: 1) == yearMonth.adding(months: 1).firstDay)
  }

  @Test(arguments: [
    ("2026-01-16", 1, "2026-01-17"),
    ("2026-01-16", -16, "2025-12-31"),
    ("2025-12-31", 1, "2026-01-01"),
    ("2024-02-28", 1, "2024-02-29"),
    ("2024-02-29", 1, "2024-03-01"),
    ("2023-02-28", 1, "2023-03-01"),
    ("1900-02-28", 1, "1900-03-01"),
    ("2000-02-28", 1, "2000-02-29"),
    ("2026-01-16", 365, "2027-01-16"),
    ("2024-01-01", 366, "2025-01-01"),
    ("2026-01-16", -365 * 4 - 1, "2022-01-16"),
    ("2000-01-01", 146_097, "2400-01-01"),
    ("1970-01-01", -719_162, "0001-01-01"),
    ("2026-01-16", 0, "2026-01-16"),
  ])
  func addingDays(from: String, days: Int, to: String) throws {
    let start = try date(from)
    let end = try date(to)
    #expect(start.adding(days: days) == end)
    #expect(end.adding(days: -days) == start)
    #expect(start.days(to: end) == days)
  }

  @Test func fourHundredYearsOfConsecutiveDays() throws {
    // One Gregorian cycle from 2000: each step is one day later, one weekday on, and
    // either the next day of the month or a 1st.
    var day = try date("2000-01-01")
    var broken: [CalendarDate] = []
    for _ in 0..<146_097 {
      let next = day.adding(days: 1)
      let consecutive =
        next.day == day.day + 1 || (next.day == 1 && day.day == day.yearMonth.numberOfDays)
      if !(next > day && next.weekdayIndex == (day.weekdayIndex + 1) % 7 && consecutive) {
        broken.append(day)
      }
      day = next
    }
    #expect(broken.isEmpty)
    #expect(day == (try date("2400-01-01")))
  }

  @Test(arguments: ["2026-01-16", "0001-01-01", "9999-12-31", "2024-02-29", "0999-10-05"])
  func isoRoundTrips(iso: String) throws {
    let day = try date(iso)
    #expect(day.description == iso)
    #expect(CalendarDate(iso: day.description) == day)
  }

  @Test func initialiserKeepsFields() throws {
    let day = try CalendarDate(year: 2026, month: 1, day: 16)
    #expect((day.year, day.month, day.day) == (2026, 1, 16))
    #expect(day.description == "2026-01-16")
    #expect(day.yearMonth == (try YearMonth(year: 2026, month: 1)))
  }

  @Test(arguments: [
    (
      2026, 2, 30, DateError.invalidDay(year: 2026, month: 2, day: 30),
      "invalid date 2026-02-30: February 2026 has 28 days"
    ),
    (
      2023, 2, 29, .invalidDay(year: 2023, month: 2, day: 29),
      "invalid date 2023-02-29: February 2023 has 28 days"
    ),
    (
      1900, 2, 29, .invalidDay(year: 1900, month: 2, day: 29),
      "invalid date 1900-02-29: February 1900 has 28 days"
    ),
    (
      2026, 4, 31, .invalidDay(year: 2026, month: 4, day: 31),
      "invalid date 2026-04-31: April 2026 has 30 days"
    ),
    (
      2026, 1, 0, .invalidDay(year: 2026, month: 1, day: 0),
      "invalid date 2026-01-00: January 2026 has 31 days"
    ),
    (
      2026, 13, 1, .invalidMonth(year: 2026, month: 13),
      "invalid month 13 of 2026: months run from 1 to 12"
    ),
    (
      2026, 0, 1, .invalidMonth(year: 2026, month: 0),
      "invalid month 0 of 2026: months run from 1 to 12"
    ),
    (0, 1, 1, .yearOutOfRange(year: 0), "invalid year 0: years run from 1 to 9999"),
    (10_000, 1, 1, .yearOutOfRange(year: 10_000), "invalid year 10000: years run from 1 to 9999"),
  ])
  func validationErrors(year: Int, month: Int, day: Int, error: DateError, message: String) {
    #expect(throws: error) { try CalendarDate(year: year, month: month, day: day) }
    #expect(error.description == message)
    #expect(!message.contains("\n"))
  }

  @Test(arguments: [
    ("2026-02-30", DateError.invalidDay(year: 2026, month: 2, day: 30)),
    ("2026-13-01", .invalidMonth(year: 2026, month: 13)),
    ("0000-01-01", .yearOutOfRange(year: 0)),
    ("2026-1-16", .malformed("2026-1-16")),
    ("2026/01/16", .malformed("2026/01/16")),
    ("2026-01-16T00", .malformed("2026-01-16T00")),
    ("+026-01-16", .malformed("+026-01-16")),
    ("", .malformed("")),
  ])
  func parsingErrors(text: String, error: DateError) {
    #expect(throws: error) { try CalendarDate(parsing: text) }
    #expect(CalendarDate(iso: text) == nil)
  }

  @Test func malformedMessageStaysOnOneLine() {
    let message = DateError.malformed("2026\n01").description
    #expect(message == #"malformed date "2026\n01": expected YYYY-MM-DD"#)
  }

  @Test func ordering() throws {
    let dates = try ["2026-01-16", "2025-12-31", "2026-01-02", "2026-02-01"].map(date)
    #expect(
      dates.sorted().map(\.description) == ["2025-12-31", "2026-01-02", "2026-01-16", "2026-02-01"])
  }
}
