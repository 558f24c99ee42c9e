import DrawList
import Theme

/// Draws the pieces every Material 3 picker shares into a ``DrawListBuilder``: the surface and the
/// dialog container at elevation level 3, text in the M3 type scale, icons, icon buttons, menu
/// buttons and text buttons, with semantics whose hit rectangles are at least 48 dp.
public struct MaterialPainter: Sendable {
  /// The theme and shaper.
  public let context: SceneContext

  /// Creates a painter.
  public init(context: SceneContext) {
    self.context = context
  }

  /// The resolved tokens.
  public var theme: Theme { context.theme }

  /// `rect` grown (never shrunk) to Android's 48 dp minimum, centred on it.
  public func hitRect(around rect: Rect) -> Rect {
    DrawListBuilder.hitRect(around: rect, minimum: theme.dimension(.minTouchTargetAndroid))
  }

  /// The surface around a dialog, `margin` beyond it on every side.
  public func surface(around frame: Rect, into builder: inout DrawListBuilder) {
    let m = MaterialMetrics.margin
    builder.append(
      .fill(
        .rect(frame.insetBy(dx: -m, dy: -m), .zero), .solid(theme.color(.m3Surface))),
      tag: "surface")
  }

  /// The dialog: surface-container-high with `corner`, under the two level-3 shadow layers.
  public func container(_ frame: Rect, corner: DimensionToken, into builder: inout DrawListBuilder)
  {
    let shape = Shape.roundedRect(frame, radius: theme.dimension(corner))
    for token in [ShadowToken.m3Level3Ambient, .m3Level3Key] {
      for layer in theme.shadow(token) { builder.append(.shadow(shape, layer), tag: "elevation") }
    }
    builder.append(.fill(shape, .solid(theme.color(.m3SurfaceContainerHigh))), tag: "container")
  }

  /// A shaped run of `text` in `token`'s style, placed by `place(advance, capHeight)`.
  public func run(
    _ text: String, style token: TypographyToken, color: Color,
    place: (Double, Double) -> Point
  ) throws -> GlyphRun {
    let style = theme.typography(token).textStyle
    let shaped = try context.shaper.shape(text, style: style)
    let metrics = try context.shaper.metrics(style)
    return GlyphRun(
      text: text, font: style.font, size: style.size, color: color,
      origin: place(shaped.advance, metrics.capHeight), glyphs: shaped.glyphs,
      advance: shaped.advance, features: style.features, language: style.language,
      direction: style.direction)
  }

  /// The advance of `text` in `token`'s style.
  public func width(_ text: String, style token: TypographyToken) throws -> Double {
    try context.shaper.shape(text, style: theme.typography(token).textStyle).advance
  }

  /// Text centred in `rect` (capitals centred on its middle).
  public func centred(
    _ text: String, in rect: Rect, style: TypographyToken, color: Color, tag: String,
    into builder: inout DrawListBuilder
  ) throws {
    let run = try run(text, style: style, color: color) { advance, cap in
      Point(x: rect.midX - advance / 2, y: rect.midY + cap / 2)
    }
    builder.append(.text(run), tag: tag)
  }

  /// Text from `x`, capitals centred on the middle of the line box `line` (its y and height).
  public func leading(
    _ text: String, x: Double, line: Rect, style: TypographyToken, color: Color, tag: String,
    into builder: inout DrawListBuilder
  ) throws {
    let run = try run(text, style: style, color: color) { _, cap in
      Point(x: x, y: line.midY + cap / 2)
    }
    builder.append(.text(run), tag: tag)
  }

  /// An icon in `box`, filled with `color`.
  public func icon(
    _ icon: MaterialIcon, in box: Rect, color: ColorToken, tag: String,
    into builder: inout DrawListBuilder
  ) {
    builder.append(.fill(.path(icon.path(in: box)), .solid(theme.color(color))), tag: tag)
  }

  /// A 48 dp icon button whose 24 dp icon is centred in `frame`, with its semantics.
  public func iconButton(
    _ icon: MaterialIcon, frame: Rect, label: String, id: String,
    into builder: inout DrawListBuilder
  ) {
    let size = MaterialMetrics.icon
    let box = Rect(x: frame.midX - size / 2, y: frame.midY - size / 2, width: size, height: size)
    self.icon(icon, in: box, color: .m3OnSurfaceVariant, tag: id, into: &builder)
    builder.addSemantic(
      SemanticNode(id: id, role: .button, label: label, hitRect: hitRect(around: frame)))
  }

  /// A menu button (label-large, on-surface-variant, an 18 dp drop-down arrow) whose 40 dp high
  /// box starts at `x` with 12 padding; returns its frame.
  @discardableResult
  public func menuButton(
    _ text: String, x: Double, midY: Double, open: Bool = false, label: String, id: String,
    into builder: inout DrawListBuilder
  ) throws -> Rect {
    let textWidth = try width(text, style: .m3LabelLarge)
    let arrow = MaterialMetrics.menuIcon
    let height = MaterialMetrics.buttonHeight
    let frame = Rect(
      x: x, y: midY - height / 2, width: 12 + textWidth + 4 + arrow + 8, height: height)
    try leading(
      text, x: x + 12, line: frame, style: .m3LabelLarge, color: theme.color(.m3OnSurfaceVariant),
      tag: id, into: &builder)
    icon(
      open ? .dropUp : .dropDown,
      in: Rect(x: x + 12 + textWidth + 4, y: midY - arrow / 2, width: arrow, height: arrow),
      color: .m3OnSurfaceVariant, tag: id + " arrow", into: &builder)
    builder.addSemantic(
      SemanticNode(
        id: id, role: .button, label: label, value: text, hitRect: hitRect(around: frame)))
    return frame
  }

  /// Cancel and OK text buttons (label-large, primary, 40 high, 12 padding, at least 48 wide),
  /// ending at `trailing`, 8 apart, centred on `midY`.
  public func dialogButtons(
    trailing: Double, midY: Double, into builder: inout DrawListBuilder
  ) throws {
    var x = trailing
    var frames: [(String, String, Rect)] = []
    for (text, id) in [("OK", "ok"), ("Cancel", "cancel")] {
      let width = max(
        MaterialMetrics.minimumTarget, try self.width(text, style: .m3LabelLarge) + 24)
      let height = MaterialMetrics.buttonHeight
      frames.insert(
        (text, id, Rect(x: x - width, y: midY - height / 2, width: width, height: height)), at: 0)
      x -= width + 8
    }
    for (text, id, frame) in frames {
      try centred(
        text, in: frame, style: .m3LabelLarge, color: theme.color(.m3Primary), tag: id,
        into: &builder)
      builder.addSemantic(
        SemanticNode(id: id, role: .button, label: text, hitRect: hitRect(around: frame)))
    }
  }
}
