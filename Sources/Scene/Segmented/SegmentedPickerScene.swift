import DrawList
import PickerModel
import Theme

/// The iOS segmented picker (SwiftUI `.segmented`) on `systemBackground`: the group label, the
/// track with its separators, the raised thumb under the selected segment, 13 pt labels (medium,
/// the selected one semibold), an optional focus ring and value line, all in iOS system colours.
///
/// Text rides Apple's Dynamic Type sizes for the picker's ``SegmentedTextSize``; Inter stands in
/// for SF Pro. Before drawing, every label is measured in the selected (semibold, widest) weight
/// at that size, and a label that would truncate, a segment narrower than the minimum touch
/// target, or a group label or value line wider than the track throws a ``FitError``.
///
/// In a right-to-left locale the picker mirrors as UISegmentedControl does: the first option at
/// the right, the group label and value line from the right edge, each text shaped right to left
/// in its script's face.
public struct SegmentedPickerScene: Sendable {
  /// The semantic id of the group.
  public static let groupID = "group"

  /// The theme and shaper.
  public let context: SceneContext

  /// Creates the scene builder.
  public init(context: SceneContext) {
    self.context = context
  }

  /// Segment `index`'s semantic id (and the tag on its label).
  public static func segmentID(_ index: Int) -> String { "segment \(index)" }

  /// The type style of a segment label or the body text at `size`: the token's family and
  /// weight at Apple's point size for that Dynamic Type size, in `locale`'s language and
  /// direction (the token's own for the spec's English).
  public func style(
    _ token: TypographyToken, size: SegmentedTextSize, locale: PickerLocale = .appetite
  ) -> TextStyle {
    var style = context.theme.typography(token).textStyle
    style.size = token == .iosBody ? size.bodySize : size.segmentSize
    if locale != .appetite {
      style.language = locale.language
      style.direction = TextDirection(isRightToLeft: locale.isRightToLeft)
    }
    return style
  }

  /// Checks that every segment is at least the minimum touch target (`platform/min-touch-target`)
  /// wide and that no label truncates at the picker's text size (measured with the shaper in the
  /// selected weight, the widest, in the picker's direction).
  public func checkFit(_ picker: SegmentedPicker) throws {
    let theme = context.theme
    let inset = theme.dimension(.iosSegmentedThumbInset)
    try picker.checkSegmentWidth(minimum: theme.dimension(.minTouchTarget), thumbInset: inset)
    let bold = style(.iosSegmentSelected, size: picker.textSize, locale: picker.locale)
    let widths = try picker.options.map { try shape($0, style: bold).advance }
    try picker.checkFit(
      labelWidths: widths, segmentPadding: theme.dimension(.iosSegmentedSegmentPadding),
      thumbInset: inset)
  }

  /// The draw list, in the context's locale when it names one (`render --locale`), else in the
  /// picker's.
  public func build(_ picker: SegmentedPicker) throws -> DrawList {
    var picker = picker
    if let identifier = context.localeIdentifier { picker.localeIdentifier = identifier }
    try checkFit(picker)
    let theme = context.theme
    let layout = SegmentedPickerLayout(picker: picker, theme: theme)
    var builder = DrawListBuilder(context: context)
    builder.append(
      .fill(.rect(layout.canvas, .zero), .solid(theme.color(.iosSystemBackground))),
      tag: "background")
    try drawText(
      picker.groupLabel, in: layout.labelLine, token: .iosBody, picker: picker,
      fit: lineFit(FieldPath("label"), "the group label", picker.groupLabel, picker),
      tag: "group label", into: &builder)
    // `.accessibilityElement(children: .contain)`: the group is a container named by its
    // accessibility label, framing the whole picker; its segments are its children, and it takes
    // no touch of its own (the label is not a control).
    builder.addSemantic(
      SemanticNode(
        id: Self.groupID, role: .group, label: picker.accessibilityLabel,
        value: picker.selectedOption, hitRect: layout.frame))
    try drawTrack(picker, layout: layout, into: &builder)
    if let line = picker.valueLine, let rect = layout.valueLine {
      try drawText(
        line, in: rect, token: .iosBody, picker: picker,
        fit: lineFit(FieldPath("showsValue"), "the value line", line, picker),
        tag: "value line", into: &builder)
    }
    return try builder.build()
  }

  /// Track, separators, thumb with its two shadows, labels, focus ring, segment semantics.
  private func drawTrack(
    _ picker: SegmentedPicker, layout: SegmentedPickerLayout, into builder: inout DrawListBuilder
  ) throws {
    let theme = context.theme
    builder.append(
      .fill(
        .roundedRect(layout.track, radius: theme.dimension(.iosSegmentedTrackRadius)),
        .solid(theme.color(.iosTertiarySystemFill))),
      tag: "track")
    let separator = theme.color(.iosSegmentedSeparator)
    for index in 1..<picker.options.count
    where SegmentedPickerLayout.showsSeparator(
      index, selected: picker.selectedIndex, focused: picker.focusedIndex)
    {
      let rect = layout.separator(
        index, width: theme.dimension(.iosSegmentedSeparatorWidth),
        inset: theme.dimension(.iosSegmentedSeparatorInset))
      builder.append(.fill(.rect(rect, .zero), .solid(separator)), tag: "separator \(index)")
    }
    let radius = CornerRadii(theme.dimension(.iosSegmentedThumbRadius))
    let thumb = Shape.rect(layout.segment(picker.selectedIndex), radius)
    for token in [ShadowToken.iosSegmentedThumbWide, .iosSegmentedThumbTight] {
      for layer in theme.shadow(token) {
        builder.append(.shadow(thumb, layer), tag: "thumb shadow")
      }
    }
    builder.appendMark(.fill(thumb, .solid(theme.color(.iosSegmentedThumb))), tag: "thumb")
    for (index, option) in picker.options.enumerated() {
      let selected = index == picker.selectedIndex
      let box = layout.segment(index)
      try drawText(
        option, in: box, token: selected ? .iosSegmentSelected : .iosSegment, picker: picker,
        centred: true, tag: Self.segmentID(index), into: &builder)
    }
    if let focused = picker.focusedIndex {
      try builder.add(
        FocusRing(
          around: .rect(layout.segment(focused), radius), color: .iosSystemBlue,
          tag: Self.segmentID(focused) + " focus"))
    }
    for (index, option) in picker.options.enumerated() {
      var states: Set<SemanticNode.State> = []
      if index == picker.selectedIndex { states.insert(.selected) }
      if index == picker.focusedIndex { states.insert(.focused) }
      builder.addSemantic(
        SemanticNode(
          id: Self.segmentID(index), role: .segment, label: option, states: states,
          hitRect: builder.hitRect(around: layout.segment(index)), container: Self.groupID))
    }
  }

  /// The rule for a body line (the group label, the value line): it must fit the track's width.
  private func lineFit(
    _ field: FieldPath, _ what: String, _ text: String, _ picker: SegmentedPicker
  ) -> FitError {
    FitError(
      field: field,
      subject: "segmented picker: \(what) \"\(FitError.shown(text))\"",
      problem: "does not fit at \(picker.textSize.rawValue) text size", needs: 0,
      room: "the \(FitError.points(picker.width)) pt track's width", has: picker.width,
      advice: "shorten it or widen the track")
  }

  /// `text` shaped in `style` (``SceneContext/line(_:style:)``): a paragraph in the style's
  /// direction split into runs of one font and one direction, each script in a face that covers
  /// it, left to right on the page; one run for a Latin label.
  private func shape(_ text: String, style: TextStyle) throws -> (
    runs: [ShapedRun], advance: Double
  ) {
    let line = try context.line(text, style: style)
    return (line.runs, line.advance)
  }

  /// One line of `text` in `label` colour: centred in `rect`, or from its leading edge (the
  /// right in a right-to-left locale); capitals centred on the rect's middle. With `fit`, a line
  /// wider than `rect` is refused.
  private func drawText(
    _ text: String, in rect: Rect, token: TypographyToken, picker: SegmentedPicker,
    centred: Bool = false, fit: FitError? = nil, tag: String,
    into builder: inout DrawListBuilder
  ) throws {
    let style = style(token, size: picker.textSize, locale: picker.locale)
    let (runs, advance) = try shape(text, style: style)
    if var fit {
      fit.needs = advance
      try fit.check()
    }
    let metrics = try context.shaper.metrics(style)
    let left =
      centred
      ? rect.midX - advance / 2 : picker.locale.isRightToLeft ? rect.maxX - advance : rect.x
    for run in runs {
      let glyphRun = GlyphRun(
        text: run.text, font: run.font, size: style.size,
        color: context.theme.color(.iosLabel),
        origin: Point(x: left + run.x, y: rect.midY + metrics.capHeight / 2), glyphs: run.glyphs,
        advance: run.advance, features: style.features, language: style.language,
        direction: run.direction)
      builder.append(.text(glyphRun), tag: tag)
    }
  }
}
