import DrawList
import PickerModel
import Scene
import Testing
import Theme

/// The date dialogs' header, year grid and buttons as Compose lays them out (`DatePicker.kt`
/// @032950a1, `DatePickerDialog.android.kt`), measured on the draw list in dp from the
/// container's top-left.
@Suite struct MaterialDateDialogTests {
  /// The middle of a run's line box (the fake shaper's capitals, 0.7 em, are centred on it).
  static func midY(_ run: GlyphRun) -> Double { run.origin.y - run.size * 0.35 }

  /// Each row: the picker, what is measured, its value and the constant it comes from.
  @Test(arguments: [
    (
      MaterialDatePickerMode.modal, "title middle", 26.0,
      "DatePickerTitlePadding(top = 16.dp); LabelLarge line 20"
    ),
    (
      .modal, "headline middle", 83,
      "headline 40 + 12 centred in the 60 row (DatePickerHeadlinePadding), 120 - 1 - 60 + 4 + 20"
    ),
    (.modalInput, "headline middle", 83, "DatePickerHeader, as the modal's"),
    (.yearSelection, "headline middle", 83, "DatePickerHeader, as the modal's"),
    (.modal, "toggle middle", 83, "DatePickerModeTogglePadding(end = 12.dp, bottom = 12.dp)"),
    (.modal, "toggle end", 12, "DatePickerModeTogglePadding(end = 12.dp)"),
    (.modal, "divider top", 119, "DateEntryContainer: HorizontalDivider, the header's last dp"),
    (.modal, "ok middle", 536, "DialogButtonsPadding(bottom = 8.dp); 48 dp buttons (MICS)"),
    (.modalInput, "ok middle", 226, "the input dialog: 258 - 8 - 24"),
    (.modal, "ok end", 6, "DialogButtonsPadding(end = 6.dp)"),
    (.modal, "ok width", 58, "ButtonDefaults.MinWidth"),
    (.modal, "cancel to ok", 8, "DialogButtonsMainAxisSpacing"),
    (.yearSelection, "first row top", 176, "YearPicker: no gap above the first row; 120 + 56"),
    (
      .yearSelection, "first year", 2023,
      "initialFirstVisibleItemIndex = displayedYear - yearRange.first - YearsInRow"
    ),
    (.yearSelection, "row pitch", 52, "SelectionYearContainerHeight 36 + YearsVerticalPadding 16"),
    (
      .yearSelection, "grid divider top", 511,
      "requiredHeight(48 × (MaxCalendarRows + 1) - DividerDefaults.Thickness), 176 + 335"
    ),
    (.yearSelection, "rows shown", 7, "335 / 52: the seventh row cut at the grid's edge"),
    (.dockedYearMenu, "menu top", 64, "the docked header (MW docked header 64), no gap under it"),
    (
      .dockedYearMenu, "menu item height", 48,
      "MW md.comp.date-picker.docked.menu.list-item.container.height; Menu.kt "
        + "MenuListItemContainerHeight"
    ),
    (.dockedYearMenu, "menu item width", 360, "the list fills the docked container (360)"),
    (
      .dockedYearMenu, "first year", 2023,
      "opened as YearPicker opens: displayedYear - YearsInRow on top"
    ),
    (.dockedYearMenu, "items shown", 7, "456 - 64 header - 56 buttons = 336 = 7 × 48"),
    (.dockedYearMenu, "check start", 12, "Menu.kt DropdownMenuItemHorizontalPadding 12"),
    (
      .dockedYearMenu, "menu text start", 48,
      "DropdownMenuItemHorizontalPadding 12 + leading icon 24 (MenuTokens) + 12"
    ),
  ])
  func layout(mode: MaterialDatePickerMode, metric: String, value: Double, source: String) throws {
    let list = try MaterialFixture.dateList(mode)
    let frame = try #require(list.filledRect(tagged: "container")).0
    let years = list.semantics.filter { $0.id.hasPrefix("year ") && $0.role == .option }
    let measured: Double
    switch metric {
    case "title middle":
      measured = Self.midY(try #require(list.text(tagged: "supporting text"))) - frame.y
    case "headline middle":
      measured = Self.midY(try #require(list.text(tagged: "headline"))) - frame.y
    case "toggle middle":
      measured = try #require(list.node("edit")).hitRect.midY - frame.y
    case "toggle end":
      measured = frame.maxX - (try #require(list.node("edit"))).hitRect.maxX
    case "divider top":
      measured = try #require(list.filledRect(tagged: "divider")).0.y - frame.y
    case "ok middle":
      measured = Self.midY(try #require(list.text(tagged: "ok"))) - frame.y
    case "ok end":
      measured = frame.maxX - (try #require(list.node("ok"))).hitRect.maxX
    case "ok width":
      measured = try #require(list.node("ok")).hitRect.width
    case "cancel to ok":
      measured =
        try #require(list.node("ok")).hitRect.x
        - (try #require(list.node("cancel"))).hitRect.maxX
    case "first row top":
      measured = try #require(list.filledRect(tagged: "year 2026 selected")).0.y - 52 - frame.y
    case "first year":
      measured = Double(years.compactMap { Int($0.id.dropFirst(5)) }.min() ?? 0)
    case "row pitch":
      measured =
        try #require(list.node("year 2029")).hitRect.midY
        - (try #require(list.node("year 2026"))).hitRect.midY
    case "grid divider top":
      measured = try #require(list.filledRect(tagged: "year grid divider")).0.y - frame.y
    case "rows shown":
      measured = Double(years.count) / 3
    case "menu top":
      measured = try #require(list.node("year 2023")).hitRect.y - frame.y
    case "menu item height":
      measured = try #require(list.filledRect(tagged: "year 2026 selected")).0.height
    case "menu item width":
      measured = try #require(list.filledRect(tagged: "year 2026 selected")).0.width
    case "items shown":
      measured = Double(years.count)
    case "check start":
      // The check's outline starts 3.41 into its 24 dp box (Material Symbols `check`).
      let bounds = try #require(list.fill(tagged: "year 2026 check")?.0.bounds)
      measured = bounds.x - 3.41 - frame.x
    case "menu text start":
      measured = try #require(list.text(tagged: "year 2027")).origin.x - frame.x
    default:
      Issue.record("no measurement for \(metric)")
      return
    }
    #expect(abs(measured - value) < 1e-9, "\(metric): \(source)")
  }

  /// The docked year menu's colours (platform-metrics.md §4.3, MW `md.comp.date-picker.docked
  /// .menu.list-item.*`): the selected item on surface-variant with an on-surface-variant check
  /// (Compose `MenuTokens` leading icon colour), every year in body-large on-surface.
  @Test(arguments: Appearance.allCases)
  func theYearMenuColours(appearance: Appearance) throws {
    let list = try MaterialFixture.dateList(.dockedYearMenu, appearance)
    #expect(
      list.fillColor(tagged: "year 2026 selected")
        == MaterialFixture.color(.m3SurfaceVariant, appearance))
    #expect(
      list.fillColor(tagged: "year 2026 check")
        == MaterialFixture.color(.m3OnSurfaceVariant, appearance))
    for year in [2026, 2027] {
      #expect(
        list.text(tagged: "year \(year)")?.color
          == MaterialFixture.color(.m3OnSurface, appearance))
    }
    #expect(list.fill(tagged: "year 2027 check") == nil)
    #expect(list.node("year 2026")?.states == [.selected])
    // The year arrows are gone while the menu is open; the year button points up.
    #expect(list.node("previous year") == nil && list.node("next month") == nil)
  }

  /// The menu cannot scroll past its ends: at 1900 it starts there, at 2100 it ends there.
  @Test(arguments: [(1900, 1900), (1902, 1900), (2050, 2047), (2100, 2094)])
  func theYearMenuStaysInsideItsYears(display: Int, first: Int) throws {
    let picker = try MaterialDatePicker(
      mode: .dockedYearMenu, today: try CalendarDate(year: display, month: 1, day: 1),
      displayMonth: try YearMonth(year: display, month: 1))
    let list = try MaterialDatePickerScene(context: Fixture.context()).build(picker)
    let years = list.semantics.filter { $0.id.hasPrefix("year ") && $0.role == .option }
      .compactMap { Int($0.id.dropFirst(5)) }
    #expect(years == Array(first..<first + 7))
  }

  /// The grid cannot scroll past its ends: opened at 1900 it starts there, at 2100 its last row
  /// ends at the grid's bottom.
  @Test(arguments: [(1900, 1900), (1901, 1900), (2100, 2080)])
  func theYearGridStaysInsideItsYears(display: Int, first: Int) throws {
    let picker = try MaterialDatePicker(
      mode: .yearSelection, today: try CalendarDate(year: display, month: 1, day: 1),
      displayMonth: try YearMonth(year: display, month: 1))
    let list = try MaterialDatePickerScene(context: Fixture.context()).build(picker)
    let years = list.semantics.filter { $0.id.hasPrefix("year ") && $0.role == .option }
      .compactMap { Int($0.id.dropFirst(5)) }
    #expect(years.min() == first)
    if display == 2100 {
      #expect(years.max() == 2100)
      let frame = try #require(list.filledRect(tagged: "container")).0
      let last = try #require(list.node("year 2100")).hitRect
      // The last row's 36 pill ends at the grid's bottom (176 + 335).
      #expect(abs(last.midY + 18 - (frame.y + 511)) < 1e-9)
    }
  }
}
