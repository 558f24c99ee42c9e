/// A day in the proleptic Gregorian calendar, with no time of day or time zone.
///
/// Every value names a real date in `supportedYears`; the throwing initialiser checks this.
public struct CalendarDate: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The years a date may have: 1 through 9999, the four-digit years of ISO 8601.
  public static let supportedYears: ClosedRange<Int> = 1...9999

  /// The year, within `supportedYears`.
  public let year: Int
  /// The month, 1 (January) through 12 (December).
  public let month: Int
  /// The day of the month, 1 through the month's length.
  public let day: Int

  /// Creates a date, throwing if the year, month or day does not exist.
  public init(year: Int, month: Int, day: Int) throws(DateError) {
    let yearMonth = try YearMonth(year: year, month: month)
    guard day >= 1, day <= yearMonth.numberOfDays else {
      throw .invalidDay(year: year, month: month, day: day)
    }
    self.init(uncheckedYear: year, month: month, day: day)
  }

  /// Parses an ISO 8601 calendar date such as `"2026-01-16"`, or returns `nil` if it is not one.
  public init?(iso: String) {
    guard let date = try? CalendarDate(parsing: iso) else { return nil }
    self = date
  }

  /// Parses an ISO 8601 calendar date such as `"2026-01-16"`, throwing a `DateError` that says what is wrong.
  public init(parsing iso: String) throws(DateError) {
    let bytes = Array(iso.utf8)
    let dash = UInt8(ascii: "-")
    guard bytes.count == 10, bytes[4] == dash, bytes[7] == dash,
      let year = decimal(bytes[0..<4]), let month = decimal(bytes[5..<7]),
      let day = decimal(bytes[8..<10])
    else { throw .malformed(iso) }
    try self.init(year: year, month: month, day: day)
  }

  /// Creates a date the caller has already checked.
  init(uncheckedYear year: Int, month: Int, day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  /// The day of the week as a column index: Monday = 0 … Sunday = 6.
  public var weekdayIndex: Int {
    // 1970-01-01 (day number 0) was a Thursday, index 3.
    let index = (dayNumber + 3) % 7
    return index < 0 ? index + 7 : index
  }

  /// The day of the week.
  public var weekday: Weekday { Weekday.allCases[weekdayIndex] }

  /// The month this date falls in.
  public var yearMonth: YearMonth { YearMonth(uncheckedYear: year, month: month) }

  /// The date `days` days later, or earlier when `days` is negative.
  ///
  /// - Precondition: the result lies in `supportedYears`.
  public func adding(days: Int) -> CalendarDate {
    guard let date = offset(byDays: days) else {
      preconditionFailure("\(self) + \(days) days leaves the supported years")
    }
    return date
  }

  /// The number of days from this date to `other`: positive when `other` is later.
  public func days(to other: CalendarDate) -> Int {
    other.dayNumber - dayNumber
  }

  /// The date as `YYYY-MM-DD`, such as `2026-01-16`.
  public var description: String {
    "\(zeroPadded(year, 4))-\(zeroPadded(month, 2))-\(zeroPadded(day, 2))"
  }

  /// Orders dates chronologically.
  public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  /// The date `days` days away, or `nil` if that leaves `supportedYears`.
  func offset(byDays days: Int) -> CalendarDate? {
    let (number, overflow) = dayNumber.addingReportingOverflow(days)
    guard !overflow, number >= Self.first.dayNumber, number <= Self.last.dayNumber else {
      return nil
    }
    return CalendarDate(dayNumber: number)
  }

  /// The first supported date, 0001-01-01.
  static let first = CalendarDate(uncheckedYear: supportedYears.lowerBound, month: 1, day: 1)
  /// The last supported date, 9999-12-31.
  static let last = CalendarDate(uncheckedYear: supportedYears.upperBound, month: 12, day: 31)

  /// Days since 1970-01-01 (Howard Hinnant's `days_from_civil`).
  var dayNumber: Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The date `number` days after 1970-01-01 (Howard Hinnant's `civil_from_days`).
  init(dayNumber number: Int) {
    let z = number + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shiftedMonth = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
    let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    self.init(uncheckedYear: year, month: month, day: day)
  }
}

/// The value of a run of ASCII decimal digits, or `nil` if any byte is not a digit.
private func decimal(_ bytes: ArraySlice<UInt8>) -> Int? {
  var value = 0
  for byte in bytes {
    guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
    value = value * 10 + Int(byte - UInt8(ascii: "0"))
  }
  return value
}
