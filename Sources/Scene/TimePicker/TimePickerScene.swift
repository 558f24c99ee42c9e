import DrawList
import PickerModel
import Theme

/// Builds the Appetite UI Time Picker card: header pill, quick durations, the clipped slot list
/// with its scrollbar, and the footer, from shared components, with a semantic node for every
/// slot, duration and button.
public struct TimePickerScene: Sendable {
  /// The OpenType features every time is shaped with: tabular digits, so the rows line up.
  public static let timeFeatures = ["tnum"]

  /// The context to resolve tokens and shape text with.
  public let context: SceneContext

  /// Creates a builder.
  public init(context: SceneContext) {
    self.context = context
  }

  /// The layout for `picker` in this context's spacing, mirrored in a right-to-left locale.
  public func layout(for picker: TimePicker) -> TimePickerLayout {
    TimePickerLayout(
      theme: context.theme, visibleSlotCount: picker.visibleSlotCount,
      rightToLeft: picker.locale.isRightToLeft)
  }

  /// The draw list of `picker`, card at (0, 0), canvas grown to hold the card's shadow; in the
  /// context's locale when it names one (`render --locale`), else in the picker's. Its digits and
  /// AM/PM words follow the locale, and in a right-to-left one the card mirrors (see
  /// ``TimePickerLayout``); the duration labels stay the spec's English.
  public func build(_ picker: TimePicker) throws -> DrawList {
    var picker = picker
    if let identifier = context.localeIdentifier { picker.localeIdentifier = identifier }
    let layout = layout(for: picker)
    var builder = DrawListBuilder(context: context)

    // Card: bg/raised, radius 4xl (40), dropShadow/2xl, no stroke.
    try builder.add(Card(frame: layout.card, radius: .radius4xl))
    try drawHeader(picker, layout: layout, into: &builder)
    try drawDurations(picker, layout: layout, into: &builder)
    try drawList(picker, layout: layout, into: &builder)

    // Footer: divider, Dismiss (stroke style) and Submit (brand), as on the Date Picker.
    var footer = layout.footer
    footer.labels = picker.labels
    footer.language = picker.locale.language
    try builder.add(footer)
    return try builder.build()
  }

  // MARK: Parts

  /// The bg/weak-50 pill: clock, the picked time in the card's clock (digits in
  /// text/strong-950, the 12-hour period in text/soft-500 as the list's), and the clear button,
  /// whose node carries the time as its value. A cleared header keeps the clock and shows a
  /// placeholder in the time's shape (`--:-- --` in 12-hour, `--:--` in 24-hour), all in
  /// text/soft-500.
  private func drawHeader(
    _ picker: TimePicker, layout: TimePickerLayout, into builder: inout DrawListBuilder
  ) throws {
    let theme = context.theme
    try builder.add(Pill(frame: layout.header, tag: "header"))
    let clock = TimePickerLayout.iconBox(
      TimePickerLayout.headerIconSize, centredIn: layout.clockBox)
    builder.append(
      .fill(.path(Icon.clock.path(in: clock)), .solid(theme.color(.textSub700))), tag: "clock")
    guard let slot = picker.selection.slot else {
      try drawHeaderTime(
        digits: (TimePicker.placeholderDigits, .textSoft500),
        period: picker.placeholderPeriod.map { ($0, .textSoft500) }, tag: "header placeholder",
        picker: picker, layout: layout, into: &builder)
      return
    }
    try drawHeaderTime(
      digits: (picker.digits(of: slot), .textStrong950),
      period: picker.period(of: slot).map { ($0, .textSoft500) }, tag: "header time",
      picker: picker, layout: layout, into: &builder)
    let close = TimePickerLayout.iconBox(
      TimePickerLayout.headerIconSize, centredIn: layout.clearButton)
    builder.append(
      .fill(.path(Icon.close.path(in: close)), .solid(theme.color(.textSub700))), tag: "clear")
    builder.addSemantic(
      SemanticNode(
        id: "clear", role: .button, label: "Clear time", value: picker.headerTime(of: slot),
        hitRect: builder.hitRect(around: layout.clearButton)))
  }

  /// The header's digits and period, one period gap apart as in a row (the period left of the
  /// digits when mirrored), centred together in the pill between its buttons; the period's runs
  /// are tagged `tag period`.
  private func drawHeaderTime(
    digits: (text: String, color: ColorToken), period: (text: String, color: ColorToken)?,
    tag: String, picker: TimePicker, layout: TimePickerLayout,
    into builder: inout DrawListBuilder
  ) throws {
    let box = layout.timeLabel
    let language = picker.locale.language
    var digitRuns = try text(
      digits.text, x: 0, midY: box.midY, style: .labelSm, color: digits.color,
      language: language)
    var periodRuns =
      try period.map {
        try text(
          $0.text, x: 0, midY: box.midY, style: .labelSm, color: $0.color, language: language)
      } ?? []
    let digitsWidth = digitRuns.reduce(0) { $0 + $1.advance }
    let periodWidth = periodRuns.reduce(0) { $0 + $1.advance }
    let gap = periodRuns.isEmpty ? 0 : layout.periodGap
    let left = box.midX - (digitsWidth + gap + periodWidth) / 2
    let digitsX = layout.isRightToLeft ? left + periodWidth + gap : left
    let periodX = layout.isRightToLeft ? left : left + digitsWidth + gap
    for index in digitRuns.indices { digitRuns[index].origin.x += digitsX }
    for index in periodRuns.indices { periodRuns[index].origin.x += periodX }
    for run in digitRuns { builder.append(.text(run), tag: tag) }
    for run in periodRuns { builder.append(.text(run), tag: "\(tag) period") }
  }

  /// Three pills in a row: the chosen one brand/alpha-10 with a brand check and label, the
  /// others bg/weak-50 with the label on text/sub-700.
  private func drawDurations(
    _ picker: TimePicker, layout: TimePickerLayout, into builder: inout DrawListBuilder
  ) throws {
    let theme = context.theme
    let direction = TextDirection(isRightToLeft: layout.isRightToLeft)
    let language = picker.locale.language
    for duration in QuickDuration.allCases {
      let frame = layout.durationFrame(duration)
      let tag = "duration \(duration.minutes)"
      let chosen = duration == picker.selection.duration
      let label = picker.label(of: duration)
      try builder.add(Pill(frame: frame, fill: chosen ? .brandAlpha10 : .bgWeak50, tag: tag))
      var runs = try context.centeredRuns(
        label, in: frame, style: .labelSm, color: chosen ? .brandOnTint : .textSub700,
        direction: direction, language: language)
      // Every pill must hold its label with the check beside it, chosen or not, so a locale's
      // words fit whichever duration is picked.
      let width = FittedText.width(of: runs)
      let side = TimePickerLayout.durationCheckSize
      try FitError(
        field: FieldPath("locale"),
        subject: "the \(duration.minutes)-minute duration \"\(FitError.shown(label))\"",
        needs: width + side + layout.checkGap + 2 * TimePickerLayout.durationInset,
        room: "the \(FitError.points(frame.width)) pt pill with its check and padding",
        has: frame.width, advice: "this locale's words do not fit the pill; use another locale"
      ).check()
      if chosen {
        // Check and label centred together, the check leading (at the right when mirrored).
        let left = frame.midX - (side + layout.checkGap + width) / 2
        let checkX = layout.isRightToLeft ? left + width + layout.checkGap : left
        let labelX = layout.isRightToLeft ? left : left + side + layout.checkGap
        let check = Rect(x: checkX, y: frame.midY - side / 2, width: side, height: side)
        builder.append(
          .fill(.path(Icon.check.path(in: check)), .solid(theme.color(.brandOnTint))),
          tag: "\(tag) check")
        let runsLeft = runs.map(\.origin.x).min() ?? labelX
        for index in runs.indices {
          runs[index].origin.x = labelX + (runs[index].origin.x - runsLeft)
        }
      }
      for run in runs { builder.append(.text(run), tag: tag) }
      let focused = picker.focus == .duration(duration)
      if focused {
        try builder.add(
          FocusRing(around: .roundedRect(frame, radius: frame.height / 2), tag: "\(tag) focus"))
      }
      var states: Set<SemanticNode.State> = chosen ? [.selected] : []
      if focused { states.insert(.focused) }
      builder.addSemantic(
        SemanticNode(
          id: tag, role: .option, label: label, states: states,
          hitRect: builder.hitRect(around: frame)))
    }
  }

  /// The rows touching the window, inside a group clipped to it, a row the window cuts faded
  /// toward the window's edge (``TimePickerLayout/partialStrips(offset:)``); then the focus ring
  /// (unclipped, so a ring on the top or bottom row shows whole), the scrollbar, and a node for
  /// every row wholly in view, `scrollable` while rows are out of view.
  private func drawList(
    _ picker: TimePicker, layout: TimePickerLayout, into builder: inout DrawListBuilder
  ) throws {
    let theme = context.theme
    let offset = layout.scrollOffset(firstVisibleIndex: picker.firstVisibleIndex)
    builder.append(.pushGroup(Group(clip: .rect(layout.window, .zero))), tag: "list")
    for index in layout.drawnRows(offset: offset) {
      let slot = TimePicker.slots[index]
      let frame = layout.slotFrame(index, offset: offset)
      let tag = "slot \(slot)"
      let picked = slot == picker.selection.slot
      if picked {
        builder.append(
          .fill(
            .roundedRect(frame, radius: theme.dimension(.radius10)),
            .solid(theme.color(.bgWeak50))),
          tag: tag)
      }
      let language = picker.locale.language
      var digits = try text(
        picker.digits(of: slot), x: frame.x + layout.slotInset, midY: frame.midY,
        style: .labelSm, color: picked ? .textStrong950 : .textSub700, language: language)
      if layout.isRightToLeft {
        // The row's leading edge is its right: the digits end at the inset.
        let shift =
          frame.maxX - layout.slotInset - (frame.x + layout.slotInset)
          - digits.reduce(0) { $0 + $1.advance }
        for index in digits.indices { digits[index].origin.x += shift }
      }
      for run in digits { builder.append(.text(run), tag: tag) }
      if let period = picker.period(of: slot) {
        var runs: [GlyphRun]
        if layout.isRightToLeft {
          // The period follows the digits leftward, ending one gap before them.
          let start = digits.map(\.origin.x).min() ?? frame.maxX - layout.slotInset
          runs = try text(
            period, x: 0, midY: frame.midY, style: .labelSm, color: .textSoft500,
            language: language)
          let width = runs.reduce(0) { $0 + $1.advance }
          for index in runs.indices {
            runs[index].origin.x += start - layout.periodGap - width
          }
        } else {
          let end = digits.map { $0.origin.x + $0.advance }.max() ?? frame.x + layout.slotInset
          runs = try text(
            period, x: end + layout.periodGap, midY: frame.midY, style: .labelSm,
            color: .textSoft500, language: language)
        }
        for run in runs { builder.append(.text(run), tag: "\(tag) period") }
      }
      if picked {
        let side = TimePickerLayout.slotTickSize
        let tickX =
          layout.isRightToLeft ? frame.x + layout.slotInset : frame.maxX - layout.slotInset - side
        let tick = Rect(x: tickX, y: frame.midY - side / 2, width: side, height: side)
        builder.append(
          .fill(.path(Icon.check.path(in: tick)), .solid(theme.color(.brandAccent))),
          tag: "\(tag) tick")
      }
    }
    // A row only partly in the window fades into the card toward the window's edge, as a
    // scroll view's edge does: a bg/raised gradient from clear to opaque over the strip, inside
    // the clip, so the clip never shows cutting through glyphs.
    let surface = theme.color(.bgRaised)
    for (strip, top) in layout.partialStrips(offset: offset) {
      let inner = Point(x: strip.midX, y: top ? strip.maxY : strip.y)
      let edge = Point(x: strip.midX, y: top ? strip.y : strip.maxY)
      builder.append(
        .fill(
          .rect(strip, .zero),
          .linearGradient(
            from: inner, to: edge,
            stops: [
              GradientStop(offset: 0, color: surface.withAlpha(0)),
              GradientStop(offset: 1, color: surface),
            ])),
        tag: "list fade")
    }
    builder.append(.popGroup, tag: "list")

    let visible = picker.visibleRange
    if case .slot(let slot)? = picker.focus, let index = TimePicker.index(of: slot),
      visible.contains(index)
    {
      let frame = layout.slotFrame(index, offset: offset)
      try builder.add(
        FocusRing(
          around: .roundedRect(frame, radius: context.theme.dimension(.radius10)),
          tag: "slot \(slot) focus"))
    }
    try builder.add(
      Scrollbar(
        track: layout.scrollbarTrack, contentLength: layout.contentHeight,
        windowLength: layout.window.height, offset: offset))
    // Rows out of view (the scrollbar's "how much is left") make every row in view scrollable.
    let scrolls = layout.contentHeight > layout.window.height
    for index in visible {
      let slot = TimePicker.slots[index]
      var states: Set<SemanticNode.State> = scrolls ? [.scrollable] : []
      if slot == picker.selection.slot { states.insert(.selected) }
      if picker.focus == .slot(slot) { states.insert(.focused) }
      builder.addSemantic(
        SemanticNode(
          id: "slot \(slot)", role: .slot, label: picker.label(of: slot), states: states,
          hitRect: builder.hitRect(around: layout.slotFrame(index, offset: offset))))
    }
  }

  // MARK: Hit testing

  /// The node a touch at `point` goes to. Slot targets grow from 36 to 44 pt, so neighbours
  /// overlap by 8 pt; a point inside several targets goes to the one whose centre is nearest,
  /// which splits each overlap at the midpoint between the rows (their shared edge). A point on
  /// that edge goes to the lower row. `nil` when no target holds it.
  public static func target(at point: Point, in nodes: [SemanticNode]) -> SemanticNode? {
    var best: (node: SemanticNode, distance: Double)?
    for node in nodes {
      let rect = node.hitRect
      guard rect.x <= point.x, point.x < rect.maxX, rect.y <= point.y, point.y < rect.maxY
      else { continue }
      let dx = point.x - rect.midX
      let dy = point.y - rect.midY
      let distance = dx * dx + dy * dy
      if best.map({ distance <= $0.distance }) ?? true { best = (node, distance) }
    }
    return best?.node
  }

  // MARK: Text

  /// `text` with tabular digits starting at `x`, capitals centred on `midY`: the runs of a
  /// left-to-right line in `language` (``SceneContext/line(_:style:)``), each in its script's
  /// face (Arabic-Indic digits and `ص` in Noto Sans Arabic); one run for English.
  private func text(
    _ text: String, x: Double, midY: Double, style token: TypographyToken, color: ColorToken,
    language: String
  ) throws -> [GlyphRun] {
    var style = context.theme.typography(token).textStyle
    style.features = Self.timeFeatures
    let metrics = try context.shaper.metrics(style)
    style.language = language
    return try context.line(text, style: style).glyphRuns(
      x: x, baseline: midY + metrics.capHeight / 2, color: context.theme.color(color))
  }
}
