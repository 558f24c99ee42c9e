import DrawList
import Testing

@Suite struct DrawListTranslationTests {
  static let (dx, dy) = (5.0, -3.0)
  static let square = Rect(x: 0, y: 0, width: 10, height: 10)
  static let moved = Rect(x: 5, y: -3, width: 10, height: 10)
  static let stops = [
    GradientStop(offset: 0, color: .white), GradientStop(offset: 1, color: .black),
  ]

  static func path(_ d: Point) -> Path {
    func p(_ x: Double, _ y: Double) -> Point { Point(x: x + d.x, y: y + d.y) }
    return Path([
      .move(to: p(0, 0)), .line(to: p(10, 0)),
      .curve(to: p(10, 10), control1: p(12, 2), control2: p(12, 8)), .close,
    ])
  }

  static func run(at origin: Point) -> GlyphRun {
    GlyphRun(
      text: "16", font: FontID("Inter-Medium"), size: 14, color: .black, origin: origin,
      glyphs: [Glyph(id: 20, x: 0, y: 0), Glyph(id: 25, x: 8.4, y: -1)], advance: 16.8,
      features: ["tnum"], language: "he", direction: .rightToLeft)
  }

  static let cases: [(Command, Command)] = [
    (
      .fill(.rect(square, CornerRadii(2)), .solid(.black)),
      .fill(.rect(moved, CornerRadii(2)), .solid(.black))
    ),
    (
      .fill(
        .circle(center: Point(x: 1, y: 1), radius: 4),
        .linearGradient(from: Point(x: 0, y: 0), to: Point(x: 10, y: 0), stops: stops)),
      .fill(
        .circle(center: Point(x: 6, y: -2), radius: 4),
        .linearGradient(from: Point(x: 5, y: -3), to: Point(x: 15, y: -3), stops: stops))
    ),
    (
      .fill(
        .path(path(Point(x: 0, y: 0))),
        .radialGradient(center: Point(x: 2, y: 2), radius: 7, stops: stops)),
      .fill(
        .path(path(Point(x: 5, y: -3))),
        .radialGradient(center: Point(x: 7, y: -1), radius: 7, stops: stops))
    ),
    (
      .fill(
        .rect(square, .zero), .conicGradient(center: Point(x: 0, y: 0), startAngle: 1, stops: stops)
      ),
      .fill(
        .rect(moved, .zero), .conicGradient(center: Point(x: 5, y: -3), startAngle: 1, stops: stops)
      )
    ),
    (
      .fill(
        .rect(square, .zero),
        .cornerGradient(
          square, topLeft: .white, topRight: .black, bottomLeft: .clear, bottomRight: .white)),
      .fill(
        .rect(moved, .zero),
        .cornerGradient(
          moved, topLeft: .white, topRight: .black, bottomLeft: .clear, bottomRight: .white))
    ),
    (
      .fill(
        .rect(square, .zero),
        .pattern(.checkerboard(origin: Point(x: 1, y: 1), cell: 4, light: .white, dark: .black))),
      .fill(
        .rect(moved, .zero),
        .pattern(.checkerboard(origin: Point(x: 6, y: -2), cell: 4, light: .white, dark: .black)))
    ),
    (
      .stroke(
        .rect(square, CornerRadii(3)),
        Stroke(
          .linearGradient(from: Point(x: 0, y: 0), to: Point(x: 0, y: 10), stops: stops), width: 2,
          dash: [4, 2], dashPhase: 1, cap: .round, join: .bevel)),
      .stroke(
        .rect(moved, CornerRadii(3)),
        Stroke(
          .linearGradient(from: Point(x: 5, y: -3), to: Point(x: 5, y: 7), stops: stops), width: 2,
          dash: [4, 2], dashPhase: 1, cap: .round, join: .bevel))
    ),
    // The shadow's offset is relative to its shape, so only the shape moves.
    (
      .shadow(
        .circle(center: Point(x: 0, y: 0), radius: 3),
        Shadow(offsetX: 0, offsetY: 4, blur: 8, spread: 1, color: .black)),
      .shadow(
        .circle(center: Point(x: 5, y: -3), radius: 3),
        Shadow(offsetX: 0, offsetY: 4, blur: 8, spread: 1, color: .black))
    ),
    // Glyphs are relative to the origin, so only the origin moves.
    (.text(run(at: Point(x: 10, y: 20))), .text(run(at: Point(x: 15, y: 17)))),
    (.pushClip(.path(path(Point(x: 0, y: 0)))), .pushClip(.path(path(Point(x: 5, y: -3))))),
    (.popClip, .popClip),
    (
      .pushGroup(
        Group(
          opacity: 0.5, blend: .multiply, clip: .circle(center: Point(x: 0, y: 0), radius: 3),
          backdropBlur: 4)),
      .pushGroup(
        Group(
          opacity: 0.5, blend: .multiply, clip: .circle(center: Point(x: 5, y: -3), radius: 3),
          backdropBlur: 4))
    ),
    (.pushGroup(Group()), .pushGroup(Group())),
    (.popGroup, .popGroup),
  ]

  @Test(arguments: cases)
  func everyCommandKindMovesWhatItPlaces(command: Command, expected: Command) {
    #expect(command.translated(dx: Self.dx, dy: Self.dy) == expected)
  }

  static let transforms: [Transform] = [
    .scale(0.83, 0.34, about: Point(x: 160, y: 108)),
    .rotation(.pi / 5, about: Point(x: 20, y: 20)),
    .translation(dx: -7, dy: 2),
    Transform(a: 1, b: 0.25, c: -0.5, d: 1.5, tx: 2, ty: 1),
  ]

  /// The group's transform is conjugated: a point it places lands dx, dy further on.
  @Test(arguments: transforms)
  func aTransformedGroupPlacesItsContentFurtherOn(transform: Transform) throws {
    let command = Command.pushGroup(Group(transform: transform))
    guard case .pushGroup(let group) = command.translated(dx: Self.dx, dy: Self.dy) else {
      Issue.record("a group stopped being a group")
      return
    }
    for p in [Point(x: 0, y: 0), Point(x: 10, y: -4), Point(x: 160, y: 108)] {
      let before = transform.apply(p)
      let after = group.transform.apply(p.offsetBy(dx: Self.dx, dy: Self.dy))
      #expect(Tolerance.close(after, before.offsetBy(dx: Self.dx, dy: Self.dy)))
    }
  }

  /// A group's clip is given outside its transform, so it moves by the offset, exactly.
  @Test(arguments: transforms)
  func aTranslatedGroupKeepsItsClip(transform: Transform) {
    let clip = Shape.roundedRect(Rect(x: 0, y: 0, width: 320, height: 216), radius: 8)
    let group = Group(transform: transform, clip: clip, backdropBlur: 20)
    guard case .pushGroup(let moved) = Command.pushGroup(group).translated(dx: 5, dy: -3) else {
      Issue.record("a group stopped being a group")
      return
    }
    #expect(moved.clip == .roundedRect(Rect(x: 5, y: -3, width: 320, height: 216), radius: 8))
    #expect(moved.backdropBlur == 20)
  }

  @Test func anUntransformedGroupStaysExactlyUntransformed() {
    let moved = Command.pushGroup(Group(opacity: 0.25)).translated(dx: 0.1, dy: 0.7)
    #expect(moved == .pushGroup(Group(opacity: 0.25)))
  }

  /// Where `point`, in the coordinates of item `index`, lands on the page: every enclosing
  /// group's transform, the innermost applied first (as Cairo's `cairo_transform` nests them).
  static func onPage(_ point: Point, in list: DrawList, at index: Int) -> Point {
    var stack: [Transform] = [.identity]
    for item in list.items.prefix(index) {
      switch item.command {
      case .pushGroup(let group): stack.append(stack.last!.concatenating(after: group.transform))
      case .popGroup: stack.removeLast()
      default: break
      }
    }
    return stack.last!.apply(point)
  }

  static func nested() -> DrawList {
    var list = DrawList(canvas: Rect(x: 0, y: 0, width: 300, height: 200))
    list.append(
      .pushGroup(Group(transform: .rotation(.pi / 4, about: Point(x: 50, y: 50)))), tag: "outer")
    list.append(
      .pushGroup(Group(transform: .scale(2, 0.5, about: Point(x: 10, y: 10)))), tag: "inner")
    list.append(.fill(.rect(square, .zero), .solid(.black)), tag: "square")
    list.append(.popGroup, tag: "inner")
    list.append(.popGroup, tag: "outer")
    return list
  }

  @Test func nestedGroupsMoveTheirContentByTheOffsetOnce() {
    let list = Self.nested()
    let moved = list.translated(dx: Self.dx, dy: Self.dy)
    for corner in [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 0, y: 10), Point(x: 10, y: 10)] {
      let before = Self.onPage(corner, in: list, at: 2)
      let after = Self.onPage(corner.offsetBy(dx: Self.dx, dy: Self.dy), in: moved, at: 2)
      #expect(Tolerance.close(after, before.offsetBy(dx: Self.dx, dy: Self.dy)))
    }
  }

  @Test func theListKeepsItsTagsMarksAndSemantics() {
    let node = SemanticNode(
      id: "day 16", role: .day, label: "16 January 2026", value: "16", states: [.selected],
      hitRect: Rect(x: 1, y: 2, width: 44, height: 44))
    let list = DrawList(
      canvas: Rect(x: -10, y: -10, width: 100, height: 60),
      items: [
        DrawList.Item(.fill(.rect(Self.square, .zero), .solid(.black)), tag: "card"),
        DrawList.Item(
          .fill(.circle(center: Point(x: 5, y: 5), radius: 2), .solid(.white)), tag: "dot",
          isMark: true),
      ],
      semantics: [node])
    let moved = list.translated(dx: Self.dx, dy: Self.dy)
    #expect(moved.canvas == Rect(x: -5, y: -13, width: 100, height: 60))
    #expect(moved.items.map(\.tag) == ["card", "dot"])
    #expect(moved.items.map(\.isMark) == [false, true])
    var expected = node
    expected.hitRect = Rect(x: 6, y: -1, width: 44, height: 44)
    #expect(moved.semantics == [expected])
  }

  @Test func translatingByZeroChangesNothing() {
    let list = Self.nested()
    #expect(list.translated(dx: 0, dy: 0) == list)
    for (command, _) in Self.cases {
      #expect(command.translated(dx: 0, dy: 0) == command)
    }
  }

  @Test func twoMovesAddUp() {
    var list = Self.nested()
    list.items += Self.cases.map { DrawList.Item($0.0, tag: "case") }
    let twice = list.translated(dx: 1, dy: 2).translated(dx: 3, dy: -4)
    let once = list.translated(dx: 4, dy: -2)
    #expect(twice.dump() == once.dump())
    let (a, b) = (twice.contentBounds, once.contentBounds)
    #expect(a != nil && b != nil && Tolerance.close(a!, b!))
  }

  @Test func theContentBoundsMoveWithTheList() throws {
    var list = Self.nested()
    list.items += Self.cases.map { DrawList.Item($0.0, tag: "case") }
    let before = try #require(list.contentBounds)
    let after = try #require(list.translated(dx: Self.dx, dy: Self.dy).contentBounds)
    #expect(Tolerance.close(after, before.offsetBy(dx: Self.dx, dy: Self.dy)))
  }

  @Test func pointsMoveByTheOffset() {
    #expect(Point(x: 1, y: 2).offsetBy(dx: -1, dy: 0.5) == Point(x: 0, y: 2.5))
  }
}
