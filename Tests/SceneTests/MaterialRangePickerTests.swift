import CairoBackend
import DrawList
import PickerModel
import Scene
import Testing
import Theme

/// The Material 3 range picker as Compose's `DateRangePicker` lays it out in a 360 dp dialog
/// (`DateRangePicker.kt`, with `DatePicker.kt` @032950a1), measured on the draw list of the
/// built-in scene (12 to 16 January 2026, en_US) shaped with the real fonts.
@Suite struct MaterialRangePickerTests {
  static let shaper = HarfBuzzShaper()

  static func list(
    locale: String = "en_US", range: Bool = true, _ appearance: Appearance = .light
  ) throws -> DrawList {
    let context = SceneContext(theme: Fixture.theme(appearance), shaper: shaper)
    let january = try YearMonth(year: 2026, month: 1)
    let picker = try MaterialDatePicker(
      mode: .modalRange, today: try CalendarDate(year: 2026, month: 1, day: 20),
      displayMonth: january,
      range: range
        ? (
          try CalendarDate(year: 2026, month: 1, day: 12),
          try CalendarDate(year: 2026, month: 1, day: 16)
        ) : nil,
      localeIdentifier: locale)
    return try MaterialDatePickerScene(context: context).build(picker)
  }

  /// The middle of a run's line box (its capitals are centred on it).
  static func midY(_ run: GlyphRun, _ token: TypographyToken) throws -> Double {
    let metrics = try shaper.metrics(Fixture.theme().typography(token).textStyle)
    return run.origin.y - metrics.capHeight / 2
  }

  static func runs(_ list: DrawList, _ tag: String) -> [GlyphRun] {
    list.items(tagged: tag).compactMap { if case .text(let run) = $0 { run } else { nil } }
  }

  /// `metric` measured on `list` in dp from `frame`'s top-left, or `nil` for a metric it does not
  /// know: the range header and month list, the same in the dialog and the full-screen picker
  /// (`MaterialFullScreenRangeTests`).
  static func measure(_ metric: String, in list: DrawList, frame: Rect) throws -> Double? {
    let headline = runs(list, "headline")
    switch metric {
    case "title start":
      return try #require(list.text(tagged: "supporting text")).origin.x - frame.x
    case "title line middle":
      let title = try #require(list.text(tagged: "supporting text"))
      return try midY(title, .m3LabelLarge) - frame.y
    case "headline size":
      return try #require(headline.first).size
    case "headline start":
      return try #require(headline.first).origin.x - frame.x
    case "gap before -", "gap after -":
      let dash = try #require(headline.firstIndex { $0.text == "-" })
      let (before, after) = metric == "gap before -" ? (dash - 1, dash) : (dash, dash + 1)
      return headline[after].origin.x - (headline[before].origin.x + headline[before].advance)
    case "end date lines":
      let dash = try #require(headline.firstIndex { $0.text == "-" })
      return Double(headline.count - dash - 1)
    case "divider top":
      return try #require(list.filledRect(tagged: "divider")).0.y - frame.y
    case "weekdays top":
      let weekday = try #require(list.text(tagged: "weekday 0"))
      return try midY(weekday, .m3BodyLarge) - 24 - frame.y
    case "toggle end":
      return frame.maxX - (try #require(list.node("edit"))).hitRect.maxX
    case "toggle middle":
      return try #require(list.node("edit")).hitRect.midY - frame.y
    case "subhead start":
      return try #require(list.text(tagged: "month title")).origin.x - frame.x
    case "subhead line middle":
      let title = try #require(list.text(tagged: "month title"))
      return try midY(title, .m3LabelLarge) - frame.y
    case "first week top":
      return try #require(list.node("day 2026-01-01")).hitRect.y - frame.y
    case "next subhead middle":
      let title = try #require(list.text(tagged: "next month title"))
      return try midY(title, .m3LabelLarge) - frame.y
    default:
      return nil
    }
  }

  /// Each row: what is measured (from the container's top-left, dp), its value, and the
  /// Compose constant it comes from.
  @Test(arguments: [
    ("title start", 64.0, "DateRangePickerTitlePadding(start = 64.dp)"),
    ("title line middle", 10, "DateRangePickerTitlePadding: no top padding; LabelLarge 20 line"),
    ("headline size", 22, "DatePickerModalTokens.RangeSelectionHeaderHeadlineFont = TitleLarge"),
    ("headline start", 64, "DateRangePickerHeadlinePadding(start = 64.dp)"),
    ("gap before -", 4, "DateRangePickerHeadline: Arrangement.spacedBy(4.dp)"),
    ("gap after -", 4, "DateRangePickerHeadline: Arrangement.spacedBy(4.dp)"),
    ("end date lines", 2, "Text wraps in 360 - toggle 60 - 64 - 12 = 224 (no maxLines)"),
    ("divider top", 88, "DateEntryContainer: HorizontalDivider under the headline row"),
    ("weekdays top", 89, "max(128 - HeaderHeightOffset 60, title 20 + row 68 + divider 1)"),
    ("toggle end", 12, "DatePickerModeTogglePadding(end = 12.dp)"),
    ("toggle middle", 48, "row 20…88: the 60 toggle box (48 + bottom 12) centred, 20 + 4 + 24"),
    ("subhead start", 36, "DatePickerHorizontalPadding 12 + CalendarMonthSubheadPadding 24"),
    ("subhead line middle", 167, "weekdays 89 + 48, CalendarMonthSubheadPadding(top = 20.dp) + 10"),
    ("first week top", 185, "subhead 20 + 20 + CalendarMonthSubheadPadding(bottom = 8.dp)"),
    ("next subhead middle", 503, "Month: requiredHeight(48 × MaxCalendarRows 6), then top 20 + 10"),
  ])
  func headerAndListMatchCompose(metric: String, value: Double, source: String) throws {
    let list = try Self.list()
    let frame = try #require(list.filledRect(tagged: "container")).0
    let measured = try #require(try Self.measure(metric, in: list, frame: frame), "\(metric)")
    #expect(abs(measured - value) < 1e-6, "\(metric): \(source)")
  }

  /// The headline is the range as `yMMMd` twice around Compose's "-" delimiter, start-aligned
  /// lines, the end date wrapped after its comma; the placeholder stays on one line.
  @Test func theHeadlineTexts() throws {
    #expect(
      Self.runs(try Self.list(), "headline").map(\.text) == [
        "Jan 12, 2026", "-", "Jan 16,", "2026",
      ])
    #expect(
      Self.runs(try Self.list(range: false), "headline").map(\.text) == [
        "Start date", "-", "End date",
      ])
  }

  /// Without a range the header is its title (20), the 60 dp row and the divider: 81, still
  /// more than the 68 minimum.
  @Test func theHeaderWithoutARangeIs81() throws {
    let list = try Self.list(range: false)
    let frame = try #require(list.filledRect(tagged: "container")).0
    #expect(try #require(list.filledRect(tagged: "divider")).0.maxY - frame.y == 81)
  }

  /// What fits at title-large: a piece with no UAX #14 break in it wider than the room the
  /// texts before it leave is refused (Compose would break inside it); the rest wraps, CJK
  /// dates between their characters (``MaterialLineBreakTests``).
  @Test(arguments: [
    ("en_US", true, true), ("en_US", false, true), ("fr_FR", true, true), ("de_DE", true, true),
    ("ar_EG", true, true), ("he_IL", false, true), ("de_DE", false, false),
    ("ru_RU", false, false), ("ja_JP", true, true), ("zh_CN", true, true), ("ko_KR", true, true),
    ("ru_RU", true, false), ("pt_BR", true, false),
  ])
  func whatFitsAndWhatIsRefused(locale: String, range: Bool, fits: Bool) throws {
    if fits {
      #expect(!Self.runs(try Self.list(locale: locale, range: range), "headline").isEmpty)
    } else {
      #expect(throws: FitError.self) { try Self.list(locale: locale, range: range) }
    }
  }
}
