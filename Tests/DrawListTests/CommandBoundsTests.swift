import DrawList
import Testing

/// What each command says it may touch: shapes' boxes, strokes' reach, shadows' blur and spread.
@Suite struct CommandBoundsTests {
  static let box = Rect(x: 10, y: 20, width: 30, height: 40)
  static let triangle = Shape.path(
    Path([
      .move(to: Point(x: 0, y: 0)), .line(to: Point(x: 10, y: 0)), .line(to: Point(x: 0, y: 10)),
      .close,
    ]))

  @Test(arguments: [
    (Shape.rect(box, CornerRadii(8)), box),
    (.circle(center: Point(x: 5, y: -5), radius: 3), Rect(x: 2, y: -8, width: 6, height: 6)),
    (triangle, Rect(x: 0, y: 0, width: 10, height: 10)),
    // Control points count, even where the curve does not reach them.
    (
      .path(
        Path([
          .move(to: Point(x: 0, y: 0)),
          .curve(
            to: Point(x: 10, y: 0), control1: Point(x: 2, y: -8), control2: Point(x: 8, y: 12)),
        ])),
      Rect(x: 0, y: -8, width: 10, height: 20)
    ),
    // Several sub-paths: the box around them all.
    (
      .path(
        Path([
          .move(to: Point(x: -5, y: 0)), .line(to: Point(x: -4, y: 1)), .close,
          .move(to: Point(x: 20, y: 30)), .line(to: Point(x: 21, y: 31)),
        ])),
      Rect(x: -5, y: 0, width: 26, height: 31)
    ),
    (.path(Path([.move(to: Point(x: 7, y: 8))])), Rect(x: 7, y: 8, width: 0, height: 0)),
    // An empty path names no point: its box is the zero rectangle at the origin.
    (.path(Path()), Rect(x: 0, y: 0, width: 0, height: 0)),
  ])
  func aShapesBoundsAreTheBoxAroundWhatItNames(shape: Shape, bounds: Rect) {
    #expect(shape.bounds == bounds)
  }

  @Test func pathBuildersAppendTheirElements() {
    var path = Path()
    path.move(to: Point(x: 0, y: 0))
    path.line(to: Point(x: 1, y: 0))
    path.curve(to: Point(x: 1, y: 1), control1: Point(x: 2, y: 0), control2: Point(x: 2, y: 1))
    path.close()
    #expect(
      path.elements == [
        .move(to: Point(x: 0, y: 0)), .line(to: Point(x: 1, y: 0)),
        .curve(to: Point(x: 1, y: 1), control1: Point(x: 2, y: 0), control2: Point(x: 2, y: 1)),
        .close,
      ])
  }

  /// Half the width on rectangles and circles; on a path a miter join can reach five widths (the
  /// miter limit of 10 halves), and a square cap √2 halves.
  @Test(arguments: [
    (Shape.rect(box, .zero), Stroke.Join.miter, Stroke.Cap.butt, 2.0),
    (.rect(box, .zero), .miter, .square, 2),
    (.circle(center: Point(x: 0, y: 0), radius: 5), .bevel, .square, 2),
    (triangle, .miter, .butt, 20),
    (triangle, .miter, .square, 20),
    (triangle, .round, .butt, 2),
    (triangle, .bevel, .round, 2),
    (triangle, .round, .square, 2 * 2.0.squareRoot()),
    (triangle, .bevel, .square, 2 * 2.0.squareRoot()),
  ])
  func aStrokeReachesPastItsOutline(
    shape: Shape, join: Stroke.Join, cap: Stroke.Cap, reach: Double
  ) {
    let stroke = Stroke(.solid(.black), width: 4, cap: cap, join: join)
    #expect(Tolerance.close(stroke.reach(on: shape), reach))
  }

  @Test(arguments: [
    // Three standard deviations (σ = blur / 2) plus the spread, around the offset shape.
    (
      Shadow(offsetX: 0, offsetY: 25, blur: 25, color: .black),
      Rect(x: 0, y: 0, width: 340, height: 100),
      Rect(x: -37.5, y: -12.5, width: 415, height: 175)
    ),
    (
      Shadow(offsetX: -3, offsetY: 4, blur: 0, spread: 2, color: .black), box,
      Rect(x: 5, y: 22, width: 34, height: 44)
    ),
    (
      Shadow(offsetX: 0, offsetY: 0, blur: 4, spread: -6, color: .black), box,
      Rect(x: 10, y: 20, width: 30, height: 40)
    ),
    (
      Shadow(offsetX: 1, offsetY: 1, blur: 2, spread: -1, color: .black), box,
      Rect(x: 9, y: 19, width: 34, height: 44)
    ),
  ])
  func aShadowReachesPastItsShape(shadow: Shadow, shape: Rect, bounds: Rect) {
    #expect(shadow.bounds(of: shape) == bounds)
  }

  @Test func blurExtentIsThreeSigma() {
    #expect(Shadow(offsetX: 0, offsetY: 0, blur: 8, color: .black).blurExtent == 12)
    #expect(Shadow(offsetX: 0, offsetY: 0, blur: 0, color: .black).blurExtent == 0)
  }

  static let run = GlyphRun(
    text: "16", font: FontID("Inter-Medium"), size: 20, color: .black,
    origin: Point(x: 100, y: 50), glyphs: [Glyph(id: 1, x: 0, y: 0)], advance: 30)

  @Test(arguments: [
    (Command.fill(.rect(box, .zero), .solid(.black)), box),
    (
      .stroke(.rect(box, .zero), .solid(.black, width: 4)), Rect(x: 8, y: 18, width: 34, height: 44)
    ),
    (.stroke(triangle, .solid(.black, width: 2)), Rect(x: -10, y: -10, width: 30, height: 30)),
    (
      .stroke(triangle, Stroke(.solid(.black), width: 2, join: .round)),
      Rect(x: -1, y: -1, width: 12, height: 12)
    ),
    (
      .shadow(.rect(box, .zero), Shadow(offsetX: 2, offsetY: 4, blur: 2, spread: 1, color: .black)),
      Rect(x: 8, y: 20, width: 38, height: 48)
    ),
    // From a size above the baseline, 1.3 sizes tall (descenders), one advance wide.
    (.text(run), Rect(x: 100, y: 30, width: 30, height: 26)),
  ])
  func aDrawingCommandsBoundsCoverWhatItPaints(command: Command, bounds: Rect) {
    #expect(command.bounds.map { Tolerance.close($0, bounds) } == true)
  }

  @Test(arguments: [
    Command.pushClip(.rect(box, .zero)), .popClip, .pushGroup(Group(opacity: 0.5)), .popGroup,
  ])
  func bookkeepingHasNoBounds(command: Command) {
    #expect(command.bounds == nil)
  }
}
