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

  /// Whether Foundation has locale data for `identifier` (`de_DE`, `he_IL@fw=mon`): a locale
  /// it has none for would quietly fall back to root data, so callers refuse it.
  public static func isAvailable(locale identifier: String) -> Bool {
    PickerLocale.isAvailable(identifier)
  }

  /// A shaped run of `text` in `token`'s style and `color`, horizontally centred in `rect` and
  /// with its capitals vertically centred on `rect.midY`.
  public func centeredText(
    _ text: String, in rect: Rect, style token: TypographyToken, color: ColorToken
  ) throws -> GlyphRun {
    let style = theme.typography(token).textStyle
    let shaped = try shaper.shape(text, style: style)
    let metrics = try shaper.metrics(style)
    let origin = Point(x: rect.midX - shaped.advance / 2, y: rect.midY + metrics.capHeight / 2)
    return GlyphRun(
      text: text, font: style.font, size: style.size, color: theme.color(color), origin: origin,
      glyphs: shaped.glyphs, advance: shaped.advance, features: style.features,
      language: style.language, direction: style.direction)
  }

  /// `text` as a paragraph running `direction` in `language`, split into runs of one font and one
  /// direction (Hebrew and Arabic in their Noto face, Latin in `token`'s), the whole horizontally
  /// centred in `rect`, capitals of `token`'s font centred on `rect.midY`, every run on one
  /// baseline. A left-to-right Latin string is one run, exactly ``centeredText(_:in:style:color:)``.
  public func centeredRuns(
    _ text: String, in rect: Rect, style token: TypographyToken, color: ColorToken,
    direction: TextDirection = .leftToRight, language: String = "en"
  ) throws -> [GlyphRun] {
    var style = theme.typography(token).textStyle
    if direction == .leftToRight && language == style.language {
      return [try centeredText(text, in: rect, style: token, color: color)]
    }
    style.direction = direction
    style.language = language
    let runs = try shaper.shapeParagraph(text, style: style)
    let metrics = try shaper.metrics(style)
    let advance = runs.reduce(0) { max($0, $1.x + $1.advance) }
    let left = rect.midX - advance / 2
    let baseline = rect.midY + metrics.capHeight / 2
    return runs.map { run in
      GlyphRun(
        text: run.text, font: run.font, size: style.size, color: theme.color(color),
        origin: Point(x: left + run.x, y: baseline), glyphs: run.glyphs, advance: run.advance,
        features: style.features, language: language, direction: run.direction)
    }
  }

  /// A shaped run starting at `x`, capitals centred on `midY`.
  public func leadingText(
    _ text: String, x: Double, midY: Double, style token: TypographyToken, color: ColorToken
  ) throws -> GlyphRun {
    var run = try centeredText(
      text, in: Rect(x: x, y: midY, width: 0, height: 0), style: token, color: color)
    run.origin.x = x
    return run
  }

  /// Wraps `items` in a draw list whose canvas is the whole-point box around everything they
  /// touch, shadows included.
  public static func fitted(_ items: [DrawList.Item]) -> DrawList {
    let list = DrawList(canvas: Rect(x: 0, y: 0, width: 0, height: 0), items: items)
    return DrawList(canvas: list.contentBounds?.integral ?? list.canvas, items: items)
  }
}
