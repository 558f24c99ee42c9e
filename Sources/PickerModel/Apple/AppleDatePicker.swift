/// An iOS date picker (`UIDatePicker` / SwiftUI `DatePicker`) as a value: its mode and style,
/// the selected date and time, the minute interval, the countdown duration and the locale whose
/// conventions it follows.
///
/// The initializer enforces UIKit's rules: no countdown timer in the compact or inline styles,
/// a minute interval that divides 60 and is at most 30
/// (``AppleDatePickerError/allowedMinuteIntervals``), a countdown of at most 23 h 59 min, a real
/// date and time. Like UIKit, it snaps the selected minute (and the countdown's) down to the interval: 10:37 at
/// an interval of 15 becomes 10:30.
///
/// ```swift
/// var picker = try AppleDatePicker(
///   mode: .time, year: 2026, month: 1, day: 16, hour: 10, minute: 37, minuteInterval: 15)
/// picker.minute                       // 30
/// picker.move(.minute, by: 2)         // 00, the wheel loops; the hour stays 10
/// picker.columns                      // [.hour, .minute, .period] in en_US
/// ```
public struct AppleDatePicker: Hashable, Sendable {
  /// What it picks.
  public let mode: AppleDatePickerMode
  /// How it is presented.
  public let style: AppleDatePickerStyle
  /// The selected day.
  public private(set) var date: CalendarDate
  /// The selected hour, 0–23.
  public private(set) var hour: Int
  /// The selected minute, 0–59, a multiple of ``minuteInterval``.
  public private(set) var minute: Int
  /// The minute wheel's step, a divisor of 60 from 1 to 30 (UIKit's `minuteInterval`, default 1).
  public let minuteInterval: Int
  /// The countdown timer's duration (countdown mode), its minutes a multiple of the interval.
  public private(set) var countdownDuration: AppleCountdownDuration
  /// The locale whose order, names and clock it follows (`en_US`, `de_DE`).
  public let localeIdentifier: String
  /// Forces a 12-hour (`false`) or 24-hour (`true`) clock; `nil` takes the locale's.
  public let uses24HourClock: Bool?

  /// Creates a picker, checking every rule.
  ///
  /// - Throws: ``AppleDatePickerError``: countdown in the compact or inline style, a minute
  ///   interval that does not divide 60 or is above 30, an hour or minute out of range, an
  ///   unknown locale.
  public init(
    mode: AppleDatePickerMode = .dateAndTime, style: AppleDatePickerStyle = .wheels,
    date: CalendarDate, hour: Int = 0, minute: Int = 0, minuteInterval: Int = 1,
    countdownDuration: AppleCountdownDuration = .zero, localeIdentifier: String = "en_US",
    uses24HourClock: Bool? = nil
  ) throws(AppleDatePickerError) {
    if mode == .countdownTimer, style != .wheels {
      throw .countdownNotAvailable(style: style)
    }
    guard AppleDatePickerError.allowedMinuteIntervals.contains(minuteInterval) else {
      throw .minuteIntervalNotAllowed(minuteInterval)
    }
    guard (0...23).contains(hour), (0...59).contains(minute) else {
      throw .invalidTime(hour: hour, minute: minute)
    }
    guard PickerLocale.isAvailable(localeIdentifier) else {
      throw .unknownLocale(localeIdentifier)
    }
    self.mode = mode
    self.style = style
    self.date = date
    self.hour = hour
    self.minute = minute - minute % minuteInterval
    self.minuteInterval = minuteInterval
    let countdownMinutes = countdownDuration.minutes - countdownDuration.minutes % minuteInterval
    self.countdownDuration = AppleCountdownDuration(
      uncheckedMinutes: countdownDuration.hours * 60 + countdownMinutes)
    self.localeIdentifier = localeIdentifier
    self.uses24HourClock = uses24HourClock
  }

  /// Creates a picker from a year, month and day, rejecting a date that does not exist.
  ///
  /// - Throws: ``AppleDatePickerError/invalidDate(_:)`` and every error of the main initializer.
  public init(
    mode: AppleDatePickerMode = .dateAndTime, style: AppleDatePickerStyle = .wheels,
    year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, minuteInterval: Int = 1,
    countdownDuration: AppleCountdownDuration = .zero, localeIdentifier: String = "en_US",
    uses24HourClock: Bool? = nil
  ) throws(AppleDatePickerError) {
    let date: CalendarDate
    do {
      date = try CalendarDate(year: year, month: month, day: day)
    } catch {
      throw .invalidDate(error)
    }
    try self.init(
      mode: mode, style: style, date: date, hour: hour, minute: minute,
      minuteInterval: minuteInterval, countdownDuration: countdownDuration,
      localeIdentifier: localeIdentifier, uses24HourClock: uses24HourClock)
  }

  /// The clock it shows: the override, else the locale's (from Foundation's `j` pattern).
  public var hourCycle: AppleHourCycle {
    switch uses24HourClock {
    case true?: .twentyFourHour
    case false?: .twelveHour
    case nil: AppleDateColumns.hourCycle(forLocale: localeIdentifier)
    }
  }

  /// The locale's formatting for this picker's clock.
  public var formatting: AppleDateColumns {
    AppleDateColumns(localeIdentifier: localeIdentifier, hourCycle: hourCycle)
  }

  /// The wheels for the mode, in the locale's order (`[.month, .day, .year]` in en_US date mode,
  /// `[.day, .month, .year]` in de_DE).
  public var columns: [AppleWheelColumn] { formatting.columns(for: mode) }

  /// The minute wheel's values: 0 up to 59 in steps of ``minuteInterval`` (0, 15, 30, 45).
  public var minuteValues: [Int] { Array(stride(from: 0, to: 60, by: minuteInterval)) }

  /// The selected time as `HH:mm` (`10:30`).
  public var timeText: String {
    (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
  }

  // MARK: Behaviour

  /// Turns `column`'s wheel by `steps` rows (positive: later values, as scrolling up or pressing
  /// Down does). Looping wheels wrap (months, days, hours, minutes); the year and the
  /// date-and-time date stop at the supported range; AM/PM has two rows. The day is clamped to
  /// the month when the month or year changes. The other columns never change (no carry from
  /// minutes to hours, as on the device).
  ///
  /// - Returns: `false`, changing nothing, when `column` is not one of this picker's wheels.
  @discardableResult
  public mutating func move(_ column: AppleWheelColumn, by steps: Int) -> Bool {
    guard columns.contains(column) else { return false }
    self = turned(column, by: steps)
    return true
  }

  /// Keyboard on a focused wheel: Up and Down turn it one row, Page Up and Page Down five, Home
  /// and End are ignored (wheels have no ends to jump to), as are the others.
  @discardableResult
  public mutating func handle(_ key: PickerKey, in column: AppleWheelColumn) -> Bool {
    switch key {
    case .up: move(column, by: -1)
    case .down: move(column, by: 1)
    case .pageUp: move(column, by: -5)
    case .pageDown: move(column, by: 5)
    case .left, .right, .home, .end, .enter, .space, .escape: false
    }
  }

  /// The picker as it would be with `column` turned `offset` rows, for drawing the rows above
  /// and below the selection; `nil` where a wheel that does not loop has ended.
  public func row(_ column: AppleWheelColumn, offset: Int) -> AppleDatePicker? {
    guard !column.loops else { return turned(column, by: offset) }
    switch column {
    case .year:
      let year = date.year.addingReportingOverflow(offset)
      guard !year.overflow, CalendarDate.supportedYears.contains(year.partialValue) else {
        return nil
      }
    case .date:
      guard date.offset(byDays: offset) != nil else { return nil }
    case .period:
      let index = (hour >= 12 ? 1 : 0).addingReportingOverflow(offset)
      guard !index.overflow, (0...1).contains(index.partialValue) else { return nil }
    default: break
    }
    return turned(column, by: offset)
  }

  /// A copy with `column` turned `steps` rows (see ``move(_:by:)``).
  private func turned(_ column: AppleWheelColumn, by steps: Int) -> AppleDatePicker {
    var copy = self
    switch column {
    case .month:
      copy.setDate(year: date.year, month: Self.wrap(date.month - 1, by: steps, count: 12) + 1)
    case .day:
      let days = date.yearMonth.numberOfDays
      let day = Self.wrap(date.day - 1, by: steps, count: days) + 1
      copy.date = CalendarDate(uncheckedYear: date.year, month: date.month, day: day)
    case .year:
      let years = CalendarDate.supportedYears
      let clamped = max(min(steps, years.count), -years.count)
      let year = min(max(date.year + clamped, years.lowerBound), years.upperBound)
      copy.setDate(year: year, month: date.month)
    case .date:
      let clamped = max(min(steps, 4_000_000), -4_000_000)
      let target = date.offset(byDays: clamped) ?? (clamped > 0 ? CalendarDate.last : .first)
      copy.date = target
    case .hour:
      if hourCycle == .twentyFourHour {
        copy.hour = Self.wrap(hour, by: steps, count: 24)
      } else {
        copy.hour = hour / 12 * 12 + Self.wrap(hour % 12, by: steps, count: 12)
      }
    case .minute:
      copy.minute =
        Self.wrap(minute / minuteInterval, by: steps, count: 60 / minuteInterval)
        * minuteInterval
    case .period:
      if steps > 0, hour < 12 { copy.hour = hour + 12 }
      if steps < 0, hour >= 12 { copy.hour = hour - 12 }
    case .countdownHours:
      let hours = Self.wrap(countdownDuration.hours, by: steps, count: 24)
      copy.countdownDuration = AppleCountdownDuration(
        uncheckedMinutes: hours * 60 + countdownDuration.minutes)
    case .countdownMinutes:
      let minutes =
        Self.wrap(countdownDuration.minutes / minuteInterval, by: steps, count: 60 / minuteInterval)
        * minuteInterval
      copy.countdownDuration = AppleCountdownDuration(
        uncheckedMinutes: countdownDuration.hours * 60 + minutes)
    }
    return copy
  }

  /// Sets the year and month, clamping the day to the month's length.
  private mutating func setDate(year: Int, month: Int) {
    let yearMonth = YearMonth(uncheckedYear: year, month: month)
    date = CalendarDate(
      uncheckedYear: year, month: month, day: min(date.day, yearMonth.numberOfDays))
  }

  /// `index` moved `steps` places round a loop of `count` (no overflow for any `steps`).
  static func wrap(_ index: Int, by steps: Int, count: Int) -> Int {
    let shifted = (index + steps % count) % count
    return shifted < 0 ? shifted + count : shifted
  }
}
