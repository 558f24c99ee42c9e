/// One tile of a repeating pattern: a background colour with coloured rectangles on it, repeated
/// across and down from `origin` (the checkerboard behind a translucent swatch).
public struct PatternTile: Hashable, Sendable {
  /// One coloured rectangle, relative to the tile's top-left corner.
  public struct Cell: Hashable, Sendable {
    /// Where it sits in the tile.
    public var rect: Rect
    /// Its colour.
    public var color: Color

    /// Creates a cell.
    public init(_ rect: Rect, _ color: Color) {
      self.rect = rect
      self.color = color
    }
  }

  /// Where one tile's top-left corner sits; the pattern repeats from there in every direction.
  public var origin: Point
  /// The tile's width in points.
  public var width: Double
  /// The tile's height in points.
  public var height: Double
  /// The tile's colour under its cells.
  public var background: Color
  /// The rectangles drawn on the background.
  public var cells: [Cell]

  /// Creates a tile.
  public init(origin: Point, width: Double, height: Double, background: Color, cells: [Cell]) {
    self.origin = origin
    self.width = width
    self.height = height
    self.background = background
    self.cells = cells
  }

  /// A checkerboard of `cell`-point squares: `light` at the origin's square, `dark` beside it.
  public static func checkerboard(origin: Point, cell: Double, light: Color, dark: Color)
    -> PatternTile
  {
    PatternTile(
      origin: origin, width: 2 * cell, height: 2 * cell, background: light,
      cells: [
        Cell(Rect(x: cell, y: 0, width: cell, height: cell), dark),
        Cell(Rect(x: 0, y: cell, width: cell, height: cell), dark),
      ])
  }
}
