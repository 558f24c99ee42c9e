import DrawList
import PickerModel
import Theme

/// Where everything in a row of option tiles goes, from the e& tokens: fixed 106×72 tiles
/// `eand/spacing/sm` apart, content 20 pt from the top and 8 pt from the sides, the check circle
/// 6 pt from the top and end edges, the badge strip 2 pt inside the bottom.
///
/// In a right-to-left locale the row and the tile mirror: the first tile at the right, each next
/// one to its left, and the check at the top left (the seed's `.topTrailing`, 6 pt from the top
/// and the trailing edge).
public struct OptionTileLayout: Sendable {
  /// The badge strip's bottom corner radius: 28 pt, which has no token (the spec says so); the
  /// backend clamps it to half the strip's height and the strip is clipped to the tile's inner
  /// curve, so its bottom follows the tile.
  public static let badgeBottomRadius = 28.0

  /// The tokens the layout reads.
  public let theme: Theme
  /// Whether the row and the tiles are mirrored (a right-to-left locale).
  public let isRightToLeft: Bool

  /// Creates a layout, mirrored when `rightToLeft`.
  public init(theme: Theme, rightToLeft: Bool = false) {
    self.theme = theme
    self.isRightToLeft = rightToLeft
  }

  /// The page padding around a row: `eand/spacing/xl` (20).
  public var pagePadding: Double { theme.dimension(.eandSpacingXl) }
  /// Between neighbouring tiles: `eand/spacing/sm` (8).
  public var gap: Double { theme.dimension(.eandSpacingSm) }
  /// The tile's corner radius: `eand/radius/6` (16).
  public var tileRadius: Double { theme.dimension(.eandRadius6) }
  /// The content's top padding: `eand/spacing/xl` (20).
  public var topPadding: Double { theme.dimension(.eandSpacingXl) }
  /// The content's side padding: `eand/spacing/sm` (8).
  public var sidePadding: Double { theme.dimension(.eandSpacingSm) }

  /// The width of a row of `count` tiles.
  public func rowWidth(_ count: Int) -> Double {
    Double(count) * OptionTile.width + Double(max(count - 1, 0)) * gap
  }

  /// Tile `index` of a row whose first tile's top left is `origin`: each next tile to its right,
  /// or to its left when mirrored.
  public func tileFrame(_ index: Int, origin: Point) -> Rect {
    let step = Double(index) * (OptionTile.width + gap)
    return Rect(
      x: isRightToLeft ? origin.x - step : origin.x + step, y: origin.y,
      width: OptionTile.width, height: OptionTile.height)
  }

  /// The tile's shape: its frame at `eand/radius/6`.
  public func tileShape(_ frame: Rect) -> Shape {
    .roundedRect(frame, radius: tileRadius)
  }

  /// The value's line: inside the side padding, `topPadding` down, one title/sm line tall.
  public func valueLine(in tile: Rect) -> Rect {
    Rect(
      x: tile.x + sidePadding, y: tile.y + topPadding, width: tile.width - 2 * sidePadding,
      height: theme.typography(.eandTitleSm).lineHeight)
  }

  /// How far the caption's line rises into the value's, so that it ends where the badge strip
  /// starts: the spec's stack (20 top padding, a 20 pt title/sm line, a 16 pt body/xs line) and
  /// its strip (16 tall, 2 inside the bottom) add up to 74 pt in a tile fixed at 72. The tile's
  /// size, the padding and the strip are numbers the spec says not to change, so the 2 pt come
  /// out of the two lines' leading (the space above the caption's ascenders), never out of the
  /// caption's descenders, which the strip covered by 1 pt. No rise when the stack fits.
  public var captionRise: Double {
    let stack =
      topPadding + theme.typography(.eandTitleSm).lineHeight
      + theme.typography(.eandBodyXs).lineHeight
    let strip = theme.dimension(.eandBadgeHeight) + theme.dimension(.eandSpacing3xs)
    return max(0, stack + strip - OptionTile.height)
  }

  /// The caption's line under the value's, ``captionRise`` into it: one body/xs line tall,
  /// ending where the badge strip starts.
  public func captionLine(in tile: Rect) -> Rect {
    let value = valueLine(in: tile)
    return Rect(
      x: value.x, y: value.maxY - captionRise, width: value.width,
      height: theme.typography(.eandBodyXs).lineHeight)
  }

  /// The check's 24 pt box (`eand/size/icon-xl`), `eand/spacing/xs` (6) from the top and end
  /// (the right, or the left when mirrored).
  public func checkBox(in tile: Rect) -> Rect {
    let side = theme.dimension(.eandIconXl)
    let offset = theme.dimension(.eandSpacingXs)
    let x = isRightToLeft ? tile.x + offset : tile.maxX - offset - side
    return Rect(x: x, y: tile.y + offset, width: side, height: side)
  }

  /// The box a selected tile's value is centred in: the value line, narrowed evenly on both
  /// sides so that the value stops short of the check circle where the two share rows (a
  /// 106 pt tile leaves 50 pt, 25 each side of the middle, before the circle's edge at 78 pt).
  public func selectedValueBox(in tile: Rect) -> Rect {
    let line = valueLine(in: tile)
    let radius = theme.dimension(.eandIconLg) / 2
    let centre = checkBox(in: tile).center
    guard line.y < centre.y + radius, line.maxY > centre.y - radius else { return line }
    let clear = isRightToLeft ? line.midX - (centre.x + radius) : centre.x - radius - line.midX
    let width = min(line.width, max(0, 2 * clear))
    return Rect(x: line.midX - width / 2, y: line.y, width: width, height: line.height)
  }

  /// How far the badge's text keeps from the strip's ends: `eand/spacing/xs` (6), clear of the
  /// strip's 8 pt bottom curve and of the tile's inner curve it is clipped to.
  public var badgeTextInset: Double { theme.dimension(.eandSpacingXs) }

  /// The 20 pt check circle (`eand/size/icon-lg`) centred in its box.
  public func checkCircle(in tile: Rect) -> Shape {
    .circle(center: checkBox(in: tile).center, radius: theme.dimension(.eandIconLg) / 2)
  }

  /// The badge strip: `eand/size/badge` (16) tall, `eand/spacing/3xs` (2) inside the tile's
  /// sides and bottom.
  public func badgeStrip(in tile: Rect) -> Rect {
    let inset = theme.dimension(.eandSpacing3xs)
    let height = theme.dimension(.eandBadgeHeight)
    return Rect(
      x: tile.x + inset, y: tile.maxY - inset - height, width: tile.width - 2 * inset,
      height: height)
  }

  /// The strip's radii: `eand/radius/2` (6) at the top, 28 at the bottom.
  public var badgeRadii: CornerRadii {
    let top = theme.dimension(.eandRadius2)
    return CornerRadii(
      topLeft: top, topRight: top, bottomRight: Self.badgeBottomRadius,
      bottomLeft: Self.badgeBottomRadius)
  }

  /// The curve the strip is clipped to: the tile inset by the strip's inset, its radius less the
  /// inset, so the two stay parallel.
  public func badgeClip(in tile: Rect) -> Shape {
    let inset = theme.dimension(.eandSpacing3xs)
    return .roundedRect(
      tile.insetBy(dx: inset, dy: inset), radius: max(0, tileRadius - inset))
  }
}
