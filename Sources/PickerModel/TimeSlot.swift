/// A half-hour time of day, `00:00` to `23:30`: one row of the Time Picker's list.
public struct TimeSlot: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// Minutes since midnight: a multiple of 30 in 0…1410.
  public let minutes: Int

  /// The slot at `hour` (0…23) and `minute` (0 or 30); `nil` for any other time.
  public init?(hour: Int, minute: Int) {
    guard (0..<24).contains(hour), minute == 0 || minute == 30 else { return nil }
    self.minutes = hour * 60 + minute
  }

  /// The slot `minutes` after midnight, for values already checked.
  private init(checkedMinutes: Int) {
    self.minutes = checkedMinutes
  }

  /// The slot `count` half hours later (earlier when negative); `nil` past either end of the day.
  public func advanced(byHalfHours count: Int) -> TimeSlot? {
    let (step, stepOverflow) = count.multipliedReportingOverflow(by: 30)
    let (total, overflow) = minutes.addingReportingOverflow(step)
    guard !stepOverflow, !overflow, (0..<(24 * 60)).contains(total) else { return nil }
    return TimeSlot(checkedMinutes: total)
  }

  /// The hour on the 24-hour clock, 0…23.
  public var hour: Int { minutes / 60 }
  /// The minute, 0 or 30.
  public var minute: Int { minutes % 60 }

  /// The clock digits in `format`: `09:30`, `01:00` (12-hour, for 13:00), `13:00` (24-hour).
  /// Hours always take two digits, so tabular figures line every slot up.
  public func digits(in format: TimeFormat) -> String {
    let shown: Int
    switch format {
    case .twelveHour: shown = hour % 12 == 0 ? 12 : hour % 12
    case .twentyFourHour: shown = hour
    }
    return Self.twoDigits(shown) + ":" + Self.twoDigits(minute)
  }

  /// `AM` or `PM` in the 12-hour format (noon is `12:00 PM`, midnight `12:00 AM`); `nil` in
  /// 24-hour.
  public func period(in format: TimeFormat) -> String? {
    switch format {
    case .twelveHour: hour < 12 ? "AM" : "PM"
    case .twentyFourHour: nil
    }
  }

  /// What the list shows and assistive technology reads: `10:30 AM` or `10:30`.
  public func label(in format: TimeFormat) -> String {
    let digits = digits(in: format)
    return period(in: format).map { "\(digits) \($0)" } ?? digits
  }

  /// The 24-hour form, `10:30`: also the slot's id in the scene.
  public var description: String { digits(in: .twentyFourHour) }

  /// Earlier first.
  public static func < (lhs: TimeSlot, rhs: TimeSlot) -> Bool { lhs.minutes < rhs.minutes }

  private static func twoDigits(_ value: Int) -> String {
    value < 10 ? "0\(value)" : String(value)
  }
}
