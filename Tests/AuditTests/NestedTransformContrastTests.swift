import Audit
import DrawList
import Testing

/// Nested group transforms compose as Cairo nests them: the inner group's transform works in its
/// parent's coordinates, so it applies first. The colour beneath a mark drawn two groups deep is
/// found where the page shows it, not where the transforms' other order would put it.
@Suite struct NestedTransformContrastTests {
  /// A white dot at local (5, 5) inside `scale(2)` inside `translate(100, 0)`: on the page at
  /// (110, 10), over a black square (100…120 × 0…20) drawn in the outer group alone.
  static func dotFinding(outer: Transform, inner: Transform) -> ContrastFinding? {
    var list = DrawList(canvas: Rect(x: 0, y: 0, width: 300, height: 40))
    list.append(.fill(.rect(list.canvas, .zero), .solid(.white)), tag: "page")
    list.append(.pushGroup(Group(transform: outer)), tag: "outer")
    list.append(
      .fill(.rect(Rect(x: 0, y: 0, width: 20, height: 20), .zero), .solid(.black)), tag: "square")
    list.append(.pushGroup(Group(transform: inner)), tag: "inner")
    list.items.append(
      DrawList.Item(
        .fill(.circle(center: Point(x: 5, y: 5), radius: 1), .solid(.white)), tag: "dot",
        isMark: true))
    list.append(.popGroup, tag: "inner")
    list.append(.popGroup, tag: "outer")
    return ContrastAudit(page: .white, exceptions: []).audit(list).first { $0.tag == "dot" }
  }

  @Test(arguments: [
    // (outer, inner): the dot lands on the black square in each.
    (Transform.translation(dx: 100, dy: 0), Transform.scale(2, 2)),
    (Transform.translation(dx: 100, dy: 0), Transform.translation(dx: 1, dy: 1)),
    (Transform.scale(1, 1), Transform.scale(2, 2)),
  ])
  func aMarkTwoGroupsDeepIsMeasuredWhereThePageShowsIt(outer: Transform, inner: Transform) throws {
    let finding = try #require(Self.dotFinding(outer: outer, inner: inner))
    #expect(finding.ratio == 21, "white dot over \(finding.background.hex)")
  }
}
