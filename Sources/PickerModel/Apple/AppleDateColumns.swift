import Foundation

/// A locale's conventions for an iOS date picker's wheels, all read from Foundation's locale
/// data (ICU), never from hand-written tables: the order of month, day and year, the month
/// names, the 12- or 24-hour clock, where AM/PM goes, the date-and-time wheel's
/// "weekday month day" text and the countdown's unit labels.
///
/// ```swift
/// let german = AppleDateColumns(localeIdentifier: "de_DE")
/// german.columns(for: .date)        // [.day, .month, .year]
/// german.hourCycle                  // .twentyFourHour
/// ```
public struct AppleDateColumns: Hashable, Sendable {
  /// The locale (`en_US`, `de_DE`).
  public let localeIdentifier: String
  /// The clock: the locale's unless overridden.
  public let hourCycle: AppleHourCycle

  /// Creates the conventions of `localeIdentifier`, on `hourCycle` or the locale's own clock.
  public init(localeIdentifier: String, hourCycle: AppleHourCycle? = nil) {
    self.localeIdentifier = localeIdentifier
    self.hourCycle = hourCycle ?? Self.hourCycle(forLocale: localeIdentifier)
  }

  /// The locale's clock: 24-hour when its preferred hour pattern (the `j` template) uses `H` or
  /// `k`, 12-hour when it uses `h` or `K` (``PickerLocale/uses24HourClock``).
  public static func hourCycle(forLocale identifier: String) -> AppleHourCycle {
    PickerLocale.named(identifier).uses24HourClock ? .twentyFourHour : .twelveHour
  }

  /// The wheels of `mode`, in the locale's order.
  ///
  /// Date mode orders month, day and year as the locale's long date (`yMMMMd`) does; time mode
  /// orders hour, minute and AM/PM as its hour-and-minute pattern does; date and time puts the
  /// combined date wheel first; the countdown is hours then minutes.
  public func columns(for mode: AppleDatePickerMode) -> [AppleWheelColumn] {
    switch mode {
    case .date: dateColumns
    case .time: timeColumns
    case .dateAndTime: [.date] + timeColumns
    case .countdownTimer: [.countdownHours, .countdownMinutes]
    }
  }

  /// Month, day and year in the order of the locale's long date pattern.
  private var dateColumns: [AppleWheelColumn] {
    let fields = Self.patternFields(pattern("yMMMMd"))
    var order: [AppleWheelColumn] = []
    for field in fields {
      let column: AppleWheelColumn? =
        switch field.first {
        case "y", "Y", "u": .year
        case "M", "L": .month
        case "d": .day
        default: nil
        }
      if let column, !order.contains(column) { order.append(column) }
    }
    for column in [AppleWheelColumn.month, .day, .year] where !order.contains(column) {
      order.append(column)
    }
    return order
  }

  /// Hour, minute and (12-hour clock) AM/PM in the order of the locale's time pattern.
  private var timeColumns: [AppleWheelColumn] {
    var order: [AppleWheelColumn] = []
    for field in Self.patternFields(timePattern) {
      let column: AppleWheelColumn? =
        switch field.first {
        case "h", "H", "k", "K": .hour
        case "m": .minute
        case "a", "b", "B": hourCycle == .twelveHour ? .period : nil
        default: nil
        }
      if let column, !order.contains(column) { order.append(column) }
    }
    let expected: [AppleWheelColumn] =
      hourCycle == .twelveHour ? [.hour, .minute, .period] : [.hour, .minute]
    for column in expected where !order.contains(column) { order.append(column) }
    return order
  }

  // MARK: Texts

  /// What `column`'s wheel shows for `picker`'s value: `January`, `16`, `2026`, `Fri Jan 16`,
  /// `10`, `30`, `AM`; the countdown's numbers without their units.
  public func text(_ column: AppleWheelColumn, of picker: AppleDatePicker) -> String {
    switch column {
    case .month: format("LLLL", picker)
    case .day: format("d", picker)
    case .year: format("y", picker)
    case .date: format(dateWheelFormat, picker)
    case .hour: format(hourField, picker)
    case .minute: format("mm", picker)
    case .period:
      picker.hour < 12
        ? PickerLocale.named(localeIdentifier).amSymbol
        : PickerLocale.named(localeIdentifier).pmSymbol
    case .countdownHours: number(picker.countdownDuration.hours)
    case .countdownMinutes: number(picker.countdownDuration.minutes)
    }
  }

  /// The fixed unit label beside a countdown wheel for `value`: the locale's wide hour unit
  /// (`hour`, `hours`, `Stunden`) and abbreviated minute unit (`min`, `Min.`), from Foundation's
  /// duration formatting with the number taken off, wherever the locale puts it (Swahili's
  /// `saa 1`); `nil` for other columns.
  public func unitLabel(_ column: AppleWheelColumn, value: Int) -> String? {
    switch column {
    case .countdownHours: unit(.hours, seconds: 3_600, value: value, width: .wide)
    case .countdownMinutes: unit(.minutes, seconds: 60, value: value, width: .abbreviated)
    default: nil
    }
  }

  /// The locale's wide name for one of `column`'s units, for a caption naming the wheel: `hour`,
  /// `Stunde`, `שעה` for the hour wheel and `day`, `Tag`, `יום` for the day wheel (Foundation's
  /// duration formatting of one unit, the number taken off, as ``unitLabel(_:value:)``); `nil`
  /// for a wheel whose unit Foundation's durations do not name (months and years).
  public func unitName(_ column: AppleWheelColumn) -> String? {
    switch column {
    case .hour, .countdownHours: unit(.hours, seconds: 3_600, value: 1, width: .wide)
    case .minute, .countdownMinutes: unit(.minutes, seconds: 60, value: 1, width: .wide)
    case .day: unit(.days, seconds: 86_400, value: 1, width: .wide)
    case .month, .year, .date, .period: nil
    }
  }

  /// `value` of a unit `seconds` long, written by Foundation's duration formatting in `width`
  /// with its number taken off, wherever the locale puts it.
  private func unit(
    _ unit: Duration.UnitsFormatStyle.Unit, seconds: Int64, value: Int,
    width: Duration.UnitsFormatStyle.UnitWidth
  ) -> String {
    let locale = Locale(identifier: PickerLocale.icuForm(localeIdentifier))
    let total = Int64(max(min(value, 1_000), 0)) * seconds
    let text = Duration.seconds(total).formatted(
      .units(allowed: [unit], width: width).locale(locale))
    let letters = text.unicodeScalars.filter { !CharacterSet.decimalDigits.contains($0) }
    return String(String.UnicodeScalarView(letters)).trimmingCharacters(in: .whitespaces)
  }

  /// The month of `picker`'s date by its abbreviated stand-alone name (`LLL`: `Jan`, `Jan.`,
  /// `janv.`), for a wheel too narrow for the full name (the watch's).
  public func abbreviatedMonth(of picker: AppleDatePicker) -> String {
    format("LLL", picker)
  }

  /// `picker`'s date and time written with the locale's pattern for a skeleton `template`
  /// (Foundation's `dateFormat(fromTemplate:)`), for the compact button and the inline calendar's
  /// header: `yMMMd` gives `Jan 16, 2026` in en_US and `16.01.2026` in de_DE; `jm` gives
  /// `10:30 AM` or `10:30` on this clock (a `j` follows ``hourCycle``).
  public func string(_ picker: AppleDatePicker, template: String) -> String {
    let hour: Character = hourCycle == .twelveHour ? "h" : "H"
    let skeleton = String(template.map { $0 == "j" ? hour : $0 })
    return format(pattern(skeleton), picker)
  }

  /// The date-and-time wheel's format: the locale's abbreviated weekday, month and day
  /// (`EEEMMMd`), with the comma UIKit leaves out of the wheel dropped (`Fri Jan 16`).
  public var dateWheelFormat: String {
    pattern("EEEMMMd").replacingOccurrences(of: ",", with: "")
  }

  /// The locale's hour-and-minute pattern on this clock (`h:mm a`, `HH:mm`).
  public var timePattern: String {
    pattern(hourCycle == .twelveHour ? "hm" : "Hm")
  }

  /// The hour field of ``timePattern`` (`h` in en_US, `HH` in de_DE).
  public var hourField: String {
    Self.patternFields(timePattern).first { "hHkK".contains($0.first ?? " ") } ?? "H"
  }

  /// `value` in the locale's digits.
  private func number(_ value: Int) -> String {
    PickerLocale.named(localeIdentifier).numeral(value)
  }

  /// The locale's pattern for `template` (from the shared formatter for it).
  private func pattern(_ template: String) -> String {
    DateFormatterCache.formatter(
      locale: PickerLocale.icuForm(localeIdentifier), pattern: template, template: true
    ).dateFormat
  }

  /// `picker`'s date and time written with `format` in the locale.
  private func format(_ format: String, _ picker: AppleDatePicker) -> String {
    let formatter = formatter(format)
    var components = DateComponents()
    components.year = picker.date.year
    components.month = picker.date.month
    components.day = picker.date.day
    components.hour = picker.hour
    components.minute = picker.minute
    guard let calendar = formatter.calendar, let date = calendar.date(from: components) else {
      return ""
    }
    return formatter.string(from: date)
  }

  /// A Gregorian, UTC formatter in the locale with `format` (shared, see ``DateFormatterCache``).
  private func formatter(_ format: String) -> DateFormatter {
    DateFormatterCache.formatter(
      locale: PickerLocale.icuForm(localeIdentifier), pattern: format)
  }

  /// The fields of a date pattern (`["MMMM", "d", "y"]` for `MMMM d, y`), skipping quoted
  /// literals (`'Uhr'`) and punctuation.
  static func patternFields(_ pattern: String) -> [String] {
    var fields: [String] = []
    var quoted = false
    var previous: Character?
    for character in pattern {
      if character == "'" {
        quoted.toggle()
        previous = nil
        continue
      }
      guard !quoted, character.isASCII, character.isLetter else {
        previous = nil
        continue
      }
      if character == previous, !fields.isEmpty {
        fields[fields.count - 1].append(character)
      } else {
        fields.append(String(character))
      }
      previous = character
    }
    return fields
  }
}
