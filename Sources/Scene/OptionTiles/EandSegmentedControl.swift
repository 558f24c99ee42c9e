import DrawList
import PickerModel
import Theme

/// The e& page's own segmented control: equal segments on a pill track (`eand/surface/sunken`),
/// the active one a pill in `eand/control/active/fill` (midnight in Light, white in Dark), `eand/spacing/2xs` inside the track. Each
/// segment is a `.segment` node.
///
/// The shared ``SegmentedControl`` draws AlignUI's white thumb in AlignUI tokens; this one reads
/// only e& tokens.
///
/// Every segment is at least the minimum touch target (`platform/min-touch-target`, 44 pt) wide
/// and every label fits its segment with `eand/spacing/sm` (8 pt) clear at each end, or the
/// control is refused with a ``FitError`` at `segments` (`segments[i]` for a label). In a
/// right-to-left locale the first segment is at the right and the labels are shaped right to left.
public struct EandSegmentedControl: Component {
  /// Where the track sits.
  public var frame: Rect
  /// The labels, start to end.
  public var segments: [String]
  /// The active segment.
  public var selectedIndex: Int
  /// The tag on every command; segment `i`'s id is `"<tag> <i>"`.
  public var tag: String
  /// Whether the segments run from the right (a right-to-left locale).
  public var isRightToLeft: Bool
  /// The BCP 47 language the labels are shaped as.
  public var language: String

  /// Creates a control.
  public init(
    frame: Rect, segments: [String], selectedIndex: Int, tag: String = "segment",
    rightToLeft: Bool = false, language: String = "en"
  ) {
    self.frame = frame
    self.segments = segments
    self.selectedIndex = selectedIndex
    self.tag = tag
    self.isRightToLeft = rightToLeft
    self.language = language
  }

  /// Segment `index`'s pill: the track inset by `inset`, split evenly, the first at the left (or
  /// the right when mirrored).
  public func segmentFrame(_ index: Int, inset: Double) -> Rect {
    let count = max(segments.count, 1)
    let width = (frame.width - 2 * inset) / Double(count)
    let slot = isRightToLeft ? count - 1 - index : index
    return Rect(
      x: frame.x + inset + Double(slot) * width, y: frame.y + inset, width: width,
      height: frame.height - 2 * inset)
  }

  /// Track, active pill, labels, then one node per segment.
  public func draw(into builder: inout DrawListBuilder) throws {
    guard segments.count >= 2, segments.indices.contains(selectedIndex) else {
      throw SceneError.badComponent(
        "e& segmented control \"\(tag)\": needs two or more segments and an active one inside "
          + "them, not \(selectedIndex) of \(segments.count)")
    }
    let theme = builder.theme
    let inset = theme.dimension(.eandSpacing2xs)
    let pill = theme.dimension(.eandRadiusFull)
    let minimum = theme.dimension(.minTouchTarget)
    let count = Double(segments.count)
    try FitError(
      field: FieldPath("segments"),
      subject: "e& segmented control: each of the "
        + "\(segments.count) segments",
      problem: "is narrower than the \(FitError.points(minimum)) pt minimum touch target",
      needs: minimum, room: "a segment of the \(FitError.points(frame.width)) pt track",
      has: segmentFrame(0, inset: inset).width,
      advice: "use fewer segments or a track of at least "
        + "\(FitError.points((minimum * count + 2 * inset).rounded(.up))) pt"
    ).check()
    builder.append(
      .fill(.roundedRect(frame, radius: pill), .solid(theme.color(.eandSurfaceSunkenDefault))),
      tag: "\(tag) track")
    builder.appendMark(
      .fill(
        .roundedRect(segmentFrame(selectedIndex, inset: inset), radius: pill),
        .solid(theme.color(.eandControlActiveFill))),
      tag: "\(tag) \(selectedIndex) pill")
    for (index, title) in segments.enumerated() {
      let box = segmentFrame(index, inset: inset)
      let active = index == selectedIndex
      let label = FittedText(
        title, in: box, inset: theme.dimension(.eandSpacingSm), style: .eandLabelSm,
        color: active ? .eandControlActiveText : .eandTextDefaultSubtle,
        direction: isRightToLeft ? .rightToLeft : .leftToRight, language: language,
        rule: FitError(
          field: FieldPath("segments", index),
          subject: "e& segmented control: segment \"\(FitError.shown(title))\"", needs: 0,
          room: "its segment, \(FitError.points(theme.dimension(.eandSpacingSm))) pt clear at "
            + "each end,", has: 0,
          advice: "shorten it or use fewer segments"))
      for run in try label.runs(in: builder.context) {
        builder.append(.text(run), tag: "\(tag) \(index)")
      }
      builder.addSemantic(
        SemanticNode(
          id: "\(tag) \(index)", role: .segment, label: title, states: active ? [.selected] : [],
          hitRect: builder.hitRect(around: box)))
    }
  }
}
