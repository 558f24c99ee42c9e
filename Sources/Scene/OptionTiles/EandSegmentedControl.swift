import DrawList
import Theme

/// The e& page's own segmented control: equal segments on a pill track (`eand/surface/sunken`),
/// the active one a pill in `eand/control/active/fill` (midnight in Light, white in Dark), `eand/spacing/2xs` inside the track. Each
/// segment is a `.segment` node.
///
/// The shared ``SegmentedControl`` draws AlignUI's white thumb in AlignUI tokens; this one reads
/// only e& tokens.
public struct EandSegmentedControl: Component {
  /// Where the track sits.
  public var frame: Rect
  /// The labels, start to end.
  public var segments: [String]
  /// The active segment.
  public var selectedIndex: Int
  /// The tag on every command; segment `i`'s id is `"<tag> <i>"`.
  public var tag: String

  /// Creates a control.
  public init(frame: Rect, segments: [String], selectedIndex: Int, tag: String = "segment") {
    self.frame = frame
    self.segments = segments
    self.selectedIndex = selectedIndex
    self.tag = tag
  }

  /// Segment `index`'s pill: the track inset by `inset`, split evenly.
  public func segmentFrame(_ index: Int, inset: Double) -> Rect {
    let width = (frame.width - 2 * inset) / Double(max(segments.count, 1))
    return Rect(
      x: frame.x + inset + Double(index) * width, y: frame.y + inset, width: width,
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
      builder.append(
        text: try builder.context.centeredText(
          title, in: box, style: .eandLabelSm,
          color: active ? .eandControlActiveText : .eandTextDefaultSubtle),
        tag: "\(tag) \(index)")
      builder.addSemantic(
        SemanticNode(
          id: "\(tag) \(index)", role: .segment, label: title, states: active ? [.selected] : [],
          hitRect: builder.hitRect(around: box)))
    }
  }
}
