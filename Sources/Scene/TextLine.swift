import DrawList

/// One line of text shaped for drawing: the shaper's runs (each in one face and one direction:
/// Latin in the style's face, other scripts in their Noto face), left to right on the page, and
/// the line's width. ``SceneContext/line(_:style:)`` makes one; ``glyphRuns(x:baseline:color:)``
/// places it.
public struct TextLine: Sendable {
  /// The style the line was shaped in (its font is the Latin face; runs name their own).
  public let style: TextStyle
  /// The runs, left to right on the page, each at its ``ShapedRun/x`` from the line's left edge.
  public let runs: [ShapedRun]

  /// Creates a line from shaped runs.
  public init(style: TextStyle, runs: [ShapedRun]) {
    self.style = style
    self.runs = runs
  }

  /// The line's width in points: from its left edge to the end of its rightmost run.
  public var advance: Double {
    runs.reduce(0) { max($0, $1.x + $1.advance) }
  }

  /// The runs as glyph runs in `color`, the line's left edge at `x`, every run on `baseline`.
  public func glyphRuns(x: Double, baseline: Double, color: Color) -> [GlyphRun] {
    runs.map { run in
      GlyphRun(
        text: run.text, font: run.font, size: style.size, color: color,
        origin: Point(x: x + run.x, y: baseline), glyphs: run.glyphs, advance: run.advance,
        features: style.features, language: style.language, direction: run.direction)
    }
  }
}
