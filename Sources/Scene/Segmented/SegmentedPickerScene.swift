import DrawList
import PickerModel
import Theme

/// The iOS segmented picker (SwiftUI `.segmented`) on `systemBackground`: the group label, the
/// track with its separators, the raised thumb under the selected segment, 13 pt labels (medium,
/// the selected one semibold), an optional focus ring and value line, all in iOS system colours.
///
/// Text rides Apple's Dynamic Type sizes for the picker's ``SegmentedTextSize``; Inter stands in
/// for SF Pro. Before drawing, every label is measured in the selected (semibold, widest) weight
/// at that size, and a label that would truncate throws
/// ``SegmentedPickerError/labelTruncates(option:needs:has:trackNeeds:track:textSize:)``.
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
  /// weight at Apple's point size for that Dynamic Type size.
  public func style(_ token: TypographyToken, size: SegmentedTextSize) -> TextStyle {
    var style = context.theme.typography(token).textStyle
    style.size = token == .iosBody ? size.bodySize : size.segmentSize
    return style
  }

  /// Checks that no label truncates at the picker's text size (measured with the shaper in the
  /// selected weight, the widest).
  public func checkFit(_ picker: SegmentedPicker) throws {
    let theme = context.theme
    let bold = style(.iosSegmentSelected, size: picker.textSize)
    let widths = try picker.options.map { try context.line($0, style: bold).advance }
    try picker.checkFit(
      labelWidths: widths, segmentPadding: theme.dimension(.iosSegmentedSegmentPadding),
      thumbInset: theme.dimension(.iosSegmentedThumbInset))
  }

  /// The draw list.
  public func build(_ picker: SegmentedPicker) throws -> DrawList {
    try checkFit(picker)
    let theme = context.theme
    let layout = SegmentedPickerLayout(picker: picker, theme: theme)
    var builder = DrawListBuilder(context: context)
    builder.append(
      .fill(.rect(layout.canvas, .zero), .solid(theme.color(.iosSystemBackground))),
      tag: "background")
    try drawText(
      picker.groupLabel, in: layout.labelLine, token: .iosBody, size: picker.textSize,
      tag: "group label", into: &builder)
    builder.addSemantic(
      SemanticNode(
        id: Self.groupID, role: .group, label: picker.accessibilityLabel,
        value: picker.selectedOption, hitRect: builder.hitRect(around: layout.labelLine)))
    try drawTrack(picker, layout: layout, into: &builder)
    if let line = picker.valueLine, let rect = layout.valueLine {
      try drawText(
        line, in: rect, token: .iosBody, size: picker.textSize, tag: "value line",
        into: &builder)
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
        option, in: box, token: selected ? .iosSegmentSelected : .iosSegment,
        size: picker.textSize, centred: true, tag: Self.segmentID(index), into: &builder)
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
          hitRect: builder.hitRect(around: layout.segment(index))))
    }
  }

  /// One line of `text` in `label` colour: centred in `rect`, or from its leading edge; capitals
  /// centred on the rect's middle.
  private func drawText(
    _ text: String, in rect: Rect, token: TypographyToken, size: SegmentedTextSize,
    centred: Bool = false, tag: String, into builder: inout DrawListBuilder
  ) throws {
    let style = style(token, size: size)
    let line = try context.line(text, style: style)
    let metrics = try context.shaper.metrics(style)
    let x = centred ? rect.midX - line.advance / 2 : rect.x
    builder.append(
      text: line.glyphRuns(
        x: x, baseline: rect.midY + metrics.capHeight / 2, color: context.theme.color(.iosLabel)),
      tag: tag)
  }
}
