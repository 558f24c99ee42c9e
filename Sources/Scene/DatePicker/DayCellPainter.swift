import DrawList
import PickerModel
import Theme

/// Draws one Day cell: its band apart, then circle, number, dot and focus ring.
///
/// The band comes back separately so the scene decides the order (every band of a grid under
/// every circle). The number is placed from the cell's frame alone; the dot is placed absolutely
/// below it, so a dot never moves the number.
public struct DayCellPainter: Sendable {
  /// One cell's commands, split by layer.
  public struct Drawing: Hashable, Sendable {
    /// The range band (empty when the state has none).
    public var band: [DrawList.Item]
    /// Circle, number, dot and focus ring, in that order.
    public var cell: [DrawList.Item]
  }

  /// The context to resolve tokens and shape text with.
  public let context: SceneContext

  /// Creates a painter.
  public init(context: SceneContext) {
    self.context = context
  }

  /// The commands for a cell with `number` in `state` at `frame`; a `spilled` day (next
  /// month's) is styled as ``DayCellStyle/of(_:spilled:)`` says.
  ///
  /// `joinsLeading` / `joinsTrailing` say whether the band has a neighbour to reach toward on
  /// that side in reading order, the earlier day's and the later day's (see
  /// ``DayCellStyle/bandRect(for:joinsLeading:joinsTrailing:rightToLeft:)``); a half band that
  /// joins nothing is drawn inside a clip to the circle. The band is a mark the audit measures:
  /// the range shows by it. When `rightToLeft`, the band mirrors (the earlier side is the right)
  /// and the number is shaped as a right-to-left paragraph in `language`.
  public func draw(
    number: String, state: DayCellState, hasDot: Bool, isFocused: Bool, frame: Rect, tag: String,
    spilled: Bool = false, joinsLeading: Bool = true, joinsTrailing: Bool = true,
    rightToLeft: Bool = false, language: String = "en"
  ) throws -> Drawing {
    let theme = context.theme
    let style = DayCellStyle.of(state, spilled: spilled)
    var band: [DrawList.Item] = []
    if let rect = style.bandRect(
      for: frame, joinsLeading: joinsLeading, joinsTrailing: joinsTrailing,
      rightToLeft: rightToLeft)
    {
      let clip = style.bandClip(
        for: frame, joinsLeading: joinsLeading, joinsTrailing: joinsTrailing)
      if let clip { band.append(.init(.pushClip(clip), tag: "\(tag) band")) }
      band.append(
        .init(
          .fill(.roundedRect(rect, radius: 0), .solid(theme.color(.brandAlpha10))),
          tag: "\(tag) band", isMark: true))
      if clip != nil { band.append(.init(.popClip, tag: "\(tag) band")) }
    }
    var cell = DrawListBuilder(context: context)
    let circle = Shape.circle(center: frame.center, radius: frame.width / 2)
    if let fill = style.fill {
      cell.append(.fill(circle, .solid(theme.color(fill))), tag: tag)
    }
    for run in try context.centeredRuns(
      number, in: frame, style: .labelSm, color: style.number,
      direction: TextDirection(isRightToLeft: rightToLeft), language: language)
    {
      cell.append(.text(run), tag: tag)
    }
    if hasDot {
      let center = Point(x: frame.midX, y: frame.maxY - DayCellStyle.dotInset)
      cell.appendMark(
        .fill(
          .circle(center: center, radius: DayCellStyle.dotDiameter / 2),
          .solid(theme.color(style.dot))),
        tag: "\(tag) dot")
    }
    if isFocused {
      try cell.add(FocusRing(around: circle, tag: "\(tag) focus"))
    }
    return Drawing(band: band, cell: cell.items)
  }
}
