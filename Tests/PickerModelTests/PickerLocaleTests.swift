import PickerModel
import Testing

/// What a picker takes from a locale comes from Foundation: first weekday, labels, digits, titles,
/// clock and direction, and the grid and keys follow it.
@Suite struct PickerLocaleTests {
  static func date(_ day: Int) -> CalendarDate {
    (try? CalendarDate(year: 2026, month: 1, day: day)) ?? CalendarDate(iso: "2026-01-01")!
  }

  static func january(_ identifier: String) throws -> DatePicker {
    DatePicker(
      month: try YearMonth(year: 2026, month: 1), selection: .single(date(16)),
      focusedDate: date(16), localeIdentifier: identifier)
  }

  @Test(arguments: [
    ("en_US", Weekday.sunday), ("en_US@fw=mon", .monday), ("en_GB", .monday),
    ("de_DE", .monday), ("he_IL", .sunday), ("ar_EG", .saturday), ("ar", .saturday),
  ])
  func firstWeekday(identifier: String, first: Weekday) {
    #expect(PickerLocale(identifier).firstWeekday == first)
  }

  /// Labels in Monday-first order: English keeps the spec's rule, others Foundation's short
  /// stand-alone names when all fit three characters, else its very short ones.
  @Test(arguments: [
    ("en_US@fw=mon", ["M", "Tu", "We", "Th", "Fr", "Sa", "Su"]),
    ("en_US", ["M", "Tu", "We", "Th", "Fr", "Sa", "Su"]),
    ("de_DE", ["Mo", "Di", "Mi", "Do", "Fr", "Sa", "So"]),
    ("he_IL", ["ב׳", "ג׳", "ד׳", "ה׳", "ו׳", "ש׳", "א׳"]),
    ("ar_EG", ["ن", "ث", "ر", "خ", "ج", "س", "ح"]),
    ("fr_FR", ["L", "M", "M", "J", "V", "S", "D"]),
  ])
  func weekdayLabels(identifier: String, labels: [String]) {
    let locale = PickerLocale(identifier)
    #expect(Weekday.allCases.map(locale.label) == labels)
  }

  /// The Appetite card's locale is the spec's English, written without ICU; every part of it is
  /// what Foundation gives `en_US@fw=mon`.
  @Test func appetiteIsFoundationsEnglishWithMondayFirst() throws {
    let spec = PickerLocale.appetite
    let foundation = PickerLocale(spec.identifier)
    #expect(spec.identifier == "en_US@fw=mon")
    #expect(spec.firstWeekday == foundation.firstWeekday)
    #expect(spec.isRightToLeft == foundation.isRightToLeft)
    #expect(spec.language == foundation.language)
    #expect(spec.uses24HourClock == foundation.uses24HourClock)
    #expect(spec.amSymbol == foundation.amSymbol && spec.pmSymbol == foundation.pmSymbol)
    #expect(Weekday.allCases.map(spec.label) == Weekday.allCases.map(foundation.label))
    #expect(Weekday.allCases.map(spec.name) == Weekday.allCases.map(foundation.name))
    #expect((0...12).map(spec.numeral) == (0...12).map(foundation.numeral))
    for year in [1, 999, 1970, 2026, 9999] {
      for month in 1...12 {
        let yearMonth = try YearMonth(year: year, month: month)
        #expect(spec.title(of: yearMonth) == foundation.title(of: yearMonth))
      }
    }
  }

  /// A picker takes the shared locale whichever way it gets its identifier: the default card's
  /// is ``PickerLocale/appetite`` also when set after opening.
  @Test func pickersShareOneLocalePerIdentifier() throws {
    var picker = try Self.january("de_DE")
    #expect(picker.locale == PickerLocale.named("de_DE"))
    picker.localeIdentifier = DatePicker.defaultLocaleIdentifier
    #expect(picker.locale == PickerLocale.appetite)
    #expect(PickerLocale.named("en_US@fw=mon") == .appetite)
  }

  @Test func englishLabelsAreTheSpecsShortLabels() {
    #expect(Weekday.allCases.map(PickerLocale.appetite.label) == Weekday.allCases.map(\.shortLabel))
  }

  @Test(arguments: [
    ("en_US@fw=mon", "January 2026", "16"), ("de_DE", "Januar 2026", "16"),
    ("he_IL", "ינואר 2026", "16"), ("ar_EG", "يناير ٢٠٢٦", "١٦"), ("ar", "يناير 2026", "16"),
  ])
  func titleAndDigits(identifier: String, title: String, sixteen: String) throws {
    let locale = PickerLocale(identifier)
    #expect(locale.title(of: try YearMonth(year: 2026, month: 1)) == title)
    #expect(locale.numeral(16) == sixteen)
  }

  @Test(arguments: [
    ("en_US", false, false), ("de_DE", true, false), ("he_IL", true, true),
    ("ar_EG", false, true), ("ar", false, true),
  ])
  func clockAndDirection(identifier: String, twentyFour: Bool, rightToLeft: Bool) {
    let locale = PickerLocale(identifier)
    #expect(locale.uses24HourClock == twentyFour)
    #expect(locale.isRightToLeft == rightToLeft)
  }

  @Test(arguments: [
    ("de_DE", true), ("he_IL", true), ("ar", true), ("ar_EG", true), ("en_US@fw=mon", true),
    ("de_DE@fw=sun", true), ("xx_YY", false), ("", false), ("garbage!!", false),
    ("de_DE@fw=xyz", false), ("de_DE@calendar=hebrew", false), ("de-DE", true), ("he-IL", true),
  ])
  func availability(identifier: String, available: Bool) {
    #expect(PickerLocale.isAvailable(identifier) == available)
  }

  /// January 1st 2026 is a Thursday: its column counts from the locale's first weekday.
  @Test(arguments: [
    ("en_US@fw=mon", 3), ("en_US", 4), ("de_DE", 3), ("he_IL", 4), ("ar_EG", 5),
  ])
  func theFirstOfJanuarysColumn(identifier: String, column: Int) throws {
    let picker = try Self.january(identifier)
    let first = try #require(picker.cells.first { $0.date == Self.date(1) })
    #expect(first.row == 0 && first.column == column)
    #expect(picker.cells.prefix(column).allSatisfy { $0.isEmpty })
  }

  @Test func theDefaultIsTheSpecsMondayFirstCard() throws {
    let month = try YearMonth(year: 2026, month: 1)
    #expect(DatePicker(month: month).localeIdentifier == "en_US@fw=mon")
    #expect(
      DatePicker(month: month).cells
        == DatePicker(month: month, localeIdentifier: "en_US@fw=mon").cells)
  }

  /// Left and Right follow the page: in a right-to-left locale Left is the next day; Home and End
  /// are the ends of the locale's week (he_IL: Sunday to Saturday).
  @Test(arguments: [
    ("de_DE", PickerKey.left, 15), ("de_DE", .right, 17), ("he_IL", .left, 17),
    ("he_IL", .right, 15), ("de_DE", .home, 12), ("he_IL", .home, 11), ("he_IL", .end, 17),
    ("ar_EG", .home, 10),
  ])
  func keysFollowTheLocale(identifier: String, key: PickerKey, day: Int) throws {
    var picker = try Self.january(identifier)
    _ = picker.handle(key)
    #expect(picker.focusedDate == Self.date(day))
  }

  @Test func changingTheIdentifierRereadsTheLocale() throws {
    var picker = try Self.january("de_DE")
    picker.localeIdentifier = "he_IL"
    #expect(picker.locale == PickerLocale("he_IL"))
    #expect(picker.locale.isRightToLeft)
  }
}

/// Assistive technology reads a day in the locale's own long pattern; odd identifiers never trap.
@Suite struct PickerLocaleLabelTests {
  @Test(arguments: [
    ("de_DE", "Freitag, 16. Januar 2026"), ("en_US", "Friday, January 16, 2026"),
  ])
  func spokenDate(identifier: String, spoken: String) {
    #expect(PickerLocale(identifier).spokenDate(PickerLocaleTests.date(16)) == spoken)
  }

  /// The spec's card keeps the label it had before locales: weekday, day, month, year.
  @Test func theAppetiteCardsSpokenDateIsTheSpecsLabel() {
    #expect(
      PickerLocale.appetite.spokenDate(PickerLocaleTests.date(16)) == "Friday 16 January 2026")
  }

  @Test(arguments: ["", "@", "x@fw=", String(repeating: "a", count: 5000), "\u{0}", "-_-@@"])
  func oddIdentifiersStillMakeAGrid(identifier: String) throws {
    let picker = try PickerLocaleTests.january(identifier)
    #expect(picker.cells.count == 42)
    #expect(picker.cells.compactMap(\.date).count >= 31)
  }
}
