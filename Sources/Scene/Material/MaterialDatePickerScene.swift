import DrawList
import PickerModel
import Theme

/// The Material 3 date pickers on the baseline scheme, drawn from a ``MaterialDatePicker``: the
/// modal (360 × 568, corner 28), the modal range (its header at least 68), the docked picker
/// (360 × 456, corner 16), the modal input (360 wide, as tall as its content) and the year
/// selection view, each on surface-container-high at elevation level 3 over the M3 surface.
///
/// Tags: `container`, `divider` (under the header), `supporting text`, `headline`, `day <iso>`
/// (its label), `day <iso> selected` (the primary circle), `day <iso> today` (the 1 dp outline),
/// `range band <row>`, `weekday <i>`, `year <y>` (`… selected`, `… current`), `date field …`,
/// `ok`, `cancel`. Semantic ids: `day <iso>`, `year <y>`, `date field`, `edit`, `calendar`,
/// `month menu`, `year menu`, `previous month`, `next month`, `previous year`, `next year`,
/// `ok`, `cancel`; every hit rectangle is at least 48 dp. Every fixed word is the picker's
/// (``MaterialDatePicker/words``), but the docked header's year arrows and menus, which no
/// platform translates (the docked picker is English only).
///
/// Right to left (he, ar, fa, ur) the dialog mirrors as Compose's `DatePicker` does under
/// `LayoutDirection.Rtl` (`DatePicker.kt` @032950a1): the header's texts stand at the start
/// (right), the mode toggle at the left and keeps its shape (`Icons.Filled.Edit`, not
/// auto-mirrored); the month menu at the right, its arrow left of its text; previous month at
/// the right pointing right and next at the left pointing left (`Row` of
/// `Icons.AutoMirrored.Filled.KeyboardArrowLeft/Right`); the weekdays and days from the right
/// (`Row` with `Arrangement.SpaceEvenly`), the range band with them; the years from the right
/// (`LazyVerticalGrid`); the field's label, text and supporting text at the right; OK at the
/// left and Cancel right of it.
public struct MaterialDatePickerScene: Sendable {
  /// The theme and shaper.
  public let context: SceneContext
  private var theme: Theme { context.theme }

  /// Creates the scene builder.
  public init(context: SceneContext) {
    self.context = context
  }

  /// How a refusal names the picker: `material date picker (ar_EG)`.
  static func subject(_ picker: MaterialDatePicker) -> String {
    "material date picker (\(picker.localeIdentifier))"
  }

  /// The container's frame for `mode`, its top-left at the margin.
  public static func frame(_ mode: MaterialDatePickerMode) -> Rect {
    let m = MaterialMetrics.margin
    switch mode {
    case .modal, .modalRange, .yearSelection:
      return Rect(x: m, y: m, width: MaterialMetrics.dateWidth, height: MaterialMetrics.modalHeight)
    case .docked, .dockedYearMenu:
      return Rect(
        x: m, y: m, width: MaterialMetrics.dockedSize.width,
        height: MaterialMetrics.dockedSize.height)
    case .modalInput:
      return Rect(
        x: m, y: m, width: MaterialMetrics.inputWidth, height: inputHeight(supportLines: 0))
    case .fullScreenRange:
      // The page is the canvas: no margin, no surface around it.
      let size = MaterialMetrics.fullScreenSize
      return Rect(x: 0, y: 0, width: size.width, height: size.height)
    }
  }

  /// The input dialog's height, as Compose's `DatePickerDialog` wraps it: the 120 header, the
  /// field 10 below it (56), then 16 (`InputTextNonErroneousBottomPadding`) or, in error, the
  /// supporting text 4 below the field (`supportLines` lines of 16), and the 56 button row:
  /// 258 without an error.
  public static func inputHeight(supportLines: Int) -> Double {
    let below =
      supportLines == 0
      ? MaterialMetrics.inputFieldBottomPadding
      : MaterialMetrics.supportingText.top + Double(supportLines) * 16
    return MaterialMetrics.headerHeight + MaterialMetrics.inputFieldPadding.top
      + MaterialMetrics.fieldHeight + below + MaterialMetrics.buttonRowHeight
  }

  /// The draw list.
  public func build(_ picker: MaterialDatePicker) throws -> DrawList {
    var builder = DrawListBuilder(context: context)
    var frame = Self.frame(picker.mode)
    if picker.mode == .modalInput {
      // The dialog wraps its content: an error's supporting text makes it taller.
      let lines = try errorLines(picker)
      frame.height = Self.inputHeight(supportLines: lines.count)
    }
    let painter = MaterialPainter(
      context: context, language: picker.language, rightToLeft: picker.isRightToLeft,
      frame: frame)
    if picker.mode == .fullScreenRange {
      // Full screen: the page covers the canvas, square (`RangeSelectionContainerShape =
      // CornerNone`) and flat (`RangeSelectionContainerElevation = Level0`), in the container
      // colour (`DatePickerModalTokens.ContainerColor`).
      builder.append(
        .fill(.rect(frame, .zero), .solid(theme.color(.m3SurfaceContainerHigh))), tag: "container")
    } else {
      painter.surface(around: frame, into: &builder)
      painter.container(
        frame, corner: picker.mode.isDocked ? .m3ShapeL : .m3ShapeXl, into: &builder)
    }
    switch picker.mode {
    case .modal:
      try header(
        picker, painter: painter, frame: frame, height: MaterialMetrics.headerHeight, into: &builder
      )
      let top = frame.y + MaterialMetrics.headerHeight
      try monthRow(picker, painter: painter, frame: frame, top: top, into: &builder)
      let weekdays = top + MaterialMetrics.monthRowHeight
      try weekdayRow(picker, painter: painter, frame: frame, top: weekdays, into: &builder)
      try grid(
        picker, painter: painter, frame: frame, top: weekdays + MaterialMetrics.cellPitch, rows: 6,
        outside: false, into: &builder)
    case .modalRange:
      let headerHeight = try rangeHeader(
        picker, painter: painter, frame: frame, into: &builder)
      // Compose `DateRangePickerContent`: the weekdays, then the months' list, in a column with
      // 12 dp side padding, under the header's divider.
      let weekdays = frame.y + headerHeight
      try weekdayRow(picker, painter: painter, frame: frame, top: weekdays, into: &builder)
      try monthList(
        picker, painter: painter, frame: frame, top: weekdays + MaterialMetrics.cellPitch,
        bottom: frame.maxY - MaterialMetrics.buttonRowHeight, into: &builder)
    case .fullScreenRange:
      try topBar(picker, painter: painter, frame: frame, into: &builder)
      // Under the bar the range header, the weekdays and the months' list, as in the dialog;
      // the list runs to the page's bottom (no button row).
      let bar = MaterialMetrics.topBarHeight
      let body = Rect(x: frame.x, y: frame.y + bar, width: frame.width, height: frame.height - bar)
      let headerHeight = try rangeHeader(picker, painter: painter, frame: body, into: &builder)
      let weekdays = body.y + headerHeight
      try weekdayRow(picker, painter: painter, frame: frame, top: weekdays, into: &builder)
      try monthList(
        picker, painter: painter, frame: frame, top: weekdays + MaterialMetrics.cellPitch,
        bottom: frame.maxY, into: &builder)
    case .docked:
      try dockedHeader(picker, painter: painter, frame: frame, into: &builder)
      let weekdays = frame.y + MaterialMetrics.dockedHeaderHeight
      try weekdayRow(picker, painter: painter, frame: frame, top: weekdays, into: &builder)
      try grid(
        picker, painter: painter, frame: frame, top: weekdays + MaterialMetrics.cellPitch, rows: 6,
        outside: true,
        into: &builder)
    case .dockedYearMenu:
      try dockedHeader(picker, painter: painter, frame: frame, into: &builder)
      try yearMenu(
        picker, painter: painter, frame: frame, top: frame.y + MaterialMetrics.dockedHeaderHeight,
        into: &builder)
    case .modalInput:
      try header(
        picker, painter: painter, frame: frame, height: MaterialMetrics.headerHeight, into: &builder
      )
      try dateField(picker, painter: painter, frame: frame, into: &builder)
    case .yearSelection:
      try header(
        picker, painter: painter, frame: frame, height: MaterialMetrics.headerHeight, into: &builder
      )
      let top = frame.y + MaterialMetrics.headerHeight
      try monthRow(picker, painter: painter, frame: frame, top: top, into: &builder)
      try yearGrid(
        picker, painter: painter, frame: frame, top: top + MaterialMetrics.monthRowHeight,
        into: &builder)
    }
    if picker.mode.isDocked {
      // The docked picker is no dialog (Compose has none): its buttons keep PickerShot's row,
      // 12 from the end, 40 high and 8 above the bottom.
      try painter.dialogButtons(
        cancel: picker.words[.cancel], ok: picker.words[.ok], trailing: frame.maxX - 12,
        midY: frame.maxY - 8 - MaterialMetrics.buttonHeight / 2, available: frame.width - 24,
        subject: Self.subject(picker), into: &builder)
    } else if picker.mode != .fullScreenRange {
      // Compose `DatePickerDialog`: the buttons' row aligned to the end, 6 from it and 8 above
      // the bottom, each button 48 high to touch (`minimumInteractiveComponentSize`) and at
      // least `ButtonDefaults.MinWidth` wide.
      let buttons = MaterialMetrics.dialogButtons
      try painter.dialogButtons(
        cancel: picker.words[.cancel], ok: picker.words[.ok], trailing: frame.maxX - buttons.end,
        midY: frame.maxY - (MaterialMetrics.buttonRowHeight - MaterialMetrics.minimumTarget)
          - MaterialMetrics.minimumTarget / 2,
        available: frame.width - buttons.end, minWidth: MaterialMetrics.textButtonMinWidth,
        subject: Self.subject(picker), into: &builder)
    }
    return try builder.build()
  }

  /// The header as Compose's `DatePickerHeader` lays it out in `DateEntryContainer`
  /// (`DatePicker.kt` @032950a1), at least `height` (120) high with `Arrangement.SpaceBetween`:
  /// the title (label-large) at the top, 24 from the start and 16 down (`DatePickerTitlePadding`);
  /// at the bottom the headline row, 60 high for the mode toggle (48 and its 12 end and bottom
  /// padding, `DatePickerModeTogglePadding`), with the headline (headline-large, one line: 24
  /// from the start, 12 from the end, 12 above its bottom, `DatePickerHeadlinePadding`) centred
  /// in it beside the toggle; then the divider, the header's last dp.
  private func header(
    _ picker: MaterialDatePicker, painter: MaterialPainter, frame: Rect, height: Double,
    into builder: inout DrawListBuilder
  ) throws {
    let variant = theme.color(.m3OnSurfaceVariant)
    let header = Rect(x: frame.x, y: frame.y, width: frame.width, height: height)
    let title = MaterialMetrics.titlePadding
    let target = MaterialMetrics.minimumTarget
    let toggleBox = target + MaterialMetrics.togglePadding
    let subject = Self.subject(picker)
    try painter.checkFit(
      picker.supportingText, style: .m3LabelLarge, available: frame.width - title.start - title.end,
      subject: subject, what: "the supporting text")
    // The headline's box: the row less the toggle's 60 (`Modifier.weight(1f)`), less its padding.
    try painter.checkFit(
      picker.headline, style: .m3HeadlineLarge,
      available: frame.width - toggleBox - title.start - MaterialMetrics.headerEndPadding,
      subject: subject, what: "the headline")
    let supportingLine = theme.typography(.m3LabelLarge).lineHeight
    try painter.start(
      picker.supportingText, x: frame.x + title.start,
      line: Rect(x: frame.x, y: frame.y + title.top, width: 0, height: supportingLine),
      style: .m3LabelLarge, color: variant, tag: "supporting text", into: &builder)
    let rowTop = header.maxY - MaterialMetrics.dividerThickness - toggleBox
    let headlineLine = theme.typography(.m3HeadlineLarge).lineHeight
    let headline = headlineLine + MaterialMetrics.headlineBottomPadding
    try painter.start(
      picker.headline, x: frame.x + title.start,
      line: Rect(
        x: frame.x, y: rowTop + (toggleBox - headline) / 2, width: 0, height: headlineLine),
      style: .m3HeadlineLarge, color: variant, tag: "headline", into: &builder)
    let toggle = painter.mirrored(
      Rect(
        x: frame.maxX - MaterialMetrics.togglePadding - target, y: rowTop, width: target,
        height: target))
    if picker.mode == .modalInput {
      painter.iconButton(
        .calendar, frame: toggle, label: picker.words[.switchToCalendarMode], id: "calendar",
        into: &builder)
    } else {
      painter.iconButton(
        .edit, frame: toggle, label: picker.words[.switchToInputMode], id: "edit",
        into: &builder)
    }
    try builder.add(
      Divider(
        from: Point(x: frame.x, y: rowTop + toggleBox), length: frame.width,
        color: .m3OutlineVariant))
  }

  /// The range picker's header as Compose's `DateRangePicker` composes it in
  /// `DateEntryContainer` (`DateRangePicker.kt`, `DatePicker.kt` @032950a1): the title
  /// ("Select dates", label-large) 64 from the start with no top padding; under it the headline
  /// row, 60 high for the mode toggle (48 and its 12 end and bottom padding), holding the
  /// headline (title-large, 64 from the start, 12 from the end, 12 above its bottom) centred
  /// beside the toggle; then the divider. The header is at least 128 - 60 = 68 high and grows
  /// with its content. Returns its height, the divider's dp included.
  ///
  /// The headline is Compose's row of three texts 4 apart, start date, "-", end date
  /// (``MaterialDatePicker/rangeHeadlineParts``): each measured in the width the ones before it
  /// left, so a text that does not fit wraps where UAX #14 allows (``MaterialLineBreak``: at
  /// spaces, and between CJK characters; Compose's `Text` wraps: it sets no `maxLines`) and then
  /// takes the whole width left, the row as tall as its tallest text, each text centred on it. A
  /// piece with no break in it wider than its room is refused
  /// (``MaterialPainter/checkFit(_:style:available:subject:what:field:wraps:)``).
  private func rangeHeader(
    _ picker: MaterialDatePicker, painter: MaterialPainter, frame: Rect,
    into builder: inout DrawListBuilder
  ) throws -> Double {
    let variant = theme.color(.m3OnSurfaceVariant)
    let subject = Self.subject(picker)
    let inset = MaterialMetrics.rangeHeaderInset
    let end = MaterialMetrics.headerEndPadding
    let target = MaterialMetrics.minimumTarget
    let toggleBox = target + MaterialMetrics.togglePadding
    let titleLine = theme.typography(.m3LabelLarge).lineHeight
    try painter.checkFit(
      picker.supportingText, style: .m3LabelLarge, available: frame.width - inset - end,
      subject: subject, what: "the supporting text")
    try painter.start(
      picker.supportingText, x: frame.x + inset,
      line: Rect(x: frame.x, y: frame.y, width: 0, height: titleLine), style: .m3LabelLarge,
      color: variant, tag: "supporting text", into: &builder)
    // The headline's box: the row's width less the toggle's 60 (`Modifier.weight(1f)`), less
    // the headline's 64 start and 12 end padding.
    let room = frame.width - toggleBox - inset - end
    let lineHeight = theme.typography(.m3TitleLarge).lineHeight
    var parts: [(lines: [String], x: Double)] = []
    var used = 0.0
    var wrapped = false
    for part in picker.rangeHeadlineParts {
      let available = room - used
      let lines = try MaterialLineBreak.lines(part, width: available) {
        try painter.width($0, style: .m3TitleLarge)
      }
      for line in lines {
        try painter.checkFit(
          line, style: .m3TitleLarge, available: available, subject: subject,
          what: wrapped
            ? "the headline (after a wrapped text, which takes the row's whole width)"
            : "the headline", wraps: true)
      }
      // A `Text` that wraps is as wide as its constraint, not its widest line
      // (`finalMaxWidth`, foundation `LayoutUtils.kt`): it leaves nothing to the texts after it.
      let width =
        lines.count > 1
        ? available : try lines.map { try painter.width($0, style: .m3TitleLarge) }.max() ?? 0
      wrapped = wrapped || lines.count > 1
      parts.append((lines, frame.x + inset + used))
      // Compose's `Row` keeps the spacing only where room is left for it.
      used += width + min(MaterialMetrics.rangeHeadlineSpacing, max(0, available - width))
    }
    let textHeight = Double(parts.map(\.lines.count).max() ?? 1) * lineHeight
    let headline = textHeight + MaterialMetrics.headlineBottomPadding
    let rowHeight = max(headline, toggleBox)
    let content = rowHeight + MaterialMetrics.dividerThickness
    let height = max(MaterialMetrics.rangeHeaderMinHeight, titleLine + content)
    // `Arrangement.SpaceBetween`: the title at the top, the row and divider at the bottom.
    let rowTop = frame.y + height - content
    let textTop = rowTop + (rowHeight - headline) / 2
    for part in parts {
      let partTop = textTop + (textHeight - Double(part.lines.count) * lineHeight) / 2
      for (index, line) in part.lines.enumerated() {
        try painter.start(
          line, x: part.x,
          line: Rect(
            x: frame.x, y: partTop + Double(index) * lineHeight, width: 0, height: lineHeight),
          style: .m3TitleLarge, color: variant, tag: "headline", into: &builder)
      }
    }
    let toggle = painter.mirrored(
      Rect(
        x: frame.maxX - MaterialMetrics.togglePadding - target,
        y: rowTop + (rowHeight - toggleBox) / 2, width: target, height: target))
    painter.iconButton(
      .edit, frame: toggle, label: picker.words[.switchToInputMode], id: "edit", into: &builder)
    try builder.add(
      Divider(
        from: Point(x: frame.x, y: rowTop + rowHeight), length: frame.width,
        color: .m3OutlineVariant))
    return height
  }

  /// The full-screen range picker's top bar, ``MaterialMetrics/topBarHeight`` (60) high: the
  /// close (X) icon button, 48 dp, 12 from the start, and the Save text button ending 12 from
  /// the end, both centred in the bar (Compose `DateRangePickerSample`'s Row of `IconButton`
  /// `Icons.Filled.Close` and `TextButton` "Save", `SpaceBetween`; material-components-android
  /// `mtrl_picker_header_fullscreen.xml`: `cancel_button` 48 dp with a 24 dp clear icon at the
  /// start, `confirm_button` "Save" at the end). Right to left the row mirrors: close at the
  /// right, Save at the left. Their words are Flutter's (``MaterialWord/save``
  /// `saveButtonLabel`, ``MaterialWord/close`` `closeButtonTooltip`); Save must fit between the
  /// close button and the end padding (360 - 12 - 48 - 12 = 288), else the picker is refused.
  private func topBar(
    _ picker: MaterialDatePicker, painter: MaterialPainter, frame: Rect,
    into builder: inout DrawListBuilder
  ) throws {
    let padding = MaterialMetrics.topBarPadding
    let target = MaterialMetrics.minimumTarget
    let midY = frame.y + MaterialMetrics.topBarHeight / 2
    painter.iconButton(
      .close,
      frame: painter.mirrored(
        Rect(x: frame.x + padding, y: midY - target / 2, width: target, height: target)),
      label: picker.words[.close], id: "close", into: &builder)
    try painter.textButton(
      picker.words[.save], id: "save", trailing: frame.maxX - padding, midY: midY,
      available: frame.width - 2 * padding - target, subject: Self.subject(picker),
      into: &builder)
  }

  /// The range picker's list of months from `top` (Compose `VerticalMonthsList`): the display
  /// month's subhead (title-small, whose metrics are label-large's: 14/20 medium; 24 from the
  /// list's 12 padding, 20 above and 8 below it), its six weeks (`Month` always takes
  /// `MaxCalendarRows` rows), then the next month's subhead and those of its weeks that fit
  /// whole, all clipped to `bottom`: the space the dialog leaves above its buttons, or the
  /// full-screen page's end (the `LazyColumn` scrolls under it). The list ends with the last
  /// month of the picker's years (or December 9999).
  private func monthList(
    _ picker: MaterialDatePicker, painter: MaterialPainter, frame: Rect, top: Double,
    bottom: Double, into builder: inout DrawListBuilder
  ) throws {
    let subject = Self.subject(picker)
    let padding = MaterialMetrics.monthSubheadPadding
    let x = frame.x + MaterialMetrics.gridPadding + padding.start
    let available = frame.width - 2 * MaterialMetrics.gridPadding - padding.start
    let line = theme.typography(.m3LabelLarge).lineHeight
    let subhead = padding.top + line + padding.bottom
    builder.append(
      .pushClip(.rect(Rect(x: frame.x, y: top, width: frame.width, height: bottom - top), .zero)),
      tag: "month list")
    try painter.checkFit(
      picker.monthTitle, style: .m3LabelLarge, available: available, subject: subject,
      what: "the month title")
    try painter.start(
      picker.monthTitle, x: x,
      line: Rect(x: frame.x, y: top + padding.top, width: 0, height: line), style: .m3LabelLarge,
      color: theme.color(.m3OnSurfaceVariant), tag: "month title", into: &builder)
    let gridTop = top + subhead
    try grid(
      picker, painter: painter, frame: frame, top: gridTop, rows: picker.rowsInMonth,
      outside: false, into: &builder)
    let next = gridTop + Double(MaterialMetrics.maxCalendarRows) * MaterialMetrics.cellPitch
    // December 9999, or the last month of the years, has no next month: the list ends with it.
    if let following = picker.followingMonth, next + padding.top < bottom {
      let nextTitle = following.monthTitle
      try painter.checkFit(
        nextTitle, style: .m3LabelLarge, available: available, subject: subject,
        what: "the next month's title")
      try painter.start(
        nextTitle, x: x, line: Rect(x: frame.x, y: next + padding.top, width: 0, height: line),
        style: .m3LabelLarge, color: theme.color(.m3OnSurfaceVariant), tag: "next month title",
        into: &builder)
      // Its weeks that fit whole above `bottom` (none in the dialog: the buttons' row).
      let nextGrid = next + subhead
      let fit = Int(((bottom - nextGrid) / MaterialMetrics.cellPitch).rounded(.down))
      let rows = min(following.rowsInMonth, fit)
      if rows > 0 {
        try grid(
          following, painter: painter, frame: frame, top: nextGrid, rows: rows, outside: false,
          into: &builder)
      }
    }
    builder.append(.popClip, tag: "month list")
  }

  /// The month/year menu button at the start and (not in the year view) the month chevrons.
  private func monthRow(
    _ picker: MaterialDatePicker, painter: MaterialPainter, frame: Rect, top: Double,
    into builder: inout DrawListBuilder
  ) throws {
    let midY = top + MaterialMetrics.monthRowHeight / 2
    let arrows = picker.mode == .yearSelection ? 0 : 2 * MaterialMetrics.minimumTarget
    try painter.menuButton(
      picker.monthTitle, x: frame.x + 12, midY: midY, open: picker.mode == .yearSelection,
      label: picker.words[.switchToYearSelection], id: "month menu",
      available: frame.width - 24 - arrows, subject: Self.subject(picker), into: &builder)
    guard picker.mode != .yearSelection else { return }
    let target = MaterialMetrics.minimumTarget
    let next = Rect(
      x: frame.maxX - 12 - target, y: midY - target / 2, width: target, height: target)
    // Auto-mirrored arrows: right to left, previous points right and next left.
    let rightToLeft = picker.isRightToLeft
    painter.iconButton(
      rightToLeft ? .chevronRight : .chevronLeft,
      frame: painter.mirrored(next.offsetBy(dx: -target, dy: 0)),
      label: picker.words[.previousMonth], id: "previous month", into: &builder)
    painter.iconButton(
      rightToLeft ? .chevronLeft : .chevronRight, frame: painter.mirrored(next),
      label: picker.words[.nextMonth], id: "next month", into: &builder)
  }

  /// The docked header: `‹ Jan ▾ ›` and `‹ 2026 ▾ ›`, each in half the width inside the 12 dp
  /// padding, menu buttons 40 high.
  ///
  /// With the year menu open (``MaterialDatePickerMode/dockedYearMenu``) the year button's arrow
  /// points up and the four arrows are gone, as the modal's year view hides its month arrows.
  ///
  /// The model draws it in English only: no platform translates its year arrows and menus
  /// ("Change to previous year", "Select month"), so those stay PickerShot's English; the month
  /// arrows are Compose's words.
  private func dockedHeader(
    _ picker: MaterialDatePicker, painter: MaterialPainter, frame: Rect,
    into builder: inout DrawListBuilder
  ) throws {
    let midY = frame.y + MaterialMetrics.dockedHeaderHeight / 2
    let target = MaterialMetrics.minimumTarget
    let half = (frame.width - 2 * MaterialMetrics.gridPadding) / 2
    let words = picker.words
    let groups: [(String, String, String, String, String, String)] = [
      (
        picker.monthMenuLabel, "month", "month menu", "Select month", words[.previousMonth],
        words[.nextMonth]
      ),
      (
        picker.yearMenuLabel, "year", "year menu", "Select year", "Change to previous year",
        "Change to next year"
      ),
    ]
    let menuOpen = picker.mode == .dockedYearMenu
    for (index, (text, unit, id, label, previous, next)) in groups.enumerated() {
      let x = frame.x + MaterialMetrics.gridPadding + Double(index) * half
      if !menuOpen {
        painter.iconButton(
          .chevronLeft, frame: Rect(x: x, y: midY - target / 2, width: target, height: target),
          label: previous, id: "previous \(unit)", into: &builder)
      }
      let menuWidth =
        try painter.width(text, style: .m3LabelLarge) + 12 + 4
        + MaterialMetrics.menuIcon + 8
      try painter.menuButton(
        text, x: x + half / 2 - menuWidth / 2, midY: midY, open: menuOpen && unit == "year",
        label: label, id: id, into: &builder)
      guard !menuOpen else { continue }
      painter.iconButton(
        .chevronRight,
        frame: Rect(x: x + half - target, y: midY - target / 2, width: target, height: target),
        label: next, id: "next \(unit)", into: &builder)
    }
  }

  /// The column `index`'s 48 dp cell box in a row starting at `top`.
  static func cell(column: Int, top: Double, frame: Rect) -> Rect {
    Rect(
      x: frame.x + MaterialMetrics.gridPadding + Double(column) * MaterialMetrics.cellPitch,
      y: top, width: MaterialMetrics.cellPitch, height: MaterialMetrics.cellPitch)
  }

  /// The weekday row: narrow labels in body-large on-surface, one a column.
  private func weekdayRow(
    _ picker: MaterialDatePicker, painter: MaterialPainter, frame: Rect, top: Double,
    into builder: inout DrawListBuilder
  ) throws {
    for (index, label) in picker.weekdayLabels.enumerated() {
      try painter.checkFit(
        label, style: .m3BodyLarge, available: MaterialMetrics.cellPitch,
        subject: Self.subject(picker), what: "the weekday label")
      try painter.centred(
        label, in: painter.mirrored(Self.cell(column: index, top: top, frame: frame)),
        style: .m3BodyLarge,
        color: theme.color(.m3OnSurface), tag: "weekday \(index)", into: &builder)
    }
  }

  /// `rows` weeks of day cells from `top`: the range band, the selected circles, today's
  /// outline, the labels, and each day's semantics (48 × 48, the cell). Days of other months are
  /// left out, or with `outside` drawn at 0.38 on-surface (the docked picker); a cell outside
  /// the supported years (before 0001-01-01, after 9999-12-31) stays empty.
  private func grid(
    _ picker: MaterialDatePicker, painter: MaterialPainter, frame: Rect, top: Double, rows: Int,
    outside: Bool, into builder: inout DrawListBuilder
  ) throws {
    let days = Array(picker.gridDays.prefix(rows * 7))
    let radius = MaterialMetrics.dayCell / 2
    func box(_ index: Int) -> Rect {
      Self.cell(
        column: index % 7, top: top + Double(index / 7) * MaterialMetrics.cellPitch, frame: frame)
    }
    // The range band: secondary-container, 40 high, from the start's centre to the end's (or the
    // row's edge).
    if let range = picker.range {
      for row in 0..<rows {
        let indices = (row * 7..<row * 7 + 7).filter { index in
          guard let day = days[index] else { return false }
          return range.contains(day) && picker.displayMonth.contains(day)
        }
        guard let first = indices.first, let last = indices.last else { continue }
        let left = days[first] == range.lowerBound ? box(first).midX : box(first).x
        let right = days[last] == range.upperBound ? box(last).midX : box(last).maxX
        guard right > left else { continue }
        // Laid out left to right from the row's logical order, then mirrored whole.
        let band = painter.mirrored(
          Rect(x: left, y: box(first).midY - radius, width: right - left, height: 2 * radius))
        builder.append(
          .fill(.rect(band, .zero), .solid(theme.color(.m3SecondaryContainer))),
          tag: "range band \(row)")
      }
    }
    let disabled = theme.opacity(.m3StateDisabled)
    for (index, cellDate) in days.enumerated() {
      guard let date = cellDate else { continue }
      let inMonth = picker.displayMonth.contains(date)
      guard inMonth || outside else { continue }
      let cell = painter.mirrored(box(index))
      let id = "day \(date)"
      let selected = inMonth && picker.isSelected(date)
      let today = inMonth && date == picker.today
      var color = theme.color(.m3OnSurface)
      if selected {
        builder.appendMark(
          .fill(.circle(center: cell.center, radius: radius), .solid(theme.color(.m3Primary))),
          tag: id + " selected")
        color = theme.color(.m3OnPrimary)
      } else if today {
        let width = MaterialMetrics.todayOutline
        builder.appendMark(
          .stroke(
            .circle(center: cell.center, radius: radius - width / 2),
            .solid(theme.color(.m3Primary), width: width)),
          tag: id + " today")
        color = theme.color(.m3Primary)
      } else if picker.isInBetween(date) && inMonth {
        color = theme.color(.m3OnSecondaryContainer)
      } else if !inMonth {
        color = color.withAlpha(UInt8((disabled * 255).rounded()))
      }
      try painter.centred(
        picker.dayLabel(date), in: cell, style: .m3BodyLarge, color: color,
        tag: inMonth ? id : id + " outside", into: &builder)
      guard inMonth else { continue }
      builder.addSemantic(
        SemanticNode(
          id: id, role: .day, label: picker.accessibleLabel(date),
          states: selected ? [.selected] : [], hitRect: painter.hitRect(around: cell)))
    }
  }

  /// The year grid as Compose's `YearPicker` draws it over the weekdays and weeks (`DatePicker.kt`
  /// @032950a1): 335 high (48 × 7 - 1) from `top`, then a divider; three columns
  /// (`GridCells.Fixed(YearsInRow)`) across the width inside the 12 padding, 72 × 36 pills in
  /// rows 16 apart and none above the first (`Arrangement.spacedBy(YearsVerticalPadding)`),
  /// opened at ``MaterialDatePicker/yearGridFirstRow`` (the grid cannot scroll past its last
  /// row) and clipped to its height; the display year on primary, the current year (when not
  /// selected) with a 1 dp primary outline.
  private func yearGrid(
    _ picker: MaterialDatePicker, painter: MaterialPainter, frame: Rect, top: Double,
    into builder: inout DrawListBuilder
  ) throws {
    let size = MaterialMetrics.yearCell
    let pitch = MaterialMetrics.yearPitch
    let columns = MaterialMetrics.yearsInRow
    let inner = frame.width - 2 * MaterialMetrics.gridPadding
    let full = theme.dimension(.m3ShapeFull)
    let grid = Rect(
      x: frame.x, y: top, width: frame.width, height: MaterialMetrics.yearGridHeight)
    let content = Double(picker.yearGridRows) * pitch - (pitch - size.height)
    let offset = min(
      Double(picker.yearGridFirstRow) * pitch, max(0, content - grid.height))
    builder.append(.pushClip(.rect(grid, .zero)), tag: "year grid")
    for (index, year) in picker.years.enumerated() {
      let y = top + Double(index / columns) * pitch - offset
      guard y + size.height > grid.y, y < grid.maxY else { continue }
      let column = Double(index % columns)
      let midX =
        frame.x + MaterialMetrics.gridPadding
        + inner * (2 * column + 1) / Double(2 * columns)
      let pill = painter.mirrored(
        Rect(x: midX - size.width / 2, y: y, width: size.width, height: size.height))
      let radius = min(full, size.height / 2)
      let selected = year == picker.displayMonth.year
      let current = year == picker.today.year
      var color = theme.color(.m3OnSurfaceVariant)
      if selected {
        builder.appendMark(
          .fill(.roundedRect(pill, radius: radius), .solid(theme.color(.m3Primary))),
          tag: "year \(year) selected")
        color = theme.color(.m3OnPrimary)
      } else if current {
        let width = MaterialMetrics.todayOutline
        builder.appendMark(
          .stroke(
            .roundedRect(pill.insetBy(dx: width / 2, dy: width / 2), radius: radius - width / 2),
            .solid(theme.color(.m3Primary), width: width)),
          tag: "year \(year) current")
        color = theme.color(.m3Primary)
      }
      try painter.checkFit(
        picker.yearLabel(year), style: .m3BodyLarge, available: size.width,
        subject: Self.subject(picker), what: "the year")
      try painter.centred(
        picker.yearLabel(year), in: pill, style: .m3BodyLarge, color: color, tag: "year \(year)",
        into: &builder)
      // A row the grid's edge cuts is touched where it shows.
      let shown = Rect(
        x: pill.x, y: max(pill.y, grid.y), width: pill.width,
        height: min(pill.maxY, grid.maxY) - max(pill.y, grid.y))
      builder.addSemantic(
        SemanticNode(
          id: "year \(year)", role: .option, label: picker.yearLabel(year),
          states: selected ? [.selected] : [], hitRect: painter.hitRect(around: shown)))
    }
    builder.append(.popClip, tag: "year grid")
    try builder.add(
      Divider(
        from: Point(x: frame.x, y: grid.maxY), length: frame.width, color: .m3OutlineVariant,
        tag: "year grid divider"))
  }

  /// The docked year menu as material-web's docked picker draws it (platform-metrics.md §4.3,
  /// `md.comp.date-picker.docked.menu.list-item.*`; Compose has no docked picker, its menu items
  /// are `Menu.kt`'s): ``MaterialMetrics/yearMenuItems`` items of 48 from `top`, the width of the
  /// container, opened at ``MaterialDatePicker/yearMenuFirstYear(shown:)``; each year in
  /// body-large on-surface 48 in (12 padding, the 24 leading icon, 12), the display year on
  /// surface-variant with a 24 dp check in on-surface-variant 12 in.
  private func yearMenu(
    _ picker: MaterialDatePicker, painter: MaterialPainter, frame: Rect, top: Double,
    into builder: inout DrawListBuilder
  ) throws {
    let height = MaterialMetrics.menuListItemHeight
    let padding = MaterialMetrics.menuItemPadding
    let size = MaterialMetrics.icon
    let shown = MaterialMetrics.yearMenuItems
    let first = picker.yearMenuFirstYear(shown: shown)
    for (index, year) in (first...picker.years.upperBound).prefix(shown).enumerated() {
      let item = painter.mirrored(
        Rect(x: frame.x, y: top + Double(index) * height, width: frame.width, height: height))
      let selected = year == picker.displayMonth.year
      if selected {
        // The fill is a faint surface-variant by design (1.05:1 on the container in Light); the
        // check is the mark that tells the selected year apart, held to 3:1 on the fill.
        builder.append(
          .fill(.rect(item, .zero), .solid(theme.color(.m3SurfaceVariant))),
          tag: "year \(year) selected")
        let check = painter.mirrored(
          Rect(x: frame.x + padding, y: item.midY - size / 2, width: size, height: size))
        builder.appendMark(
          .fill(
            .path(MaterialIcon.check.path(in: check)), .solid(theme.color(.m3OnSurfaceVariant))),
          tag: "year \(year) check")
      }
      let label = picker.yearLabel(year)
      let textX = frame.x + 2 * padding + size
      try painter.checkFit(
        label, style: .m3BodyLarge, available: frame.maxX - padding - textX,
        subject: Self.subject(picker), what: "the year")
      try painter.start(
        label, x: textX, line: item, style: .m3BodyLarge, color: theme.color(.m3OnSurface),
        tag: "year \(year)", into: &builder)
      builder.addSemantic(
        SemanticNode(
          id: "year \(year)", role: .option, label: label, states: selected ? [.selected] : [],
          hitRect: painter.hitRect(around: item)))
    }
  }

  /// The error message broken into the supporting text's lines (the field's width less 16 at
  /// each side), none without an error.
  private func errorLines(_ picker: MaterialDatePicker) throws -> [String] {
    guard let error = picker.inputErrorMessage else { return [] }
    let width =
      MaterialMetrics.inputWidth - 2 * MaterialMetrics.inputFieldPadding.side
      - 2 * MaterialMetrics.supportingText.side
    let painter = MaterialPainter(
      context: context, language: picker.language, rightToLeft: picker.isRightToLeft)
    return try wrap(error, width: width, style: .m3BodySmall, painter: painter)
  }

  /// The outlined date field as Compose's `DateInputContent` lays it out (`DateInput.kt`
  /// @02eaedd0): 24 from the sides and 10 below the header (`InputTextFieldPadding`), 56 high,
  /// corner 4; focused with a 2 dp primary outline and a primary floated label ("Date", in its
  /// notch), or in error (2 dp error outline, error label). The text in body-large; while it is
  /// empty the pattern (`MM/DD/YYYY`) stands in its place as the placeholder (`placeholder =
  /// { Text(pattern) }`, on-surface-variant). Supporting text only in error (`supportingText =
  /// { if (errorText.value.isNotBlank()) Text(errorText.value) }`): the message in body-small
  /// error, 4 below the field, 16 in from its sides.
  private func dateField(
    _ picker: MaterialDatePicker, painter: MaterialPainter, frame: Rect,
    into builder: inout DrawListBuilder
  ) throws {
    let error = picker.inputErrorMessage
    let accent = theme.color(error == nil ? .m3Primary : .m3Error)
    let padding = MaterialMetrics.inputFieldPadding
    let field = Rect(
      x: frame.x + padding.side, y: frame.y + MaterialMetrics.headerHeight + padding.top,
      width: frame.width - 2 * padding.side, height: MaterialMetrics.fieldHeight)
    let width = MaterialMetrics.focusOutline
    builder.append(
      .stroke(
        .roundedRect(
          field.insetBy(dx: width / 2, dy: width / 2),
          radius: theme.dimension(.m3ShapeXs) - width / 2),
        .solid(accent, width: width)),
      tag: "date field outline")
    // The floated label sits in a notch cut out of the outline.
    // Right to left the label's notch, the text and the supporting text stand at the right.
    let label = picker.words[.dateInputLabel]
    let labelWidth = try painter.width(label, style: .m3BodySmall)
    let subject = Self.subject(picker)
    let inner = field.width - 2 * MaterialMetrics.supportingText.side
    try painter.checkFit(
      width: labelWidth, text: label, available: field.width - 32, subject: subject,
      what: "the field's label")
    try painter.checkFit(
      picker.inputText ?? "", style: .m3BodyLarge, available: inner, subject: subject,
      what: "the field's text", field: FieldPath("input"))
    let labelLine = theme.typography(.m3BodySmall).lineHeight
    let notch = Rect(
      x: field.x + 12, y: field.y - labelLine / 2, width: labelWidth + 8, height: labelLine)
    builder.append(
      .fill(.rect(painter.mirrored(notch), .zero), .solid(theme.color(.m3SurfaceContainerHigh))),
      tag: "date field notch")
    try painter.start(
      label, x: notch.x + 4, line: notch, style: .m3BodySmall, color: accent,
      tag: "date field label", into: &builder)
    let text = picker.inputText ?? ""
    if text.isEmpty {
      try painter.checkFit(
        picker.inputPlaceholder, style: .m3BodyLarge, available: inner, subject: subject,
        what: "the field's placeholder")
      try painter.start(
        picker.inputPlaceholder, x: field.x + 16, line: field, style: .m3BodyLarge,
        color: theme.color(.m3OnSurfaceVariant), tag: "date field placeholder", into: &builder)
    } else {
      try painter.start(
        text, x: field.x + 16, line: field, style: .m3BodyLarge,
        color: theme.color(.m3OnSurface), tag: "date field text", into: &builder)
    }
    for (index, line) in try errorLines(picker).enumerated() {
      try painter.checkFit(
        line, style: .m3BodySmall, available: inner, subject: subject,
        what: "the field's supporting text")
      try painter.start(
        line, x: field.x + MaterialMetrics.supportingText.side,
        line: Rect(
          x: field.x,
          y: field.maxY + MaterialMetrics.supportingText.top
            + Double(index) * labelLine, width: 0, height: labelLine),
        style: .m3BodySmall, color: theme.color(.m3Error),
        tag: "date field supporting \(index)", into: &builder)
    }
    builder.addSemantic(
      SemanticNode(
        id: "date field", role: .textField, label: label + ", " + picker.inputPlaceholder,
        value: text, states: [.focused], hitRect: painter.hitRect(around: field)))
  }

  /// `text` broken at spaces into lines no wider than `width`.
  private func wrap(
    _ text: String, width: Double, style: TypographyToken, painter: MaterialPainter
  ) throws -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ") {
      let candidate = current.isEmpty ? String(word) : current + " " + word
      let fits = try painter.width(candidate, style: style) <= width
      if current.isEmpty || fits {
        current = candidate
      } else {
        lines.append(current)
        current = String(word)
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }
}
