import DrawList
import PickerModel
import Theme

/// The e& page's own segmented control: equal segments on a pill track, the active one a pill
/// `eand/spacing/2xs` inside the track, drawn with its row's tile palette (``OptionTilePalette``)
/// so the page has one accent: the track is an unselected tile's fill (glass over a backdrop
/// blur on glass), the active pill the selected tile's (midnight in Light on default and light,
/// white on the dark surfaces and in Dark), each label a tile's ink (the active one the selected
/// tile's value ink, the others an unselected tile's caption ink).
///
/// The shared ``SegmentedControl`` draws AlignUI's white thumb in AlignUI tokens; this one reads
/// only e& tokens.
///
/// Its semantics are a `.group` container named by ``label`` (its frame the track, no touch of
/// its own) holding one `.segment` node per segment, each a touch target grown to at least
/// `platform/min-touch-target` (44 pt) around its pill. Every segment is at least that wide and
/// every label fits its segment with `eand/spacing/sm` (8 pt) clear at each end, or the control
/// is refused with a ``FitError`` at `segments` (`segments[i]` for a label). In a right-to-left
/// locale the first segment is at the right and the labels are shaped right to left.
public struct EandSegmentedControl: Component {
  /// Where the track sits.
  public var frame: Rect
  /// The labels, start to end.
  public var segments: [String]
  /// The active segment.
  public var selectedIndex: Int
  /// The group's accessibility label: what VoiceOver names the segments' group.
  public var label: String
  /// The surface of the row it sits above, whose tile palette it is drawn with.
  public var surface: OptionTileSurface
  /// The tag on every command and the group's id; segment `i`'s id is `"<tag> <i>"`.
  public var tag: String
  /// Whether the segments run from the right (a right-to-left locale).
  public var isRightToLeft: Bool
  /// The BCP 47 language the labels are shaped as.
  public var language: String

  /// Creates a control.
  public init(
    frame: Rect, segments: [String], selectedIndex: Int, label: String,
    surface: OptionTileSurface = .default, tag: String = "segment", rightToLeft: Bool = false,
    language: String = "en"
  ) {
    self.frame = frame
    self.segments = segments
    self.selectedIndex = selectedIndex
    self.label = label
    self.surface = surface
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

  /// Track, active pill, labels, then the group and one node per segment.
  public func draw(into builder: inout DrawListBuilder) throws {
    guard segments.count >= 2, segments.indices.contains(selectedIndex) else {
      throw SceneError.badComponent(
        "e& segmented control \"\(tag)\": needs two or more segments and an active one inside "
          + "them, not \(selectedIndex) of \(segments.count)")
    }
    guard !label.allSatisfy(\.isWhitespace) else {
      throw SceneError.badComponent(
        "e& segmented control \"\(tag)\": needs an accessibility label naming its segments")
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
    let idle = OptionTilePalette(.placeholder, on: surface, in: theme.appearance)
    let active = OptionTilePalette(.selectedPlaceholder, on: surface, in: theme.appearance)
    let track = Shape.roundedRect(frame, radius: pill)
    if idle.isGlass {
      builder.append(
        .pushGroup(Group(clip: track, backdropBlur: theme.dimension(.eandBlurGlass))),
        tag: "\(tag) track")
      builder.append(.fill(track, .solid(theme.color(idle.fill))), tag: "\(tag) track")
      builder.append(.popGroup, tag: "\(tag) track")
    } else {
      builder.append(.fill(track, .solid(theme.color(idle.fill))), tag: "\(tag) track")
    }
    builder.appendMark(
      .fill(
        .roundedRect(segmentFrame(selectedIndex, inset: inset), radius: pill),
        .solid(theme.color(active.fill))),
      tag: "\(tag) \(selectedIndex) pill")
    for (index, title) in segments.enumerated() {
      let box = segmentFrame(index, inset: inset)
      let isActive = index == selectedIndex
      let palette = isActive ? active : idle
      let ink = isActive ? active.value : idle.caption
      let text = FittedText(
        title, in: box, inset: theme.dimension(.eandSpacingSm), style: .eandLabelSm, color: ink,
        direction: TextDirection(isRightToLeft: isRightToLeft), language: language,
        rule: FitError(
          field: FieldPath("segments", index),
          subject: "e& segmented control: segment \"\(FitError.shown(title))\"", needs: 0,
          room: "its segment, \(FitError.points(theme.dimension(.eandSpacingSm))) pt clear at "
            + "each end,", has: 0,
          advice: "shorten it or use fewer segments"))
      for var run in try text.runs(in: builder.context) {
        run.color = palette.ink(ink, in: theme)
        builder.append(.text(run), tag: "\(tag) \(index)")
      }
    }
    // A container named by the label, like seed 003's `.accessibilityElement(children:
    // .contain)`: VoiceOver reads the group's name with the segment, and only segments take
    // touches.
    builder.addSemantic(
      SemanticNode(
        id: tag, role: .group, label: label, value: segments[selectedIndex], hitRect: frame))
    for (index, title) in segments.enumerated() {
      builder.addSemantic(
        SemanticNode(
          id: "\(tag) \(index)", role: .segment, label: title,
          states: index == selectedIndex ? [.selected] : [],
          hitRect: builder.hitRect(around: segmentFrame(index, inset: inset)), container: tag))
    }
  }
}

extension OptionTile {
  /// A plain tile, for asking a palette about a surface's page or an unselected tile.
  static let placeholder: OptionTile = {
    guard let tile = try? OptionTile(value: "·") else { preconditionFailure("a valid tile") }
    return tile
  }()

  /// A selected tile, for asking a palette about a surface's selected fill and ink.
  static let selectedPlaceholder: OptionTile = {
    guard let tile = try? OptionTile(value: "·", selected: true) else {
      preconditionFailure("a valid tile")
    }
    return tile
  }()
}
