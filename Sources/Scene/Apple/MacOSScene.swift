import DrawList
import PickerModel
import Theme

/// The macOS date picker scenes on a window background: the graphical calendar, the clock face
/// and the textual field with its stepper (``MacOSTextualField``).
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

  /// Whether the graphical calendar of `picker` shows `today` (its six rows spill into the
  /// neighbouring months), whose label ends with Apple's "Today" (``AppleWords``).
  public static func drawsToday(_ picker: MacOSDatePicker, today: CalendarDate?) -> Bool {
    guard picker.style == .graphical, let today,
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
