import Foundation
import PickerModel

/// A month laid out as Apple's calendars lay it out for a locale, from Foundation's locale data
/// alone: the first weekday, the weekday symbols in column order, the month title ("January
/// 2026", "Januar 2026") and where each day falls in the grid.
///
/// The grid shows only the month's own days (as iOS does); ``rowCount`` is the number of weeks it
/// touches (5 for January 2026 in en_US and de_DE). macOS also shows the neighbouring months'
/// days to fill six rows: ``date(row:column:)`` gives any cell's date.
///
/// ```swift
/// let month = try AppleCalendarMonth(YearMonth(year: 2026, month: 1), localeIdentifier: "de_DE")
/// month.shortWeekdaySymbols.first  // "Mo"
/// month.column(of: try CalendarDate(year: 2026, month: 1, day: 16))  // 4 (Friday)
/// ```
public struct AppleCalendarMonth: Hashable, Sendable {
  /// The month shown.
  public let month: YearMonth
  /// The locale whose conventions it follows (`en_US`, `de_DE`).
  public let localeIdentifier: String
  /// Foundation's first weekday: 1 is Sunday, 2 Monday … 7 Saturday.
  public let firstWeekday: Int
  /// One-letter weekday symbols in column order (`S M T W T F S` in en_US), Foundation's
  /// `veryShortStandaloneWeekdaySymbols`.
  public let veryShortWeekdaySymbols: [String]
  /// Short weekday symbols in column order (`Sun Mon …` in en_US, `Mo Di …` in de_DE),
  /// Foundation's `shortStandaloneWeekdaySymbols`.
  public let shortWeekdaySymbols: [String]
  /// The month and year as the locale writes them alone (template `MMMMy`).
  public let title: String
  /// Columns before the 1st in the first row.
  public let leadingBlanks: Int
  /// Whether the locale's script runs right to left: the first weekday's column stands at the
  /// right (Foundation's character direction).
  public let isRightToLeft: Bool

  /// Reads the layout of `month` in `localeIdentifier` from Foundation.
  ///
  /// - Throws: ``SceneError/badComponent(_:)`` naming the locale when Foundation does not know
  ///   it, or the month when Foundation cannot place it.
  public init(_ month: YearMonth, localeIdentifier: String) throws(SceneError) {
    let locale = Locale(identifier: PickerLocale.icuForm(localeIdentifier))
    guard PickerLocale.isAvailable(localeIdentifier) else {
      throw .badComponent("calendar: unknown locale \"\(localeIdentifier)\"")
    }
    let calendar = Self.calendar(locale)
    let symbolsShort = calendar.shortStandaloneWeekdaySymbols
    let symbolsVeryShort = calendar.veryShortStandaloneWeekdaySymbols
    guard symbolsShort.count == 7, symbolsVeryShort.count == 7,
      (1...7).contains(calendar.firstWeekday),
      let first = Self.date(month.firstDay, in: calendar)
    else {
      throw .badComponent("calendar: Foundation cannot lay out \(month) in \(localeIdentifier)")
    }
    let start = calendar.firstWeekday - 1
    let order = (0..<7).map { (start + $0) % 7 }
    self.month = month
    self.localeIdentifier = localeIdentifier
    self.firstWeekday = calendar.firstWeekday
    shortWeekdaySymbols = order.map { symbolsShort[$0] }
    veryShortWeekdaySymbols = order.map { symbolsVeryShort[$0] }
    title = PickerLocale.named(localeIdentifier).title(of: month)
    let weekday = calendar.component(.weekday, from: first)
    leadingBlanks = (weekday - calendar.firstWeekday + 7) % 7
    isRightToLeft = PickerLocale.named(localeIdentifier).isRightToLeft
  }

  /// `date` as a day's spoken label: the fixed pattern `d MMMM y` with the locale's month name
  /// and digits (`16 January 2026`, `16 ינואר 2026`, `١٦ يناير ٢٠٢٦`).
  public func spokenDay(_ date: CalendarDate) -> String {
    let formatter = DateFormatterCache.formatter(
      locale: PickerLocale.icuForm(localeIdentifier), pattern: "d MMMM y")
    guard let calendar = formatter.calendar, let instant = Self.date(date, in: calendar) else {
      return date.description
    }
    return formatter.string(from: instant)
  }

  /// The number of week rows the month's own days touch.
  public var rowCount: Int { (leadingBlanks + month.numberOfDays + 6) / 7 }

  /// The grid column of `date` (0 is the locale's first weekday); `date` need not be in the
  /// month.
  public func column(of date: CalendarDate) -> Int {
    let offset = cellIndex(of: date) % 7
    return offset < 0 ? offset + 7 : offset
  }

  /// The grid row of `date`: 0 is the row holding the 1st; negative before it.
  public func row(of date: CalendarDate) -> Int {
    let index = cellIndex(of: date)
    return index >= 0 ? index / 7 : (index - 6) / 7
  }

  /// The date in `row`, `column` (rows past the month's own spill into the next month), or
  /// `nil` where that leaves the supported years (before 1 January 1 or after 31 December 9999).
  public func date(row: Int, column: Int) -> CalendarDate? {
    guard (-1_000...1_000).contains(row), (0..<7).contains(column) else { return nil }
    let offset = row * 7 + column - leadingBlanks
    let first = month.firstDay
    guard
      let earliest = try? CalendarDate(
        year: CalendarDate.supportedYears.lowerBound, month: 1, day: 1),
      let latest = try? CalendarDate(
        year: CalendarDate.supportedYears.upperBound, month: 12, day: 31),
      earliest.days(to: first) + offset >= 0, first.days(to: latest) - offset >= 0
    else { return nil }
    return first.adding(days: offset)
  }

  /// The cell index of `date` counted from the first row's first column.
  private func cellIndex(of date: CalendarDate) -> Int {
    month.firstDay.days(to: date) + leadingBlanks
  }

  // MARK: - Foundation

  /// A Gregorian calendar in `locale`, on UTC so a day never shifts.
  static func calendar(_ locale: Locale) -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.locale = locale
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    return calendar
  }

  /// A formatter in `locale` and `calendar`'s time zone.
  static func formatter(_ locale: Locale, _ calendar: Calendar) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = locale
    formatter.calendar = calendar
    formatter.timeZone = calendar.timeZone
    return formatter
  }

  /// `date` at `hour`:`minute` in `calendar`, or `nil` when Foundation cannot make it.
  static func date(_ date: CalendarDate, hour: Int = 12, minute: Int = 0, in calendar: Calendar)
    -> Date?
  {
    calendar.date(
      from: DateComponents(
        year: date.year, month: date.month, day: date.day, hour: hour, minute: minute))
  }
}
