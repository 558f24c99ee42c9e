import DrawList
import PickerModel
import Theme

/// Draws the pieces every Material 3 picker shares into a ``DrawListBuilder``: the surface and the
/// dialog container at elevation level 3, text in the M3 type scale, icons, icon buttons, menu
/// buttons and text buttons, with semantics whose hit rectangles are at least 48 dp.
///
/// Text is shaped in the picker's `language`; in a right-to-left locale (``isRightToLeft``) it
/// is shaped as a right-to-left paragraph (Hebrew and Arabic runs in their Noto faces) and the
/// dialog mirrors about its `frame`'s vertical centre as Compose lays it out under
/// `LayoutDirection.Rtl`: ``mirrored(_:)`` maps a rectangle laid out left to right,
/// ``start(_:x:line:style:color:tag:into:)`` puts text against the start edge, and the menu
/// button and the dialog buttons mirror their parts. In English (left to right) every method
/// draws exactly what it drew before locales.
public struct MaterialPainter: Sendable {
  /// The theme and shaper.
  public let context: SceneContext
  /// The BCP 47 language text is shaped in (`en`, `ar`).
  public let language: String
  /// Whether the dialog mirrors (he, ar, fa, ur).
  public let isRightToLeft: Bool
  /// The dialog's frame: the mirror's axis is its vertical centre.
  public let frame: Rect

  /// Creates a painter for text in `language`, mirrored about `frame` when `rightToLeft`.
  public init(
    context: SceneContext, language: String = "en", rightToLeft: Bool = false,
    frame: Rect = Rect(x: 0, y: 0, width: 0, height: 0)
  ) {
    self.context = context
    self.language = language
    self.isRightToLeft = rightToLeft
    self.frame = frame
  }

  /// `rect`, laid out left to right, where a right-to-left dialog puts it: mirrored about the
  /// frame's vertical centre (unchanged left to right).
  public func mirrored(_ rect: Rect) -> Rect {
    guard isRightToLeft else { return rect }
    return Rect(
      x: frame.x + frame.maxX - rect.maxX, y: rect.y, width: rect.width, height: rect.height)
  }

  /// The horizontal shift that moves `block` (laid out left to right) to its mirrored place
  /// without mirroring its inside: Compose keeps the time selectors and fields left to right
  /// ("Always display the TimeSelectors from left to right") while their row mirrors.
  public func shift(of block: Rect) -> Double {
    isRightToLeft ? mirrored(block).x - block.x : 0
  }

  /// Whether text needs the paragraph shaper: any language but the style's own (English), or a
  /// right-to-left paragraph.
  private func needsParagraph(_ style: TextStyle) -> Bool {
    isRightToLeft || language != style.language
  }

  /// `token`'s style shaped in the painter's language and direction.
  private func paragraphStyle(_ token: TypographyToken) -> TextStyle {
    var style = theme.typography(token).textStyle
    guard needsParagraph(style) else { return style }
    style.language = language
    style.direction = TextDirection(isRightToLeft: isRightToLeft)
    return style
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

  /// `text` in `token`'s style shaped in the painter's language and direction, placed by
  /// `place(advance, capHeight)`: one run (exactly ``run(_:style:color:place:)``) for English
  /// left to right, else the paragraph's runs of one font and direction, left to right on the
  /// page, on one baseline.
  public func runs(
    _ text: String, style token: TypographyToken, color: Color,
    place: (Double, Double) -> Point
  ) throws -> [GlyphRun] {
    let style = paragraphStyle(token)
    guard needsParagraph(theme.typography(token).textStyle) else {
      return [try run(text, style: token, color: color, place: place)]
    }
    let shaped = try context.shaper.shapeParagraph(text, style: style)
    let metrics = try context.shaper.metrics(style)
    let advance = shaped.reduce(0) { max($0, $1.x + $1.advance) }
    let origin = place(advance, metrics.capHeight)
    return shaped.map { part in
      GlyphRun(
        text: part.text, font: part.font, size: style.size, color: color,
        origin: Point(x: origin.x + part.x, y: origin.y), glyphs: part.glyphs,
        advance: part.advance, features: style.features, language: style.language,
        direction: part.direction)
    }
  }

  /// The advance of `text` in `token`'s style, shaped as ``runs(_:style:color:place:)`` shapes
  /// it.
  public func width(_ text: String, style token: TypographyToken) throws -> Double {
    let style = paragraphStyle(token)
    guard needsParagraph(theme.typography(token).textStyle) else {
      return try context.shaper.shape(text, style: style).advance
    }
    return try context.shaper.shapeParagraph(text, style: style)
      .reduce(0) { max($0, $1.x + $1.advance) }
  }

  /// Refuses `text` when it is wider in `style` than `available`, the box it is drawn in: a
  /// ``FitError`` naming `subject` (the picker and its locale), what the text is, the text and
  /// both widths, never an overflow (Compose clips a headline at `maxLines = 1`; PickerShot
  /// refuses instead). `field` is where the text comes from: the locale's words and formats
  /// (`locale`, the default) or the file's own text (`input`), so a scene file's error names
  /// that JSON path.
  ///
  /// `wraps` says the text is one line of one that Compose wraps (the range headline): then a
  /// piece with no UAX #14 break opportunity wider than its line is what does not fit, which
  /// Compose would break inside (``MaterialLineBreak``).
  public func checkFit(
    _ text: String, style: TypographyToken, available: Double, subject: String, what: String,
    field: FieldPath = FieldPath("locale"), wraps: Bool = false
  ) throws {
    try checkFit(
      width: width(text, style: style), text: text, available: available,
      subject: subject, what: what, field: field, wraps: wraps)
  }

  /// Refuses a text `width` wide in a box `available` wide: see
  /// ``checkFit(_:style:available:subject:what:field:wraps:)``.
  public func checkFit(
    width: Double, text: String, available: Double, subject: String, what: String,
    field: FieldPath = FieldPath("locale"), wraps: Bool = false
  ) throws {
    guard available.isFinite else { return }
    let fromLocale = field == FieldPath("locale")
    let compose =
      wraps ? "Compose would break a word where UAX #14 allows no break" : "Compose would clip them"
    try FitError(
      field: field, subject: "\(subject): \(what) \"\(FitError.shown(text))\"", needs: width,
      room: "its box", has: available,
      advice: fromLocale
        ? "these are the platform's own words and formats for the locale (\(compose)); choose "
          + "another locale" : "shorten it"
    )
    .check()
  }

  /// Text centred in `rect` (capitals centred on its middle).
  public func centred(
    _ text: String, in rect: Rect, style: TypographyToken, color: Color, tag: String,
    into builder: inout DrawListBuilder
  ) throws {
    let runs = try runs(text, style: style, color: color) { advance, cap in
      Point(x: rect.midX - advance / 2, y: rect.midY + cap / 2)
    }
    for run in runs { builder.append(.text(run), tag: tag) }
  }

  /// Text whose left edge is at `x` whatever the direction (for parts Compose keeps left to
  /// right), capitals centred on the middle of the line box `line` (its y and height).
  public func leading(
    _ text: String, x: Double, line: Rect, style: TypographyToken, color: Color, tag: String,
    into builder: inout DrawListBuilder
  ) throws {
    let runs = try runs(text, style: style, color: color) { _, cap in
      Point(x: x, y: line.midY + cap / 2)
    }
    for run in runs { builder.append(.text(run), tag: tag) }
  }

  /// Text against the start edge `x` of a left-to-right layout: from `x` left to right, ending
  /// at the mirrored `x` right to left (Compose's `Alignment.Start` and `TextAlign.Start`).
  public func start(
    _ text: String, x: Double, line: Rect, style: TypographyToken, color: Color, tag: String,
    into builder: inout DrawListBuilder
  ) throws {
    let edge = isRightToLeft ? frame.x + frame.maxX - x : x
    let rightToLeft = isRightToLeft
    let runs = try runs(text, style: style, color: color) { advance, cap in
      Point(x: rightToLeft ? edge - advance : edge, y: line.midY + cap / 2)
    }
    for run in runs { builder.append(.text(run), tag: tag) }
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
  /// box starts at `x` (left to right) with 12 padding; returns its frame. Right to left the box,
  /// its text and its arrow mirror: the text at the right, the arrow left of it (Compose's
  /// `TextButton` row).
  /// With `available` the button (12 + text + 4 + arrow + 8) must fit that width, else the
  /// picker is refused (``checkFit(width:text:available:subject:what:field:wraps:)``).
  @discardableResult
  public func menuButton(
    _ text: String, x: Double, midY: Double, open: Bool = false, label: String, id: String,
    available: Double = .infinity, subject: String = "", into builder: inout DrawListBuilder
  ) throws -> Rect {
    let textWidth = try width(text, style: .m3LabelLarge)
    let arrow = MaterialMetrics.menuIcon
    let height = MaterialMetrics.buttonHeight
    try checkFit(
      width: 12 + textWidth + 4 + arrow + 8, text: text, available: available, subject: subject,
      what: "the \(id) button")
    let frame = mirrored(
      Rect(x: x, y: midY - height / 2, width: 12 + textWidth + 4 + arrow + 8, height: height))
    let textBox = mirrored(Rect(x: x + 12, y: frame.y, width: textWidth, height: height))
    try leading(
      text, x: textBox.x, line: frame, style: .m3LabelLarge,
      color: theme.color(.m3OnSurfaceVariant), tag: id, into: &builder)
    icon(
      open ? .dropUp : .dropDown,
      in: mirrored(
        Rect(x: x + 12 + textWidth + 4, y: midY - arrow / 2, width: arrow, height: arrow)),
      color: .m3OnSurfaceVariant, tag: id + " arrow", into: &builder)
    builder.addSemantic(
      SemanticNode(
        id: id, role: .button, label: label, value: text, hitRect: hitRect(around: frame)))
    return frame
  }

  /// The dismiss and confirm text buttons (`cancel`, `ok`: label-large, primary, 40 high, 12
  /// padding, at least `minWidth` wide), ending at `trailing`, 8 apart, centred on `midY`: Cancel
  /// then OK left to right. Right to left they mirror, OK at the left and Cancel to its right, as
  /// Compose's `DatePickerDialog` places them ("visually the dismiss button comes before the
  /// confirm button", its buttons row aligned to the end in `AlertDialogFlowRow`).
  ///
  /// Both must fit in `available` (from the dialog's start, or the mode toggle, to `trailing`),
  /// else the picker is refused (``checkFit(width:text:available:subject:what:field:wraps:)``).
  public func dialogButtons(
    cancel: String, ok: String, trailing: Double, midY: Double, available: Double,
    minWidth: Double = MaterialMetrics.minimumTarget, subject: String,
    into builder: inout DrawListBuilder
  ) throws {
    var x = trailing
    var frames: [(String, String, Rect)] = []
    for (text, id) in [(ok, "ok"), (cancel, "cancel")] {
      let width = max(minWidth, try self.width(text, style: .m3LabelLarge) + 24)
      let height = MaterialMetrics.buttonHeight
      frames.insert(
        (
          text, id, mirrored(Rect(x: x - width, y: midY - height / 2, width: width, height: height))
        ),
        at: 0)
      x -= width + 8
    }
    try checkFit(
      width: trailing - (x + 8), text: cancel + " " + ok, available: available,
      subject: subject, what: "the dialog buttons")
    for (text, id, frame) in frames {
      try textButtonLabel(text, id: id, frame: frame, into: &builder)
    }
  }

  /// One text button (label-large, primary, 40 high, 12 padding, at least `minWidth` wide:
  /// Compose's `TextButton`, `ButtonDefaults.MinWidth`) ending at `trailing` in a left-to-right
  /// layout (starting at the mirrored `trailing` right to left), centred on `midY`, with its
  /// semantics (hit rectangle at least 48 dp); returns its frame.
  /// With `available` the button (12 + text + 12) must fit that width, else the picker is
  /// refused (``checkFit(width:text:available:subject:what:field:wraps:)``).
  @discardableResult
  public func textButton(
    _ text: String, id: String, trailing: Double, midY: Double,
    minWidth: Double = MaterialMetrics.textButtonMinWidth, available: Double = .infinity,
    subject: String = "", into builder: inout DrawListBuilder
  ) throws -> Rect {
    let width = max(minWidth, try self.width(text, style: .m3LabelLarge) + 24)
    try checkFit(
      width: width, text: text, available: available, subject: subject,
      what: "the \(id) button")
    let height = MaterialMetrics.buttonHeight
    let frame = mirrored(
      Rect(x: trailing - width, y: midY - height / 2, width: width, height: height))
    try textButtonLabel(text, id: id, frame: frame, into: &builder)
    return frame
  }

  /// A text button's label centred in `frame` and its semantics.
  private func textButtonLabel(
    _ text: String, id: String, frame: Rect, into builder: inout DrawListBuilder
  ) throws {
    try centred(
      text, in: frame, style: .m3LabelLarge, color: theme.color(.m3Primary), tag: id,
      into: &builder)
    builder.addSemantic(
      SemanticNode(id: id, role: .button, label: text, hitRect: hitRect(around: frame)))
  }
}
