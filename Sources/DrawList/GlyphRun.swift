/// A font, named by its PostScript name (for example `Inter-Medium`).
///
/// The backend maps the name to a font file; the draw list never holds a path.
public struct FontID: Hashable, Sendable, CustomStringConvertible {
  /// The PostScript name, which is also the font file's base name.
  public var name: String

  /// Creates a font identifier.
  public init(_ name: String) { self.name = name }

  /// The name.
  public var description: String { name }
}

/// One positioned glyph of a shaped run.
public struct Glyph: Hashable, Sendable {
  /// The glyph index in the font.
  public var id: UInt32
  /// Horizontal position of the glyph origin, relative to the run's origin, in points.
  public var x: Double
  /// Vertical position of the glyph origin, relative to the run's baseline, in points (down is +).
  public var y: Double

  /// Creates a glyph.
  public init(id: UInt32, x: Double, y: Double) {
    self.id = id
    self.x = x
    self.y = y
  }
}

/// A run of text already shaped into glyphs: the backend only draws them where they stand.
public struct GlyphRun: Hashable, Sendable {
  /// The source text, kept for readable dumps and accessibility.
  public var text: String
  /// The font the glyph ids refer to.
  public var font: FontID
  /// Font size in points.
  public var size: Double
  /// Text colour.
  public var color: Color
  /// The start of the baseline, in points.
  public var origin: Point
  /// The glyphs, relative to `origin`.
  public var glyphs: [Glyph]
  /// The advance width of the whole run in points.
  public var advance: Double

  /// Creates a run.
  public init(
    text: String, font: FontID, size: Double, color: Color, origin: Point, glyphs: [Glyph],
    advance: Double
  ) {
    self.text = text
    self.font = font
    self.size = size
    self.color = color
    self.origin = origin
    self.glyphs = glyphs
    self.advance = advance
  }
}
