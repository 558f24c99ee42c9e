/// Why a year, month, day or ISO string does not name a real calendar date.
public enum DateError: ModelRuleError, Equatable, CustomStringConvertible {
  /// The year lies outside `CalendarDate.supportedYears` (1...9999).
  case yearOutOfRange(year: Int)
  /// The month is not 1 through 12.
  case invalidMonth(year: Int, month: Int)
  /// The day is not 1 through the length of its month.
  case invalidDay(year: Int, month: Int, day: Int)
  /// The text is not of the form `YYYY-MM-DD`.
  case malformed(String)

  /// A one-line message, such as `invalid date 2026-02-30: February 2026 has 28 days`.
  public var description: String {
    let years = CalendarDate.supportedYears
    switch self {
    case .yearOutOfRange(let year):
      return "invalid year \(year): years run from \(years.lowerBound) to \(years.upperBound)"
    case .invalidMonth(let year, let month):
      return "invalid month \(month) of \(year): months run from 1 to 12"
    case .invalidDay(let year, let month, let day):
      let text = "\(zeroPadded(year, 4))-\(zeroPadded(month, 2))-\(zeroPadded(day, 2))"
      let yearMonth = YearMonth(uncheckedYear: year, month: month)
      return "invalid date \(text): \(yearMonth.title) has \(yearMonth.numberOfDays) days"
    case .malformed(let text):
      return "malformed date \(String(reflecting: text)): expected YYYY-MM-DD"
    }
  }
}

/// `value` in decimal, left-padded with zeros to at least `width` digits (sign not counted).
func zeroPadded(_ value: Int, _ width: Int) -> String {
  let digits = String(value.magnitude)
  let padding = String(repeating: "0", count: max(0, width - digits.count))
  return (value < 0 ? "-" : "") + padding + digits
}
