import DrawList
import PickerModel
import Theme

/// One option tile drawn in a row: fill (glass over a backdrop blur), value over caption, the
/// badge strip, the check circle when selected, and a `.option` semantic node.
public struct OptionTileView: Component {
  /// The tile.
  public var tile: OptionTile
  /// What its row sits on.
  public var surface: OptionTileSurface
  /// Where it is (106×72).
  public var frame: Rect
  /// The tag on every command and the semantic id: `option <value>`.
  public var tag: String

  /// Creates a tile view.
  public init(_ tile: OptionTile, on surface: OptionTileSurface, frame: Rect) {
    self.tile = tile
    self.surface = surface
    self.frame = frame
    self.tag = "option \(tile.value)"
  }

  /// Fill, text, badge, check, then the node.
  public func draw(into builder: inout DrawListBuilder) throws {
    let theme = builder.theme
    let layout = OptionTileLayout(theme: theme)
    let palette = OptionTilePalette(tile, on: surface)
    let shape = layout.tileShape(frame)
    if palette.isGlass {
      // White glass: what is beneath is blurred inside the tile, then the tint fills it.
      builder.append(
        .pushGroup(Group(clip: shape, backdropBlur: theme.dimension(.eandBlurGlass))), tag: tag)
      builder.append(.fill(shape, .solid(theme.color(palette.fill))), tag: "\(tag) fill")
      builder.append(.popGroup, tag: tag)
    } else {
      builder.append(.fill(shape, .solid(theme.color(palette.fill))), tag: "\(tag) fill")
    }
    let context = builder.context
    builder.append(
      text: try context.centeredText(
        tile.value, in: layout.valueLine(in: frame), style: .eandTitleSm, color: palette.value),
      tag: "\(tag) value")
    if !tile.caption.isEmpty {
      builder.append(
        text: try context.centeredText(
          tile.caption, in: layout.captionLine(in: frame), style: .eandBodyXs,
          color: palette.caption),
        tag: "\(tag) caption")
    }
    if let badge = tile.shownBadge {
      let strip = layout.badgeStrip(in: frame)
      builder.append(.pushClip(layout.badgeClip(in: frame)), tag: "\(tag) badge")
      builder.append(
        .fill(.rect(strip, layout.badgeRadii), .solid(theme.color(.eandBadgeNeutralFill))),
        tag: "\(tag) badge")
      builder.append(.popClip, tag: "\(tag) badge")
      builder.append(
        text: try context.centeredText(
          badge.description, in: strip, style: .eandLabel2xs, color: .eandBadgeNeutralText),
        tag: "\(tag) badge text")
    }
    if tile.isSelected {
      // check-circle-filled: the circle in the selected ink, the tick cut back to the fill.
      builder.appendMark(
        .fill(layout.checkCircle(in: frame), .solid(theme.color(palette.value))),
        tag: "\(tag) check")
      let box = layout.checkBox(in: frame)
      let tick = box.insetBy(dx: box.width * 0.2, dy: box.height * 0.2)
      builder.append(
        .fill(.path(Icon.check.path(in: tick)), .solid(theme.color(palette.fill))),
        tag: "\(tag) check tick")
    }
    var states: Set<SemanticNode.State> = []
    if tile.isSelected { states.insert(.selected) }
    if tile.isDisabled { states.insert(.disabled) }
    builder.addSemantic(
      SemanticNode(
        id: tag, role: .option, label: tile.accessibilityLabel, states: states,
        hitRect: builder.hitRect(around: frame)))
  }
}
