import Foundation

/// What a picker takes from a locale, all of it from Foundation's locale data (never a table of
/// our own): the first day of the week (`Calendar.firstWeekday`), weekday and month names
/// (`DateFormatter`), the digits (`NumberFormatter`: Arabic-Indic where the locale's numbering
/// system says so), the 12- or 24-hour clock (the `j` skeleton) and the writing direction.
///
/// The weekday labels follow one rule per language: English keeps the Appetite spec's "Monday
/// takes one letter, the other six take two" (`M Tu We Th Fr Sa Su`, cut from Foundation's
/// names); any other language takes the locale's short stand-alone names when all seven are at
/// most three characters (de: `Mo Di Mi Do Fr Sa So`), else its very short ones (he: `א׳ ב׳ …`,
/// ar: `ح ن ث …`, fr: `L M M J V S D`).
///
/// One locale is not read from Foundation: ``appetite``, the spec's own card.
public struct PickerLocale: Hashable, Sendable {
  /// The Appetite card as the spec draws it: English (US) with weeks starting on Monday.
  ///
  /// Its strings are the spec's English (``Weekday/shortLabel``, ``Weekday/name``,
  /// ``YearMonth/title``, ASCII digits, a 12-hour clock), so the default card reads no ICU data
  /// at start-up; `PickerLocaleTests` holds each of them equal to what Foundation gives
  /// `en_US@fw=mon`.
  public static let appetite = PickerLocale(
    specEnglish: "en_US@fw=mon", firstWeekday: .monday)

  /// The identifier it was made from, such as `de_DE`.
  public let identifier: String
  /// The first column of the grid.
  public let firstWeekday: Weekday
  /// Whether the locale's script runs right to left (he, ar): the card mirrors.
  public let isRightToLeft: Bool
  /// The BCP 47 language text is shaped as (`en`, `de`, `he`, `ar`; Chinese with its script,
  /// `zh-Hans`, `zh-Hant`, `zh-Hant-HK`).
  public let language: String
  /// Whether the locale's clock runs to 24 hours (the hour of its `j` skeleton is `H` or `k`).
  public let uses24HourClock: Bool
  /// The locale's morning period (`AM`, `ص`).
  public let amSymbol: String
  /// The locale's afternoon period (`PM`, `م`).
  public let pmSymbol: String
  /// The weekday labels, indexed by ``Weekday/rawValue`` (Monday first).
  private let weekdayLabels: [String]
  /// The full weekday names, indexed by ``Weekday/rawValue``.
  private let weekdayNames: [String]
  /// The locale's digits zero to nine.
  private let digits: [Character]
  /// Whether titles are the spec's English (``YearMonth/title``) rather than Foundation's
  /// pattern: only ``appetite``.
  private let titlesFromSpec: Bool

  /// The locale for `identifier`, read from Foundation once per process (``appetite`` for its
  /// own identifier): what a picker calls whenever its locale changes.
  public static func named(_ identifier: String) -> PickerLocale {
    if identifier == appetite.identifier { return appetite }
    cacheLock.lock()
    defer { cacheLock.unlock() }
    if let locale = cache[identifier] { return locale }
    let locale = PickerLocale(identifier)
    cache[identifier] = locale
    return locale
  }

  private static let cacheLock = NSLock()
  nonisolated(unsafe) private static var cache: [String: PickerLocale] = [:]

  /// Reads `identifier`'s data from Foundation. Foundation takes any string (an unknown one falls
  /// back to root data), so check input with ``isAvailable(_:)`` first.
  public init(_ identifier: String) {
    self.identifier = identifier
    titlesFromSpec = false
    let locale = Locale(identifier: Self.icuForm(identifier))
    var calendar = Calendar(identifier: .gregorian)
    calendar.locale = locale
    // Foundation counts Sunday = 1 … Saturday = 7; Weekday counts Monday = 0 … Sunday = 6.
    firstWeekday = Weekday(rawValue: (calendar.firstWeekday + 5) % 7) ?? .monday
    isRightToLeft =
      Locale.Language(identifier: Self.icuForm(identifier)).characterDirection == .rightToLeft
    let language = locale.language.languageCode?.identifier ?? "en"
    // Chinese keeps its script (and Hong Kong its region): Simplified and Traditional text take
    // different CJK faces.
    if language == "zh" {
      let full = Locale.Language(identifier: Self.icuForm(identifier)).maximalIdentifier
      let script = full.contains("-Hant") ? "Hant" : "Hans"
      self.language = "zh-\(script)" + (locale.region?.identifier == "HK" ? "-HK" : "")
    } else {
      self.language = language
    }
    let hour = DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale) ?? "h"
    uses24HourClock = hour.contains("H") || hour.contains("k")
    let formatter = DateFormatter()
    formatter.locale = locale
    formatter.calendar = calendar
    amSymbol = formatter.amSymbol
    pmSymbol = formatter.pmSymbol
    // Foundation's weekday arrays start on Sunday.
    // A locale without seven names (never seen, but the identifier may come from a file) gets
    // empty labels rather than a trap.
    let mondayFirst = { (symbols: [String]) in
      symbols.count == 7 ? (0..<7).map { symbols[($0 + 1) % 7] } : Array(repeating: "", count: 7)
    }
    let names = mondayFirst(formatter.standaloneWeekdaySymbols)
    weekdayNames = names
    if language == "en" {
      weekdayLabels = names.enumerated().map { String($1.prefix($0 == 0 ? 1 : 2)) }
    } else {
      let short = mondayFirst(formatter.shortStandaloneWeekdaySymbols)
      weekdayLabels =
        short.allSatisfy { $0.count <= 3 }
        ? short : mondayFirst(formatter.veryShortStandaloneWeekdaySymbols)
    }
    if locale.numberingSystem.identifier == "latn" {
      digits = Array("0123456789")
    } else {
      let numbers = NumberFormatter()
      numbers.locale = locale
      numbers.usesGroupingSeparator = false
      digits = (0...9).map { numbers.string(from: $0 as NSNumber)?.first ?? Character("\($0)") }
    }
  }

  /// The spec's English card, without Foundation: see ``appetite``.
  private init(specEnglish identifier: String, firstWeekday: Weekday) {
    self.identifier = identifier
    self.firstWeekday = firstWeekday
    isRightToLeft = false
    language = "en"
    uses24HourClock = false
    amSymbol = "AM"
    pmSymbol = "PM"
    weekdayLabels = Weekday.allCases.map(\.shortLabel)
    weekdayNames = Weekday.allCases.map(\.name)
    digits = Array("0123456789")
    titlesFromSpec = true
  }

  /// Whether `identifier` is a ``LocaleIdentifier`` (Foundation has data for its base, and its
  /// keywords are ones the pickers read: `de_DE`, `de-DE`, `en_US@fw=mon`, `hi_IN@numbers=deva`,
  /// `hi-IN-u-nu-deva`); ``LocaleIdentifier/init(_:)`` says why not.
  public static func isAvailable(_ identifier: String) -> Bool {
    (try? LocaleIdentifier(identifier)) != nil
  }

  /// `identifier` in ICU's form (``LocaleIdentifier/icuForm``: `de-DE` becomes `de_DE`,
  /// `hi-IN-u-nu-deva` becomes `hi_IN@numbers=deva`): the form every picker hands to
  /// `Locale(identifier:)`. One that is not a ``LocaleIdentifier`` only has its hyphens written
  /// as underscores.
  public static func icuForm(_ identifier: String) -> String {
    (try? LocaleIdentifier(identifier))?.icuForm
      ?? identifier.replacingOccurrences(of: "-", with: "_")
  }

  /// The label over `weekday`'s column (`M`, `Mo`, `א׳`).
  public func label(_ weekday: Weekday) -> String { weekdayLabels[weekday.rawValue] }

  /// `weekday`'s full stand-alone name (`Friday`, `Freitag`).
  public func name(_ weekday: Weekday) -> String { weekdayNames[weekday.rawValue] }

  /// The weekday in grid column `column` (0 is ``firstWeekday``).
  public func weekday(inColumn column: Int) -> Weekday {
    Weekday.allCases[((firstWeekday.rawValue + column) % 7 + 7) % 7]
  }

  /// The grid column of `weekday`.
  public func column(of weekday: Weekday) -> Int {
    ((weekday.rawValue - firstWeekday.rawValue) % 7 + 7) % 7
  }

  /// `number` in the locale's digits, without grouping (`16`, `١٦`).
  public func numeral(_ number: Int) -> String {
    numeral(String(number))
  }

  /// `text` with each ASCII digit written in the locale's digits (`09:30`, `٠٩:٣٠`).
  public func numeral(_ text: String) -> String {
    String(
      text.map { character in
        guard character.isASCII, let value = character.wholeNumberValue else { return character }
        return digits[value]
      })
  }

  /// The month selector's title in the locale's own pattern (`MMMMy`): `January 2026`,
  /// `Januar 2026`, `ינואר 2026`, `يناير ٢٠٢٦`.
  public func title(of month: YearMonth) -> String {
    titlesFromSpec ? month.title : format(month.firstDay, template: "MMMMy")
  }

  /// A day as assistive technology reads it in the locale (`EEEEdMMMMy`): `Freitag, 16. Januar
  /// 2026`; ``appetite`` keeps the spec card's own `Friday 16 January 2026`.
  public func spokenDate(_ date: CalendarDate) -> String {
    titlesFromSpec
      ? "\(date.weekday.name) \(date.day) \(date.yearMonth.monthName) \(date.year)"
      : format(date, template: "EEEEdMMMMy")
  }

  /// `minutes` as the locale writes a short length of time, from Foundation's unit formatting
  /// (`Duration.UnitsFormatStyle`, hours and minutes, abbreviated): `15 Min.`, `1 Std.`,
  /// `15 דק׳`, `١ س`. ``appetite`` keeps the spec's `15 min` and `1 hour` (Foundation writes
  /// `1 hr`).
  public func duration(minutes: Int) -> String {
    if titlesFromSpec { return minutes % 60 == 0 ? "\(minutes / 60) hour" : "\(minutes) min" }
    let style = Duration.UnitsFormatStyle(
      allowedUnits: [.hours, .minutes], width: .abbreviated
    ).locale(Locale(identifier: Self.icuForm(identifier)))
    return Duration.seconds(minutes * 60).formatted(style)
  }

  /// `date` at noon UTC formatted with the locale's pattern for `template`.
  private func format(_ date: CalendarDate, template: String) -> String {
    let formatter = DateFormatterCache.formatter(
      locale: Self.icuForm(identifier), pattern: template, template: true)
    let components = DateComponents(year: date.year, month: date.month, day: date.day, hour: 12)
    guard let calendar = formatter.calendar, let instant = calendar.date(from: components) else {
      return date.description
    }
    return formatter.string(from: instant)
  }

}
