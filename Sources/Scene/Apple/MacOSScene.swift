import DrawList
import PickerModel
import Theme

/// The macOS date picker scenes on a window background: the graphical calendar, the clock face,
/// both side by side, and the textual field with its stepper (``MacOSTextualField``).
///
/// With date and time elements NSDatePicker's graphical style shows the calendar and, 10 pt
/// after it, the clock face centred on the calendar's height (CP, ``MacOSMetrics``). In a
/// right-to-left locale the pair is mirrored as AppKit mirrors a control's parts (the
/// calendar, leading, at the right; the clock at its left), while each keeps its own rule: the
/// calendar mirrors, the clock face does not.
public struct MacOSScene: Sendable {
  /// The theme and shaper.
  public let context: SceneContext
  /// Today.
  public let today: CalendarDate?

  /// Creates the scene builder.
  public init(context: SceneContext, today: CalendarDate?) {
    self.context = context
    self.today = today
  }

  /// `picker` in its style, on the window background with a 20 pt margin.
  public func build(_ picker: MacOSDatePicker) throws -> DrawList {
    var builder = DrawListBuilder(context: context)
    let origin = Point(x: MacOSMetrics.windowMargin, y: MacOSMetrics.windowMargin)
    switch picker.style {
    case .graphical:
      try builder.add(try Self.calendar(picker, today: today, origin: origin))
    case .clock:
      try builder.add(MacOSClock(picker: picker, origin: origin))
    case .clockAndCalendar:
      let (calendar, clock) = Self.clockAndCalendarOrigins(picker, origin: origin)
      try builder.add(try Self.calendar(picker, today: today, origin: calendar))
      try builder.add(MacOSClock(picker: picker, origin: clock))
    case .textual:
      try builder.add(MacOSTextualField(picker: picker, origin: origin))
    }
    let drawn = try builder.build()
    let window = drawn.canvas.insetBy(
      dx: -MacOSMetrics.windowMargin, dy: -MacOSMetrics.windowMargin
    ).integral
    let page = DrawList.Item(
      .fill(.rect(window, .zero), .solid(context.theme.color(ApplePalette.macWindow))),
      tag: "window")
    return DrawList(canvas: window, items: [page] + drawn.items, semantics: drawn.semantics)
  }

  /// Where the calendar and the clock of the clock-and-calendar style go, for a picker whose
  /// top-left corner is `origin`: the calendar first (at the left, or at the right right to
  /// left), the clock 10 pt beside it, centred on the calendar's 148 pt height.
  public static func clockAndCalendarOrigins(_ picker: MacOSDatePicker, origin: Point)
    -> (calendar: Point, clock: Point)
  {
    let calendar = MacOSMetrics.calendarSize
    let clock = MacOSMetrics.clockSize
    let gap = MacOSMetrics.calendarClockGap
    let clockY = origin.y + (calendar.height - clock.height) / 2
    if PickerLocale.named(picker.localeIdentifier).isRightToLeft {
      return (
        Point(x: origin.x + clock.width + gap, y: origin.y), Point(x: origin.x, y: clockY)
      )
    }
    return (origin, Point(x: origin.x + calendar.width + gap, y: clockY))
  }

  /// Whether the graphical calendar of `picker` shows `today` (its six rows spill into the
  /// neighbouring months), whose label ends with Apple's "Today" (``AppleWords``).
  public static func drawsToday(_ picker: MacOSDatePicker, today: CalendarDate?) -> Bool {
    guard picker.style.showsCalendar, let today,
      let month = try? AppleCalendarMonth(
        picker.date.yearMonth, localeIdentifier: picker.localeIdentifier)
    else { return false }
    return (0..<6).contains(month.row(of: today))
  }

  /// The graphical calendar of `picker` (its range, or its day) at `origin`.
  public static func calendar(_ picker: MacOSDatePicker, today: CalendarDate?, origin: Point)
    throws -> MacOSCalendar
  {
    let month = try AppleCalendarMonth(
      picker.date.yearMonth, localeIdentifier: picker.localeIdentifier)
    let selection: AppleCalendarGrid.Selection =
      picker.range.map { .range($0.lowerBound, $0.upperBound) } ?? .single(picker.date)
    return MacOSCalendar(month: month, selection: selection, today: today, origin: origin)
  }
}
