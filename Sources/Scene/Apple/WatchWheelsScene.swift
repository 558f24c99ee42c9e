import DrawList
import Foundation
import PickerModel
import Theme

/// A watchOS date picker in the wheels (list) style on the black watch background, with the
/// three optional parts Apple's guidance names: the focus **outline** (around the wheel the
/// Digital Crown turns), its **caption** (set in the outline's top edge, naming that wheel) and
/// the **scrolling indicator** (beside the crown, on the right). Each wheel shows the selected
/// value with the previous and next ones faded and shrunk by their group.
///
/// watchOS has no light appearance, so the scene exists in Dark only, and its text is always
/// white (`static/white`, the Dark `label`) on black, whatever theme it is drawn in. Apple publishes no watchOS
/// picker metrics and no replica was found (platform-metrics.md §6): the sizes below are laid
/// out by eye for a 45 mm screen (198 × 242 pt), the outline uses systemGreen, and Inter stands
/// in for SF Compact. The title is the picker's date. The wheels follow the mode (SwiftUI's
/// `DatePicker` `displayedComponents`): time and date-and-time show hour, minute and AM/PM in
/// the locale's order, the hour focused; date shows month, day and year in the locale's order
/// (``AppleDateColumns/columns(for:)``), the day focused, with the same metrics (platform-metrics
/// §6: "other watchOS modes reuse those same metrics"), the month by its abbreviated name (the
/// full one does not fit a third of the screen at 24 pt: `January` needs about 90 pt of 61). The
/// countdown timer is refused: SwiftUI's `DatePicker` has no countdown mode and UIKit's
/// `countDownTimer` is not on watchOS. The caption names the focused wheel in the locale:
/// Foundation's wide unit name for one hour or one day (CLDR's `hour`, `Stunde`, `שעה`; `day`,
/// `Tag`), capitalised as a caption.
///
/// In a right-to-left locale the wheels run from the right (the first, the hour, at the right),
/// as SwiftUI lays out an `HStack` in a right-to-left layout direction and UIKit's wheels are
/// mirrored (``AppleWheelsLayout``); the scrolling indicator stays beside the Digital Crown, a
/// physical control at the right edge (HIG, Right to left: "preserve the direction of a control
/// that refers to an actual direction or points to an onscreen area").
public struct WatchWheelsScene: Sendable {
  /// The 45 mm Apple Watch screen in points.
  public static let screen = Rect(x: 0, y: 0, width: 198, height: 242)
  /// The screen's side margin.
  public static let margin = 8.0
  /// The title's middle, from the top.
  public static let titleMidY = 30.0
  /// The wheels' centre line, from the top.
  public static let wheelMidY = 140.0
  /// The distance between rows.
  public static let rowPitch = 34.0
  /// The wheels' text size (the selected row; the others are shrunk by their group).
  public static let fontSize = 24.0
  /// The title's and the caption's sizes.
  public static let titleSize = 17.0
  /// The caption's size.
  public static let captionSize = 12.0
  /// The scale and opacity of the previous and next rows.
  public static let neighbourScale = 0.75
  /// The opacity of the previous and next rows.
  public static let neighbourOpacity = AppleWheelsLayout.offCentreOpacity
  /// The outline's stroke width and corner radius.
  public static let outlineWidth = 2.0
  /// The outline's corner radius.
  public static let outlineRadius = 10.0
  /// The outline's height around the selected row.
  public static let outlineHeight = 46.0
  /// The scrolling indicator's track (beside the Digital Crown).
  public static let indicatorTrack = Rect(x: 190, y: 96, width: 4, height: 88)

  /// The theme and shaper.
  public let context: SceneContext

  /// Creates the scene builder.
  public init(context: SceneContext) {
    self.context = context
  }

  /// The wheel the crown turns (outlined, captioned, with the indicator): the day wheel in date
  /// mode, the hour wheel otherwise.
  public static func focusedColumn(_ picker: AppleDatePicker) -> AppleWheelColumn {
    picker.mode == .date ? .day : .hour
  }

  /// The caption over the focused wheel: the locale's unit name for one hour or one day,
  /// capitalised (`Hour`, `Stunde`, `שעה`; `Day`, `Tag`).
  public static func caption(_ picker: AppleDatePicker) -> String {
    let unit = picker.formatting.unitName(focusedColumn(picker)) ?? ""
    return unit.capitalized(with: Locale(identifier: PickerLocale.icuForm(picker.localeIdentifier)))
  }

  /// The time wheels in the locale's order (hour, minute and, on a 12-hour clock, AM/PM).
  public static func timeColumns(_ picker: AppleDatePicker) -> [AppleWheelColumn] {
    picker.formatting.columns(for: .time)
  }

  /// The wheels `picker`'s mode shows, in the locale's order: month, day and year in date mode,
  /// the time wheels in time and date-and-time mode (the title carries the date).
  ///
  /// - Throws: ``SceneError/badComponent(_:)`` for the countdown timer, which watchOS does not
  ///   have.
  public static func columns(_ picker: AppleDatePicker) throws -> [AppleWheelColumn] {
    switch picker.mode {
    case .date: return picker.formatting.columns(for: .date)
    case .time, .dateAndTime: return timeColumns(picker)
    case .countdownTimer: throw SceneError.badComponent(countdownRefusal)
    }
  }

  /// Why the countdown timer is refused on watchOS.
  public static let countdownRefusal =
    "watchOS date picker: there is no countdown-timer mode on watchOS (SwiftUI's DatePicker has "
    + "none, and UIKit's countDownTimer is iOS only); use date, time or date-and-time"

  /// What `column`'s wheel shows for `row`: the month by its abbreviated name, the rest as the
  /// iOS wheels write them (``AppleDateColumns/text(_:of:)``).
  public static func text(_ column: AppleWheelColumn, of row: AppleDatePicker) -> String {
    column == .month
      ? row.formatting.abbreviatedMonth(of: row) : row.formatting.text(column, of: row)
  }

  /// The draw list.
  ///
  /// - Throws: ``SceneError/badComponent(_:)`` for the countdown timer (``columns(_:)``), and a
  ///   ``FitError`` for a text wider than its room.
  public func build(_ picker: AppleDatePicker) throws -> DrawList {
    let columns = try Self.columns(picker)
    let theme = context.theme
    let formatting = picker.formatting
    var builder = DrawListBuilder(context: context)
    builder.append(
      .fill(.rect(Self.screen, .zero), .solid(theme.color(.staticBlack))), tag: "background")
    let title = formatting.text(.date, of: picker)
    try drawText(
      title, centreX: Self.screen.midX, midY: Self.titleMidY,
      size: Self.titleSize, token: .iosSegmentSelected, color: theme.color(.staticWhite),
      language: picker.localeIdentifier, tag: "title",
      within: (Self.margin, Self.screen.maxX - Self.margin),
      rule: Self.rule(
        picker, "the title \"\(FitError.shown(title))\"",
        room: "the \(FitError.points(Self.screen.width)) pt screen, less its "
          + "\(FitError.points(Self.margin)) pt margins,"), into: &builder)
    let width = (Self.screen.width - 2 * Self.margin) / Double(max(columns.count, 1))
    let focused = Self.focusedColumn(picker)
    let rightToLeft = PickerLocale.named(picker.localeIdentifier).isRightToLeft
    for (index, column) in columns.enumerated() {
      let place = rightToLeft ? columns.count - 1 - index : index
      let box = Rect(
        x: Self.margin + Double(place) * width, y: Self.wheelMidY - 1.5 * Self.rowPitch,
        width: width, height: 3 * Self.rowPitch)
      if column == focused {
        try drawOutline(around: box, caption: Self.caption(picker), picker: picker, into: &builder)
      }
      for offset in -1...1 {
        guard let row = picker.row(column, offset: offset) else { continue }
        try drawRow(
          Self.text(column, of: row), offset: offset, in: box, picker: picker,
          tag: AppleWheel.rowTag(AppleWheelsScene.wheelID(column), offset), into: &builder)
      }
      builder.addSemantic(
        SemanticNode(
          id: AppleWheelsScene.wheelID(column), role: .adjustable,
          label: AppleWheelsScene.accessibilityName(column),
          value: Self.text(column, of: picker),
          states: column == focused ? [.focused] : [], hitRect: builder.hitRect(around: box)))
    }
    drawIndicator(picker, column: focused, into: &builder)
    return try builder.build()
  }

  /// One row: the selected one at full size and opacity, its neighbours shrunk about the
  /// column's centre line and faded, by their group.
  private func drawRow(
    _ text: String, offset: Int, in box: Rect, picker: AppleDatePicker, tag: String,
    into builder: inout DrawListBuilder
  ) throws {
    let midY = Self.wheelMidY + Double(offset) * Self.rowPitch
    let anchor = Point(x: box.midX, y: midY)
    let group =
      offset == 0
      ? Group()
      : Group(
        opacity: Self.neighbourOpacity,
        transform: .scale(Self.neighbourScale, Self.neighbourScale, about: anchor))
    builder.append(.pushGroup(group), tag: tag)
    try drawText(
      text, centreX: box.midX, midY: midY, size: Self.fontSize, token: .iosBody,
      color: context.theme.color(.staticWhite), language: picker.localeIdentifier, tag: tag,
      within: (box.x, box.maxX), transform: group.transform,
      rule: Self.rule(
        picker, "the row \"\(FitError.shown(text))\"",
        room: "its \(FitError.points(box.width)) pt column"), into: &builder)
    builder.append(.popGroup, tag: tag)
  }

  /// The green outline around the focused wheel's selected row, its caption set into the top
  /// edge over a black gap.
  private func drawOutline(
    around box: Rect, caption: String, picker: AppleDatePicker, into builder: inout DrawListBuilder
  ) throws {
    let theme = context.theme
    let green = theme.color(.iosSystemGreen)
    let outline = Rect(
      x: box.x + 2, y: Self.wheelMidY - Self.outlineHeight / 2, width: box.width - 4,
      height: Self.outlineHeight)
    builder.appendMark(
      .stroke(
        .roundedRect(outline, radius: Self.outlineRadius),
        Stroke(.solid(green), width: Self.outlineWidth)),
      tag: "outline")
    var style = theme.typography(.iosSegmentSelected).textStyle
    style.size = Self.captionSize
    style = AppleType.localized(style, to: picker.localeIdentifier)
    let advance = try AppleType.advance(caption, style: style, shaper: context.shaper)
    let gap = Rect(
      x: outline.midX - advance / 2 - 4, y: outline.y - 3, width: advance + 8,
      height: 6)
    builder.append(.fill(.rect(gap, .zero), .solid(theme.color(.staticBlack))), tag: "caption gap")
    try drawText(
      caption, centreX: outline.midX, midY: outline.y, size: Self.captionSize,
      token: .iosSegmentSelected, color: green, language: picker.localeIdentifier,
      tag: "caption",
      within: (outline.x + Self.outlineRadius, outline.maxX - Self.outlineRadius),
      rule: Self.rule(
        picker, "the caption \"\(FitError.shown(caption))\"",
        room: "the outline's straight top edge"), into: &builder)
  }

  /// The scrolling indicator beside the crown: a track and a thumb placed by the focused wheel's
  /// position in its values.
  private func drawIndicator(
    _ picker: AppleDatePicker, column: AppleWheelColumn, into builder: inout DrawListBuilder
  ) {
    let theme = context.theme
    let (position, count): (Int, Int) =
      switch column {
      case .hour:
        picker.hourCycle == .twentyFourHour ? (picker.hour, 24) : (picker.hour % 12, 12)
      case .minute: (picker.minute / picker.minuteInterval, picker.minuteValues.count)
      case .day: (picker.date.day - 1, picker.date.yearMonth.numberOfDays)
      case .month: (picker.date.month - 1, 12)
      default: (0, 1)
      }
    let bar = Scrollbar(
      track: Self.indicatorTrack, contentLength: Double(count), windowLength: 1,
      offset: Double(position), minimumThumbLength: 16, tag: "indicator")
    let radius = Self.indicatorTrack.width / 2
    builder.append(
      .fill(
        .roundedRect(Self.indicatorTrack, radius: radius),
        .solid(theme.color(.iosTertiarySystemFill))),
      tag: "indicator track")
    builder.appendMark(
      .fill(.roundedRect(bar.thumb, radius: radius), .solid(theme.color(.iosSystemGreen))),
      tag: "indicator thumb")
  }

  /// A fit error for a text of `picker`'s locale (``AppleFit``).
  static func rule(_ picker: AppleDatePicker, _ what: String, room: String) -> FitError {
    AppleFit.rule(
      "watchOS wheels in \(picker.localeIdentifier): \(what)", room: room,
      advice: "use a locale with shorter names")
  }

  /// One line of text centred at `centreX`, capitals centred on `midY`, shaped as a paragraph in
  /// the direction of the locale `language` names; refused with `rule` unless, through
  /// `transform` (its group's), it stays across `within`.
  private func drawText(
    _ text: String, centreX: Double, midY: Double, size: Double, token: TypographyToken,
    color: Color, language: String, tag: String, within box: (minX: Double, maxX: Double),
    transform: Transform = .identity, rule: FitError, into builder: inout DrawListBuilder
  ) throws {
    var style = context.theme.typography(token).textStyle
    style.size = size
    style = AppleType.localized(style, to: language)
    let runs = try AppleType.runs(
      text, style: style, color: color, x: centreX, midY: midY, anchor: .centre,
      shaper: context.shaper)
    try AppleFit.check(runs, transform: transform, within: box, rule: rule)
    for run in runs { builder.append(.text(run), tag: tag) }
  }
}
