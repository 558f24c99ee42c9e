import Audit
import DrawList
import PickerModel
import Scene
import Testing
import Theme

/// The iOS inline calendar, the compact picker and its editor, the time-only inline button: the
/// platform-metrics §1–2 numbers, locale data from Foundation, colours and semantics.
@Suite struct AppleCalendarTests {
  static func picker(
    _ mode: AppleDatePickerMode, _ style: AppleDatePickerStyle, locale: String = "en_US",
    year: Int = 2026, month: Int = 1, day: Int = 16
  ) throws -> AppleDatePicker {
    try AppleDatePicker(
      mode: mode, style: style, year: year, month: month, day: day, hour: 10, minute: 30,
      localeIdentifier: locale)
  }

  static func build(
    _ picker: AppleDatePicker, _ strategy: SceneStrategy<AppleDatePicker> = .appleInline,
    _ appearance: Appearance = .light
  ) throws -> DrawList {
    try strategy.build(picker, Fixture.context(appearance))
  }

  static func circle(_ shape: Shape?) -> (Point, Double)? {
    guard case .circle(let center, let radius)? = shape else { return nil }
    return (center, radius)
  }

  static func rect(_ shape: Shape?) -> (Rect, CornerRadii)? {
    guard case .rect(let rect, let radii)? = shape else { return nil }
    return (rect, radii)
  }

  // MARK: - Locale data

  /// The first weekday and the weekday row come from Foundation: en_US starts on Sunday, de_DE
  /// on Monday; the 1st of January 2026 (a Thursday) lands in column 4 or 3.
  @Test(arguments: [
    ("en_US", 1, "SUN", 4, "January 2026"), ("de_DE", 2, "MO", 3, "Januar 2026"),
  ])
  func weekdayOrderFollowsTheLocale(
    locale: String, firstWeekday: Int, firstSymbol: String, column: Int, title: String
  ) throws {
    let month = try AppleCalendarMonth(
      YearMonth(year: 2026, month: 1), localeIdentifier: locale)
    #expect(month.firstWeekday == firstWeekday)
    #expect(month.leadingBlanks == column)
    #expect(month.title == title)
    let list = try Self.build(Self.picker(.date, .inline, locale: locale))
    #expect(list.text(tagged: "weekday 0")?.text == firstSymbol)
    #expect(list.text(tagged: "month title")?.text == title)
    let first = try #require(list.text(tagged: "day 2026-01-01"))
    let width = (320.0 - 22) / 7
    #expect(abs(first.origin.x + first.advance / 2 - (11 + (Double(column) + 0.5) * width)) < 1e-9)
  }

  /// The weekday row takes the short names (CC `DateFormat.E`) while each leaves 4 pt to its
  /// neighbour, else the very short ones: Arabic's `الثلاثاء` (eight letters, 52 pt in the fake
  /// shaper's 6.5 pt a letter) does not leave it in a 42.6 pt column.
  @Test(arguments: [
    ("en_US", ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"]),
    ("ar_EG", ["س", "ح", "ن", "ث", "ر", "خ", "ج"]),
  ])
  func weekdayLabelsFallBackToVeryShortNamesThatFit(locale: String, labels: [String]) throws {
    let list = try Self.build(Self.picker(.date, .inline, locale: locale))
    #expect((0..<7).map { list.text(tagged: "weekday \($0)")?.text } == labels)
    #expect(AppleInlineCalendar.weekdayGap == 4)
  }

  @Test func anUnknownLocaleIsRefusedNamingIt() {
    #expect(throws: SceneError.badComponent("calendar: unknown locale \"xx_NOPE\"")) {
      try AppleCalendarMonth(YearMonth(year: 2026, month: 1), localeIdentifier: "xx_NOPE")
    }
  }

  // MARK: - Geometry (platform-metrics §2)

  /// Rows are 46 pt in a month of five weeks and 38 pt in one of six; the circle is
  /// min(row, 42). August 2026 starts on a Saturday: six weeks in en_US.
  @Test(arguments: [(1, 5, 46.0, 42.0), (8, 6, 38.0, 38.0)])
  func rowHeightAndCircleFollowTheWeekCount(
    month: Int, rows: Int, rowHeight: Double, diameter: Double
  ) throws {
    let picker = try Self.picker(.date, .inline, month: month, day: 16)
    let list = try Self.build(picker)
    let calendar = try AppleInlineScene.calendar(picker, today: nil, origin: Point(x: 0, y: 0))
    let grid = calendar.grid(Fixture.theme())
    #expect(grid.rows == rows && grid.rowHeight == rowHeight)
    #expect(grid.frame == Rect(x: 11, y: 86, width: 298, height: Double(rows) * rowHeight))
    let (center, radius) = try #require(Self.circle(list.fill(tagged: "selection")?.0))
    #expect(radius == diameter / 2)
    let cell = try #require(grid.cell(of: picker.date))
    #expect(center == cell.center)
  }

  /// The page covers the whole canvas, first under everything: in date-and-time mode the AM/PM
  /// thumb's shadow reaches past the calendar's 378 pt (CC `calendarDateTimePickerHeight`), and
  /// the page grows with the canvas instead of leaving a transparent strip, in the built scene
  /// and in a scene file's.
  @Test(arguments: [(AppleDatePickerMode.date, 332.0), (.dateAndTime, 378)])
  func thePageCoversTheCanvas(mode: AppleDatePickerMode, height: Double) throws {
    let file = try decodeScene(
      #"{"picker": "ios-date-picker", "style": "inline", "mode": "\#(mode.rawValue)", "#
        + #""date": "2026-01-16", "time": "10:30"}"#, file: "inline.json")
    for appearance in Appearance.allCases {
      for list in [
        try Self.build(Self.picker(mode, .inline), .appleInline, appearance),
        try file.spec.build(Fixture.context(appearance)),
      ] {
        #expect(list.canvas.height >= height)
        let first = try #require(list.items.first)
        #expect(first.tag == "page")
        #expect(list.fill(tagged: "page")?.0 == .rect(list.canvas, .zero), "\(mode)")
        #expect(
          list.fill(tagged: "page")?.1
            == .solid(Fixture.theme(appearance).color(.iosSystemBackground)))
      }
    }
  }

  @Test func theCalendarIs320By332AndTheHeaderHasItsChevrons() throws {
    let list = try Self.build(Self.picker(.date, .inline))
    #expect(list.canvas == Rect(x: 0, y: 0, width: 320, height: 332))
    let title = try #require(list.text(tagged: "month title"))
    #expect(title.origin.x == 20 && title.size == 17 && title.font == FontID("Inter-SemiBold"))
    #expect(title.color == Fixture.theme().color(.iosLabel))
    for id in ["previous month", "next month"] {
      let node = try #require(list.node(id))
      #expect(node.role == .button && node.hitRect.width == 44 && node.hitRect.height == 44)
      #expect(abs(node.hitRect.midY - (13 + 22)) < 1e-9)
    }
    #expect(try #require(list.node("next month")).hitRect.maxX == 320 - 11)
    #expect(list.node("month")?.value == "January 2026")
  }

  // MARK: - Colours

  /// What a day is drawn as in iOS's calendar, one replica throughout (CC
  /// `calendar_month_picker_day_style.dart`, platform-metrics §2); each row names its style.
  enum DayLook: String, CaseIterable, Sendable {
    /// Accent numeral, 20 pt medium, on the accent at alpha 30.
    case tinted
    /// White numeral, 20 pt medium, on the solid accent.
    case solid
    /// Accent numeral, regular, no circle.
    case accentText
    /// `label` numeral, regular, no circle.
    case plain
  }

  @Test(arguments: [
    (
      "CC CalendarMonthPickerSelectedDayStyle: mainColor.withAlpha(30), 20 pt w500", 16, 12, 16,
      DayLook.tinted
    ),
    (
      "CC CalendarMonthPickerSelectedCurrentDayStyle: label.darkColor on mainColor", 12, 12, 12,
      .solid
    ),
    ("CC calendarMonthPickerCurrentDayStyle: mainColor, w400", 16, 12, 12, .accentText),
    ("CC calendarMonthPickerDefaultDayStyle: label, 20 pt w400", 16, 12, 13, .plain),
    ("CC CalendarMonthPickerSelectedDayStyle, no today in the month", 16, 0, 16, .tinted),
  ])
  func eachDayIsDrawnAsTheReplicaDrawsIt(
    source: String, selected: Int, today: Int, day: Int, look: DayLook
  ) throws {
    let todayDate = today == 0 ? nil : Fixture.date(today)
    let shots: [(String, AppleDatePicker, SceneStrategy<AppleDatePicker>)] = [
      ("inline", try Self.picker(.date, .inline, day: selected), .appleInline(today: todayDate)),
      (
        "compact editor", try Self.picker(.dateAndTime, .compact, day: selected),
        .appleCompactOpen(today: todayDate)
      ),
    ]
    for appearance in Appearance.allCases {
      let theme = Fixture.theme(appearance)
      let accent = theme.color(.iosSystemBlue)
      for (name, picker, strategy) in shots {
        let context = "\(source) (\(name), \(appearance))"
        let list = try strategy.build(picker, Fixture.context(appearance))
        let numeral = try #require(list.text(tagged: "day 2026-01-\(day)"), "\(context)")
        let mark = list.fill(tagged: "selection")
        switch look {
        case .tinted:
          #expect(mark?.1 == .solid(accent.withAlpha(30)), "\(context)")
          #expect(numeral.color == accent, "\(context)")
        case .solid:
          #expect(mark?.1 == .solid(accent), "\(context)")
          #expect(numeral.color == .white, "\(context)")
        case .accentText:
          #expect(numeral.color == accent, "\(context)")
        case .plain:
          #expect(numeral.color == theme.color(.iosLabel), "\(context)")
        }
        let medium = look == .tinted || look == .solid
        #expect(numeral.size == 20, "\(context)")
        #expect(
          numeral.font == FontID(medium ? "Inter-Medium" : "Inter-Regular"), "\(context)")
        if medium {
          let (shape, _) = try #require(mark, "\(context)")
          #expect(Self.circle(shape)?.1 == 21, "\(context)")
        }
      }
    }
  }

  /// The selected day is not today in the built-in scenes: an accent numeral on a tinted circle;
  /// today (the 12th) has an accent label and its spoken "today"; other days are in `label`.
  @Test(arguments: Appearance.allCases)
  func theBuiltInSelectionIsTintedAndTodayIsAccentText(_ appearance: Appearance) throws {
    let theme = Fixture.theme(appearance)
    let list = try Self.build(Self.picker(.date, .inline), .appleInline, appearance)
    let (shape, paint) = try #require(list.fill(tagged: "selection"))
    #expect(Self.circle(shape) != nil)
    #expect(paint == .solid(theme.color(.iosSystemBlue).withAlpha(30)))
    let selected = try #require(list.text(tagged: "day 2026-01-16"))
    #expect(selected.color == theme.color(.iosSystemBlue))
    let today = try #require(list.text(tagged: "day 2026-01-12"))
    #expect(today.color == theme.color(.iosSystemBlue))
    #expect(list.node("day 2026-01-12")?.label == "12 January 2026, today")
    #expect(list.text(tagged: "day 2026-01-13")?.color == theme.color(.iosLabel))
    #expect(list.text(tagged: "weekday 3")?.color == theme.color(.iosTertiaryLabel))
    #expect(list.node("day 2026-01-16")?.states == [.selected])
  }

  @Test func everyDayIsADayNodeWithAtLeastTheAppleMinimum() throws {
    let list = try Self.build(Self.picker(.date, .inline))
    let days = list.semantics.filter { $0.role == .day }
    #expect(days.count == 31)
    for day in days {
      #expect(day.hitRect.width >= 44 && day.hitRect.height >= 44, "\(day.id)")
    }
  }

  // MARK: - Compact

  /// The compact button: 34 high, radius 8, 12 pt padding, tertiarySystemFill, the value in the
  /// accent (Apple's guidance), formatted by Foundation.
  @Test(arguments: Appearance.allCases)
  func compactButtonsShowTheValueInTheAccent(_ appearance: Appearance) throws {
    let theme = Fixture.theme(appearance)
    let list = try Self.build(Self.picker(.dateAndTime, .compact), .appleCompact, appearance)
    for (id, text) in [("date button", "Jan 16, 2026"), ("time button", "10:30 AM")] {
      let run = try #require(list.text(tagged: "\(id) text"))
      #expect(run.text.replacingOccurrences(of: "\u{202F}", with: " ") == text)
      #expect(run.color == theme.color(.iosSystemBlue))
      #expect(run.size == 17 && run.font == FontID("Inter-Regular"))
      let (shape, paint) = try #require(list.fill(tagged: id))
      let (box, radii) = try #require(Self.rect(shape))
      #expect(box.height == 34 && radii == CornerRadii(8))
      #expect(abs(box.width - (run.advance + 24)) < 1e-9)
      #expect(paint == .solid(theme.color(.iosTertiarySystemFill)))
      #expect(list.node(id)?.role == .button && list.node(id)?.hitRect.height == 44)
    }
    let date = try #require(Self.rect(list.fill(tagged: "date button")?.0)).0
    let time = try #require(Self.rect(list.fill(tagged: "time button")?.0)).0
    #expect(time.x - date.maxX == 6 && time.maxX == 375 - 16)
  }

  @Test func compactButtonsFollowTheGermanLocale() throws {
    let list = try Self.build(Self.picker(.dateAndTime, .compact, locale: "de_DE"), .appleCompact)
    #expect(list.text(tagged: "date button text")?.text == "16.01.2026")
    #expect(list.text(tagged: "time button text")?.text == "10:30")
  }

  /// The editor: a 320 × 378 popover (radius 13) 6 pt under the row, holding the calendar and
  /// the time row; en_US has the AM/PM control with AM selected, de_DE has none.
  @Test func compactEditorIsThePopoverWithTheTimeRow() throws {
    let list = try Self.build(Self.picker(.dateAndTime, .compact), .appleCompactOpen)
    let (popover, radii) = try #require(Self.rect(list.fill(tagged: "popover")?.0))
    #expect(popover.width == 320 && popover.height == 378 && radii == CornerRadii(13))
    #expect(popover.y == 16 + 34 + 6 && popover.maxX == 375 - 16)
    #expect(list.text(tagged: "time chip text")?.text == "10:30")
    #expect(list.text(tagged: "time caption")?.text == "Time")
    let (chip, chipRadii) = try #require(Self.rect(list.fill(tagged: "time chip")?.0))
    #expect(chip.height == 34 && chipRadii == CornerRadii(6))
    #expect(chip.y == popover.y + 332 + 0.33 + 5)
    #expect(list.node("period AM")?.states == [.selected])
    #expect(list.node("period PM")?.states == [])
    #expect(list.node("date button")?.states == [.selected])
    let (track, _) = try #require(Self.rect(list.fill(tagged: "period track")?.0))
    #expect(track.maxX == popover.maxX - 16 && track.width == 64)
    #expect(abs(chip.maxX - (track.x - 8)) < 1e-9)
    let german = try Self.build(
      Self.picker(.dateAndTime, .compact, locale: "de_DE"), .appleCompactOpen)
    #expect(
      german.node("period AM") == nil && german.text(tagged: "time chip text")?.text == "10:30")
    #expect(german.text(tagged: "weekday 0")?.text == "MO")
  }

  @Test func inlineTimeIsTheTimeButtonAlone() throws {
    let list = try Self.build(Self.picker(.time, .inline))
    #expect(list.node("time button") != nil && list.node("date button") == nil)
    #expect(list.items.allSatisfy { !$0.tag.hasPrefix("day ") })
    #expect(list.text(tagged: "caption")?.text == "Time")
  }

  // MARK: - Rules

  /// Countdown is refused in the compact and inline styles: the model's error comes through the
  /// strategy unchanged.
  @Test(arguments: [AppleDatePickerStyle.compact, .inline])
  func countdownThroughTheStrategiesIsTheModelsError(style: AppleDatePickerStyle) {
    let strategy: SceneStrategy<AppleDatePicker> = style == .compact ? .appleCompact : .appleInline
    let spec = SceneSpec(
      id: "countdown", summary: "refused",
      model: { try Self.picker(.countdownTimer, style) }, as: strategy)
    #expect(throws: AppleDatePickerError.countdownNotAvailable(style: style)) {
      try spec.build(Fixture.context())
    }
  }

  @Test func aPickerInAnotherStyleIsRefusedNamingBoth() throws {
    let wheels = try Self.picker(.date, .wheels)
    #expect(
      throws: SceneError.badComponent(
        "date picker: the compact scene needs the compact style, not wheels")
    ) { try Self.build(wheels, .appleCompact) }
    #expect(
      throws: SceneError.badComponent(
        "date picker: the compact scene needs the compact style, not inline")
    ) { try Self.build(Self.picker(.time, .inline), .appleCompactOpen) }
  }

  // MARK: - Contrast

  /// Every exception an Apple scene carries covers something in Light or Dark: none is a
  /// blanket.
  @Test(arguments: [
    "ios-compact", "ios-compact-open", "ios-compact-time-open", "ios-inline-date",
    "ios-inline-time", "macos-textual", "macos-graphical-range", "macos-clock",
    "macos-graphical-datetime", "compare-platforms",
  ])
  func everyExceptionAnAppleSceneCarriesIsUsed(id: String) throws {
    let scene = try #require(SceneSpec.named(id))
    var used: Set<String> = []
    for appearance in scene.appearances {
      let theme = Fixture.theme(appearance)
      let list = try scene.build(SceneContext(theme: theme, shaper: Fixture.shaper))
      let findings = try SceneAudit.contrast(theme, for: scene).audit(list)
      #expect(findings.allSatisfy { !$0.fails }, "\(id) \(appearance)")
      used.formUnion(findings.compactMap(\.exception?.name))
    }
    for exception in try scene.auditPolicy().contrastExceptions {
      #expect(used.contains(exception.name), "\(id) carries \(exception.name) unused")
    }
  }

  /// A macOS calendar carries the accent-text exception exactly where today's numeral is in the
  /// accent (shown and not selected), so a scene file with a single day passes its audit and the
  /// range scene, whose range holds today, carries no unused exception.
  @Test(arguments: [
    (#"{"picker": "macos-date-picker", "style": "graphical", "date": "2026-01-16"}"#, true),
    (#"{"picker": "macos-date-picker", "style": "graphical", "date": "2026-01-12"}"#, false),
    (#"{"picker": "macos-date-picker", "style": "graphical", "date": "2026-03-16"}"#, false),
    (
      #"{"picker": "macos-date-picker", "style": "graphical", "date": "2026-01-16", "#
        + #""range": {"start": "2026-01-12", "end": "2026-01-16"}}"#, false
    ),
    (
      #"{"picker": "macos-date-picker", "style": "clock-and-calendar", "date": "2026-01-16", "#
        + #""time": "10:30"}"#, true
    ),
  ])
  func theMacOSTodayAccentExceptionFollowsTheCalendar(file: String, carries: Bool) throws {
    let spec = try decodeScene(file).spec
    let names = try spec.auditPolicy().contrastExceptions.map(\.name)
    #expect(names.contains("ios/system-blue text") == carries, "\(file)")
    for appearance in spec.appearances {
      let theme = Fixture.theme(appearance)
      let list = try spec.build(SceneContext(theme: theme, shaper: Fixture.shaper))
      let findings = try SceneAudit.contrast(theme, for: spec).audit(list)
      #expect(findings.allSatisfy { !$0.fails }, "\(file) \(appearance)")
    }
  }

  /// The platform's colours below the ratios are listed under their named exceptions.
  @Test func platformColoursBelowTheRatiosAreNamedExceptions() throws {
    let scene = try #require(SceneSpec.named("ios-inline-date"))
    let theme = Fixture.theme(.light)
    let list = try scene.build(SceneContext(theme: theme, shaper: Fixture.shaper))
    let findings = try SceneAudit.contrast(theme, for: scene).audit(list)
    #expect(findings.allSatisfy { !$0.fails })
    let names = Set(findings.compactMap(\.exception?.name))
    // The selected 16th is an accent numeral on the tint: white on the accent is only today's.
    #expect(!names.contains("white on ios/system-blue"))
    #expect(names.contains("ios/system-blue text"))
    #expect(names.contains("ios/tertiary-label, ios/secondary-label"))
    #expect(findings.first { $0.tag == "day 2026-01-13" }?.exception == nil)
  }
}
