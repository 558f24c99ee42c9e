import DrawList
import PickerModel
import Theme

/// What every scene builder needs besides its model: the resolved theme and a text shaper.
///
/// It also collects the commands as a scene is built and places the canvas around them.
public struct SceneContext: Sendable {
  /// The tokens for one appearance.
  public let theme: Theme
  /// Measures and shapes every string before it enters the draw list.
  public let shaper: any TextShaper
  /// A locale that replaces the model's in every locale-aware picker (`render --locale`), or
  /// `nil` to keep each model's own.
  public var localeIdentifier: String?

  /// Creates a context.
  public init(theme: Theme, shaper: any TextShaper, localeIdentifier: String? = nil) {
    self.theme = theme
    self.shaper = shaper
    self.localeIdentifier = localeIdentifier
  }

  /// Why `identifier` is refused (`unknown locale 'xx_YY': Foundation has no data for xx_YY
  /// (…)`), or `nil` when Foundation has data for it and the pickers read each of its keywords
  /// (``PickerLocale/isAvailable(_:)``).
  public static func localeProblem(_ identifier: String) -> String? {
    do {
      _ = try LocaleIdentifier(identifier)
      return nil
    } catch {
      return error.description
    }
  }

  /// `text` shaped as one line in `style` (its direction the paragraph's, its language the
  /// text's): the shaper splits it into runs of one face and one direction, each script in a face
  /// that covers it, and refuses a character no face has a glyph for. Measure with
  /// ``TextLine/advance``; draw with ``TextLine/glyphRuns(x:baseline:color:)``.
  public func line(_ text: String, style: TextStyle) throws -> TextLine {
    TextLine(style: style, runs: try shaper.shapeParagraph(text, style: style))
  }

  /// The runs of `text` in `token`'s style and `color` (``line(_:style:)``), horizontally
  /// centred in `rect`, with the capitals of `token`'s font vertically centred on `rect.midY`.
  /// A string of one script in the style's face (any Latin label) is one run.
  public func centeredText(
    _ text: String, in rect: Rect, style token: TypographyToken, color: ColorToken
  ) throws -> [GlyphRun] {
    let style = theme.typography(token).textStyle
    return try centered(text, in: rect, style: style, color: color)
  }

  /// `text` as a paragraph running `direction` in `language`, split into runs of one font and one
  /// direction (Hebrew and Arabic in their Noto face, Latin in `token`'s), the whole horizontally
  /// centred in `rect`, capitals of `token`'s font centred on `rect.midY`, every run on one
  /// baseline: ``centeredText(_:in:style:color:)`` in another direction and language.
  public func centeredRuns(
    _ text: String, in rect: Rect, style token: TypographyToken, color: ColorToken,
    direction: TextDirection = .leftToRight, language: String = "en"
  ) throws -> [GlyphRun] {
    var style = theme.typography(token).textStyle
    style.direction = direction
    style.language = language
    return try centered(text, in: rect, style: style, color: color)
  }

  /// The runs of `text` starting at `x`, capitals centred on `midY`.
  public func leadingText(
    _ text: String, x: Double, midY: Double, style token: TypographyToken, color: ColorToken
  ) throws -> [GlyphRun] {
    let style = theme.typography(token).textStyle
    let metrics = try shaper.metrics(style)
    return try line(text, style: style).glyphRuns(
      x: x, baseline: midY + metrics.capHeight / 2, color: theme.color(color))
  }

  /// `text` in `style`, centred in `rect`, capitals of the style's font centred on `rect.midY`.
  private func centered(
    _ text: String, in rect: Rect, style: TextStyle, color: ColorToken
  ) throws -> [GlyphRun] {
    let line = try line(text, style: style)
    let metrics = try shaper.metrics(style)
    return line.glyphRuns(
      x: rect.midX - line.advance / 2, baseline: rect.midY + metrics.capHeight / 2,
      color: theme.color(color))
  }

  /// Wraps `items` in a draw list whose canvas is the whole-point box around everything they
  /// touch, shadows included.
  public static func fitted(_ items: [DrawList.Item]) -> DrawList {
    let list = DrawList(canvas: Rect(x: 0, y: 0, width: 0, height: 0), items: items)
    return DrawList(canvas: list.contentBounds?.integral ?? list.canvas, items: items)
  }
}
