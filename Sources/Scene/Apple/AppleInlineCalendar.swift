import DrawList
import Foundation
import PickerModel
import Theme

/// iOS's inline (graphical) date picker, UICalendarView-like, 320 pt wide (platform-metrics §2):
/// the month header ("January 2026", 17 pt semibold, with its accent disclosure chevron) and the
/// previous/next chevrons in 44 pt boxes, the weekday row in the locale's order (uppercase short
/// symbols, 13 pt semibold, `tertiaryLabel`), the day grid, and for date-and-time the time row
/// (separator, "Time" caption, time chip and AM/PM control).
///
/// Drawn from `origin`; the page beneath it is the scene's.
///
/// In a right-to-left locale the calendar is mirrored as UIKit mirrors it: the first weekday's
/// column at the right (``AppleCalendarGrid``), the month title at the right (the start side)
/// with its disclosure chevron to its left pointing left, and the previous and next buttons at
/// the left end, swapped, each chevron pointing the other way (previous `>` at the right of the
/// pair, next `<` at the left). The replica lays the header out in one `Row`, which Flutter
/// reverses right to left (CC `calendar_header.dart`); UIKit's `chevron.backward` and
/// `chevron.forward` are directional symbols, and Apple's guidance has "an interface icon that
/// shows forward or backward motion" and "controls that help people navigate or access items in
/// a fixed order" flip (HIG, Right to left: Interface icons, Controls). (CC's `CupertinoIcons`
/// chevrons set no `matchTextDirection`, so the replica alone would not turn them; UIKit does.)
public struct AppleInlineCalendar: Component {
  /// The width (CC `calendarWidth`).
  public static let width = 320.0
  /// Height without the time row (CC `calendarDatePickerHeight`).
  public static let dateHeight = 332.0
  /// The time row's height: 378 − 332 (CC `calendarDateTimePickerHeight`).
  public static let timeRowHeight = 46.0
  /// Gap above the header.
  public static let topGap = 13.0
  /// The header row: the height of its 44 pt chevron boxes.
  public static let headerHeight = 44.0
  /// Gap from the header to the weekday row.
  public static let headerGap = 11.0
  /// The weekday row's height.
  public static let weekdayHeight = 18.0
  /// The grid's side inset (CC `calendarMonthPickerHorizontalPadding`).
  public static let gridInset = 11.0
  /// The title's leading inset.
  public static let titleInset = 20.0
  /// A chevron box's side.
  public static let chevronBox = 44.0
  /// Gap between the previous and next boxes.
  public static let chevronGap = 2.0
  /// The disclosure chevron's gap after the title, and its box.
  public static let disclosureGap = 5.0
  /// The disclosure chevron's box (11 × 22).
  public static let disclosureBox = (width: 11.0, height: 22.0)
  /// Row height in a month of at most five weeks, and in one of six.
  public static let rowHeights = (five: 46.0, six: 38.0)
  /// The largest selection circle.
  public static let maximumCircle = 42.0
  /// The least space between two weekday labels: a locale whose short names leave less takes
  /// its very short ones.
  public static let weekdayGap = 4.0

  /// The month shown, in the picker's locale.
  public var month: AppleCalendarMonth
  /// The selected day.
  public var selected: CalendarDate
  /// Today.
  public var today: CalendarDate?
  /// The time row's content, for date-and-time; `nil` for date only.
  public var time: AppleTimeRow?
  /// Where the calendar's top-left corner goes.
  public var origin: Point

  /// Creates the calendar.
  public init(
    month: AppleCalendarMonth, selected: CalendarDate, today: CalendarDate?,
    time: AppleTimeRow? = nil, origin: Point = Point(x: 0, y: 0)
  ) {
    self.month = month
    self.selected = selected
    self.today = today
    self.time = time
    self.origin = origin
  }

  /// The whole calendar's box.
  public var frame: Rect {
    Rect(
      x: origin.x, y: origin.y, width: Self.width,
      height: Self.dateHeight + (time == nil ? 0 : Self.timeRowHeight))
  }

  /// The header row's box.
  public var headerFrame: Rect {
    Rect(x: origin.x, y: origin.y + Self.topGap, width: Self.width, height: Self.headerHeight)
  }

  /// The weekday row's box.
  public var weekdayFrame: Rect {
    Rect(
      x: origin.x + Self.gridInset, y: headerFrame.maxY + Self.headerGap,
      width: Self.width - 2 * Self.gridInset, height: Self.weekdayHeight)
  }

  /// The grid in `theme`: 46 pt rows in a month of five weeks or fewer, 38 pt in one of six.
  public func grid(_ theme: Theme) -> AppleCalendarGrid {
    let rows = month.rowCount
    let height = rows <= 5 ? Self.rowHeights.five : Self.rowHeights.six
    return AppleCalendarGrid(
      month: month,
      frame: Rect(
        x: weekdayFrame.x, y: weekdayFrame.maxY, width: weekdayFrame.width,
        height: Double(rows) * height),
      rows: rows, style: .ios(theme, diameter: min(height, Self.maximumCircle)),
      selection: .single(selected), today: today)
  }

  /// The previous and next chevron boxes, at the trailing end of the header (the left end, next
  /// outermost, right to left).
  public var chevronBoxes: (previous: Rect, next: Rect) {
    let header = headerFrame
    if month.isRightToLeft {
      let next = Rect(
        x: header.x + Self.gridInset, y: header.y, width: Self.chevronBox,
        height: Self.chevronBox)
      return (next.offsetBy(dx: Self.chevronBox + Self.chevronGap, dy: 0), next)
    }
    let next = Rect(
      x: header.maxX - Self.gridInset - Self.chevronBox, y: header.y, width: Self.chevronBox,
      height: Self.chevronBox)
    let previous = next.offsetBy(dx: -Self.chevronBox - Self.chevronGap, dy: 0)
    return (previous, next)
  }

  /// The weekday labels in column order: the locale's short stand-alone names upper-cased (CC
  /// `DateFormat.E`), or its very short ones when a short name, measured in `style`, would come
  /// closer than ``weekdayGap`` to its neighbour (Hebrew's `יום א׳`, Arabic's `أربعاء`).
  public func weekdayLabels(style: TextStyle, shaper: any TextShaper) throws -> [String] {
    let locale = Locale(identifier: PickerLocale.icuForm(month.localeIdentifier))
    let short = month.shortWeekdaySymbols.map { $0.uppercased(with: locale) }
    let room = weekdayFrame.width / 7 - Self.weekdayGap
    for label in short where try AppleType.advance(label, style: style, shaper: shaper) > room {
      return month.veryShortWeekdaySymbols.map { $0.uppercased(with: locale) }
    }
    return short
  }

  /// Draws the header, weekday row, grid and time row, with their semantics.
  public func draw(into builder: inout DrawListBuilder) throws {
    let theme = builder.theme
    try drawHeader(into: &builder)
    let weekdayStyle = AppleType.style(
      theme, weight: 600, size: 13, localeIdentifier: month.localeIdentifier)
    let labels = try weekdayLabels(style: weekdayStyle, shaper: builder.context.shaper)
    for (column, text) in labels.enumerated() {
      let place = month.isRightToLeft ? 6 - column : column
      let x = weekdayFrame.x + (Double(place) + 0.5) * weekdayFrame.width / 7
      for run in try AppleType.runs(
        text, style: weekdayStyle, color: theme.color(ApplePalette.faint), x: x,
        midY: weekdayFrame.midY, anchor: .centre, shaper: builder.context.shaper)
      {
        builder.append(.text(run), tag: "weekday \(column)")
      }
    }
    try builder.add(grid(theme))
    if let time {
      var row = time
      row.frame = Rect(
        x: origin.x, y: origin.y + Self.dateHeight, width: Self.width, height: Self.timeRowHeight)
      try builder.add(row)
    }
  }

  /// Title, disclosure chevron and the two month chevrons.
  private func drawHeader(into builder: inout DrawListBuilder) throws {
    let theme = builder.theme
    let header = headerFrame
    let accent = theme.color(ApplePalette.accent)
    let rightToLeft = month.isRightToLeft
    let runs = try AppleType.runs(
      month.title,
      style: AppleType.style(
        theme, weight: 600, size: 17, tracking: -0.5, localeIdentifier: month.localeIdentifier),
      color: theme.color(ApplePalette.label),
      x: rightToLeft ? header.maxX - Self.titleInset : header.x + Self.titleInset,
      midY: header.midY, anchor: rightToLeft ? .right : .left, shaper: builder.context.shaper)
    for run in runs { builder.append(.text(run), tag: "month title") }
    let title = AppleType.extent(of: runs)
    let disclosure = Rect(
      x: rightToLeft
        ? title.minX - Self.disclosureGap - Self.disclosureBox.width
        : title.maxX + Self.disclosureGap,
      y: header.midY - Self.disclosureBox.height / 2, width: Self.disclosureBox.width,
      height: Self.disclosureBox.height)
    builder.appendMark(
      .stroke(
        rightToLeft
          ? AppleChevron.back(in: disclosure, armHeight: 6)
          : AppleChevron.forward(in: disclosure, armHeight: 6),
        Stroke(.solid(accent), width: 2, cap: .round, join: .round)),
      tag: "month disclosure")
    let titleBox =
      rightToLeft
      ? Rect(
        x: disclosure.x, y: header.y, width: title.maxX - disclosure.x, height: header.height)
      : Rect(
        x: title.minX, y: header.y, width: disclosure.maxX - title.minX, height: header.height)
    builder.addSemantic(
      SemanticNode(
        id: "month", role: .button, label: "Show month and year picker", value: month.title,
        hitRect: builder.hitRect(around: titleBox)))
    let (previous, next) = chevronBoxes
    // Backward and forward are reading directions: right to left, previous points right.
    let previousShape =
      rightToLeft
      ? AppleChevron.forward(in: previous, armHeight: 9)
      : AppleChevron.back(in: previous, armHeight: 9)
    let nextShape =
      rightToLeft
      ? AppleChevron.back(in: next, armHeight: 9) : AppleChevron.forward(in: next, armHeight: 9)
    for (box, id, label, shape) in [
      (previous, "previous month", "Previous Month", previousShape),
      (next, "next month", "Next Month", nextShape),
    ] {
      builder.appendMark(
        .stroke(shape, Stroke(.solid(accent), width: 2.5, cap: .round, join: .round)), tag: id)
      builder.addSemantic(
        SemanticNode(id: id, role: .button, label: label, hitRect: builder.hitRect(around: box)))
    }
  }
}
