import DrawList
import Theme

/// What every scene builder needs besides its model: the resolved theme and a text shaper.
///
/// It also collects the commands as a scene is built and places the canvas around them.
public struct SceneContext: Sendable {
  /// The tokens for one appearance.
  public let theme: Theme
  /// Measures and shapes every string before it enters the draw list.
  public let shaper: any TextShaper

  /// Creates a context.
  public init(theme: Theme, shaper: any TextShaper) {
    self.theme = theme
    self.shaper = shaper
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
