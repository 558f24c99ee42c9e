import CairoBackend
import DrawList
import PickerModel
import Scene
import Testing
import Theme

/// The Date Picker in other locales: mirrored layout, chevrons and bands under right-to-left,
/// text in script runs with the Noto faces for Hebrew and Arabic.
@Suite struct LocaleTests {
  static let shaper = HarfBuzzShaper()
  static let context = SceneContext(theme: Fixture.theme(), shaper: shaper)

  static func list(_ picker: DatePicker) throws -> DrawList {
    try DatePickerScene(context: context).build(picker)
  }

  static func seed(_ identifier: String) throws -> DrawList {
    try list(LocaleFixtures.seedCard(identifier))
  }

  static let rtlLayout = DatePickerLayout(theme: Fixture.theme(), rightToLeft: true)

  /// Mirrored, column c stands at x = 20 + 44·(6 − c): the first weekday at the right.
  @Test(arguments: 0..<7)
  func mirroredColumns(column: Int) {
    #expect(Self.rtlLayout.cellFrame(row: 2, column: column).x == 20 + 44 * Double(6 - column))
    #expect(Self.rtlLayout.weekdayFrame(column: column).x == 20 + 44 * Double(6 - column))
    #expect(Fixture.layout.cellFrame(row: 2, column: column).x == 20 + 44 * Double(column))
  }

  /// The weekday labels from left to right on the page.
  @Test(arguments: [
    ("en_US", ["Su", "M", "Tu", "We", "Th", "Fr", "Sa"]),
    ("de_DE", ["Mo", "Di", "Mi", "Do", "Fr", "Sa", "So"]),
    ("he_IL", ["ש׳", "ו׳", "ה׳", "ד׳", "ג׳", "ב׳", "א׳"]),
    ("ar_EG", ["ج", "خ", "ر", "ث", "ن", "ح", "س"]),
  ])
  func weekdayRowOnThePage(identifier: String, labels: [String]) throws {
    let list = try Self.seed(identifier)
    let runs = list.items.compactMap { item -> GlyphRun? in
      guard item.tag.hasPrefix("weekday "), case .text(let run) = item.command else {
        return nil
      }
      return run
    }
    let sorted = runs.sorted { $0.origin.x < $1.origin.x }
    #expect(sorted.map { $0.text } == labels)
  }

  /// The 1st (a Thursday) under its weekday: x of its circle from the locale's column.
  @Test(arguments: [("en_US", 196.0), ("de_DE", 152.0), ("he_IL", 108.0), ("ar_EG", 64.0)])
  func theFirstStandsUnderThursday(identifier: String, x: Double) throws {
    let list = try Self.seed(identifier)
    let run = try #require(list.text(tagged: "day 2026-01-01"))
    #expect(abs(run.origin.x + run.advance / 2 - (x + 18)) < 0.001)
  }

  /// Mirrored, previous stands at the right pointing right and next at the left pointing left.
  @Test func chevronsSwapSidesAndPointTheOtherWay() {
    let ltr = Fixture.layout.dateSelector(title: "")
    let rtl = Self.rtlLayout.dateSelector(title: "")
    #expect(rtl.previousButton == ltr.nextButton && rtl.nextButton == ltr.previousButton)
    #expect(rtl.previousButton.x == 340 - 20 - 4 - 32)
    #expect(rtl.previousIcon == .chevronRight && rtl.nextIcon == .chevronLeft)
    #expect(ltr.previousIcon == .chevronLeft && ltr.nextIcon == .chevronRight)
    #expect(rtl.label == ltr.label)
  }

  @Test func semanticButtonsMirrorToo() throws {
    let list = try Self.seed("he_IL")
    let previous = try #require(list.semantics.first { $0.id == "previous month" })
    let next = try #require(list.semantics.first { $0.id == "next month" })
    #expect(previous.hitRect.midX > next.hitRect.midX)
  }

  /// The range card in he_IL: each band is the left-to-right band mirrored about its cell's
  /// centre, 22 at the ends and 44 in the middle, reaching 4 pt past each side it joins.
  @Test(arguments: [
    // day, width, left edge relative to the cell, right edge relative to the cell
    (8, 22.0, -4.0, 18.0), (9, 44.0, -4.0, 40.0), (10, 40.0, 0.0, 40.0),
    (11, 40.0, -4.0, 36.0), (12, 44.0, -4.0, 40.0), (13, 44.0, -4.0, 40.0), (14, 22.0, 18.0, 40.0),
  ])
  func bandsMirror(day: Int, width: Double, left: Double, right: Double) throws {
    let picker = try LocaleFixtures.rangeCard("he_IL")
    let list = try Self.list(picker)
    let cell = try #require(picker.cells.first { $0.date == Fixture.date(day) })
    let frame = Self.rtlLayout.cellFrame(row: cell.row, column: cell.column)
    guard case .rect(let rect, _)? = list.fill(tagged: "day \(Fixture.date(day)) band")?.0 else {
      Issue.record("no band on the \(day)th")
      return
    }
    #expect(rect.width == width)
    #expect(rect.x - frame.x == left)
    #expect(rect.maxX - frame.x == right)
  }

  /// Hebrew and Arabic text is shaped right to left in its Noto face; digits stay left to right.
  @Test(arguments: [
    ("he_IL", "weekday א׳", "NotoSansHebrew-Regular", TextDirection.rightToLeft),
    ("ar_EG", "weekday س", "NotoSansArabic-Regular", .rightToLeft),
    ("ar_EG", "day 2026-01-16", "NotoSansArabic-Regular", .leftToRight),
    ("he_IL", "day 2026-01-16", "Inter-Medium", .leftToRight),
    ("de_DE", "weekday Mo", "Inter-Medium", .leftToRight),
  ])
  func runsTakeTheScriptsFontAndDirection(
    identifier: String, tag: String, font: String, direction: TextDirection
  ) throws {
    let runs = try Self.seed(identifier).items(tagged: tag).compactMap { command -> GlyphRun? in
      guard case .text(let run) = command else { return nil }
      return run
    }
    #expect(runs.count == 1)
    #expect(runs.first?.font.name == font)
    #expect(runs.first?.direction == direction)
  }

  /// The month title: one run in Latin, two in Hebrew (the month right to left at the right, the
  /// Latin year left to right at the left), two in Arabic with Arabic-Indic digits.
  @Test(arguments: [
    ("de_DE", [("Januar 2026", "Inter-Medium", TextDirection.leftToRight)]),
    (
      "he_IL",
      [("2026", "Inter-Medium", .leftToRight), ("ינואר ", "NotoSansHebrew-Regular", .rightToLeft)]
    ),
    (
      "ar_EG",
      [
        ("٢٠٢٦", "NotoSansArabic-Regular", .leftToRight),
        ("يناير ", "NotoSansArabic-Regular", .rightToLeft),
      ]
    ),
  ])
  func monthTitleRuns(identifier: String, expected: [(String, String, TextDirection)]) throws {
    let runs = try Self.seed(identifier).items(tagged: "month").compactMap { command -> GlyphRun? in
      guard case .text(let run) = command else { return nil }
      return run
    }
    #expect(runs.map(\.text) == expected.map(\.0))
    #expect(runs.map(\.font.name) == expected.map(\.1))
    #expect(runs.map(\.direction) == expected.map(\.2))
    // Left to right on the page, end to end.
    for (left, right) in zip(runs, runs.dropFirst()) {
      #expect(abs(left.origin.x + left.advance - right.origin.x) < 0.001)
    }
  }

  /// The footer mirrors with the card: Submit, the primary action, first (at the left) in a
  /// right-to-left locale, as in the Time Picker.
  @Test(arguments: [("en_US", false), ("de_DE", false), ("he_IL", true), ("ar_EG", true)])
  func footerSwaps(identifier: String, mirrored: Bool) throws {
    let list = try Self.seed(identifier)
    let submit = try #require(list.node("submit")?.hitRect)
    let dismiss = try #require(list.node("dismiss")?.hitRect)
    #expect((submit.x < dismiss.x) == mirrored)
  }

  @Test func theLocaleInTheContextWins() throws {
    var context = Self.context
    context.localeIdentifier = "he_IL"
    let list = try DatePickerScene(context: context).build(try SceneFixtures.seedCard())
    #expect(list.text(tagged: "weekday א׳")?.font.name == "NotoSansHebrew-Regular")
  }

  @Test func everyLocaleSceneIsBuiltIn() {
    let ids = Set(SceneSpec.builtIn.map(\.id))
    for id in [
      "date-picker-en-us", "date-picker-de-de", "date-picker-he-il", "date-picker-ar-eg",
      "date-picker-ar", "date-picker-range-he-il",
    ] {
      #expect(ids.contains(id), "\(id)")
    }
  }
}

/// The Time Picker in ar_EG: Arabic-Indic digits and `ص` in Noto Sans Arabic, the card mirrored.
@Suite struct TimePickerLocaleSceneTests {
  static func list(_ identifier: String) throws -> DrawList {
    let context = SceneContext(theme: Fixture.theme(), shaper: LocaleTests.shaper)
    return try TimePickerScene(context: context).build(LocaleFixtures.timePicker(identifier))
  }

  static func bounds(_ list: DrawList, _ tag: String) throws -> Rect {
    try #require(list.fill(tagged: tag)?.0.bounds, "\(tag)")
  }

  static func textRuns(_ list: DrawList, _ tag: String) -> [GlyphRun] {
    list.items(tagged: tag).compactMap { command -> GlyphRun? in
      guard case .text(let run) = command else { return nil }
      return run
    }
  }

  /// Header: the clock at the leading end, the clear button at the trailing one; the time centred.
  @Test(arguments: [("en_US", false), ("ar_EG", true), ("he_IL", true), ("ar", true)])
  func headerMirrors(identifier: String, mirrored: Bool) throws {
    let list = try Self.list(identifier)
    let clock = try Self.bounds(list, "clock")
    let clear = try Self.bounds(list, "clear")
    #expect((clock.midX > clear.midX) == mirrored)
    // The icons' outlines sit a hair off their boxes' centres.
    #expect(abs(clock.midX + clear.midX - TimePickerLayout.cardWidth) < 0.01)
    let digits = Self.textRuns(list, "header time")
    let period = Self.textRuns(list, "header time period")
    let time = digits + period
    let left = time.map(\.origin.x).min() ?? 0
    let right = time.map { $0.origin.x + $0.advance }.max() ?? 0
    #expect(abs((left + right) / 2 - TimePickerLayout.cardWidth / 2) < 1e-9)
    // The period follows the digits as in a row: right of them, or left when mirrored.
    if let digitsX = digits.map(\.origin.x).min(), let periodX = period.map(\.origin.x).min() {
      #expect((periodX < digitsX) == mirrored)
    }
  }

  /// Durations: the first (15 min) at the left, or the right when mirrored; the words the
  /// picker gives (the spec's English in en_US, Foundation's in ar_EG and he_IL), whole.
  @Test(arguments: [("en_US", false), ("ar_EG", true), ("he_IL", true)])
  func durationOrderMirrors(identifier: String, mirrored: Bool) throws {
    let list = try Self.list(identifier)
    let xs = try QuickDuration.allCases.map { try Self.bounds(list, "duration \($0.minutes)").x }
    #expect(xs == (mirrored ? xs.sorted(by: >) : xs.sorted()))
    #expect(xs.first == (mirrored ? xs.max() : xs.min()))
    let words = Self.textRuns(list, "duration 15").sorted { $0.origin.x < $1.origin.x }
    let picker = TimePicker(localeIdentifier: identifier)
    let expected = picker.label(of: .fifteenMinutes)
    #expect(Set(words.map(\.text).joined()) == Set(expected))
    #expect(identifier != "en_US" || expected == "15 min")
  }

  /// Rows: the text starts at the left inset, or ends at the right inset when mirrored, with the
  /// period beyond it (left of the digits when mirrored); the tick at the other end.
  @Test(arguments: [("en_US", false), ("ar_EG", true)])
  func slotRowMirrors(identifier: String, mirrored: Bool) throws {
    let list = try Self.list(identifier)
    let layout = TimePickerLayout(theme: Fixture.theme(), rightToLeft: mirrored)
    let row = try Self.bounds(list, "slot 10:30")
    let digits = Self.textRuns(list, "slot 10:30")
    let period = Self.textRuns(list, "slot 10:30 period")
    let digitsLeft = try #require(digits.map(\.origin.x).min())
    let digitsRight = try #require(digits.map { $0.origin.x + $0.advance }.max())
    let periodLeft = try #require(period.map(\.origin.x).min())
    let periodRight = try #require(period.map { $0.origin.x + $0.advance }.max())
    let tick = try Self.bounds(list, "slot 10:30 tick")
    let side = TimePickerLayout.slotTickSize
    if mirrored {
      #expect(abs(digitsRight - (row.maxX - layout.slotInset)) < 1e-9)
      #expect(abs(periodRight - (digitsLeft - layout.periodGap)) < 1e-9)
      #expect(abs(tick.midX - (row.x + layout.slotInset + side / 2)) < 0.5)
    } else {
      #expect(abs(digitsLeft - (row.x + layout.slotInset)) < 1e-9)
      #expect(abs(periodLeft - (digitsRight + layout.periodGap)) < 1e-9)
      #expect(abs(tick.midX - (row.maxX - layout.slotInset - side / 2)) < 0.5)
    }
    #expect((tick.midX < row.midX) == mirrored)
  }

  /// The scrollbar down the right edge, or the left when mirrored; the rows beside it.
  @Test(arguments: [("en_US", false), ("ar_EG", true)])
  func scrollbarMirrors(identifier: String, mirrored: Bool) throws {
    let list = try Self.list(identifier)
    let track = try Self.bounds(list, "scrollbar track")
    let row = try Self.bounds(list, "slot 10:30")
    let layout = TimePickerLayout(theme: Fixture.theme())
    if mirrored {
      #expect(track.x == layout.padding && track.maxX < row.x)
    } else {
      #expect(track.maxX == TimePickerLayout.cardWidth - layout.padding && track.x > row.maxX)
    }
  }

  /// The footer: Dismiss then Submit, swapped (Submit at the left) when mirrored.
  @Test(arguments: [("en_US", false), ("ar_EG", true), ("ar", true)])
  func footerSwaps(identifier: String, mirrored: Bool) throws {
    let list = try Self.list(identifier)
    let submit = try #require(list.node("submit")?.hitRect)
    let dismiss = try #require(list.node("dismiss")?.hitRect)
    #expect((submit.x < dismiss.x) == mirrored)
    #expect((try Self.bounds(list, "submit").midX < TimePickerLayout.cardWidth / 2) == mirrored)
  }

  @Test func arabicDigitsAndPeriodsTakeTheArabicFace() throws {
    let context = SceneContext(theme: Fixture.theme(), shaper: LocaleTests.shaper)
    let list = try TimePickerScene(context: context).build(LocaleFixtures.timePicker("ar_EG"))
    let runs = list.items(tagged: "slot 10:30").compactMap { command -> GlyphRun? in
      guard case .text(let run) = command else { return nil }
      return run
    }
    #expect(runs.map { $0.text } == ["١٠:٣٠"])
    #expect(runs.first?.font.name == "NotoSansArabic-Regular")
    #expect(runs.first?.direction == .leftToRight)
    let period = try #require(list.text(tagged: "slot 10:30 period"))
    #expect(period.text == "ص" && period.font.name == "NotoSansArabic-Regular")
    #expect(period.direction == .rightToLeft)
    #expect(period.origin.x + period.advance < (runs.first?.origin.x ?? -.infinity))
  }
}
