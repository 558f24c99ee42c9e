import PickerModel
import Testing

/// The Material 3 date picker model: its rules, the grid, the range and the locale's strings.
@Suite struct MaterialDatePickerTests {
  static func day(_ day: Int, month: Int = 1) throws -> CalendarDate {
    try CalendarDate(year: 2026, month: month, day: day)
  }
  static let january = try! YearMonth(year: 2026, month: 1)

  static func picker(
    _ mode: MaterialDatePickerMode, selection: CalendarDate? = nil,
    range: (start: CalendarDate, end: CalendarDate)? = nil, input: String? = nil,
    locale: String = "en_US"
  ) throws -> MaterialDatePicker {
    try MaterialDatePicker(
      mode: mode, today: try day(20), displayMonth: january, selection: selection, range: range,
      inputText: input, localeIdentifier: locale)
  }

  @Test func theModalsStrings() throws {
    let picker = try Self.picker(.modal, selection: try Self.day(16))
    #expect(picker.supportingText == "Select date")
    #expect(picker.headline == "Jan 16, 2026")
    #expect(picker.monthTitle == "January 2026")
    #expect(picker.weekdayLabels == ["S", "M", "T", "W", "T", "F", "S"])
    #expect(picker.accessibleLabel(try Self.day(16)) == "Friday, January 16, 2026")
  }

  @Test func aGermanPickerStartsOnMondayAndWritesItsOwnPattern() throws {
    let picker = try Self.picker(.modalInput, input: "16.01.2026", locale: "de_DE")
    #expect(picker.firstWeekday == 2)
    #expect(picker.weekdayLabels.first == "M")
    #expect(picker.inputPattern == "dd.MM.yyyy")
    #expect(picker.inputDate == (try Self.day(16)))
    #expect(picker.inputError == nil)
  }

  @Test func theGridIsSixWeeksFromTheLocalesFirstWeekday() throws {
    let days = try Self.picker(.docked, selection: try Self.day(16)).gridDays
    #expect(days.count == 42)
    #expect(days.first == (try CalendarDate(year: 2025, month: 12, day: 28)))  // a Sunday
    #expect(days[4] == (try Self.day(1)))  // Thursday
    #expect(try Self.picker(.modal).rowsInMonth == 5)
  }

  /// The first and last supported months: the grid's cells before 0001-01-01 and after
  /// 9999-12-31 are empty (no trap), the month's own days all there; December 9999 has no next
  /// month's title.
  @Test(arguments: [
    ("0001-01", MaterialDatePickerMode.docked, "en_US", 31),
    ("0001-01", .modal, "de_DE", 31),
    ("9999-12", .docked, "en_US", 31),
    ("9999-12", .modalRange, "he_IL", 31),
    ("9999-11", .modalRange, "en_US", 30),
  ])
  func theEdgeMonthsLeaveCellsOutsideTheYearsEmpty(
    month: String, mode: MaterialDatePickerMode, locale: String, length: Int
  ) throws {
    let parts = month.split(separator: "-").compactMap { Int($0) }
    let shown = try YearMonth(year: parts[0], month: parts[1])
    let picker = try MaterialDatePicker(
      mode: mode, today: shown.firstDay, displayMonth: shown, years: 1...9999,
      localeIdentifier: locale)
    let days = picker.gridDays
    #expect(days.count == 42)
    #expect(days.compactMap { $0 }.filter(shown.contains).count == length)
    if shown.year == 1 {
      // Before the 1st: empty; from it on, 42 - blanks consecutive days.
      let blanks = days.prefix { $0 == nil }.count
      #expect(days[blanks] == shown.firstDay)
      #expect(days[blanks...].allSatisfy { $0 != nil })
    } else if shown.month == 12 {
      let last = try #require(days.lastIndex { $0 != nil })
      #expect(days[last] == shown.lastDay)
      #expect(days[(last + 1)...].allSatisfy { $0 == nil })
      #expect(picker.nextMonthTitle == nil)
    } else {
      #expect(days.allSatisfy { $0 != nil })
      #expect(picker.nextMonthTitle != nil)
    }
    #expect(picker.rowsInMonth >= 4)
  }

  @Test func theRangeHasItsEndsSelectedAndTheDaysBetween() throws {
    let picker = try Self.picker(.modalRange, range: (try Self.day(12), try Self.day(16)))
    let (d12, d14, d16, d17) = (
      try Self.day(12), try Self.day(14), try Self.day(16), try Self.day(17)
    )
    #expect(picker.isSelected(d12) && picker.isSelected(d16))
    #expect(!picker.isInBetween(d12) && picker.isInBetween(d14))
    #expect(!picker.isInBetween(d17))
    // Compose's `DateRangePickerHeadline`: yMMMd, "-", yMMMd.
    #expect(picker.rangeHeadlineParts == ["Jan 12, 2026", "-", "Jan 16, 2026"])
    #expect(picker.headline == "Jan 12, 2026 - Jan 16, 2026")
    #expect(picker.supportingText == "Select dates")
    #expect(picker.nextMonthTitle == "February 2026")
  }

  @Test(arguments: [
    ("01/16/2026", nil),
    ("01/32/2026", MaterialDateInputError.doesNotMatch(pattern: "MM/DD/YYYY")),
    ("1/16/2026", .doesNotMatch(pattern: "MM/DD/YYYY")),
    ("16.01.2026", .doesNotMatch(pattern: "MM/DD/YYYY")),
    ("01/16/2201", .yearOutOfRange(years: 1900...2100)),
    ("", nil),
  ])
  func inputValidation(text: String, error: MaterialDateInputError?) throws {
    let picker = try Self.picker(.modalInput, input: text)
    #expect(picker.inputError == error)
  }

  @Test func inputErrorsReadLikeCompose() {
    #expect(
      MaterialDateInputError.doesNotMatch(pattern: "MM/DD/YYYY").description
        == "Date does not match expected pattern: MM/DD/YYYY")
    #expect(
      MaterialDateInputError.yearOutOfRange(years: 1900...2100).description
        == "Date out of expected year range 1900 - 2100")
  }

  /// Compose's `YearPicker` opens at the item `displayedYear - yearRange.first - YearsInRow`:
  /// the row of 2023 (rows of three from 1900), never before the first.
  @Test func yearSelectionOpensAtTheRowThreeYearsBefore() throws {
    let picker = try Self.picker(.yearSelection, selection: try Self.day(16))
    #expect(picker.yearGridFirstRow == 41 && 1900 + 3 * picker.yearGridFirstRow == 2023)
    #expect(picker.yearGridRows == 67)
  }

  @Test(arguments: [
    (
      MaterialDatePickerMode.modal, true, false, false,
      MaterialPickerError.rangeInSingleMode(.modal)
    ),
    (.modalRange, false, true, false, .singleSelectionInRangeMode),
    (.docked, false, false, true, .inputTextOutsideInputMode(.docked)),
  ])
  func modeRules(
    mode: MaterialDatePickerMode, withRange: Bool, withSelection: Bool, withInput: Bool,
    error: MaterialPickerError
  ) throws {
    let range = withRange ? (start: try Self.day(12), end: try Self.day(16)) : nil
    #expect(throws: error) {
      try Self.picker(
        mode, selection: withSelection ? try Self.day(16) : nil, range: range,
        input: withInput ? "01/16/2026" : nil)
    }
  }

  @Test func aBackwardRangeIsRefused() throws {
    let (start, end) = (try Self.day(16), try Self.day(12))
    #expect(throws: MaterialPickerError.rangeEndsBeforeStart(start: start, end: end)) {
      try Self.picker(.modalRange, range: (start, end))
    }
  }

  @Test func datesOutsideTheYearsAndUnknownLocalesAreRefused() throws {
    #expect(throws: MaterialPickerError.outsideYears(role: "today", year: 2026, years: 1900...2000))
    {
      try MaterialDatePicker(
        mode: .modal, today: try Self.day(20), displayMonth: Self.january, years: 1900...2000)
    }
    #expect(throws: MaterialPickerError.badYears(0...2000)) {
      try MaterialDatePicker(
        mode: .modal, today: try Self.day(20), displayMonth: Self.january, years: 0...2000)
    }
    #expect(throws: MaterialPickerError.unknownLocale("xx_NOPE")) {
      try Self.picker(.modal, locale: "xx_NOPE")
    }
  }

  @Test(arguments: [
    MaterialPickerError.rangeInSingleMode(.modal), .singleSelectionInRangeMode,
    .inputTextOutsideInputMode(.docked), .unknownLocale("a\nb"), .hourOutOfRange(24),
    .minuteOutOfRange(60), .landscapeInput, .badYears(0...1),
  ])
  func messagesAreOneLine(error: MaterialPickerError) {
    #expect(!error.description.isEmpty)
    #expect(!error.description.contains("\n"))
  }
}
