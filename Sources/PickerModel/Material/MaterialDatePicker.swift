import Foundation

/// A Material 3 date picker (modal, modal range, docked, modal input or year selection) as a
/// value: the selection or range, today, the month shown, the input text and the locale every
/// string is formatted in (through Foundation).
///
/// ```swift
/// let picker = try MaterialDatePicker(
///   mode: .modal, today: try CalendarDate(year: 2026, month: 1, day: 20),
///   displayMonth: try YearMonth(year: 2026, month: 1),
///   selection: try CalendarDate(year: 2026, month: 1, day: 16))
/// picker.headline  // "Jan 16, 2026"
/// ```
public struct MaterialDatePicker: Sendable {
  /// Which picker.
  public let mode: MaterialDatePickerMode
  /// The one chosen date (not in the range mode).
  public let selection: CalendarDate?
  /// The range's start and end (range mode only).
  public let range: ClosedRange<CalendarDate>?
  /// Today, outlined in the grid.
  public let today: CalendarDate
  /// The month the grid shows.
  public let displayMonth: YearMonth
  /// What the modal input's field holds (modal input only).
  public let inputText: String?
  /// The years the picker offers (Compose's default 1900...2100).
  public let years: ClosedRange<Int>
  /// The locale identifier (`en_US`), known to Foundation.
  public let localeIdentifier: String
  private let locale: MaterialLocale

  /// Creates a picker, checking its rules (each a ``MaterialPickerError``): a range only in the
  /// range mode and never backwards, one date never in the range mode, input text only in the
  /// input mode, every date inside `years`, a known locale whose language has the platform's
  /// words (``MaterialWords``), and the docked picker only in English.
  public init(
    mode: MaterialDatePickerMode, today: CalendarDate, displayMonth: YearMonth,
    selection: CalendarDate? = nil, range: (start: CalendarDate, end: CalendarDate)? = nil,
    inputText: String? = nil, years: ClosedRange<Int> = 1900...2100,
    localeIdentifier: String = "en_US"
  ) throws(MaterialPickerError) {
    guard CalendarDate.supportedYears.contains(years.lowerBound),
      CalendarDate.supportedYears.contains(years.upperBound)
    else { throw .badYears(years) }
    if let range {
      guard mode.choosesRange else { throw .rangeInSingleMode(mode) }
      guard range.start <= range.end else {
        throw .rangeEndsBeforeStart(start: range.start, end: range.end)
      }
    }
    if selection != nil, mode.choosesRange { throw .singleSelectionInRangeMode }
    if inputText != nil, mode != .modalInput { throw .inputTextOutsideInputMode(mode) }
    var dated: [(String, Int)] = [("today", today.year), ("display month", displayMonth.year)]
    if let selection { dated.append(("selection", selection.year)) }
    if let range { dated += [("range start", range.start.year), ("range end", range.end.year)] }
    for (role, year) in dated where !years.contains(year) {
      throw .outsideYears(role: role, year: year, years: years)
    }
    let locale = try MaterialLocale(localeIdentifier)
    if mode.isDocked, locale.words.language != MaterialWords.english.language {
      throw .dockedPickerUntranslated(language: locale.words.language)
    }
    self.locale = locale
    self.mode = mode
    self.today = today
    self.displayMonth = displayMonth
    self.selection = selection
    self.range = range.map { $0.start...$0.end }
    self.inputText = inputText
    self.years = years
    self.localeIdentifier = localeIdentifier
  }

  // MARK: - Strings (the platform's words; Foundation's names and digits, in the locale)

  /// The platform's words in the picker's language (Compose's and Flutter's translations).
  public var words: MaterialWords { locale.words }

  /// Whether the locale's script runs right to left (he, ar, fa, ur): the picker mirrors.
  public var isRightToLeft: Bool { locale.pickerLocale.isRightToLeft }

  /// The BCP 47 language its text is shaped in (`en`, `ar`).
  public var language: String { locale.pickerLocale.language }

  /// The header's supporting text: `Select date`, `Select dates` (range) or the input's title
  /// (English `Enter date`), from ``words``.
  public var supportingText: String {
    switch mode {
    case .modalRange, .fullScreenRange: words[.dateRangePickerTitle]
    case .modalInput: words[.dateInputTitle]
    default: words[.datePickerTitle]
    }
  }

  /// The header's headline: the selection as `Jan 16, 2026` (skeleton `yMMMd`), a range as
  /// `Jan 12, 2026 - Jan 16, 2026` (``rangeHeadlineParts`` joined by spaces), the input's date
  /// when it parses, or Compose's placeholder (`Selected date`, `Entered date`) in the picker's
  /// language.
  public var headline: String {
    switch mode {
    case .modalRange, .fullScreenRange:
      return rangeHeadlineParts.joined(separator: " ")
    case .modalInput:
      return inputDate.map { locale.format($0, template: "yMMMd") } ?? words[.dateInputHeadline]
    default:
      return selection.map { locale.format($0, template: "yMMMd") } ?? words[.datePickerHeadline]
    }
  }

  /// The range headline's three texts, as Compose's `DateRangePickerHeadline` lays them out in a
  /// row 4 dp apart (`DateRangePicker.kt`): the start date (skeleton `yMMMd`, Compose's
  /// `DatePickerDefaults.YearAbbrMonthDaySkeleton`) or the placeholder `Start date`, the
  /// delimiter `-` (`datesDelimiter = { Text(text = "-") }`), and the end date or `End date`.
  /// Empty outside the range mode.
  public var rangeHeadlineParts: [String] {
    guard mode.choosesRange else { return [] }
    let start = range.map { locale.format($0.lowerBound, template: "yMMMd") }
    let end = range.map { locale.format($0.upperBound, template: "yMMMd") }
    return [
      start ?? words[.dateRangeStartHeadline], "-", end ?? words[.dateRangeEndHeadline],
    ]
  }

  /// The month and year over the grid: `January 2026` (skeleton `yMMMM`).
  public var monthTitle: String { locale.format(displayMonth.firstDay, template: "yMMMM") }

  /// The docked month menu's label: `Jan` (skeleton `MMM`).
  public var monthMenuLabel: String { locale.format(displayMonth.firstDay, template: "MMM") }

  /// The docked year menu's label: `2026` (skeleton `y`).
  public var yearMenuLabel: String { locale.format(displayMonth.firstDay, template: "y") }

  /// The next month's title (`February 2026`), for the range picker's scrolling list, or `nil`
  /// after December 9999 (the last supported month).
  public var nextMonthTitle: String? {
    displayMonth.offset(byMonths: 1).map { locale.format($0.firstDay, template: "yMMMM") }
  }

  /// The same picker showing the month after ``displayMonth`` (the range list's next month), or
  /// `nil` after December 9999 or past the last of ``years``, where Compose's list ends.
  public var followingMonth: MaterialDatePicker? {
    guard let next = displayMonth.offset(byMonths: 1), years.contains(next.year) else {
      return nil
    }
    // Every rule held for this picker and the month is inside the years: nothing can fail.
    return try? MaterialDatePicker(
      mode: mode, today: today, displayMonth: next, selection: selection,
      range: range.map { ($0.lowerBound, $0.upperBound) }, inputText: inputText, years: years,
      localeIdentifier: localeIdentifier)
  }

  /// The locale's first weekday, Foundation's numbering (1 Sunday … 7 Saturday).
  public var firstWeekday: Int { locale.calendar.firstWeekday }

  /// The weekday row's narrow labels (`S M T W T F S` in en_US), from the first weekday.
  public var weekdayLabels: [String] {
    let symbols = locale.calendar.veryShortStandaloneWeekdaySymbols
    return (0..<7).map { symbols[(firstWeekday - 1 + $0) % 7] }
  }

  /// A day's number as the locale writes it (`16`).
  public func dayLabel(_ date: CalendarDate) -> String { locale.number(date.day) }

  /// A day's accessible label: `Friday, January 16, 2026` (skeleton `yMMMMEEEEd`).
  public func accessibleLabel(_ date: CalendarDate) -> String {
    locale.format(date, template: "yMMMMEEEEd")
  }

  /// A year as the locale writes it, without grouping (`2026`).
  public func yearLabel(_ year: Int) -> String { locale.number(year) }

  // MARK: - Grid

  /// The six weeks the grid shows, 42 cells from the first weekday on or before the 1st; a cell
  /// before 1 January 0001 or after 31 December 9999 (outside the supported years) is `nil`.
  public var gridDays: [CalendarDate?] {
    let first = displayMonth.firstDay
    // weekdayIndex is 0 for Monday; Foundation's weekday is 1 for Sunday.
    let foundationWeekday = (first.weekdayIndex + 1) % 7 + 1
    let lead = (foundationWeekday - firstWeekday + 7) % 7
    return (0..<42).map { first.offset(byDays: $0 - lead) }
  }

  /// How many of the six rows hold a day of the display month (5 for January 2026 in en_US).
  public var rowsInMonth: Int {
    let days = gridDays
    return (0..<6).filter { row in
      days[row * 7..<row * 7 + 7].contains { $0.map(displayMonth.contains) ?? false }
    }
    .count
  }

  /// Whether `date` is chosen: the selection, or the range's start or end.
  public func isSelected(_ date: CalendarDate) -> Bool {
    date == selection || date == range?.lowerBound || date == range?.upperBound
  }

  /// Whether `date` lies strictly inside the range.
  public func isInBetween(_ date: CalendarDate) -> Bool {
    guard let range else { return false }
    return date > range.lowerBound && date < range.upperBound
  }

  // MARK: - Year selection

  /// The year grid's rows of three, counted from the first of ``years`` (the last may be
  /// short).
  public var yearGridRows: Int { (years.count + 2) / 3 }

  /// The row the year grid opens at, as Compose's `YearPicker` opens it (`DatePicker.kt`
  /// @032950a1): the `LazyVerticalGrid` scrolled to the item `max(0, displayedYear -
  /// yearRange.first - YearsInRow)`, so the row holding the year three before the display year
  /// is on top (2023, 2024, 2025 over 2026 … 2028 for 1900...2100).
  public var yearGridFirstRow: Int {
    max(0, displayMonth.year - years.lowerBound - 3) / 3
  }

  /// The first year the docked year menu shows when `shown` items fit: opened as the year grid
  /// opens, three years before the display year (2023 over 2026, the display year fourth), and
  /// never scrolled past the first or last of ``years``.
  public func yearMenuFirstYear(shown: Int) -> Int {
    let last = max(years.lowerBound, years.upperBound - shown + 1)
    return min(max(years.lowerBound, displayMonth.year - 3), last)
  }

  // MARK: - Input

  /// The input field's pattern for the locale, 2-digit month and day and 4-digit year, as
  /// Foundation writes it (`MM/dd/yyyy` in en_US, `dd.MM.yyyy` in de_DE).
  public var inputPattern: String {
    DateFormatter.dateFormat(fromTemplate: "MMddyyyy", options: 0, locale: locale.locale)
      ?? "MM/dd/yyyy"
  }

  /// The pattern as the field's placeholder and hint shows it: `MM/DD/YYYY`.
  public var inputPlaceholder: String { inputPattern.uppercased() }

  /// The date the input text names, if it parses strictly in ``inputPattern``.
  public var inputDate: CalendarDate? {
    guard let text = inputText, !text.isEmpty, text.count <= 32 else { return nil }
    let formatter = DateFormatter()
    formatter.locale = locale.locale
    formatter.calendar = locale.calendar
    formatter.timeZone = locale.calendar.timeZone
    formatter.dateFormat = inputPattern
    formatter.isLenient = false
    guard let date = formatter.date(from: text), formatter.string(from: date) == text else {
      return nil
    }
    let parts = locale.calendar.dateComponents([.year, .month, .day], from: date)
    guard let year = parts.year, let month = parts.month, let day = parts.day else { return nil }
    return try? CalendarDate(year: year, month: month, day: day)
  }

  /// The field's error message in the picker's language (Compose's
  /// `date_input_invalid_for_pattern` or `…_year_range`, the years in the locale's digits), or
  /// `nil` when ``inputError`` is.
  public var inputErrorMessage: String? {
    switch inputError {
    case .doesNotMatch(let pattern)?: words.format(.dateInputInvalidForPattern, pattern)
    case .yearOutOfRange(let years)?:
      words.format(
        .dateInputInvalidYearRange, locale.number(years.lowerBound),
        locale.number(years.upperBound))
    case nil: nil
    }
  }

  /// Why the input text is not an acceptable date, or `nil` (also for empty text).
  public var inputError: MaterialDateInputError? {
    guard let text = inputText, !text.isEmpty else { return nil }
    guard let date = inputDate else { return .doesNotMatch(pattern: inputPlaceholder) }
    guard years.contains(date.year) else { return .yearOutOfRange(years: years) }
    return nil
  }
}
