import DrawList
import PickerModel
import Scene
import Testing

/// Apple's platform words (``AppleWords``): one table per language from Flutter's Cupertino
/// translations, each naming its file and commit; the locale's table chosen as Flutter chooses
/// its file; "Today" on the date-and-time wheel and after today's day in a calendar's semantics;
/// and a scene that would draw or announce a word in a language with no table refused in one
/// line at `$.locale`.
@Suite struct AppleWordsTests {
  /// The languages issue 20 asks for, as their tables' tags.
  static let required = [
    "en", "de", "fr", "es", "pt-BR", "ru", "el", "he", "ar", "fa", "ur", "hi", "th", "ja",
    "zh-Hans", "ko",
  ]

  @Test func everyRequiredLanguageHasATable() {
    let tags = Set(AppleWords.all.map(\.tag))
    for tag in Self.required { #expect(tags.contains(tag), "\(tag)") }
    #expect(tags.count == AppleWords.all.count, "a tag is listed twice")
  }

  @Test func everyTableHasEveryKeyAndNamesItsSource() {
    for table in AppleWords.all {
      for key in AppleWords.Key.allCases {
        #expect(!(table.words[key] ?? "").isEmpty, "\(table.tag) has no \(key.rawValue)")
      }
      #expect(table.file.hasPrefix("packages/flutter_localizations/lib/src/l10n/cupertino_"))
      #expect(table.file.hasSuffix(".arb"))
      #expect(table.commit.count == 40 && table.commit.allSatisfy(\.isHexDigit), "\(table.tag)")
    }
    #expect(AppleWords.Key.today.rawValue == "todayLabel")
  }

  /// Each word as it stands in its file (`todayLabel`), read at the commit the table names.
  @Test(arguments: [
    ("en", "cupertino_en.arb", "Today"), ("de", "cupertino_de.arb", "Heute"),
    ("fr", "cupertino_fr.arb", "aujourd'hui"), ("fr-CA", "cupertino_fr_CA.arb", "Aujourd'hui"),
    ("es", "cupertino_es.arb", "Hoy"), ("pt-BR", "cupertino_pt.arb", "Hoje"),
    ("pt-PT", "cupertino_pt_PT.arb", "Hoje"), ("ru", "cupertino_ru.arb", "Сегодня"),
    ("el", "cupertino_el.arb", "Σήμερα"), ("he", "cupertino_he.arb", "היום"),
    ("ar", "cupertino_ar.arb", "اليوم"), ("fa", "cupertino_fa.arb", "امروز"),
    ("ur", "cupertino_ur.arb", "آج"), ("hi", "cupertino_hi.arb", "आज"),
    ("th", "cupertino_th.arb", "วันนี้"), ("ja", "cupertino_ja.arb", "今日"),
    ("zh-Hans", "cupertino_zh.arb", "今天"), ("zh-TW", "cupertino_zh_TW.arb", "今天"),
    ("zh-HK", "cupertino_zh_HK.arb", "今天"), ("ko", "cupertino_ko.arb", "오늘"),
  ])
  func todayIsTheFilesTodayLabel(tag: String, file: String, today: String) throws {
    let table = try #require(AppleWords.all.first { $0.tag == tag })
    #expect(table.file.hasSuffix("/" + file))
    #expect(table.today == today)
  }

  /// A locale takes the table of its language and region, else of its language and script,
  /// else of its language, as Flutter picks its `.arb` file; Traditional Chinese outside Taiwan
  /// and Hong Kong, and languages with no table, get none.
  @Test(arguments: [
    ("en_US", "en"), ("en_US@fw=mon", "en"), ("en_GB", "en"), ("de_DE", "de"), ("de_AT", "de"),
    ("fr_FR", "fr"), ("fr_CA", "fr-CA"), ("es_MX", "es"), ("pt_BR", "pt-BR"), ("pt", "pt-BR"),
    ("pt_PT", "pt-PT"), ("ru_RU", "ru"), ("el_GR", "el"), ("he_IL", "he"), ("ar_EG", "ar"),
    ("ar", "ar"), ("fa_IR", "fa"), ("ur_PK", "ur"), ("hi_IN", "hi"), ("th_TH", "th"),
    ("ja_JP", "ja"), ("zh_Hans_CN", "zh-Hans"), ("zh", "zh-Hans"), ("zh_Hans_SG", "zh-Hans"),
    ("zh_Hant_TW", "zh-TW"), ("zh_Hant_HK", "zh-HK"), ("ko_KR", "ko"), ("de-DE", "de"),
  ])
  func theLocalePicksItsTable(locale: String, tag: String) {
    #expect(AppleWords.table(forLocale: locale)?.tag == tag)
  }

  @Test(arguments: ["zh_Hant_MO", "sw_KE", "it_IT", "nl_NL"])
  func aLanguageWithNoTableHasNone(locale: String) {
    #expect(AppleWords.table(forLocale: locale) == nil)
    #expect(throws: SceneError.self) { try AppleWords.required(forLocale: locale) }
  }

  @Test func theRefusalNamesTheWordsAndEveryTable() {
    let message = AppleWords.missingMessage("sw_KE")
    #expect(message.contains("\"Today\""))
    #expect(message.contains("\"sw_KE\""))
    #expect(message.contains("cupertino_<lang>.arb"))
    for table in AppleWords.all { #expect(message.contains(table.tag), "\(table.tag)") }
    #expect(!message.contains("\n"))
  }

  // MARK: - Where the words are used

  static func wheels(
    _ mode: AppleDatePickerMode, locale: String, today: CalendarDate?,
    orientation: AppleWheelsOrientation = .portrait
  ) throws -> DrawList {
    let picker = try AppleWheelsFixtures.picker(mode, locale: locale)
    return try AppleWheelsScene(
      context: Fixture.context(), orientation: orientation, today: today
    ).build(picker)
  }

  static func day(_ day: Int) throws -> CalendarDate {
    try CalendarDate(year: 2026, month: 1, day: day)
  }

  /// UIKit's date-and-time wheel writes today's row as "Today" (FL-D: "today shown as
  /// 'Today'"), in the locale's word; the wheel's value says it too.
  @Test(arguments: [("en_US", "Today"), ("he_IL", "היום"), ("ar_EG", "اليوم"), ("ja_JP", "今日")])
  func theDateWheelWritesTodayInTheLocale(locale: String, word: String) throws {
    let list = try Self.wheels(.dateAndTime, locale: locale, today: Self.day(16))
    #expect(AppleWheelsTests.rowTexts(list, .date)[0] == word)
    #expect(AppleWheelsTests.rowTexts(list, .date)[1] != word)
    #expect(list.node(AppleWheelsScene.wheelID(.date))?.value == word)
  }

  @Test func todayFourRowsUpIsWrittenThereAndOnlyThere() throws {
    let list = try Self.wheels(.dateAndTime, locale: "en_US", today: Self.day(12))
    let texts = AppleWheelsTests.rowTexts(list, .date)
    #expect(texts[-4] == "Today")
    #expect(texts.filter { $0.value == "Today" }.count == 1)
    #expect(texts[0] == "Fri Jan 16")
    // Landscape draws three rows each side: the 12th is not drawn, so no word is.
    let picker = try AppleWheelsFixtures.picker(.dateAndTime)
    let twelfth = try Self.day(12)
    #expect(!AppleWheelsScene.drawsToday(picker, today: twelfth, orientation: .landscape))
    #expect(AppleWheelsScene.drawsToday(picker, today: twelfth, orientation: .portrait))
  }

  @Test func withoutTodayOrInDateModeNoWordIsDrawn() throws {
    let none = try Self.wheels(.dateAndTime, locale: "en_US", today: nil)
    #expect(!AppleWheelsTests.rowTexts(none, .date).values.contains("Today"))
    let date = try Self.wheels(.date, locale: "sw_KE", today: Self.day(16))
    #expect(AppleWheelsTests.rowTexts(date, .day)[0] == "16")
  }

  @Test func todaysRowInALanguageWithNoTableIsRefused() throws {
    #expect(throws: SceneError.badComponent(AppleWords.missingMessage("sw_KE"))) {
      try Self.wheels(.dateAndTime, locale: "sw_KE", today: Self.day(16))
    }
    // Without today the wheels draw Foundation's words only, in any locale.
    _ = try Self.wheels(.dateAndTime, locale: "sw_KE", today: nil)
  }

  /// A calendar's day is labelled in the locale (`d MMMM y`), today's followed by the locale's
  /// "today", lower-cased after the comma.
  @Test(arguments: [
    ("en_US", "12 January 2026, today", "16 January 2026"),
    ("de_DE", "12 Januar 2026, heute", "16 Januar 2026"),
    ("he_IL", "12 ינואר 2026, היום", "16 ינואר 2026"),
    ("ar_EG", "١٢ يناير ٢٠٢٦, اليوم", "١٦ يناير ٢٠٢٦"),
  ])
  func aCalendarDayIsLabelledInTheLocale(locale: String, today: String, selected: String) throws {
    let picker = try AppleCalendarTests.picker(.date, .inline, locale: locale)
    let list = try AppleCalendarTests.build(picker)
    #expect(list.node("day 2026-01-12")?.label == today)
    #expect(list.node("day 2026-01-16")?.label == selected)
  }

  @Test func aCalendarShowingTodayInALanguageWithNoTableIsRefused() throws {
    let inline = try AppleCalendarTests.picker(.date, .inline, locale: "sw_KE")
    #expect(throws: SceneError.badComponent(AppleWords.missingMessage("sw_KE"))) {
      try AppleCalendarTests.build(inline)
    }
    // March shows no today (the 12th of January): no word, any locale.
    let march = try AppleCalendarTests.picker(.date, .inline, locale: "sw_KE", month: 3)
    _ = try AppleCalendarTests.build(march)
    let compact = try AppleCalendarTests.picker(.dateAndTime, .compact, locale: "sw_KE")
    _ = try AppleCalendarTests.build(compact, .appleCompact)
  }

  // MARK: - Scene files

  /// A file that would draw or announce Apple's "Today" in a language with no table is refused
  /// at `$.locale`, in one line naming the languages that have one.
  @Test(arguments: [
    #"{"picker": "ios-date-picker", "style": "inline", "mode": "date", "date": "2026-01-16", "#
      + #""locale": "sw_KE"}"#,
    #"{"picker": "ios-date-picker", "style": "compact-open", "date": "2026-01-16", "#
      + #""locale": "sw_KE"}"#,
    #"{"picker": "ios-date-picker", "date": "2026-01-16", "today": "2026-01-16", "#
      + #""locale": "sw_KE"}"#,
    #"{"picker": "macos-date-picker", "style": "graphical", "date": "2026-01-16", "#
      + #""locale": "sw_KE"}"#,
  ])
  func aFileWithWordsInALanguageWithNoTableIsRefused(_ text: String) {
    #expect(sceneError(text) == "march.json: $.locale: " + AppleWords.missingMessage("sw_KE"))
  }

  /// The comparison sheet's Apple panels announce today: refused at `$.locale` too (its Material
  /// panel may refuse first, with its own words).
  @Test func aComparisonInALanguageWithNoTableIsRefused() {
    let message = sceneError(
      #"{"picker": "platform-comparison", "month": "2026-01", "selection": "2026-01-16", "#
        + #""locale": "sw_KE"}"#)
    #expect(message?.hasPrefix("march.json: $.locale: ") == true)
  }

  /// Scenes without platform words keep taking any locale Foundation knows.
  @Test(arguments: [
    #"{"picker": "ios-date-picker", "date": "2026-01-16", "locale": "sw_KE"}"#,
    #"{"picker": "ios-date-picker", "date": "2026-01-16", "today": "2026-03-01", "#
      + #""locale": "sw_KE"}"#,
    #"{"picker": "ios-date-picker", "style": "compact", "date": "2026-01-16", "locale": "sw_KE"}"#,
    #"{"picker": "ios-date-picker", "style": "inline", "date": "2026-01-16", "today": null, "#
      + #""locale": "sw_KE"}"#,
    #"{"picker": "macos-date-picker", "style": "textual", "date": "2026-01-16", "#
      + #""locale": "sw_KE"}"#,
    #"{"picker": "macos-date-picker", "style": "graphical", "date": "2026-03-16", "#
      + #""locale": "sw_KE"}"#,
    #"{"picker": "watchos-picker", "date": "2026-01-16", "locale": "sw_KE"}"#,
  ])
  func aFileWithoutWordsTakesAnyLocale(_ text: String) throws {
    #expect(sceneError(text) == nil)
    _ = try decodeScene(text).spec.build(Fixture.context())
  }

  @Test func theTodayKeyReachesTheWheels() throws {
    let file = try decodeScene(
      #"{"picker": "ios-date-picker", "date": "2026-01-16", "time": "10:30", "#
        + #""today": "2026-01-16", "locale": "he_IL"}"#)
    let list = try file.spec.build(Fixture.context())
    #expect(AppleWheelsTests.rowTexts(list, .date)[0] == "היום")
    #expect(
      sceneError(#"{"picker": "ios-date-picker", "date": "2026-01-16", "today": "16.01.2026"}"#)
        == #"march.json: $.today: "16.01.2026" is not a date (expected YYYY-MM-DD)"#)
  }
}
