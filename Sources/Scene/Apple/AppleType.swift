import DrawList
import PickerModel
import Theme

/// The type the Apple mirrors draw with: the iOS body token's family (Inter standing in for SF
/// Pro) at the weight and size a platform control uses, with tracking given in points as the
/// replicas give it (`letterSpacing: -0.5`) and turned into em.
public enum AppleType {
  /// Where a paragraph's runs sit across: starting at `x`, centred on it, or ending at it.
  public enum Anchor: Hashable, Sendable {
    /// The paragraph's left edge at `x`.
    case left
    /// The paragraph centred on `x`.
    case centre
    /// The paragraph's right edge at `x`.
    case right
  }

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

  /// The same style for text in `localeIdentifier`: shaped in its language, as a paragraph in
  /// its direction (right to left for Hebrew and Arabic).
  public static func style(
    _ theme: Theme, weight: Int, size: Double, tracking: Double = 0, localeIdentifier: String
  ) -> TextStyle {
    localized(style(theme, weight: weight, size: size, tracking: tracking), to: localeIdentifier)
  }

  /// `style` shaped in `localeIdentifier`'s language (Foundation's, `zh-Hans` for `zh_CN`, which
  /// picks the CJK face) as a paragraph in its direction.
  public static func localized(_ style: TextStyle, to localeIdentifier: String) -> TextStyle {
    var style = style
    let locale = PickerLocale.named(localeIdentifier)
    style.language = locale.language
    style.direction = TextDirection(isRightToLeft: locale.isRightToLeft)
    return style
  }

  /// `text` as a paragraph running `style.direction`, split by the shaper into runs of one face
  /// and one direction (Hebrew and Arabic in their Noto faces) on one baseline, the capitals of
  /// `style`'s font centred on `midY`, placed across by `anchor` at `x`. A left-to-right Latin
  /// string is one run.
  public static func runs(
    _ text: String, style: TextStyle, color: Color, x: Double, midY: Double,
    anchor: Anchor = .left, shaper: any TextShaper
  ) throws -> [GlyphRun] {
    let metrics = try shaper.metrics(style)
    return try runs(
      text, style: style, color: color, x: x, baseline: midY + metrics.capHeight / 2,
      anchor: anchor, shaper: shaper)
  }

  /// The paragraph of ``runs(_:style:color:x:midY:anchor:shaper:)`` on the baseline `baseline`.
  public static func runs(
    _ text: String, style: TextStyle, color: Color, x: Double, baseline: Double,
    anchor: Anchor = .left, shaper: any TextShaper
  ) throws -> [GlyphRun] {
    let shaped = try shaper.shapeParagraph(text, style: style)
    let advance = shaped.reduce(0) { max($0, $1.x + $1.advance) }
    let left: Double =
      switch anchor {
      case .left: x
      case .centre: x - advance / 2
      case .right: x - advance
      }
    return shaped.map { run in
      GlyphRun(
        text: run.text, font: run.font, size: style.size, color: color,
        origin: Point(x: left + run.x, y: baseline), glyphs: run.glyphs,
        advance: run.advance, features: style.features, language: style.language,
        direction: run.direction)
    }
  }

  /// The width of `text` as a paragraph in `style` (see ``runs(_:style:color:x:midY:anchor:shaper:)``).
  public static func advance(_ text: String, style: TextStyle, shaper: any TextShaper) throws
    -> Double
  {
    try shaper.shapeParagraph(text, style: style).reduce(0) { max($0, $1.x + $1.advance) }
  }

  /// The left and right edges of the runs drawn for one paragraph.
  public static func extent(of runs: [GlyphRun]) -> (minX: Double, maxX: Double) {
    let minX = runs.map(\.origin.x).min() ?? 0
    let maxX = runs.map { $0.origin.x + $0.advance }.max() ?? minX
    return (minX, maxX)
  }
}
