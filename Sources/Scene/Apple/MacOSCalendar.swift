import DrawList
import PickerModel
import Theme

/// NSDatePicker's graphical calendar (platform-metrics §5, CP): a 141 × 148 bordered box with
/// the month title and the back/forward arrows, the weekday row (one-letter symbols in the
/// locale's order), and six rows of 20 × 18 day tiles, neighbouring months' days faint, the
/// selection (a day or a range) as accent tiles under white numerals.
///
/// In a right-to-left locale AppKit mirrors the control ("for Mac apps, most controls […] also
/// appear flipped", Apple, Supporting Right-to-Left Languages; HIG, Right to left: Controls): the
/// first weekday's column at the right (``AppleCalendarGrid``), the month title at the right
/// edge, and the month arrows at the left end, swapped and pointing the other way (forward, `◀`,
/// outermost; back, `▶`, to its right).
public struct MacOSCalendar: Component {
  /// The month in the picker's locale.
  public var month: AppleCalendarMonth
  /// The selection.
  public var selection: AppleCalendarGrid.Selection
  /// Today.
  public var today: CalendarDate?
  /// The top-left corner.
  public var origin: Point

  /// Creates the calendar.
  public init(
    month: AppleCalendarMonth, selection: AppleCalendarGrid.Selection, today: CalendarDate?,
    origin: Point
  ) {
    self.month = month
    self.selection = selection
    self.today = today
    self.origin = origin
  }

  /// The calendar's box.
  public var frame: Rect {
    Rect(
      x: origin.x, y: origin.y, width: MacOSMetrics.calendarSize.width,
      height: MacOSMetrics.calendarSize.height)
  }

  /// The grid: six rows of tiles under the header, centred across the width.
  public func grid(_ theme: Theme) -> AppleCalendarGrid {
    let width = 7 * MacOSMetrics.tile.width
    return AppleCalendarGrid(
      month: month,
      frame: Rect(
        x: frame.x + (frame.width - width) / 2, y: frame.y + MacOSMetrics.headerHeight,
        width: width, height: 6 * MacOSMetrics.tile.height),
      rows: 6, style: .macOS(theme), selection: selection, today: today, prefix: "macos ")
  }

  /// The back and forward arrows' boxes, at the header's trailing end (the left, forward
  /// outermost, right to left).
  public var arrowBoxes: (back: Rect, forward: Rect) {
    let y = frame.y + 8
    if month.isRightToLeft {
      let forward = Rect(
        x: frame.x + 8, y: y, width: MacOSMetrics.arrow.width, height: MacOSMetrics.arrow.height)
      return (forward.offsetBy(dx: MacOSMetrics.arrow.width + 8, dy: 0), forward)
    }
    let forward = Rect(
      x: frame.maxX - 8 - MacOSMetrics.arrow.width, y: y, width: MacOSMetrics.arrow.width,
      height: MacOSMetrics.arrow.height)
    return (forward.offsetBy(dx: -MacOSMetrics.arrow.width - 8, dy: 0), forward)
  }

  /// Draws the box, header, weekday row and grid.
  public func draw(into builder: inout DrawListBuilder) throws {
    let theme = builder.theme
    let shaper = builder.context.shaper
    builder.append(
      .fill(.rect(frame, .zero), .solid(theme.color(ApplePalette.macControl))), tag: "macos box")
    builder.append(
      .stroke(
        .rect(frame.insetBy(dx: 0.5, dy: 0.5), .zero),
        .solid(theme.color(ApplePalette.separator), width: 1)),
      tag: "macos border")
    let (back, forward) = arrowBoxes
    let rightToLeft = month.isRightToLeft
    for run in try AppleType.runs(
      month.title,
      style: AppleType.style(
        theme, weight: 700, size: MacOSMetrics.titleTextSize,
        localeIdentifier: month.localeIdentifier),
      color: theme.color(ApplePalette.label), x: rightToLeft ? frame.maxX - 8 : frame.x + 8,
      midY: back.midY, anchor: rightToLeft ? .right : .left, shaper: shaper)
    {
      builder.append(.text(run), tag: "macos month title")
    }
    let label = theme.color(ApplePalette.label)
    for (box, id, name, pointsBack) in [
      (back, "macos previous month", "Previous Month", true),
      (forward, "macos next month", "Next Month", false),
    ] {
      // Back and forward are reading directions: right to left, back points right.
      let pointsLeft = pointsBack != rightToLeft
      let tip = pointsLeft ? box.x : box.maxX
      let base = pointsLeft ? box.maxX : box.x
      builder.appendMark(
        .fill(
          .path(
            Path([
              .move(to: Point(x: base, y: box.y)), .line(to: Point(x: tip, y: box.midY)),
              .line(to: Point(x: base, y: box.maxY)), .close,
            ])), .solid(label)),
        tag: id)
      builder.addSemantic(
        SemanticNode(id: id, role: .button, label: name, hitRect: box))
    }
    let grid = grid(theme)
    let weekdayStyle = AppleType.style(
      theme, weight: 400, size: MacOSMetrics.weekdayTextSize,
      localeIdentifier: month.localeIdentifier)
    let weekdayMidY = frame.y + MacOSMetrics.headerHeight - MacOSMetrics.tile.height / 2 - 1
    for (column, symbol) in month.veryShortWeekdaySymbols.enumerated() {
      for run in try AppleType.runs(
        symbol, style: weekdayStyle, color: theme.color(ApplePalette.secondary),
        x: grid.cell(row: 0, column: column).midX, midY: weekdayMidY, anchor: .centre,
        shaper: shaper)
      {
        builder.append(.text(run), tag: "macos weekday \(column)")
      }
    }
    try builder.add(grid)
  }
}
