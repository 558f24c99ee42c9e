import DrawList
import Testing

/// `DrawList.contentBounds`: the union of what every command may touch, placed on the page by the
/// groups around it (a fitted scene's canvas).
@Suite struct ContentBoundsTests {
  static let square = Rect(x: 0, y: 0, width: 10, height: 10)

  static func list(_ commands: [Command]) -> DrawList {
    DrawList(
      canvas: Rect(x: -1000, y: -1000, width: 2000, height: 2000),
      items: commands.map { DrawList.Item($0, tag: "item") })
  }

  static func fill(_ rect: Rect) -> Command { .fill(.rect(rect, .zero), .solid(.black)) }

  @Test func nothingToDrawHasNoBounds() {
    #expect(Self.list([]).contentBounds == nil)
    #expect(
      Self.list([.pushGroup(Group()), .pushClip(.rect(Self.square, .zero)), .popClip, .popGroup])
        .contentBounds == nil)
  }

  @Test func theCanvasDoesNotCount() {
    #expect(Self.list([Self.fill(Self.square)]).contentBounds == Self.square)
  }

  @Test func everyCommandAddsWhatItMayTouch() {
    let shadow = Shadow(offsetX: 0, offsetY: 10, blur: 4, spread: 2, color: .black)
    let list = Self.list([
      Self.fill(Self.square),
      .stroke(.rect(Rect(x: 20, y: 0, width: 10, height: 10), .zero), .solid(.black, width: 4)),
      .shadow(.rect(Self.square, .zero), shadow),
    ])
    // The stroke reaches 2 past x = 30; the shadow 8 (6 of blur, 2 of spread) around y 10…20.
    #expect(list.contentBounds == Rect(x: -8, y: -2, width: 40, height: 30))
  }

  @Test(arguments: [
    (Transform.scale(2, 2), Rect(x: 0, y: 0, width: 20, height: 20)),
    (.translation(dx: -5, dy: 7), Rect(x: -5, y: 7, width: 10, height: 10)),
    (.scale(0.5, 0.5, about: Point(x: 5, y: 5)), Rect(x: 2.5, y: 2.5, width: 5, height: 5)),
    (
      .rotation(.pi / 4, about: Point(x: 5, y: 5)),
      Rect(
        x: 5 - 50.0.squareRoot(), y: 5 - 50.0.squareRoot(), width: 2 * 50.0.squareRoot(),
        height: 2 * 50.0.squareRoot())
    ),
  ])
  func aGroupsTransformPlacesItsContent(transform: Transform, bounds: Rect) throws {
    let list = Self.list([
      .pushGroup(Group(transform: transform)), Self.fill(Self.square), .popGroup,
    ])
    #expect(Tolerance.close(try #require(list.contentBounds), bounds))
  }

  @Test func aShadowInAScaledGroupScalesWithItsBlur() {
    let shadow = Shadow(offsetX: 0, offsetY: 0, blur: 2, color: .black)
    let list = Self.list([
      .pushGroup(Group(transform: .scale(2, 2))), .shadow(.rect(Self.square, .zero), shadow),
      .popGroup,
    ])
    #expect(list.contentBounds == Rect(x: -6, y: -6, width: 32, height: 32))
  }

  @Test func aClosedGroupStopsPlacing() {
    let list = Self.list([
      .pushGroup(Group(transform: .translation(dx: 100, dy: 0))), .popGroup,
      Self.fill(Self.square),
    ])
    #expect(list.contentBounds == Self.square)
  }

  @Test func anUnmatchedEndgroupLeavesThePageAlone() {
    let list = Self.list([
      .popGroup, .pushGroup(Group(transform: .scale(3, 3))), .popGroup, .popGroup,
      Self.fill(Self.square),
    ])
    #expect(list.contentBounds == Self.square)
  }

  /// Bounds say what a command may touch; a clip can only take away, so it is not subtracted.
  @Test func clipsDoNotNarrowTheBounds() {
    let small = Shape.rect(Rect(x: 0, y: 0, width: 1, height: 1), .zero)
    let big = Rect(x: -50, y: -50, width: 100, height: 100)
    #expect(Self.list([.pushClip(small), Self.fill(big), .popClip]).contentBounds == big)
    #expect(
      Self.list([.pushGroup(Group(clip: small)), Self.fill(big), .popGroup]).contentBounds == big)
  }

  /// An inner group's transform works in its outer group's coordinates, so it applies first:
  /// scale by 2, then move 100 right (as the backend's nested `cairo_transform` draws it).
  @Test func nestedGroupsApplyTheInnerTransformFirst() {
    let list = Self.list([
      .pushGroup(Group(transform: .translation(dx: 100, dy: 0))),
      .pushGroup(Group(transform: .scale(2, 2))),
      Self.fill(Rect(x: 1, y: 0, width: 1, height: 1)),
      .popGroup, .popGroup,
    ])
    #expect(list.contentBounds == Rect(x: 102, y: 0, width: 2, height: 2))
  }

  @Test func nestedTranslationsAddUp() {
    let list = Self.list([
      .pushGroup(Group(transform: .translation(dx: 100, dy: 0))),
      .pushGroup(Group(transform: .translation(dx: 0, dy: 50))),
      Self.fill(Self.square),
      .popGroup,
      Self.fill(Self.square),
      .popGroup,
    ])
    #expect(list.contentBounds == Rect(x: 100, y: 0, width: 10, height: 60))
  }
}
