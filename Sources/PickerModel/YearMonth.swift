/// A month of a year, the unit the picker displays.
public struct YearMonth: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The year, within `CalendarDate.supportedYears`.
  public let year: Int
  /// The month, 1 (January) through 12 (December).
  public let month: Int

  /// Creates a month, throwing if the year is unsupported or the month is not 1 through 12.
  public init(year: Int, month: Int) throws(DateError) {
    guard CalendarDate.supportedYears.contains(year) else { throw .yearOutOfRange(year: year) }
    guard month >= 1, month <= 12 else { throw .invalidMonth(year: year, month: month) }
    self.init(uncheckedYear: year, month: month)
  }

  /// Creates a month the caller has already checked.
  init(uncheckedYear year: Int, month: Int) {
    self.year = year
    self.month = month
  }

  /// Whether the year is a Gregorian leap year (divisible by 4, except centuries not divisible by 400).
  public var isLeapYear: Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }

  /// The number of days in the month, 28 through 31.
  public var numberOfDays: Int {
    switch month {
    case 2: isLeapYear ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// The 1st of the month.
  public var firstDay: CalendarDate { CalendarDate(uncheckedYear: year, month: month, day: 1) }

  /// The last day of the month.
  public var lastDay: CalendarDate {
    CalendarDate(uncheckedYear: year, month: month, day: numberOfDays)
  }

  /// Whether `date` falls in this month.
  public func contains(_ date: CalendarDate) -> Bool {
    date.year == year && date.month == month
  }

  /// The date with day `day` in this month, clamped to 1 through `numberOfDays`.
  public func clampedDate(day: Int) -> CalendarDate {
    CalendarDate(uncheckedYear: year, month: month, day: min(max(day, 1), numberOfDays))
  }

  /// The month `months` months later, or earlier when `months` is negative.
  ///
  /// - Precondition: the result lies in `CalendarDate.supportedYears`.
  public func adding(months: Int) -> YearMonth {
    guard let yearMonth = offset(byMonths: months) else {
      preconditionFailure("\(self) + \(months) months leaves the supported years")
    }
    return yearMonth
  }

  /// The month's English name, such as `January`.
  public var monthName: String { Self.monthNames[month - 1] }

  /// The selector's label, such as `January 2026`.
  public var title: String { "\(monthName) \(year)" }

  /// The same as `title`, such as `January 2026`.
  public var description: String { title }

  /// Orders months chronologically.
  public static func < (lhs: YearMonth, rhs: YearMonth) -> Bool {
    (lhs.year, lhs.month) < (rhs.year, rhs.month)
  }

  /// The month `months` months away, or `nil` if that leaves the supported years.
  func offset(byMonths months: Int) -> YearMonth? {
    let (index, overflow) = (year * 12 + month - 1).addingReportingOverflow(months)
    guard !overflow, index >= 0 else { return nil }
    let year = index / 12
    guard CalendarDate.supportedYears.contains(year) else { return nil }
    return YearMonth(uncheckedYear: year, month: index % 12 + 1)
  }

  private static let monthNames = [
    "January", "February", "March", "April", "May", "June",
    "July", "August", "September", "October", "November", "December",
  ]
}
