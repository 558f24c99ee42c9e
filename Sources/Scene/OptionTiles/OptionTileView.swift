import DrawList
import PickerModel
import Theme

/// One option tile drawn in a row: fill (glass over a backdrop blur), value over caption, the
/// badge strip, the check circle when selected, and a `.option` semantic node.
///
/// Each text must fit its box (``FittedText``): the value its line (8 pt in from each side; on a
/// selected tile, clear of the check), the caption its line, the badge the strip less 6 pt at
/// each end. In a right-to-left locale the check stands at the top left and the texts are shaped
/// right to left.
public struct OptionTileView: Component {
  /// The tile.
  public var tile: OptionTile
  /// What its row sits on.
  public var surface: OptionTileSurface
  /// Where it is (106×72).
  public var frame: Rect
  /// The tag on every command and the semantic id: `option <value>`.
  public var tag: String
  /// The locale it is drawn in: the check's side, the texts' direction and language.
  public var locale: PickerLocale
  /// Where the tile comes from in its model (`tiles[2]`), for the fit errors.
  public var field: FieldPath
  /// Its semantic node's states beyond selected and disabled (`scrollable` in a row wider than
  /// its viewport).
  public var extraStates: Set<SemanticNode.State>
  /// The part of its frame a touch can reach (the part a viewport shows), used as its hit
  /// rectangle as it is, or `nil` for all of it.
  public var visibleFrame: Rect?

  /// Creates a tile view.
  public init(
    _ tile: OptionTile, on surface: OptionTileSurface, frame: Rect,
    locale: PickerLocale = .appetite, field: FieldPath = FieldPath("tiles", 0)
  ) {
    self.tile = tile
    self.surface = surface
    self.frame = frame
    self.tag = "option \(tile.value)"
    self.locale = locale
    self.field = field
    self.extraStates = []
    self.visibleFrame = nil
  }

  /// The rule for one of its texts (`value`, `caption`, `badge`).
  private func rule(_ key: String, _ what: String, room: String) -> FitError {
    FitError(
      field: FieldPath(steps: field.steps + [.key(key)]),
      subject: "option tile \"\(FitError.shown(tile.value))\": \(what)", needs: 0, room: room,
      has: 0, advice: "shorten it")
  }

  /// Fill, text, badge, check, then the node.
  public func draw(into builder: inout DrawListBuilder) throws {
    let theme = builder.theme
    let layout = OptionTileLayout(theme: theme, rightToLeft: locale.isRightToLeft)
    let palette = OptionTilePalette(tile, on: surface, in: theme.appearance)
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
    let direction = TextDirection(isRightToLeft: locale.isRightToLeft)
    let language = locale.language
    let value = FittedText(
      tile.value,
      in: tile.isSelected ? layout.selectedValueBox(in: frame) : layout.valueLine(in: frame),
      style: .eandTitleSm, color: palette.value, direction: direction, language: language,
      rule: rule(
        "value", "the value",
        room: tile.isSelected
          ? "a selected tile's value line, clear of the check," : "the tile's value line"))
    for var run in try value.runs(in: builder.context) {
      run.color = palette.ink(palette.value, in: theme)
      builder.append(.text(run), tag: "\(tag) value")
    }
    if !tile.caption.isEmpty {
      let caption = FittedText(
        tile.caption, in: layout.captionLine(in: frame), style: .eandBodyXs,
        color: palette.caption, direction: direction, language: language,
        rule: rule(
          "caption", "the caption \"\(FitError.shown(tile.caption))\"",
          room: "the tile's caption line"))
      for var run in try caption.runs(in: builder.context) {
        run.color = palette.ink(palette.caption, in: theme)
        builder.append(.text(run), tag: "\(tag) caption")
      }
    }
    if let badge = tile.shownBadge {
      let strip = layout.badgeStrip(in: frame)
      builder.append(.pushClip(layout.badgeClip(in: frame)), tag: "\(tag) badge")
      // The published neutral sm status badge in its own colours: a mark the audit measures
      // against the tile (below 3:1 on most surfaces, named there as a spec colour).
      builder.appendMark(
        .fill(.rect(strip, layout.badgeRadii), .solid(theme.color(.eandBadgeNeutralFill))),
        tag: "\(tag) badge")
      builder.append(.popClip, tag: "\(tag) badge")
      let text = FittedText(
        badge.description, in: strip, inset: layout.badgeTextInset, style: .eandLabel2xs,
        color: .eandBadgeNeutralText, direction: direction, language: language,
        rule: rule(
          "badge", "the badge \"\(FitError.shown(badge.description))\"",
          room: "the badge strip, \(FitError.points(layout.badgeTextInset)) pt clear at each end,"))
      for run in try text.runs(in: builder.context) {
        builder.append(.text(run), tag: "\(tag) badge text")
      }
    }
    if tile.isSelected {
      // check-circle-filled: the circle in the selected ink, the tick cut back to the fill.
      builder.appendMark(
        .fill(layout.checkCircle(in: frame), .solid(palette.ink(palette.value, in: theme))),
        tag: "\(tag) check")
      let box = layout.checkBox(in: frame)
      let tick = box.insetBy(dx: box.width * 0.2, dy: box.height * 0.2)
      builder.append(
        .fill(.path(Icon.check.path(in: tick)), .solid(theme.color(palette.fill))),
        tag: "\(tag) check tick")
    }
    var states = extraStates
    if tile.isSelected { states.insert(.selected) }
    if tile.isDisabled { states.insert(.disabled) }
    builder.addSemantic(
      SemanticNode(
        id: tag, role: .option, label: tile.accessibilityLabel, states: states,
        hitRect: visibleFrame ?? builder.hitRect(around: frame)))
  }
}
