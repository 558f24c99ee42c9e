import DrawList
import PickerModel
import Theme

/// iOS's inline date picker for dates (and dates and times): the calendar, 320 pt wide, on
/// `systemBackground` (platform-metrics §2). Time-only inline pickers are a button instead
/// (``AppleCompactScene/buildInlineTime(_:)``).
public struct AppleInlineScene: Sendable {
  /// The caption of the time row.
  public static let timeCaption = "Time"

  /// The theme and shaper.
  public let context: SceneContext
  /// Today, drawn in the accent.
  public let today: CalendarDate?

  /// Creates the scene builder.
  public init(context: SceneContext, today: CalendarDate?) {
    self.context = context
    self.today = today
  }

  /// The inline calendar of `picker`, on a page that covers everything drawn: the calendar's
  /// 320 × 332 (or 378) pt, grown where a shadow reaches past it (the AM/PM thumb's in the time
  /// row), so no strip of the canvas is left transparent.
  ///
  /// - Throws: ``SceneError/badComponent(_:)`` when `picker` is not inline, or is time-only.
  public func build(_ picker: AppleDatePicker) throws -> DrawList {
    try AppleCompactScene.require(picker, style: .inline)
    guard picker.mode != .time else {
      throw SceneError.badComponent(
        "inline date picker: a time-only picker is a button (the ios-inline-time scene)")
    }
    var builder = DrawListBuilder(context: context)
    let calendar = try Self.calendar(picker, today: today, origin: Point(x: 0, y: 0))
    try builder.add(calendar)
    let drawn = try builder.build()
    let page = calendar.frame.union(drawn.canvas).integral
    let items =
      [
        DrawList.Item(
          .fill(.rect(page, .zero), .solid(context.theme.color(ApplePalette.page))), tag: "page")
      ] + drawn.items
    return DrawList(canvas: page, items: items, semantics: drawn.semantics)
  }

  /// The calendar component for `picker`'s month, selection, locale and (in date-and-time mode)
  /// time, at `origin`.
  public static func calendar(_ picker: AppleDatePicker, today: CalendarDate?, origin: Point)
    throws -> AppleInlineCalendar
  {
    let month = try AppleCalendarMonth(
      picker.date.yearMonth, localeIdentifier: picker.localeIdentifier)
    var time: AppleTimeRow?
    if picker.mode == .dateAndTime {
      let text = AppleDateText(
        localeIdentifier: picker.localeIdentifier,
        uses24HourClock: picker.hourCycle == .twentyFourHour)
      let period = text.periodSymbols.map {
        AppleTimeRow.Period(am: $0.am, pm: $0.pm, isPM: picker.hour >= 12)
      }
      time = AppleTimeRow(
        caption: timeCaption,
        time: try text.timeWithoutPeriod(hour: picker.hour, minute: picker.minute),
        period: period, localeIdentifier: picker.localeIdentifier)
    }
    return AppleInlineCalendar(
      month: month, selected: picker.date, today: today, time: time, origin: origin)
  }
}
