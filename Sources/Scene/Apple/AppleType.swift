import DrawList
import Theme

/// The type the Apple mirrors draw with: the iOS body token's family (Inter standing in for SF
/// Pro) at the weight and size a platform control uses, with tracking given in points as the
/// replicas give it (`letterSpacing: -0.5`) and turned into em.
public enum AppleType {
  /// The style for `size` pt text at CSS `weight` with `tracking` points between glyphs.
  public static func style(_ theme: Theme, weight: Int, size: Double, tracking: Double = 0)
    -> TextStyle
  {
    let body = theme.typography(.iosBody)
    return Typography(
      fontFamily: body.fontFamily, fontWeight: weight, fontSize: size, lineHeight: size * 1.2,
      letterSpacing: size > 0 ? tracking / size : 0
    ).textStyle
  }

  /// A shaped run of `text` in `style` and `color`, starting at `x` (or centred on `x` when
  /// `centred`), with its capitals centred on `midY`.
  public static func run(
    _ text: String, style: TextStyle, color: Color, x: Double, midY: Double,
    centred: Bool = false, shaper: any TextShaper
  ) throws -> GlyphRun {
    let shaped = try shaper.shape(text, style: style)
    let metrics = try shaper.metrics(style)
    let originX = centred ? x - shaped.advance / 2 : x
    return GlyphRun(
      text: text, font: style.font, size: style.size, color: color,
      origin: Point(x: originX, y: midY + metrics.capHeight / 2), glyphs: shaped.glyphs,
      advance: shaped.advance, features: style.features, language: style.language,
      direction: style.direction)
  }
}
