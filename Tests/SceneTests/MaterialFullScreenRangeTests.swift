import DrawList
import PickerModel
import Scene
import Testing
import Theme

/// The Material 3 full-screen range picker (`m3-date-fullscreen-range`): the range dialog's
/// content (Compose `DateRangePicker.kt`) on a 360 × 640 page under the 60 dp bar of close and
/// Save, measured on the draw list of the built-in scene (12 to 16 January 2026, en_US) shaped
/// with the real fonts.
@Suite struct MaterialFullScreenRangeTests {
  /// The real shaper the range dialog's tests shape with.
  static let shaper = MaterialRangePickerTests.shaper

  static func list(_ appearance: Appearance = .light) throws -> DrawList {
    let context = SceneContext(theme: Fixture.theme(appearance), shaper: shaper)
    return try MaterialDatePickerScene(context: context)
      .build(try MaterialFixtures.date(.fullScreenRange))
  }

  /// The middle of a run's line box, as the range dialog's tests measure it.
  static func midY(_ run: GlyphRun, _ token: TypographyToken) throws -> Double {
    try MaterialRangePickerTests.midY(run, token)
  }

  /// Each row: what is measured (dp from the page's top-left), its value, and the source
  /// constant it comes from.
  @Test(arguments: [
    ("page width", 360.0, "a phone's width; DatePickerModalTokens.ContainerWidth 360"),
    ("page height", 640, "a phone's 640 dp height: the page covers the canvas"),
    ("page corner", 0, "DatePickerModalTokens.RangeSelectionContainerShape = CornerNone"),
    ("shadow layers", 0, "DatePickerModalTokens.RangeSelectionContainerElevation = Level0"),
    ("top bar height", 60, "DateRangePicker.kt HeaderHeightOffset = 60.dp (the Save and X row)"),
    ("close button size", 48, "mtrl_picker_header_fullscreen.xml mtrl_min_touch_target_size"),
    ("close icon size", 24, "mtrl_picker_header_fullscreen.xml material_ic_clear_black_24dp"),
    ("close start", 12, "DateRangePickerSample Row padding(start = 12.dp)"),
    ("close middle", 30, "Row verticalAlignment = CenterVertically in the 60 dp bar"),
    ("save end", 12, "DateRangePickerSample Row padding(end = 12.dp)"),
    ("save middle", 30, "Row verticalAlignment = CenterVertically in the 60 dp bar"),
    ("save touch height", 48, "TextButton: minimumInteractiveComponentSize 48"),
    ("title start", 64, "DateRangePickerTitlePadding(start = 64.dp)"),
    ("title line middle", 70, "the bar's 60, no top padding, LabelLarge 20 line"),
    ("headline size", 22, "DatePickerModalTokens.RangeSelectionHeaderHeadlineFont = TitleLarge"),
    ("headline start", 64, "DateRangePickerHeadlinePadding(start = 64.dp)"),
    ("end date lines", 2, "Text wraps in 360 - toggle 60 - 64 - 12 = 224 (no maxLines)"),
    ("toggle end", 12, "DatePickerModeTogglePadding(end = 12.dp)"),
    ("toggle middle", 108, "the bar's 60 + the dialog's 48 (row 20…88, its 60 box centred)"),
    ("divider top", 148, "60 + title 20 + headline row 68 (two lines of 28 + 12)"),
    ("weekdays top", 149, "60 + max(128 - HeaderHeightOffset 60, 20 + 68 + divider 1)"),
    ("weekday row height", 48, "RecommendedSizeForAccessibility (the weekdays' row)"),
    ("subhead start", 36, "DatePickerHorizontalPadding 12 + CalendarMonthSubheadPadding 24"),
    (
      "subhead line middle", 227, "weekdays 149 + 48, CalendarMonthSubheadPadding(top = 20.dp) + 10"
    ),
    ("first week top", 245, "subhead 20 + 20 + CalendarMonthSubheadPadding(bottom = 8.dp)"),
    ("day cell", 48, "RecommendedSizeForAccessibility"),
    ("day pitch", 48, "RecommendedSizeForAccessibility; 7 × 48 inside the 12 padding"),
    ("selected circle", 40, "DatePickerModalTokens.DateContainerWidth"),
    ("range band height", 40, "RangeSelectionActiveIndicatorContainerHeight"),
    ("range band start", 0, "drawRangeBackground: from the start date's centre"),
    ("range band end", 0, "drawRangeBackground: to the end date's centre"),
    ("next subhead middle", 563, "Month: requiredHeight(48 × MaxCalendarRows 6), top 20 + 10"),
    ("next first week top", 581, "next subhead 20 + 20 + 8"),
    ("next weeks drawn", 1, "the weeks that fit whole above 640: 581 + 48 = 629"),
  ])
  func layoutMatchesTheSources(metric: String, value: Double, source: String) throws {
    let list = try Self.list()
    let (page, radii) = try #require(list.filledRect(tagged: "container"))
    func node(_ id: String) throws -> Rect { try #require(list.node(id)).hitRect }
    let measured: Double
    switch metric {
    case "page width":
      #expect(list.canvas == page)
      measured = page.width
    case "page height": measured = page.height
    case "page corner": measured = radii == .zero ? 0 : -1
    case "shadow layers": measured = Double(list.items(tagged: "elevation").count)
    case "top bar height":
      // The bar ends where the header's title line starts.
      let title = try #require(list.text(tagged: "supporting text"))
      measured = try Self.midY(title, .m3LabelLarge) - 10 - page.y
    case "close button size": measured = try node("close").width
    case "close icon size":
      guard case .path(let path)? = list.fill(tagged: "close")?.0 else {
        Issue.record("the close icon is not a path")
        return
      }
      let box = try node("close")
      let icon = Rect(x: box.midX - 12, y: box.midY - 12, width: 24, height: 24)
      measured = path == MaterialIcon.close.path(in: icon) ? icon.width : -1
    case "close start": measured = try node("close").x - page.x
    case "close middle": measured = try node("close").midY - page.y
    case "save end": measured = page.maxX - (try node("save")).maxX
    case "save middle":
      let save = try #require(list.text(tagged: "save"))
      measured = try Self.midY(save, .m3LabelLarge) - page.y
    case "save touch height": measured = try node("save").height
    case "weekday row height":
      // From the weekdays' top to the month's subhead (48 above the first week).
      let top = try #require(
        try MaterialRangePickerTests.measure("weekdays top", in: list, frame: page))
      measured = try node("day 2026-01-01").y - 48 - page.y - top
    case "day cell": measured = try node("day 2026-01-21").width
    case "day pitch": measured = try node("day 2026-01-22").x - (try node("day 2026-01-21")).x
    case "selected circle":
      measured = try #require(list.filledCircle(tagged: "day 2026-01-12 selected")).radius * 2
    case "range band height", "range band start", "range band end":
      let (band, _) = try #require(list.filledRect(tagged: "range band 2"))
      let start = try #require(list.filledCircle(tagged: "day 2026-01-12 selected")).center
      let end = try #require(list.filledCircle(tagged: "day 2026-01-16 selected")).center
      #expect(band.midY == start.y)
      measured =
        metric == "range band height"
        ? band.height : metric == "range band start" ? band.x - start.x : band.maxX - end.x
    case "next first week top": measured = try node("day 2026-02-01").y - page.y
    case "next weeks drawn":
      let february = list.semantics.filter { $0.id.hasPrefix("day 2026-02-") }
      measured = Double(february.count) / 7
    default:
      // The range header and list, measured as the dialog's are.
      measured = try #require(
        try MaterialRangePickerTests.measure(metric, in: list, frame: page), "\(metric)")
    }
    #expect(abs(measured - value) < 1e-6, "\(metric): \(source) (measured \(measured))")
  }

  /// The baseline colours throughout, as the dialog's: the page on surface-container-high, the
  /// close icon on-surface-variant, Save primary, the band secondary-container with
  /// on-secondary-container days, the ends primary with on-primary labels.
  @Test(arguments: Appearance.allCases)
  func coloursAreTheBaselines(appearance: Appearance) throws {
    let list = try Self.list(appearance)
    func color(_ token: ColorToken) -> Color { MaterialFixture.color(token, appearance) }
    #expect(list.fillColor(tagged: "container") == color(.m3SurfaceContainerHigh))
    #expect(list.items(tagged: "surface").isEmpty)
    #expect(list.fillColor(tagged: "close") == color(.m3OnSurfaceVariant))
    #expect(list.text(tagged: "save")?.color == color(.m3Primary))
    #expect(list.fillColor(tagged: "range band 2") == color(.m3SecondaryContainer))
    #expect(list.text(tagged: "day 2026-01-14")?.color == color(.m3OnSecondaryContainer))
    #expect(list.fillColor(tagged: "day 2026-01-16 selected") == color(.m3Primary))
    #expect(list.text(tagged: "day 2026-01-16")?.color == color(.m3OnPrimary))
    #expect(list.text(tagged: "next month title")?.color == color(.m3OnSurfaceVariant))
    #expect(list.text(tagged: "next month title")?.text == "February 2026")
  }

  /// Every control is named for assistive technology, each at least 48 dp to touch.
  @Test func semanticsNameEveryControl() throws {
    let list = try Self.list()
    #expect(list.node("close")?.label == "Close" && list.node("close")?.role == .button)
    #expect(list.node("save")?.label == "Save" && list.node("save")?.role == .button)
    #expect(list.node("edit")?.label == "Switch to text input mode")
    #expect(list.node("day 2026-01-12")?.label == "Monday, January 12, 2026")
    #expect(list.node("day 2026-01-12")?.states == [.selected])
    #expect(list.node("day 2026-02-07")?.label == "Saturday, February 7, 2026")
    #expect(list.node("day 2026-02-08") == nil)
    #expect(list.node("ok") == nil && list.node("cancel") == nil)
    for node in list.semantics {
      #expect(node.hitRect.width >= 48 && node.hitRect.height >= 48, "\(node.id)")
    }
  }

  /// Its Save and close words are tabled in English only: another language is refused with the
  /// rule, not drawn in English.
  @Test(arguments: ["de_DE", "ar_EG", "ja_JP"])
  func anotherLanguageIsRefused(locale: String) throws {
    let language = try #require(MaterialWords.table(for: locale)).language
    #expect(throws: MaterialPickerError.fullScreenPickerUntranslated(language: language)) {
      try MaterialFixtures.date(.fullScreenRange, locale: locale)
    }
    #expect(
      !MaterialPickerError.fullScreenPickerUntranslated(language: language).description
        .contains("\n"))
    _ = try MaterialFixtures.date(.fullScreenRange, locale: "en_GB")
  }

  /// The list ends with the picker's last year: no next month after December of it.
  @Test func theListEndsWithTheLastYear() throws {
    let context = SceneContext(theme: Fixture.theme(), shaper: Self.shaper)
    let december = try MaterialDatePicker(
      mode: .fullScreenRange, today: try CalendarDate(year: 2100, month: 12, day: 20),
      displayMonth: try YearMonth(year: 2100, month: 12),
      range: (
        try CalendarDate(year: 2100, month: 12, day: 1),
        try CalendarDate(year: 2100, month: 12, day: 3)
      ))
    #expect(december.followingMonth == nil)
    let list = try MaterialDatePickerScene(context: context).build(december)
    #expect(list.text(tagged: "next month title") == nil)
    #expect(list.node("day 2101-01-01") == nil)
  }
}
