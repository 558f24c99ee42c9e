import DrawList
import PickerModel
import Theme

/// iOS's compact date picker in a form row ("Date" leading, the buttons trailing) on
/// `systemBackground`, 375 pt wide (an iPhone), and the editor it opens: the inline calendar with
/// the time row in a 13 pt-radius popover, 6 pt under the row (platform-metrics §1); for a
/// time-only picker, the time wheels in a smaller popover under the time button.
///
/// The time-only inline style (``buildInlineTime(_:)``) is the same row with the time button
/// alone: UIKit draws it as the compact time button and opens wheels from it.
///
/// In a right-to-left locale the row is mirrored, as UIKit lays out a form row's leading and
/// trailing edges ("UIKit controls appear flipped", Apple, Supporting Right-to-Left Languages):
/// the caption at the right, the buttons from the left margin (the time button outermost, the
/// date button to its right), and the popover under them at the left margin. The caption is the
/// app's label (SwiftUI's `DatePicker("Date", …)` title), not UIKit's: it stays the English the
/// scenes have always shown.
public struct AppleCompactScene: Sendable {
  /// The screen width the row spans.
  public static let screenWidth = 375.0
  /// The row's margins.
  public static let margin = 16.0
  /// The popover's gap under the row (WebKit: 6 pt from the control).
  public static let popoverGap = 6.0
  /// The popover's corner radius (CC `pickerBorderRadius`).
  public static let popoverRadius = 13.0
  /// The time-only editor's popover: 231 × 203 pt (CC `timePickerWidth`, `timePickerHeight`;
  /// platform-metrics §1.2), the time wheels (``AppleWheelsSize/compactTimeEditor``) centred
  /// in it. WebKit's own wheels editor is no rival: its box holds WebKit's Reset and Done
  /// toolbar, which UIKit's compact editor has not.
  public static let timePopoverSize = (width: 231.0, height: 203.0)

  /// The theme and shaper.
  public let context: SceneContext
  /// Today, drawn in the accent in the editor's calendar.
  public let today: CalendarDate?

  /// Creates the scene builder.
  public init(context: SceneContext, today: CalendarDate?) {
    self.context = context
    self.today = today
  }

  /// The compact picker at rest: the form row.
  ///
  /// - Throws: ``SceneError/badComponent(_:)`` when `picker` is not in the compact style.
  public func build(_ picker: AppleDatePicker) throws -> DrawList {
    try Self.require(picker, style: .compact)
    var builder = DrawListBuilder(context: context)
    try drawRow(picker, open: false, into: &builder)
    return try Self.onPage(builder, color: ApplePalette.page)
  }

  /// The compact picker with its editor open: the row, then the popover with the calendar (and
  /// the time row in date-and-time mode), or for a time-only picker the time wheels
  /// (``buildTimeEditor(_:)``).
  ///
  /// - Throws: ``SceneError/badComponent(_:)`` when `picker` is not compact.
  public func buildOpen(_ picker: AppleDatePicker) throws -> DrawList {
    try Self.require(picker, style: .compact)
    guard picker.mode != .time else { return try buildTimeEditor(picker) }
    var builder = DrawListBuilder(context: context)
    let row = try drawRow(picker, open: true, into: &builder)
    let rightToLeft = PickerLocale.named(picker.localeIdentifier).isRightToLeft
    let frame = Rect(
      x: rightToLeft ? Self.margin : Self.screenWidth - Self.margin - AppleInlineCalendar.width,
      y: row.maxY + Self.popoverGap, width: AppleInlineCalendar.width,
      height: AppleInlineCalendar.dateHeight
        + (picker.mode == .dateAndTime ? AppleInlineCalendar.timeRowHeight : 0))
    let popover = Shape.roundedRect(frame, radius: Self.popoverRadius)
    builder.append(.shadow(popover, Self.popoverShadow), tag: "popover shadow")
    builder.append(
      .fill(popover, .solid(context.theme.color(ApplePalette.popover))), tag: "popover")
    try builder.add(
      try AppleInlineScene.calendar(
        picker, today: today, origin: Point(x: frame.x, y: frame.y)))
    return try Self.onPage(builder, color: ApplePalette.page)
  }

  /// A time-only compact picker with its editor open: the row with the time button open, and
  /// under it, 6 pt down and at its trailing edge, the 231 × 203 popover holding the time
  /// wheels, 218 × 172, centred and drawn on the popover (a `UIDatePicker`'s background is
  /// clear), in the locale's order and clock (no AM/PM wheel on a 24-hour clock). WebKit places
  /// its editor from the control's bottom right corner the same way (WK-i
  /// `_preferredEdgeInsetsForDateTimePicker`); right to left, from its bottom left.
  ///
  /// - Throws: ``SceneError/badComponent(_:)`` when `picker` is not compact and time-only, and a
  ///   ``FitError`` when its wheels need more than 218 pt.
  public func buildTimeEditor(_ picker: AppleDatePicker) throws -> DrawList {
    try Self.require(picker, style: .compact)
    guard picker.mode == .time else {
      throw SceneError.badComponent(
        "compact date picker: only a time-only picker opens the wheels editor; "
          + "\(picker.mode.rawValue) opens the calendar")
    }
    var builder = DrawListBuilder(context: context)
    let row = try drawRow(picker, open: true, into: &builder)
    let frame = Self.timePopover(under: row, picker: picker)
    let popover = Shape.roundedRect(frame, radius: Self.popoverRadius)
    builder.append(.shadow(popover, Self.popoverShadow), tag: "popover shadow")
    builder.append(
      .fill(popover, .solid(context.theme.color(ApplePalette.popover))), tag: "popover")
    let wheels = AppleWheelsSize.compactTimeEditor
    try AppleWheelsScene(context: context, size: wheels, today: today).draw(
      picker,
      at: Point(x: frame.midX - wheels.width / 2, y: frame.midY - wheels.height / 2),
      background: false, into: &builder)
    return try Self.onPage(builder, color: ApplePalette.page)
  }

  /// The time editor's popover under `row`: 6 pt down, its trailing edge on the row's trailing
  /// margin, where the time button ends (its leading edge on the leading margin, right to
  /// left).
  public static func timePopover(under row: Rect, picker: AppleDatePicker) -> Rect {
    let rightToLeft = PickerLocale.named(picker.localeIdentifier).isRightToLeft
    return Rect(
      x: rightToLeft ? margin : screenWidth - margin - timePopoverSize.width,
      y: row.maxY + popoverGap, width: timePopoverSize.width, height: timePopoverSize.height)
  }

  /// The time-only inline picker: the row with the time button alone.
  ///
  /// - Throws: ``SceneError/badComponent(_:)`` when `picker` is not inline time-only.
  public func buildInlineTime(_ picker: AppleDatePicker) throws -> DrawList {
    try Self.require(picker, style: .inline)
    guard picker.mode == .time else {
      throw SceneError.badComponent(
        "inline date picker: only the time mode is a button; \(picker.mode.rawValue) is a calendar")
    }
    var builder = DrawListBuilder(context: context)
    try drawRow(picker, open: false, into: &builder)
    return try Self.onPage(builder, color: ApplePalette.page)
  }

  /// The popover's shadow: black at 14.5 %, blur 85, spread 9 (CC).
  public static let popoverShadow = Shadow(
    offsetX: 0, offsetY: 0, blur: 85, spread: 9, color: Color(red: 0, green: 0, blue: 0, alpha: 37))

  /// The form row: caption, then the date and/or time buttons at the trailing margin (the
  /// caption at the right and the buttons from the left, right to left).
  @discardableResult
  private func drawRow(_ picker: AppleDatePicker, open: Bool, into builder: inout DrawListBuilder)
    throws -> Rect
  {
    let theme = context.theme
    let locale = picker.localeIdentifier
    let rightToLeft = PickerLocale.named(locale).isRightToLeft
    let text = AppleDateText(
      localeIdentifier: locale, uses24HourClock: picker.hourCycle == .twentyFourHour)
    let y = Self.margin
    // Trailing first: the time button is outermost.
    var trailing: [AppleCompactButton] = []
    if picker.mode != .date {
      trailing.append(
        AppleCompactButton(
          text: try text.time(hour: picker.hour, minute: picker.minute), label: "Time",
          maxX: 0, y: y, id: "time button", isOpen: open && picker.mode == .time,
          localeIdentifier: locale))
    }
    if picker.mode != .time {
      trailing.append(
        AppleCompactButton(
          text: try text.mediumDate(picker.date), label: "Date", maxX: 0, y: y,
          id: "date button", isOpen: open, localeIdentifier: locale))
    }
    var edge = rightToLeft ? Self.margin : Self.screenWidth - Self.margin
    for index in trailing.indices {
      let width = try trailing[index].width(theme, shaper: context.shaper)
      if rightToLeft {
        trailing[index].maxX = edge + width
        edge += width + AppleCompactButton.gap
      } else {
        trailing[index].maxX = edge
        edge -= width + AppleCompactButton.gap
      }
    }
    let caption = picker.mode == .time ? "Time" : "Date"
    let captionRuns = try AppleType.runs(
      caption, style: AppleCompactButton.textStyle(theme, localeIdentifier: locale),
      color: theme.color(ApplePalette.label),
      x: rightToLeft ? Self.screenWidth - Self.margin : Self.margin,
      midY: y + AppleCompactButton.height / 2, anchor: rightToLeft ? .right : .left,
      shaper: context.shaper)
    // The buttons grow with their text, as UIKit's do; the caption must stay a button gap
    // (`edge`, past the innermost button) clear of them, on the row between the margins.
    try AppleFit.check(
      captionRuns,
      within: rightToLeft ? (edge, Self.screenWidth - Self.margin) : (Self.margin, edge),
      rule: AppleFit.rule(
        "iOS compact row in \(locale): the caption \"\(caption)\" beside its buttons "
          + "\"\(trailing.map(\.text).joined(separator: "\", \""))\"",
        room: "the \(FitError.points(Self.screenWidth)) pt row less its "
          + "\(FitError.points(Self.margin)) pt margins and the buttons",
        advice: "use a locale with shorter date and time formats"))
    for run in captionRuns { builder.append(.text(run), tag: "caption") }
    // Reading order: the date button, then the time button.
    for button in trailing.reversed() { try builder.add(button) }
    return Rect(x: 0, y: y, width: Self.screenWidth, height: AppleCompactButton.height)
  }

  /// Refuses a picker in another style.
  static func require(_ picker: AppleDatePicker, style: AppleDatePickerStyle) throws {
    guard picker.style == style else {
      throw SceneError.badComponent(
        "date picker: the \(style.rawValue) scene needs the \(style.rawValue) style, "
          + "not \(picker.style.rawValue)")
    }
  }

  /// The list on a page of `color` spanning the screen width and everything drawn (shadows
  /// included) with a margin below.
  static func onPage(_ builder: DrawListBuilder, color: ColorToken) throws -> DrawList {
    let drawn = try builder.build()
    let content = drawn.canvas
    let page = Rect(x: 0, y: 0, width: Self.screenWidth, height: content.maxY + margin)
      .union(content).integral
    var items = [
      DrawList.Item(.fill(.rect(page, .zero), .solid(builder.theme.color(color))), tag: "page")
    ]
    items += drawn.items
    return DrawList(canvas: page, items: items, semantics: drawn.semantics)
  }
}
