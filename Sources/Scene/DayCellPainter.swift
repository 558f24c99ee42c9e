import DrawList
import PickerModel
import Theme

/// Draws one Day cell: band, circle, number, dot and focus ring, in that order.
///
/// The number is placed from the cell's frame alone; the dot is placed absolutely below it, so a
/// dot never moves the number.
public struct DayCellPainter: Sendable {
  /// The context to resolve tokens and shape text with.
  public let context: SceneContext

  /// Creates a painter.
  public init(context: SceneContext) {
    self.context = context
  }

  /// The commands for a cell with `number` in `state` at `frame`.
  public func items(
    number: String, state: DayCellState, hasDot: Bool, isFocused: Bool, frame: Rect, tag: String
  ) throws -> [DrawList.Item] {
    let theme = context.theme
    let style = DayCellStyle.of(state)
    var items: [DrawList.Item] = []
    if let band = style.bandRect(for: frame) {
      items.append(
        .init(
          .fill(.roundedRect(band, radius: 0), .solid(theme.color(.brandAlpha10))),
          tag: "\(tag) band"))
    }
    let radius = frame.width / 2
    if let fill = style.fill {
      items.append(
        .init(
          .fill(.circle(center: frame.center, radius: radius), .solid(theme.color(fill))),
          tag: tag))
    }
    items.append(
      .init(
        .text(
          try context.centeredText(number, in: frame, style: .labelSm, color: style.number)),
        tag: tag))
    if hasDot {
      let center = Point(x: frame.midX, y: frame.maxY - DayCellStyle.dotInset)
      items.append(
        .init(
          .fill(
            .circle(center: center, radius: DayCellStyle.dotDiameter / 2),
            .solid(theme.color(style.dot))),
          tag: "\(tag) dot"))
    }
    if isFocused {
      let ringRadius = radius + DayCellStyle.focusRingGap + DayCellStyle.focusRingWidth / 2
      items.append(
        .init(
          .stroke(
            .circle(center: frame.center, radius: ringRadius),
            .solid(theme.color(.focusRing), width: DayCellStyle.focusRingWidth)),
          tag: "\(tag) focus"))
    }
    return items
  }
}
