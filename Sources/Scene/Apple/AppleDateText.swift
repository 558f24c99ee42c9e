import Foundation
import PickerModel

/// The strings Apple's date pickers show, formatted by Foundation in the picker's locale and
/// clock: the compact button's medium date ("Jan 16, 2026", "16.01.2026"), the time ("10:30 AM",
/// "10:30"), the time without its period, the AM/PM symbols, and a pattern split into the
/// elements macOS's textual field edits one by one.
public struct AppleDateText: Sendable {
  /// One piece of a formatted date: an editable element (`16`) or the text between (`/`).
  public struct Element: Hashable, Sendable {
    /// What is shown.
    public var text: String
    /// The pattern letter it comes from (`M`, `d`, `y`, `h`, `m`, `a`); `nil` for literal text.
    public var field: Character?
  }

  /// The locale (`en_US`, `de_DE`).
  public let localeIdentifier: String
  /// Whether the clock is 24-hour.
  public let uses24HourClock: Bool

  /// Creates a formatter set for `localeIdentifier`, with the locale's own clock unless
  /// `uses24HourClock` forces one.
  public init(localeIdentifier: String, uses24HourClock: Bool? = nil) {
    self.localeIdentifier = localeIdentifier
    self.uses24HourClock =
      uses24HourClock ?? PickerLocale.named(localeIdentifier).uses24HourClock
  }

  private var locale: Locale { Locale(identifier: PickerLocale.icuForm(localeIdentifier)) }

  /// The shared Gregorian, UTC formatter for `pattern` (a fixed format, or with `template` a
  /// skeleton the locale orders) in this locale.
  private func formatter(_ pattern: String, template: Bool = false) -> DateFormatter {
    DateFormatterCache.formatter(
      locale: PickerLocale.icuForm(localeIdentifier), pattern: pattern, template: template)
  }

  /// The instant for `date` at `hour`:`minute`.
  private func instant(_ date: CalendarDate, hour: Int, minute: Int) throws(SceneError) -> Date {
    guard
      let instant = AppleCalendarMonth.date(
        date, hour: hour, minute: minute, in: AppleCalendarMonth.calendar(locale))
    else { throw .badComponent("date text: Foundation cannot place \(date) \(hour):\(minute)") }
    return instant
  }

  /// The medium date (`Jan 16, 2026` in en_US, `16.01.2026` in de_DE), the compact button's.
  public func mediumDate(_ date: CalendarDate) throws(SceneError) -> String {
    let formatter = AppleCalendarMonth.formatter(locale, AppleCalendarMonth.calendar(locale))
    formatter.dateStyle = .medium
    formatter.timeStyle = .none
    return formatter.string(from: try instant(date, hour: 12, minute: 0))
  }

  /// The time in the picker's clock (`10:30 AM`, `10:30`).
  public func time(hour: Int, minute: Int) throws(SceneError) -> String {
    formatter(uses24HourClock ? "Hmm" : "hmma", template: true)
      .string(from: try instant(Self.anyDay, hour: hour, minute: minute))
  }

  /// The time without its AM/PM period (`10:30`): the compact editor's time chip, beside its
  /// AM/PM control.
  public func timeWithoutPeriod(hour: Int, minute: Int) throws(SceneError) -> String {
    let pattern = formatter(uses24HourClock ? "Hmm" : "hmma", template: true).dateFormat ?? "h:mm a"
    // The locale's pattern with its period field (and the space beside it) taken out.
    let bare = pattern.filter { $0 != "a" }.trimmingCharacters(in: .whitespaces)
    return formatter(bare)
      .string(from: try instant(Self.anyDay, hour: hour, minute: minute))
  }

  /// The AM and PM symbols (`AM`, `PM`), or `nil` on a 24-hour clock.
  public var periodSymbols: (am: String, pm: String)? {
    guard !uses24HourClock else { return nil }
    let locale = PickerLocale.named(localeIdentifier)
    return (locale.amSymbol, locale.pmSymbol)
  }

  /// The short date and the time split into elements in the locale's order (`1`, `/`, `16`, `/`,
  /// `2026` and `10`, `:`, `30`, ` `, `AM` in en_US), for macOS's textual field.
  public func elements(_ date: CalendarDate, hour: Int, minute: Int) throws(SceneError)
    -> (date: [Element], time: [Element])
  {
    let instant = try instant(date, hour: hour, minute: minute)
    let datePattern = formatter("yMd", template: true).dateFormat ?? "M/d/y"
    let timePattern =
      formatter(uses24HourClock ? "Hmm" : "hmma", template: true).dateFormat ?? "h:mm a"
    return (split(datePattern, instant), split(timePattern, instant))
  }

  /// `pattern` cut into its fields (runs of one letter, each formatted alone) and literals
  /// (quoted or not).
  private func split(_ pattern: String, _ instant: Date) -> [Element] {
    var elements: [Element] = []
    var characters = pattern[...]
    while let first = characters.first {
      if first == "'" {
        characters.removeFirst()
        let literal = characters.prefix { $0 != "'" }
        characters = characters.dropFirst(literal.count + 1)
        elements.append(Element(text: String(literal), field: nil))
      } else if first.isLetter {
        let run = characters.prefix { $0 == first }
        characters = characters.dropFirst(run.count)
        elements.append(
          Element(text: formatter(String(run)).string(from: instant), field: first))
      } else {
        let literal = characters.prefix { !$0.isLetter && $0 != "'" }
        characters = characters.dropFirst(literal.count)
        elements.append(Element(text: String(literal), field: nil))
      }
    }
    return elements
  }

  /// A day to hang a time of day on.
  private static let anyDay = CalendarDate(iso: "2026-01-16") ?? CalendarDate(iso: "2000-01-01")!
}
