import DrawList
import PickerModel
import Theme

/// Two or more labelled segments on a track, one of them chosen: each segment is a `.segment`
/// semantic node.
///
/// The ``Style/inset`` style floats a white thumb inside the track, `inset` points from its edge,
/// its radius the track's less the inset so the two curves stay parallel. The ``Style/flush``
/// style fills the chosen segment edge to edge and rounds only the track's outer corners (end
/// caps), with hairline separators between unchosen neighbours.
public struct SegmentedControl: Component {
  /// How the chosen segment is shown.
  public enum Style: String, Hashable, Sendable, CaseIterable {
    /// A thumb inset inside the track, every corner rounded.
    case inset
    /// The segment itself, only the track's outer corners rounded.
    case flush
  }

  /// Where the track sits.
  public var frame: Rect
  /// The labels, left to right.
  public var segments: [String]
  /// The chosen segment's index.
  public var selectedIndex: Int
  /// How it is drawn.
  public var style: Style
  /// The thumb's inset inside the track (``Style/inset`` only).
  public var inset: Double
  /// The tag on every command; segment `i`'s semantic id is `"<tag> <i>"`.
  public var tag: String
  /// Whether segment 0 stands at the right (a right-to-left locale), as UIKit's controls flip.
  public var isRightToLeft = false
  /// The BCP 47 language of each segment's text (`en`, the spec's own words, by default); one
  /// that is not `en`, or a mirrored control, shapes its texts as paragraphs in their faces.
  public var languages: [String] = []
  /// When not empty, one rule per segment: its text must fit the segment less ``labelInset`` at
  /// each end, else the rule is thrown with its widths (``FittedText``).
  public var fits: [FitError] = []
  /// The room a fitted text leaves clear at each end of its segment: `spacing/2` (8).
  public static let labelInset = 8.0
  /// The thumb's fill: `bg/white-0`, AlignUI's.
  public static let thumbFill = ColorToken.bgWhite0
  /// The thumb's border, which shows which segment is chosen: `text/strong-950`, the ink of the
  /// picked swatch's ring, so the card marks a choice one way. The thumb's fill is within 1.1:1
  /// of the track in both modes (white on `bg/weak-50` in Light, gray-950 on gray-900 in Dark);
  /// the border reaches 17:1 in both, and is a mark the contrast audit holds to 3:1.
  public static let thumbBorder = ColorToken.textStrong950
  /// The border's width, inside the thumb's edge.
  public static let thumbBorderWidth = 1.0
  /// The chosen segment's text: `text/strong-950`.
  public static let selectedLabel = ColorToken.textStrong950
  /// An unchosen segment's text: `text/sub-700`, the spec's secondary text (the Default day's
  /// number); it keeps `text/soft-500` for day labels, AM/PM and the opacity field.
  public static let label = ColorToken.textSub700

  /// Creates a segmented control.
  public init(
    frame: Rect, segments: [String], selectedIndex: Int, style: Style = .inset,
    inset: Double = 2, tag: String
  ) {
    self.frame = frame
    self.segments = segments
    self.selectedIndex = selectedIndex
    self.style = style
    self.inset = inset
    self.tag = tag
  }

  /// The track's corner radius: half its height.
  public var trackRadius: Double { frame.height / 2 }

  /// The area segment `index` covers (the thumb's rectangle when it is chosen).
  public func segmentFrame(_ index: Int) -> Rect {
    let pad = style == .inset ? inset : 0
    let width = (frame.width - 2 * pad) / Double(max(segments.count, 1))
    let position = isRightToLeft ? segments.count - 1 - index : index
    return Rect(
      x: frame.x + pad + Double(position) * width, y: frame.y + pad, width: width,
      height: frame.height - 2 * pad)
  }

  /// The corner radii of segment `index`'s highlight.
  public func segmentRadii(_ index: Int) -> CornerRadii {
    switch style {
    case .inset:
      return CornerRadii(max(0, trackRadius - inset))
    case .flush:
      let r = trackRadius
      let position = isRightToLeft ? segments.count - 1 - index : index
      let first = position == 0
      let last = position == segments.count - 1
      return CornerRadii(
        topLeft: first ? r : 0, topRight: last ? r : 0, bottomRight: last ? r : 0,
        bottomLeft: first ? r : 0)
    }
  }

  /// Track, separators, thumb, labels, then one semantic node per segment.
  public func draw(into builder: inout DrawListBuilder) throws {
    guard !segments.isEmpty, segments.indices.contains(selectedIndex) else {
      throw SceneError.badComponent(
        "segmented control \"\(tag)\": selected index \(selectedIndex) is outside "
          + "0…\(segments.count - 1)")
    }
    guard inset.isFinite, inset >= 0, 2 * inset < frame.height else {
      throw SceneError.badComponent(
        "segmented control \"\(tag)\": inset \(inset) does not fit a \(frame.height) pt track")
    }
    let theme = builder.theme
    builder.append(
      .fill(.roundedRect(frame, radius: trackRadius), .solid(theme.color(.bgWeak50))),
      tag: "\(tag) track")
    if style == .flush {
      for index in 1..<segments.count where index != selectedIndex && index - 1 != selectedIndex {
        // The edge between segments index - 1 and index: the later one's left, or its right
        // when mirrored.
        let x = isRightToLeft ? segmentFrame(index - 1).x : segmentFrame(index).x
        try builder.add(
          Divider(
            from: Point(x: x - Divider.thickness / 2, y: frame.y + frame.height / 4),
            length: frame.height / 2, axis: .vertical, tag: "\(tag) separator"))
      }
    }
    let box = segmentFrame(selectedIndex)
    let radii = segmentRadii(selectedIndex)
    let thumb = Shape.rect(box, radii)
    for layer in theme.shadow(.regularXs) {
      builder.append(.shadow(thumb, layer), tag: "\(tag) thumb")
    }
    // The border is the thumb's whole shape in the border colour, a mark (so the audit holds it
    // to 3:1 against the track beneath), with the fill inset by the border's width over it.
    let border = Self.thumbBorderWidth
    builder.appendMark(
      .fill(thumb, .solid(theme.color(Self.thumbBorder))), tag: "\(tag) thumb border")
    builder.append(
      .fill(
        .rect(box.insetBy(dx: border, dy: border), radii.grown(by: -border)),
        .solid(theme.color(Self.thumbFill))),
      tag: "\(tag) thumb")
    for (index, title) in segments.enumerated() {
      let box = segmentFrame(index)
      let chosen = index == selectedIndex
      let color = chosen ? Self.selectedLabel : Self.label
      let language = languages.indices.contains(index) ? languages[index] : "en"
      let direction = TextDirection(isRightToLeft: isRightToLeft)
      if fits.indices.contains(index) {
        let text = FittedText(
          title, in: box, inset: Self.labelInset, style: .labelSm, color: color,
          direction: direction, language: language, rule: fits[index])
        for run in try text.runs(in: builder.context) {
          builder.append(.text(run), tag: "\(tag) \(index)")
        }
      } else {
        builder.append(
          text: try builder.context.centeredText(title, in: box, style: .labelSm, color: color),
          tag: "\(tag) \(index)")
      }
      builder.addSemantic(
        SemanticNode(
          id: "\(tag) \(index)", role: .segment, label: title, states: chosen ? [.selected] : [],
          hitRect: builder.hitRect(around: box)))
    }
  }
}
