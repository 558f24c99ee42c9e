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

  /// The dates a row's picker has chosen: the built-in 12 to 16 January 2026, the 1st to the
  /// 2nd of May 2026 (for a language whose January dates leave their box: the headline's own
  /// words must fit too), or none.
  enum Dates: Sendable { case builtIn, may, none }

  /// The full-screen picker in `locale` with `dates` chosen, shaped with the real fonts.
  static func list(locale: String, dates: Dates) throws -> DrawList {
    let context = SceneContext(theme: Fixture.theme(), shaper: shaper)
    guard dates != .builtIn else {
      return try MaterialDatePickerScene(context: context)
        .build(MaterialFixtures.date(.fullScreenRange, locale: locale))
    }
    let picker = try MaterialDatePicker(
      mode: .fullScreenRange, today: try CalendarDate(year: 2026, month: 5, day: 20),
      displayMonth: try YearMonth(year: 2026, month: 5),
      range: dates == .may
        ? (
          try CalendarDate(year: 2026, month: 5, day: 1),
          try CalendarDate(year: 2026, month: 5, day: 2)
        )
        : nil,
      localeIdentifier: locale)
    return try MaterialDatePickerScene(context: context).build(picker)
  }

  /// Every language the Material mirror speaks: Save's text and name and the close button's
  /// name are Flutter's `saveButtonLabel` and `closeButtonTooltip` as the file writes them (and
  /// the table's), drawn with real glyphs, Save inside the bar between the close button and the
  /// end padding; right to left the bar mirrors (close 12 from the right, Save 12 from the left).
  /// `dates`: the row's chosen dates (``Dates``): the built-in ones wherever they fit; pt_BR's
  /// "jan." (LB13 keeps the full stop) and ru_RU's "2026 г." (LB12 keeps the no-break space)
  /// leave the end date's box, as Compose would break inside them.
  @Test(arguments: [
    ("en_US", Dates.builtIn, "Save", "Close", "material_en.arb @00c84e6c"),
    ("de_DE", .builtIn, "Speichern", "Schließen", "material_de.arb @0cb17d7c"),
    ("fr_FR", .builtIn, "Enregistrer", "Fermer", "material_fr.arb @0146a6b5"),
    ("es_ES", .builtIn, "Guardar", "Cerrar", "material_es.arb @0146a6b5"),
    ("pt_BR", .none, "Salvar", "Fechar", "material_pt.arb @0146a6b5"),
    ("ru_RU", .may, "Сохранить", "Закрыть", "material_ru.arb @0cb17d7c"),
    ("el_GR", .builtIn, "Αποθήκευση", "Κλείσιμο", "material_el.arb @60a46b09"),
    ("he_IL", .builtIn, "שמירה", "סגירה", "material_he.arb @03d93340"),
    ("ar_EG", .builtIn, "الحفظ", "إغلاق", "material_ar.arb @0146a6b5"),
    ("fa_IR", .builtIn, "ذخیره", "بستن", "material_fa.arb @0496b719"),
    ("ur_PK", .builtIn, "محفوظ کریں", "بند کریں", "material_ur.arb @0496b719"),
    ("hi_IN", .builtIn, "सेव करें", "बंद करें", "material_hi.arb @0496b719"),
    ("th_TH", .builtIn, "บันทึก", "ปิด", "material_th.arb @d49e386a"),
    ("ja_JP", .builtIn, "保存", "閉じる", "material_ja.arb @06df12ca"),
    ("zh_CN", .builtIn, "保存", "关闭", "material_zh.arb @d8a1a862"),
    ("ko_KR", .builtIn, "저장", "닫기", "material_ko.arb @d86fd5ca"),
  ])
  func theTopBarSpeaksEveryLanguage(
    locale: String, dates: Dates, save: String, close: String, source: String
  ) throws {
    let words = try #require(MaterialWords.table(for: locale))
    #expect(words[.save] == save && words[.close] == close, "\(source)")
    let list = try Self.list(locale: locale, dates: dates)
    let page = list.canvas
    let saveNode = try #require(list.node("save"))
    let closeNode = try #require(list.node("close"))
    #expect(saveNode.label == save && saveNode.role == .button, "\(source)")
    #expect(closeNode.label == close && closeNode.role == .button, "\(source)")
    let runs = MaterialRangePickerTests.runs(list, "save")
    #expect(runs.map(\.text).joined() == save, "\(source)")
    #expect(runs.allSatisfy { !$0.glyphs.isEmpty && $0.glyphs.allSatisfy { $0.id != 0 } })
    // The label inside its button (12 padding each side), centred in it.
    let button = saveNode.hitRect
    let drawn = runs.map(\.advance).reduce(0, +)
    let left = try #require(runs.map(\.origin.x).min())
    #expect(drawn + 24 <= button.width + 1e-9, "\(locale): Save leaves its button")
    #expect(abs(left + drawn / 2 - button.midX) < 1e-6, "\(locale): Save is not centred")
    // The bar: close 12 from the start, Save ending 12 from the end, never over the close.
    let rightToLeft = ["he_IL", "ar_EG", "fa_IR", "ur_PK"].contains(locale)
    let close48 = closeNode.hitRect
    if rightToLeft {
      #expect(close48.maxX == page.maxX - 12 && abs(button.x - (page.x + 12)) < 1e-9, "\(locale)")
      #expect(button.maxX <= close48.x, "\(locale): Save runs into the close button")
    } else {
      #expect(close48.x == page.x + 12 && abs(button.maxX - (page.maxX - 12)) < 1e-9, "\(locale)")
      #expect(button.x >= close48.maxX, "\(locale): Save runs into the close button")
    }
    #expect(close48.width == 48 && close48.midY == page.y + 30)
  }

  /// Right to left the bar is the mirror of the English one: the close button and Save swap
  /// sides about the page's middle, the X unmirrored (`Icons.Filled.Close` is symmetric).
  @Test(arguments: ["he_IL", "ar_EG", "fa_IR", "ur_PK"])
  func theTopBarMirrorsRightToLeft(locale: String) throws {
    let english = try Self.list(locale: "en_US", dates: .builtIn)
    let list = try Self.list(locale: locale, dates: .builtIn)
    let page = list.canvas
    func mirrored(_ rect: Rect) -> Rect {
      Rect(x: page.x + page.maxX - rect.maxX, y: rect.y, width: rect.width, height: rect.height)
    }
    let close = try #require(list.node("close")).hitRect
    #expect(close == mirrored(try #require(english.node("close")).hitRect))
    let box = Rect(x: close.midX - 12, y: close.midY - 12, width: 24, height: 24)
    #expect(list.fill(tagged: "close")?.0 == .path(MaterialIcon.close.path(in: box)))
    let save = try #require(list.node("save")).hitRect
    #expect(abs(save.x - (page.x + 12)) < 1e-9 && save.maxX < page.midX)
  }

  /// A language without a table is still refused at `$.locale`, as in every Material mode.
  @Test(arguments: ["it_IT", "pt_PT", "zh_TW"])
  func aLanguageWithoutATableIsRefused(locale: String) throws {
    #expect(throws: MaterialPickerError.noPlatformWords(locale: locale)) {
      try MaterialFixtures.date(.fullScreenRange, locale: locale)
    }
  }

  /// Save wider than the bar leaves it (360 - 12 - 48 - 12 = 288 between the close button and
  /// the end padding) is refused, never drawn over the close button: here "Speichern" shaped
  /// 2.5 em a character (9 × 35 + 24 = 339 pt).
  @Test func aSaveThatLeavesTheBarIsRefused() throws {
    let context = SceneContext(theme: Fixture.theme(), shaper: ScaledShaper(factor: 5))
    let picker = try MaterialFixtures.date(.fullScreenRange, locale: "de_DE")
    #expect(
      throws: FitError(
        field: FieldPath("locale"),
        subject: "material date picker (de_DE): the save button \"Speichern\"",
        needs: 339, room: "its box", has: 288,
        advice: "these are the platform's own words and formats for the locale (Compose would "
          + "clip them); choose another locale")
    ) {
      try MaterialDatePickerScene(context: context).build(picker)
    }
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
