import Audit
import CairoBackend
import DrawList
import Scene
import Testing
import Theme

/// Every scene in the project, in every theme it has: every text run reaches 4.5:1 and every mark
/// 3:1 against the colour actually beneath it, or is a named exception.
@Suite struct SceneContrastTests {
  static let tokens = try! TokenSet.builtIn()
  static let shaper = HarfBuzzShaper()

  static var cases: [(String, Appearance)] {
    SceneSpec.builtIn.flatMap { scene in scene.appearances.map { (scene.id, $0) } }
  }

  @Test(arguments: cases)
  func everyTextAndMarkReachesItsMinimum(scene id: String, theme appearance: Appearance) throws {
    let scene = try #require(SceneSpec.named(id))
    let theme = Self.tokens.theme(appearance)
    let list = try scene.build(SceneContext(theme: theme, shaper: Self.shaper))
    let findings = try SceneAudit.contrast(theme, for: scene).audit(list)
    for failure in findings.filter(\.fails) {
      Issue.record("\(id) \(appearance): \(failure)")
    }
  }
}

/// The audit's own rules, on small draw lists.
@Suite struct ContrastAuditTests {
  static func run(
    text color: Color, on background: Color?, page: Color = .white, isMark: Bool = false
  ) -> ContrastFinding? {
    var list = DrawList(canvas: Rect(x: 0, y: 0, width: 100, height: 40))
    if let background {
      list.append(
        .fill(
          .roundedRect(Rect(x: 0, y: 0, width: 100, height: 40), radius: 8), .solid(background)),
        tag: "surface")
    }
    if isMark {
      list.items.append(
        DrawList.Item(
          .fill(.circle(center: Point(x: 50, y: 20), radius: 2), .solid(color)), tag: "dot",
          isMark: true))
    } else {
      list.append(
        .text(
          GlyphRun(
            text: "16", font: FontID("Inter-Medium"), size: 14, color: color,
            origin: Point(x: 40, y: 25), glyphs: [], advance: 16)),
        tag: "number")
    }
    return ContrastAudit(page: page, exceptions: []).audit(list).first
  }

  @Test func textIsMeasuredAgainstTheSurfaceBeneathIt() throws {
    let brand = Color(hex: "#335CFF")!
    let onWhite = try #require(Self.run(text: brand, on: .white))
    #expect(abs(onWhite.ratio - 5.1) < 0.05 && !onWhite.fails)
    let onDark = try #require(Self.run(text: brand, on: Color(hex: "#292929")!))
    #expect(abs(onDark.ratio - 2.85) < 0.05 && onDark.fails)
    #expect(onDark.background == Color(hex: "#292929"))
  }

  @Test func nothingBeneathMeansThePage() throws {
    let finding = try #require(
      Self.run(text: Color(hex: "#8E8E93")!, on: nil, page: Color(hex: "#FFFFFF")!))
    #expect(abs(finding.ratio - 3.26) < 0.01)
  }

  @Test func translucentSurfacesAreComposited() throws {
    // 26/255 of brand blue over white is #EAEEFF: black text on it is still about 18:1.
    let finding = try #require(Self.run(text: .black, on: Color(hex: "#335CFF1A")!))
    #expect(finding.background == Color(red: 0xEA, green: 0xEE, blue: 0xFF))
  }

  @Test func marksNeedThreeToOne() throws {
    let mark = try #require(Self.run(text: Color(hex: "#8E8E93")!, on: .white, isMark: true))
    #expect(mark.kind == .mark && mark.required == 3 && !mark.fails)
    let faint = try #require(Self.run(text: Color(hex: "#D1D1D1")!, on: .white, isMark: true))
    #expect(faint.fails)
  }

  @Test func anExceptionNamesItselfInsteadOfHidingTheFinding() {
    var list = DrawList(canvas: Rect(x: 0, y: 0, width: 40, height: 40))
    list.append(
      .text(
        GlyphRun(
          text: "3", font: FontID("Inter-Medium"), size: 14, color: Color(hex: "#D1D1D1")!,
          origin: Point(x: 10, y: 25), glyphs: [], advance: 8)),
      tag: "day 2026-02-03")
    list.semantics = [
      SemanticNode(
        id: "day 2026-02-03", role: .day, label: "3 February", states: [.disabled],
        hitRect: Rect(x: 0, y: 0, width: 44, height: 44))
    ]
    let findings = ContrastAudit(page: .white, exceptions: [.inactive]).audit(list)
    #expect(findings.count == 1)
    #expect(findings.first?.exception?.name == "inactive")
    #expect(findings.first?.fails == false)
  }
}
