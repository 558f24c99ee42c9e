import DrawList
import Foundation
import PickerModel
import Theme

/// The Material 3 time pickers on the baseline scheme, drawn from a ``MaterialTimePicker``: the
/// dial (portrait or landscape; hour, minute or the 24-hour dial with its inner ring) and the
/// input picker its keyboard icon opens, each on surface-container-high at elevation level 3,
/// corner 28, with 24 dp padding.
///
/// Portrait dial: the headline, then the 96 × 80 selectors (114 wide on 24-hour) with the 24 dp
/// ":" slot and the 52 × 80 AM/PM 12 to their right, 36 below them the 256 dial, 24 below it the
/// keyboard icon and Cancel/OK: 328 × 520. Landscape (Compose `HorizontalTimePicker`): the
/// selectors and, 12 below them, the 216 × 38 AM/PM in a 216 column centred on the dial's height,
/// 36 left of the dial (`ClockDisplayBottomMargin`): 556 × 404. Input: 96 × 72 fields, AM/PM
/// 52 × 72, "Hour"/"Minute" 7 below: 328 × 243. The dialog sizes are not tokenised
/// (platform-metrics §4.1): they follow from these named margins.
///
/// Tags: `hour selector`, `minute selector` (fills; their text `… text`), `separator`,
/// `period outline`, `am`, `pm` (labels), `am fill`/`pm fill`, `dial`, `dial label <text>`,
/// `handle`, `handle dot`, `handle track`, `hour field`, `minute field` (`… outline` when
/// focused), `hour label`, `minute label`, `keyboard`, `clock`. Every fixed word is the picker's
/// (``MaterialTimePicker/words``).
///
/// Right to left (he, ar, fa, ur) the dialog mirrors as Compose's `TimePicker` lays it out
/// under `LayoutDirection.Rtl` (`TimePicker.kt` @032950a1): the headline at the start (right);
/// the hour and minute selectors and the input's fields keep their left-to-right order ("Always
/// display the TimeSelectors from left to right", `LocalLayoutDirection provides
/// LayoutDirection.Ltr`) while their row mirrors, so AM/PM stands left of them (`padding(start
/// = PeriodToggleMargin)`); in landscape the display column stands right of the dial and its
/// horizontal AM/PM keeps AM at the left (`place`, not `placeRelative`); the dial's numbers keep
/// their positions (`CircularLayout` places them with `place`); the keyboard toggle at the
/// right and OK at the left, Cancel right of it, as the date picker's dialog row.
public struct MaterialTimePickerScene: Sendable {
  /// The theme and shaper.
  public let context: SceneContext
  private var theme: Theme { context.theme }

  /// Creates the scene builder.
  public init(context: SceneContext) {
    self.context = context
  }

  /// How a refusal names the picker: `material time picker (ar_EG)`.
  static func subject(_ picker: MaterialTimePicker) -> String {
    "material time picker (\(picker.localeIdentifier))"
  }

  /// The container's frame for `picker`, its top-left at the margin.
  public static func frame(_ picker: MaterialTimePicker) -> Rect {
    let m = MaterialMetrics.margin
    switch (picker.mode, picker.orientation) {
    case (.input, _): return Rect(x: m, y: m, width: 328, height: 243)
    case (_, .landscape):
      let pad = MaterialMetrics.timePadding
      let width =
        pad + landscapeColumn(picker).width + MaterialMetrics.displayBottomMargin
        + MaterialMetrics.dial + pad
      return Rect(x: m, y: m, width: width, height: 404)
    case (_, .portrait): return Rect(x: m, y: m, width: 328, height: 520)
    }
  }

  /// The draw list.
  public func build(_ picker: MaterialTimePicker) throws -> DrawList {
    var builder = DrawListBuilder(context: context)
    let frame = Self.frame(picker)
    let pad = MaterialMetrics.timePadding
    let painter = MaterialPainter(
      context: context, language: picker.language, rightToLeft: picker.isRightToLeft,
      frame: frame)
    painter.surface(around: frame, into: &builder)
    painter.container(frame, corner: .m3ShapeXl, into: &builder)
    let headlineLine = theme.typography(.m3LabelMedium).lineHeight
    try painter.checkFit(
      picker.headline, style: .m3LabelMedium, available: frame.width - 2 * pad,
      subject: Self.subject(picker), what: "the headline")
    try painter.start(
      picker.headline, x: frame.x + pad,
      line: Rect(x: frame.x, y: frame.y + pad, width: 0, height: headlineLine),
      style: .m3LabelMedium, color: theme.color(.m3OnSurfaceVariant), tag: "headline",
      into: &builder)
    let displayTop = frame.y + pad + headlineLine + MaterialMetrics.headlineGap
    let actionsMid: Double
    if picker.mode == .input {
      let bottom = try inputRow(
        picker, painter: painter, x: frame.x + pad, top: displayTop, into: &builder)
      actionsMid = bottom + MaterialMetrics.faceBottomMargin + MaterialMetrics.buttonHeight / 2
    } else if picker.orientation == .landscape {
      // Compose `HorizontalTimePicker`: a `Row` centred vertically, the display column, a
      // `Spacer` of `ClockDisplayBottomMargin` (36), then the dial.
      let column = Self.landscapeColumn(picker)
      try display(
        picker, painter: painter, x: frame.x + pad,
        top: displayTop + (MaterialMetrics.dial - column.height) / 2, into: &builder)
      let dialFrame = painter.mirrored(
        Rect(
          x: frame.x + pad + column.width + MaterialMetrics.displayBottomMargin, y: displayTop,
          width: MaterialMetrics.dial, height: MaterialMetrics.dial))
      try dial(picker, frame: dialFrame, into: &builder)
      actionsMid =
        dialFrame.maxY + MaterialMetrics.faceBottomMargin
        + MaterialMetrics.buttonHeight / 2
    } else {
      try display(picker, painter: painter, x: frame.x + pad, top: displayTop, into: &builder)
      let dialFrame = Rect(
        x: frame.midX - MaterialMetrics.dial / 2,
        y: displayTop + MaterialMetrics.selector.height + MaterialMetrics.displayBottomMargin,
        width: MaterialMetrics.dial, height: MaterialMetrics.dial)
      try dial(picker, frame: dialFrame, into: &builder)
      actionsMid =
        dialFrame.maxY + MaterialMetrics.faceBottomMargin
        + MaterialMetrics.buttonHeight / 2
    }
    let target = MaterialMetrics.minimumTarget
    let toggle = painter.mirrored(
      Rect(x: frame.x + 12, y: actionsMid - target / 2, width: target, height: target))
    if picker.mode == .input {
      painter.iconButton(
        .clock, frame: toggle, label: picker.words[.switchToDial], id: "clock", into: &builder)
    } else {
      // The keyboard icon: its destination is the input picker (m3-time-input).
      painter.iconButton(
        .keyboard, frame: toggle, label: picker.words[.switchToTimeInput], id: "keyboard",
        into: &builder)
    }
    // The buttons may not reach the mode toggle (12 + 48 from the start).
    try painter.dialogButtons(
      cancel: picker.words[.cancel], ok: picker.words[.ok], trailing: frame.maxX - 12,
      midY: actionsMid, available: frame.width - 24 - target, subject: Self.subject(picker),
      into: &builder)
    return try builder.build()
  }

  /// The landscape display column (Compose `HorizontalClockDisplay`): the selectors and ":"
  /// (80 high), and on a 12-hour clock, `PeriodToggleMargin` (12) below them, the 216 × 38 AM/PM;
  /// as wide as the wider of the two.
  static func landscapeColumn(_ picker: MaterialTimePicker) -> (width: Double, height: Double) {
    let selectors = 2 * selectorWidth(picker) + MaterialMetrics.separatorWidth
    let height = MaterialMetrics.selector.height
    guard !picker.is24Hour else { return (selectors, height) }
    let period = MaterialMetrics.periodHorizontal
    return (max(selectors, period.width), height + MaterialMetrics.periodGap + period.height)
  }

  /// The selectors' width: 96, or 114 on a 24-hour clock.
  static func selectorWidth(_ picker: MaterialTimePicker) -> Double {
    picker.is24Hour ? MaterialMetrics.selector24Width : MaterialMetrics.selector.width
  }

  /// The clock display: hour and minute selectors with the ":" between, and AM/PM (vertical to
  /// the right in portrait, horizontal below in landscape), from `x` at `top`. Right to left the
  /// selectors move as one block (their order stays) and the vertical AM/PM mirrors to their
  /// left; in landscape the whole column moves, its AM/PM keeping AM at the left.
  private func display(
    _ picker: MaterialTimePicker, painter: MaterialPainter, x: Double, top: Double,
    into builder: inout DrawListBuilder
  ) throws {
    let width = Self.selectorWidth(picker)
    let height = MaterialMetrics.selector.height
    let sep = MaterialMetrics.separatorWidth
    // A 24-hour display is centred over the dial's 256 width.
    let content = 2 * width + sep
    let start =
      picker.is24Hour && picker.orientation == .portrait
      ? x + (280 - content) / 2 : x
    let landscape = picker.orientation == .landscape
    let block = Rect(
      x: landscape ? x : start, y: top,
      width: landscape ? Self.landscapeColumn(picker).width : content, height: height)
    let dx = painter.shift(of: block)
    let hour = Rect(x: start, y: top, width: width, height: height).offsetBy(dx: dx, dy: 0)
    let minute = Rect(x: hour.maxX + sep, y: top, width: width, height: height)
    for text in [picker.hourText, picker.minuteText] {
      try painter.checkFit(
        text, style: .m3DisplayLarge, available: width, subject: Self.subject(picker),
        what: "the time selector's number")
    }
    try selector(
      picker.hourText, painter: painter, frame: hour, selected: picker.focusedField == .hour,
      id: "hour selector", label: picker.words[.timePickerHour], into: &builder)
    try painter.centred(
      ":", in: Rect(x: hour.maxX, y: top, width: sep, height: height), style: .m3DisplayLarge,
      color: theme.color(.m3OnSurface), tag: "separator", into: &builder)
    try selector(
      picker.minuteText, painter: painter, frame: minute,
      selected: picker.focusedField == .minute, id: "minute selector",
      label: picker.words[.timePickerMinute], into: &builder)
    guard let period = picker.period else { return }
    let frame: Rect
    if picker.orientation == .portrait {
      let size = MaterialMetrics.periodVertical
      frame = painter.mirrored(
        Rect(
          x: minute.maxX - dx + MaterialMetrics.periodGap, y: top, width: size.width,
          height: size.height))
    } else {
      let size = MaterialMetrics.periodHorizontal
      frame = Rect(
        x: x, y: top + height + MaterialMetrics.periodGap, width: size.width, height: size.height
      ).offsetBy(dx: dx, dy: 0)
    }
    try periodSelector(
      picker, painter: painter, period: period, frame: frame,
      vertical: picker.orientation == .portrait, into: &builder)
  }

  /// One time selector: corner 8, primary-container with on-primary-container text when
  /// selected, else surface-container-highest with on-surface; display-large.
  private func selector(
    _ text: String, painter: MaterialPainter, frame: Rect, selected: Bool, id: String,
    label: String, into builder: inout DrawListBuilder
  ) throws {
    builder.append(
      .fill(
        .roundedRect(frame, radius: theme.dimension(.m3ShapeS)),
        .solid(theme.color(selected ? .m3PrimaryContainer : .m3SurfaceContainerHighest))),
      tag: id)
    try painter.centred(
      text, in: frame, style: .m3DisplayLarge,
      color: theme.color(selected ? .m3OnPrimaryContainer : .m3OnSurface), tag: id + " text",
      into: &builder)
    builder.addSemantic(
      SemanticNode(
        id: id, role: .button, label: label, value: text, states: selected ? [.selected] : [],
        hitRect: painter.hitRect(around: frame)))
  }

  /// AM/PM: a 1 dp outline, corner 8, split in two; the chosen half on tertiary-container with
  /// on-tertiary-container text, the other on-surface-variant; title-medium.
  private func periodSelector(
    _ picker: MaterialTimePicker, painter: MaterialPainter, period: MaterialDayPeriod,
    frame: Rect, vertical: Bool, into builder: inout DrawListBuilder
  ) throws {
    let radius = theme.dimension(.m3ShapeS)
    let outline = MaterialMetrics.periodOutline
    let halves: [(MaterialDayPeriod, String, Rect, CornerRadii)] =
      vertical
      ? [
        (
          .am, picker.periodSymbols.am,
          Rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height / 2),
          CornerRadii(topLeft: radius, topRight: radius, bottomRight: 0, bottomLeft: 0)
        ),
        (
          .pm, picker.periodSymbols.pm,
          Rect(x: frame.x, y: frame.midY, width: frame.width, height: frame.height / 2),
          CornerRadii(topLeft: 0, topRight: 0, bottomRight: radius, bottomLeft: radius)
        ),
      ]
      : [
        (
          .am, picker.periodSymbols.am,
          Rect(x: frame.x, y: frame.y, width: frame.width / 2, height: frame.height),
          CornerRadii(topLeft: radius, topRight: 0, bottomRight: 0, bottomLeft: radius)
        ),
        (
          .pm, picker.periodSymbols.pm,
          Rect(x: frame.midX, y: frame.y, width: frame.width / 2, height: frame.height),
          CornerRadii(topLeft: 0, topRight: radius, bottomRight: radius, bottomLeft: 0)
        ),
      ]
    for (value, _, half, corners) in halves where value == period {
      builder.append(
        .fill(.rect(half, corners), .solid(theme.color(.m3TertiaryContainer))),
        tag: "\(value.rawValue) fill")
    }
    let stroke = Stroke.solid(theme.color(.m3Outline), width: outline)
    builder.append(
      .stroke(
        .roundedRect(
          frame.insetBy(dx: outline / 2, dy: outline / 2), radius: radius - outline / 2), stroke),
      tag: "period outline")
    let divider =
      vertical
      ? Rect(x: frame.x, y: frame.midY - outline / 2, width: frame.width, height: outline)
      : Rect(x: frame.midX - outline / 2, y: frame.y, width: outline, height: frame.height)
    builder.append(
      .fill(.rect(divider, .zero), .solid(theme.color(.m3Outline))), tag: "period divider")
    for (_, symbol, half, _) in halves {
      try painter.checkFit(
        symbol, style: .m3TitleMedium, available: half.width, subject: Self.subject(picker),
        what: "the period")
    }
    for (value, symbol, half, _) in halves {
      let chosen = value == period
      try painter.centred(
        symbol, in: half, style: .m3TitleMedium,
        color: theme.color(chosen ? .m3OnTertiaryContainer : .m3OnSurfaceVariant),
        tag: value.rawValue, into: &builder)
      builder.addSemantic(
        SemanticNode(
          id: value.rawValue, role: .segment, label: symbol, states: chosen ? [.selected] : [],
          hitRect: painter.hitRect(around: half)))
    }
  }

  /// The dial: a 256 circle on surface-container-highest; the track (2 wide), the centre dot
  /// (8) and the handle (48), all primary; the labels in body-large, on-primary under the handle.
  private func dial(
    _ picker: MaterialTimePicker, frame: Rect, into builder: inout DrawListBuilder
  ) throws {
    // The dial's numbers sit where Compose's `CircularLayout` places them, in either direction.
    let painter = MaterialPainter(context: context, language: picker.language)
    let centre = frame.center
    builder.append(
      .fill(
        .circle(center: centre, radius: MaterialMetrics.dial / 2),
        .solid(theme.color(.m3SurfaceContainerHighest))),
      tag: "dial")
    let primary = theme.color(.m3Primary)
    let ring = picker.handleOnInnerRing ? MaterialMetrics.innerRing : MaterialMetrics.outerRing
    let handle = Self.point(centre, radius: ring, degrees: picker.handleAngle)
    var track = Path()
    track.move(to: centre)
    track.line(to: handle)
    builder.append(
      .stroke(.path(track), Stroke(.solid(primary), width: MaterialMetrics.track)),
      tag: "handle track")
    builder.appendMark(
      .fill(.circle(center: centre, radius: MaterialMetrics.centreDot / 2), .solid(primary)),
      tag: "handle dot")
    builder.appendMark(
      .fill(.circle(center: handle, radius: MaterialMetrics.handle / 2), .solid(primary)),
      tag: "handle")
    let selected = picker.selectedDialLabel
    let handleShape = Shape.circle(center: handle, radius: MaterialMetrics.handle / 2)
    for label in picker.dialLabels {
      let radius = label.inner ? MaterialMetrics.innerRing : MaterialMetrics.outerRing
      let at = Self.point(centre, radius: radius, degrees: Double(label.position) * 30)
      let box = Rect(x: at.x - 24, y: at.y - 24, width: 48, height: 48)
      let runs = try painter.runs(
        label.text, style: .m3BodyLarge,
        color: theme.color(label == selected ? .m3OnPrimary : .m3OnSurface)
      ) { advance, cap in Point(x: box.midX - advance / 2, y: box.midY + cap / 2) }
      guard label != selected, runs.contains(where: { Self.crosses($0, handle: handle) }) else {
        for run in runs { builder.append(.text(run), tag: "dial label \(label.text)") }
        continue
      }
      // A label the handle's edge crosses (the 24-hour inner ring beside the handle): drawn in
      // on-surface, then again in on-primary clipped to the handle, as Compose does.
      let tag = "dial label \(label.text) \(Self.splitByHandle)"
      for run in runs { builder.append(.text(run), tag: tag) }
      builder.append(.pushClip(handleShape), tag: tag)
      for run in runs {
        var inside = run
        inside.color = theme.color(.m3OnPrimary)
        builder.append(.text(inside), tag: tag + " on-primary")
      }
      builder.append(.popClip, tag: tag)
    }
    let hour = picker.mode == .dialHour
    builder.addSemantic(
      SemanticNode(
        id: "dial", role: .slider,
        label: picker.words[hour ? .timePickerHour : .timePickerMinute],
        value: hour ? picker.hourText : picker.minuteText, hitRect: frame))
  }

  /// The tag words marking a dial label the handle's edge crosses.
  public static let splitByHandle = "(split by handle)"

  /// Whether `run`'s glyph box (baseline to cap height, its advance wide) reaches into the
  /// handle's circle.
  static func crosses(_ run: GlyphRun, handle: Point) -> Bool {
    let top = run.origin.y - run.size * 0.75
    let nearestX = min(max(handle.x, run.origin.x), run.origin.x + run.advance)
    let nearestY = min(max(handle.y, top), run.origin.y)
    let dx = nearestX - handle.x
    let dy = nearestY - handle.y
    return (dx * dx + dy * dy).squareRoot() < MaterialMetrics.handle / 2
  }

  /// The point `radius` from `centre`, `degrees` clockwise from the top.
  static func point(_ centre: Point, radius: Double, degrees: Double) -> Point {
    let radians = degrees * .pi / 180
    return Point(x: centre.x + radius * sin(radians), y: centre.y - radius * cos(radians))
  }

  /// The input row: hour and minute fields (96 × 72, corner 8, display-medium) with ":" between
  /// and AM/PM (52 × 72) 12 to the right; the focused field on primary-container with a 2 dp
  /// primary outline; "Hour" and "Minute" in body-small 7 below. Returns the row's bottom.
  private func inputRow(
    _ picker: MaterialTimePicker, painter: MaterialPainter, x: Double, top: Double,
    into builder: inout DrawListBuilder
  ) throws -> Double {
    let size = MaterialMetrics.field
    // Right to left the fields move as one block, kept left to right ("Always display the time
    // input text field from left to right"), and AM/PM mirrors to their left.
    let block = Rect(
      x: x, y: top, width: 2 * size.width + MaterialMetrics.separatorWidth, height: size.height)
    let hour = Rect(x: x, y: top, width: size.width, height: size.height)
      .offsetBy(dx: painter.shift(of: block), dy: 0)
    let minute = Rect(
      x: hour.maxX + MaterialMetrics.separatorWidth, y: top, width: size.width, height: size.height)
    try painter.centred(
      ":",
      in: Rect(x: hour.maxX, y: top, width: MaterialMetrics.separatorWidth, height: size.height),
      style: .m3DisplayLarge, color: theme.color(.m3OnSurface), tag: "separator", into: &builder)
    let labelLine = theme.typography(.m3BodySmall).lineHeight
    for (field, text, id, label) in [
      (hour, picker.hourText, MaterialTimeField.hour, picker.words[.timePickerHour]),
      (minute, picker.minuteText, .minute, picker.words[.timePickerMinute]),
    ] {
      let focused = picker.focusedField == id
      let radius = theme.dimension(.m3ShapeS)
      try painter.checkFit(
        text, style: .m3DisplayMedium, available: field.width, subject: Self.subject(picker),
        what: "the time field's number")
      try painter.checkFit(
        label, style: .m3BodySmall, available: field.width, subject: Self.subject(picker),
        what: "the time field's label")
      builder.append(
        .fill(
          .roundedRect(field, radius: radius),
          .solid(theme.color(focused ? .m3PrimaryContainer : .m3SurfaceContainerHighest))),
        tag: "\(id.rawValue) field")
      if focused {
        let width = MaterialMetrics.focusOutline
        builder.append(
          .stroke(
            .roundedRect(field.insetBy(dx: width / 2, dy: width / 2), radius: radius - width / 2),
            .solid(theme.color(.m3Primary), width: width)),
          tag: "\(id.rawValue) field outline")
      }
      try painter.centred(
        text, in: field, style: .m3DisplayMedium,
        color: theme.color(focused ? .m3OnPrimaryContainer : .m3OnSurface),
        tag: "\(id.rawValue) field text", into: &builder)
      try painter.leading(
        label, x: field.x,
        line: Rect(
          x: field.x, y: field.maxY + MaterialMetrics.supportLabelTop, width: 0,
          height: labelLine),
        style: .m3BodySmall, color: theme.color(.m3OnSurfaceVariant),
        tag: "\(id.rawValue) label", into: &builder)
      builder.addSemantic(
        SemanticNode(
          id: "\(id.rawValue) field", role: .textField, label: label, value: text,
          states: focused ? [.focused] : [], hitRect: painter.hitRect(around: field)))
    }
    if let period = picker.period {
      let size = MaterialMetrics.periodInput
      try periodSelector(
        picker, painter: painter, period: period,
        frame: painter.mirrored(
          Rect(
            x: minute.maxX - painter.shift(of: block) + MaterialMetrics.periodGap, y: top,
            width: size.width, height: size.height)),
        vertical: true, into: &builder)
    }
    return hour.maxY + MaterialMetrics.supportLabelTop + labelLine
  }
}
