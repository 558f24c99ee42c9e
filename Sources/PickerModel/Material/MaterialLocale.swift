import Foundation

/// The locale pieces the Material pickers format and parse with: a Gregorian calendar in UTC (a
/// ``CalendarDate`` has no time zone), formatters from templates, digits, clock and direction,
/// all from Foundation, and the platform's own words for the locale's language
/// (``MaterialWords``, taken from Compose's and Flutter's translations).
struct MaterialLocale: Sendable {
  /// The locale.
  let locale: Locale
  /// Gregorian, UTC, with the locale's first weekday.
  let calendar: Calendar
  /// The shared locale data: digits, the clock and the direction.
  let pickerLocale: PickerLocale
  /// The platform's words in the locale's language.
  let words: MaterialWords

  /// The locale `identifier`, or ``MaterialPickerError/unknownLocale(_:)`` when Foundation has
  /// no data for it (``PickerLocale/isAvailable(_:)``, the rule every picker shares), or
  /// ``MaterialPickerError/noPlatformWords(locale:)`` when its language has no
  /// ``MaterialWords`` table.
  init(_ identifier: String) throws(MaterialPickerError) {
    guard PickerLocale.isAvailable(identifier) else {
      throw MaterialPickerError.unknownLocale(identifier)
    }
    guard let words = MaterialWords.table(for: identifier) else {
      throw MaterialPickerError.noPlatformWords(locale: identifier)
    }
    self.words = words
    locale = Locale(identifier: PickerLocale.icuForm(identifier))
    pickerLocale = PickerLocale.named(identifier)
    var calendar = Calendar(identifier: .gregorian)
    calendar.locale = locale
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    self.calendar = calendar
  }

  /// A formatter for `template` (a skeleton such as `yMMMd`), localised.
  func formatter(template: String) -> DateFormatter {
    DateFormatterCache.formatter(locale: locale.identifier, pattern: template, template: true)
  }

  /// Noon UTC of `date` (noon keeps it on its day whatever a formatter does with zones).
  func date(_ date: CalendarDate) -> Date {
    calendar.date(from: DateComponents(year: date.year, month: date.month, day: date.day, hour: 12))
      ?? Date(timeIntervalSince1970: 0)
  }

  /// `date` formatted with `template`.
  func format(_ date: CalendarDate, template: String) -> String {
    formatter(template: template).string(from: self.date(date))
  }

  /// `value` in the locale's digits, at least `digits` digits, no grouping.
  func number(_ value: Int, digits: Int = 1) -> String {
    pickerLocale.numeral(zeroPadded(value, digits))
  }
}
