import PickerModel
import Testing

/// The iOS date picker's rules (modes per style, minute interval, countdown range, real dates)
/// and behaviour (snapping, wheels that loop or stop, days clamped to the month), and the
/// locale conventions read from Foundation.
@Suite struct AppleDatePickerTests {
  /// 16 January 2026, 10:30, en_US, the fixtures' date and time, with what is passed changed.
  static func picker(
    mode: AppleDatePickerMode = .dateAndTime, style: AppleDatePickerStyle = .wheels,
    year: Int = 2026, month: Int = 1, day: Int = 16, hour: Int = 10, minute: Int = 30,
    interval: Int = 1, countdown: AppleCountdownDuration = .zero, locale: String = "en_US",
    uses24HourClock: Bool? = nil
  ) throws(AppleDatePickerError) -> AppleDatePicker {
    try AppleDatePicker(
      mode: mode, style: style, year: year, month: month, day: day, hour: hour, minute: minute,
      minuteInterval: interval, countdownDuration: countdown, localeIdentifier: locale,
      uses24HourClock: uses24HourClock)
  }

  /// The error a picker built with `make` is refused with, or `nil`.
  static func refusal(_ make: () throws(AppleDatePickerError) -> AppleDatePicker)
    -> AppleDatePickerError?
  {
    do {
      _ = try make()
      return nil
    } catch { return error }
  }

  // MARK: Minute interval

  /// UIKit's rule, from Apple's `UIDatePicker.minuteInterval` documentation: "The interval value
  /// must be evenly divided into 60 […]. The default and minimum values are 1; the maximum value
  /// is 30." Each row names the clause it checks.
  @Test(arguments: [
    (1, true, "minuteInterval: the minimum value is 1"),
    (2, true, "minuteInterval: evenly divides 60"), (3, true, "minuteInterval: evenly divides 60"),
    (4, true, "minuteInterval: evenly divides 60"), (5, true, "minuteInterval: evenly divides 60"),
    (6, true, "minuteInterval: evenly divides 60"), (10, true, "minuteInterval: evenly divides 60"),
    (12, true, "minuteInterval: evenly divides 60"),
    (15, true, "minuteInterval: evenly divides 60"),
    (20, true, "minuteInterval: evenly divides 60"),
    (30, true, "minuteInterval: the maximum value is 30"),
    (60, false, "minuteInterval: the maximum value is 30 (60 divides 60 but is above it)"),
    (0, false, "minuteInterval: the minimum value is 1"),
    (7, false, "minuteInterval: must be evenly divided into 60"),
    (45, false, "minuteInterval: must be evenly divided into 60"),
  ])
  func theIntervalsAreUIKits(interval: Int, allowed: Bool, source: String) {
    let error = Self.refusal { () throws(AppleDatePickerError) in
      try Self.picker(mode: .time, interval: interval)
    }
    #expect((error == nil) == allowed, "\(source)")
    #expect(AppleDatePickerError.allowedMinuteIntervals.contains(interval) == allowed, "\(source)")
  }

  @Test(arguments: [1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30])
  func everyAllowedIntervalGivesItsWheel(interval: Int) throws {
    let picker = try Self.picker(mode: .time, interval: interval)
    #expect(picker.minuteInterval == interval)
    #expect(picker.minuteValues.count == 60 / interval)
  }

  @Test(arguments: [7, 0, 45, 61, -5, 8, 90, Int.min, Int.max])
  func otherIntervalsAreRejectedNamingTheAllowedValues(interval: Int) {
    let error = Self.refusal { () throws(AppleDatePickerError) in
      try Self.picker(mode: .time, interval: interval)
    }
    #expect(error == .minuteIntervalNotAllowed(interval))
    let message = error?.description ?? ""
    #expect(message.contains("minute interval \(interval) does not divide 60"))
    #expect(message.hasSuffix("allowed: 1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30"))
    #expect(!message.contains("\n"))
  }

  @Test func sixtyIsAboveUIKitsMaximum() {
    let error = Self.refusal { () throws(AppleDatePickerError) in
      try Self.picker(mode: .time, interval: 60)
    }
    #expect(error == .minuteIntervalNotAllowed(60))
    #expect(
      error?.description
        == "date picker: minute interval 60 is above UIKit's maximum of 30; allowed: 1, 2, 3, 4, "
        + "5, 6, 10, 12, 15, 20, 30")
  }

  @Test(arguments: [
    (10, 37, 15, 10, 30), (10, 30, 15, 10, 30), (10, 59, 15, 10, 45), (10, 14, 15, 10, 0),
    (23, 59, 30, 23, 30), (10, 37, 1, 10, 37), (10, 37, 10, 10, 30), (0, 5, 6, 0, 0),
  ])
  func theMinuteSnapsDownToTheInterval(
    hour: Int, minute: Int, interval: Int, snappedHour: Int, snappedMinute: Int
  ) throws {
    let picker = try Self.picker(mode: .time, hour: hour, minute: minute, interval: interval)
    #expect(picker.hour == snappedHour)
    #expect(picker.minute == snappedMinute)
  }

  @Test func quarterHoursShowFourMinuteValues() throws {
    let picker = try Self.picker(mode: .time, interval: 15)
    #expect(picker.minuteValues == [0, 15, 30, 45])
  }

  @Test func theCountdownsMinutesSnapToo() throws {
    let picker = try Self.picker(
      mode: .countdownTimer, interval: 15,
      countdown: AppleCountdownDuration(hours: 1, minutes: 44))
    #expect(picker.countdownDuration == (try AppleCountdownDuration(hours: 1, minutes: 30)))
  }

  // MARK: Modes and styles

  @Test(arguments: [AppleDatePickerStyle.compact, .inline])
  func theCountdownIsRejectedInCompactAndInline(style: AppleDatePickerStyle) {
    let error = Self.refusal { () throws(AppleDatePickerError) in
      try Self.picker(mode: .countdownTimer, style: style)
    }
    #expect(error == .countdownNotAvailable(style: style))
    #expect(error?.description.contains("not available in the \(style.rawValue) style") == true)
  }

  @Test(arguments: AppleDatePickerMode.allCases, AppleDatePickerStyle.allCases)
  func everyOtherModeAndStyleIsAllowed(mode: AppleDatePickerMode, style: AppleDatePickerStyle)
    throws
  {
    guard mode != .countdownTimer || style == .wheels else { return }
    let picker = try Self.picker(mode: mode, style: style)
    #expect(picker.mode == mode && picker.style == style)
  }

  // MARK: Countdown range

  @Test(arguments: [(0, 0), (1, 30), (23, 59), (0, 59), (23, 0)])
  func countdownsUpTo23h59AreAllowed(hours: Int, minutes: Int) throws {
    let duration = try AppleCountdownDuration(hours: hours, minutes: minutes)
    #expect(duration.hours == hours && duration.minutes == minutes)
  }

  @Test(arguments: [(24, 0), (23, 60), (-1, 0), (0, -1), (100, 0), (Int.max, Int.max)])
  func countdownsBeyond23h59AreRejected(hours: Int, minutes: Int) {
    #expect(throws: AppleDatePickerError.countdownOutOfRange(hours: hours, minutes: minutes)) {
      _ = try AppleCountdownDuration(hours: hours, minutes: minutes)
    }
  }

  // MARK: Dates, times, locales

  @Test(arguments: [(2026, 2, 29), (2026, 13, 1), (2026, 4, 31), (0, 1, 1), (10_000, 1, 1)])
  func invalidDatesAreRejected(year: Int, month: Int, day: Int) {
    let error = Self.refusal { () throws(AppleDatePickerError) in
      try Self.picker(year: year, month: month, day: day)
    }
    guard case .invalidDate = error else {
      Issue.record("expected invalidDate, got \(String(describing: error))")
      return
    }
    #expect(error?.description.hasPrefix("date picker: invalid") == true)
  }

  @Test(arguments: [(24, 0), (-1, 0), (10, 60), (10, -1)])
  func invalidTimesAreRejected(hour: Int, minute: Int) {
    let error = Self.refusal { () throws(AppleDatePickerError) in
      try Self.picker(hour: hour, minute: minute)
    }
    #expect(error == .invalidTime(hour: hour, minute: minute))
  }

  @Test(arguments: ["", "xx_YY_ZZ", "english", "../etc"])
  func unknownLocalesAreRejected(identifier: String) {
    let error = Self.refusal { () throws(AppleDatePickerError) in
      try Self.picker(locale: identifier)
    }
    #expect(error == .unknownLocale(identifier))
  }

  /// One locale rule for every picker (``PickerLocale/isAvailable(_:)``): the BCP 47 `de-DE` is
  /// read as `de_DE`, and a first-weekday keyword is accepted, as the Material pickers do.
  @Test(arguments: ["de-DE", "en-US", "en_US@fw=mon"])
  func theSharedLocaleRuleIsAccepted(identifier: String) throws {
    #expect(PickerLocale.isAvailable(identifier))
    let picker = try Self.picker(locale: identifier)
    let icu = try Self.picker(locale: PickerLocale.icuForm(identifier))
    let columns = AppleDateColumns(localeIdentifier: identifier)
    let reference = AppleDateColumns(localeIdentifier: PickerLocale.icuForm(identifier))
    #expect(columns.columns(for: .date) == reference.columns(for: .date))
    for column in columns.columns(for: .dateAndTime) {
      #expect(columns.text(column, of: picker) == reference.text(column, of: icu))
    }
    _ = try MaterialDatePicker(
      mode: .modal, today: try CalendarDate(year: 2026, month: 1, day: 16),
      displayMonth: try YearMonth(year: 2026, month: 1), localeIdentifier: identifier)
  }

  // MARK: Locale conventions (Foundation)

  @Test(arguments: [
    ("en_US", [AppleWheelColumn.month, .day, .year]), ("de_DE", [.day, .month, .year]),
    ("en_GB", [.day, .month, .year]), ("ja_JP", [.year, .month, .day]),
  ])
  func dateWheelsFollowTheLocalesOrder(locale: String, order: [AppleWheelColumn]) throws {
    #expect(try Self.picker(mode: .date, locale: locale).columns == order)
  }

  @Test(arguments: [
    ("en_US", AppleHourCycle.twelveHour), ("de_DE", .twentyFourHour), ("en_GB", .twentyFourHour),
    ("ja_JP", .twentyFourHour),
  ])
  func theClockComesFromTheLocale(locale: String, cycle: AppleHourCycle) throws {
    #expect(try Self.picker(mode: .time, locale: locale).hourCycle == cycle)
  }

  @Test func twelveHourTimeHasAnAMPMColumnAnd24HourHasNone() throws {
    #expect(try Self.picker(mode: .time).columns == [.hour, .minute, .period])
    #expect(try Self.picker(mode: .time, locale: "de_DE").columns == [.hour, .minute])
    #expect(try Self.picker(mode: .time, uses24HourClock: true).columns == [.hour, .minute])
    let forced = try Self.picker(mode: .time, locale: "de_DE", uses24HourClock: false)
    #expect(forced.columns == [.hour, .minute, .period])
  }

  @Test func dateAndTimePutsTheDateWheelFirst() throws {
    #expect(try Self.picker().columns == [.date, .hour, .minute, .period])
    #expect(try Self.picker(locale: "de_DE").columns == [.date, .hour, .minute])
    #expect(try Self.picker(mode: .countdownTimer).columns == [.countdownHours, .countdownMinutes])
  }

  @Test(arguments: [
    ("en_US", AppleWheelColumn.month, "January"), ("en_US", .day, "16"), ("en_US", .year, "2026"),
    ("en_US", .hour, "10"), ("en_US", .minute, "30"), ("en_US", .period, "AM"),
    ("en_US", .date, "Fri Jan 16"), ("de_DE", .month, "Januar"), ("de_DE", .hour, "10"),
  ])
  func wheelTextsComeFromFoundation(locale: String, column: AppleWheelColumn, text: String)
    throws
  {
    let picker = try Self.picker(locale: locale)
    #expect(picker.formatting.text(column, of: picker) == text)
  }

  @Test func twentyFourHourClocksPadTheHourAsTheLocaleDoes() throws {
    let picker = try Self.picker(hour: 9, locale: "de_DE")
    #expect(picker.formatting.text(.hour, of: picker) == "09")
    let american = try Self.picker(hour: 0, locale: "en_US")
    #expect(american.formatting.text(.hour, of: american) == "12")
  }

  @Test(arguments: [
    ("en_US", nil, "yMMMd", "Jan 16, 2026"), ("de_DE", nil, "yMMMd", "16. Jan. 2026"),
    ("en_US", nil, "jm", "10:30\u{202F}AM"), ("de_DE", nil, "jm", "10:30"),
    ("en_US", true, "jm", "10:30"), ("de_DE", false, "jm", "10:30\u{202F}AM"),
  ])
  func skeletonsAreWrittenTheLocalesWay(
    locale: String, uses24HourClock: Bool?, template: String, text: String
  ) throws {
    let picker = try Self.picker(locale: locale, uses24HourClock: uses24HourClock)
    let written = picker.formatting.string(picker, template: template)
    #expect(written == text, "\(written.unicodeScalars.map { String($0.value, radix: 16) })")
  }

  @Test func countdownUnitsComeFromFoundation() throws {
    let columns = AppleDateColumns(localeIdentifier: "en_US")
    #expect(columns.unitLabel(.countdownHours, value: 2) == "hours")
    #expect(columns.unitLabel(.countdownHours, value: 1) == "hour")
    #expect(columns.unitLabel(.countdownMinutes, value: 30) == "min")
    #expect(columns.unitLabel(.hour, value: 1) == nil)
  }

  // MARK: Wheels

  @Test(arguments: [
    (AppleWheelColumn.minute, 1, "10:45"), (.minute, 2, "10:00"), (.minute, -3, "10:45"),
    (.hour, 2, "00:30"), (.hour, 1, "11:30"), (.hour, -11, "11:30"), (.period, 1, "22:30"),
    (.period, -1, "10:30"),
  ])
  func timeWheelsLoopWithoutCarrying(column: AppleWheelColumn, steps: Int, time: String) throws {
    var picker = try Self.picker(mode: .time, interval: 15)
    let changed = picker.move(column, by: steps)
    #expect(changed)
    #expect(picker.timeText == time)
  }

  @Test func twentyFourHourWheelsLoopThroughTheDay() throws {
    var picker = try Self.picker(mode: .time, hour: 23, locale: "de_DE")
    picker.move(.hour, by: 1)
    #expect(picker.hour == 0)
    let changed = picker.move(.period, by: 1)
    #expect(!changed)
  }

  @Test(arguments: [
    ("2026-01-31", AppleWheelColumn.month, 1, "2026-02-28"),
    ("2026-12-16", .month, 1, "2026-01-16"), ("2026-01-16", .month, -1, "2026-12-16"),
    ("2026-01-31", .day, 1, "2026-01-01"), ("2026-02-01", .day, -1, "2026-02-28"),
    ("2024-02-29", .year, 1, "2025-02-28"), ("9999-05-01", .year, 1, "9999-05-01"),
    ("2026-01-16", .year, Int.min, "0001-01-16"),
    ("2026-01-31", .date, 1, "2026-02-01"), ("2026-01-16", .month, Int.max, "2026-08-16"),
  ])
  func dateWheelsLoopOrStopAndClampTheDay(
    start: String, column: AppleWheelColumn, steps: Int, end: String
  ) throws {
    let day = try date(start)
    let mode: AppleDatePickerMode = column == .date ? .dateAndTime : .date
    var picker = try AppleDatePicker(mode: mode, date: day)
    let changed = picker.move(column, by: steps)
    #expect(changed)
    #expect(picker.date == (try date(end)))
  }

  @Test func aWheelThePickerDoesNotHaveChangesNothing() throws {
    var picker = try Self.picker(mode: .date)
    let before = picker
    let changed = picker.move(.hour, by: 1)
    #expect(!changed)
    #expect(picker == before)
  }

  @Test func keysTurnTheFocusedWheel() throws {
    var picker = try Self.picker(mode: .date)
    picker.handle(.down, in: .month)
    #expect(picker.date.month == 2)
    picker.handle(.up, in: .month)
    picker.handle(.pageDown, in: .day)
    #expect(picker.date == (try date("2026-01-21")))
    let changed = picker.handle(.enter, in: .day)
    #expect(!changed)
  }

  @Test func rowsEndWhereTheWheelDoes() throws {
    let picker = try Self.picker(mode: .time)
    #expect(picker.row(.period, offset: 1)?.hour == 22)
    #expect(picker.row(.period, offset: -1) == nil)
    #expect(picker.row(.period, offset: 2) == nil)
    let first = try Self.picker(mode: .date, year: 1)
    #expect(first.row(.year, offset: -1) == nil)
    #expect(first.row(.year, offset: 2)?.date.year == 3)
    #expect(picker.row(.minute, offset: -31)?.minute == 59)
  }
}
