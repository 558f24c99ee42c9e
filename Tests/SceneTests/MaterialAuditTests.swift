import Audit
import CairoBackend
import DrawList
import PickerModel
import Scene
import Testing
import Theme

/// The Material scenes are audited as Android: 48 dp hit rectangles; their platform colours
/// below a ratio are named exceptions, never skips.
@Suite struct MaterialAuditTests {
  @Test func everyMaterialSceneIsRegisteredAndAuditedAt48dp() throws {
    let ids = try ["material-date-picker", "material-time-picker"].flatMap {
      try #require(PickerFamily.named($0)).scenes.map(\.id)
    }
    #expect(ids.count == 15)
    for id in ids {
      let scene = try #require(SceneSpec.named(id))
      #expect(try scene.auditPolicy().touchPlatform == .android, "\(id)")
      let theme = Fixture.theme()
      #expect(try SceneAudit.minimumTarget(for: scene, theme) == 48)
      let list = try scene.build(Fixture.context())
      for node in list.semantics {
        #expect(node.hitRect.width >= 48 && node.hitRect.height >= 48, "\(id) \(node.id)")
      }
    }
    #expect(try SceneSpec.named("date-picker")?.auditPolicy().touchPlatform == .ios)
  }

  /// Without its named exception the docked picker's 0.38 days fail; with it they pass, named.
  @Test(arguments: Appearance.allCases)
  func outsideMonthDaysNeedTheirNamedException(appearance: Appearance) throws {
    let scene = try #require(SceneSpec.named("m3-date-docked"))
    let theme = Fixture.tokens.theme(appearance)
    let list = try scene.build(SceneContext(theme: theme, shaper: HarfBuzzShaper()))
    let bare = SceneAudit.contrast(theme).audit(list)
    let failing = bare.filter { $0.fails && $0.tag.hasSuffix(" outside") }
    #expect(!failing.isEmpty)
    let findings = try SceneAudit.contrast(theme, for: scene).audit(list)
    let anyFails = findings.contains { $0.fails }
    #expect(!anyFails)
    #expect(
      findings.filter { $0.tag.hasSuffix(" outside") }.allSatisfy {
        $0.exception?.name == "m3/outside-month-days"
      })
  }
}
