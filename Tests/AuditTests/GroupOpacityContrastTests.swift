import Audit
import DrawList
import Testing

/// Text inside a faded group (a wheel's off-centre row) is measured as it is shown: its colour
/// goes over the background at the product of its groups' opacities.
@Suite struct GroupOpacityContrastTests {
  /// Black text on white inside groups of `opacities`, nested in order.
  static func finding(inside opacities: [Double]) -> ContrastFinding? {
    var list = DrawList(canvas: Rect(x: 0, y: 0, width: 100, height: 40))
    list.append(.fill(.rect(list.canvas, .zero), .solid(.white)), tag: "surface")
    for opacity in opacities { list.append(.pushGroup(Group(opacity: opacity)), tag: "row") }
    list.append(
      .text(
        GlyphRun(
          text: "17", font: FontID("Inter-Regular"), size: 21, color: .black,
          origin: Point(x: 40, y: 28), glyphs: [], advance: 24)),
      tag: "row 1")
    for _ in opacities { list.append(.popGroup, tag: "row") }
    return ContrastAudit(page: .white, exceptions: []).audit(list).first
  }

  @Test func fullOpacityTextKeepsItsRatio() throws {
    let finding = try #require(Self.finding(inside: []))
    #expect(finding.ratio == 21)
  }

  @Test(arguments: [([0.447], 3.32), ([0.5, 0.894], 3.32), ([1, 0.447], 3.32), ([0.25], 1.84)])
  func fadedTextIsMeasuredAtItsGroupsOpacity(opacities: [Double], ratio: Double) throws {
    let finding = try #require(Self.finding(inside: opacities))
    #expect(abs(finding.ratio - ratio) < 0.05, "\(finding.ratio)")
    #expect(finding.fails)
  }
}
