import DrawList
import Foundation
import Scene
import Testing
import Theme

/// Light and Dark draw the same geometry and text; only colours may differ.
@Suite struct LightDarkParityTests {
  /// A command's dump line with every colour blanked (`#335CFF` → `#`).
  static func colourless(_ command: Command) -> String {
    DumpFormat.command(command).replacingOccurrences(
      of: "#[0-9A-F]{6}([0-9A-F]{2})?", with: "#", options: .regularExpression)
  }

  /// Scenes whose Dark drawing differs from Light by design, with the reason.
  static let exempt: [String: String] = [
    "color-picker-palette":
      "the spec: in Dark the light shades are translucent, drawn over a checkerboard, and the "
      + "value row shows their opacity"
  ]

  /// The scenes drawn in both appearances (the primitives are Light only: they use no tokens).
  @Test(
    arguments: SceneSpec.builtIn.filter { $0.appearances.count == 2 && exempt[$0.id] == nil }
      .map(\.id))
  func geometryAndTextMatch(scene id: String) throws {
    let scene = try #require(SceneSpec.named(id))
    let light = try scene.build(Fixture.context(.light))
    let dark = try scene.build(Fixture.context(.dark))
    #expect(light.canvas == dark.canvas)
    #expect(light.items.map(\.tag) == dark.items.map(\.tag))
    #expect(light.commands.map(Self.colourless) == dark.commands.map(Self.colourless))
    #expect(light != dark)
  }

  @Test func anExemptSceneStillDiffersOnlyWhereItsReasonSays() throws {
    // The palette: same canvas and the same swatch grid; Dark adds checkerboards.
    let scene = try #require(SceneSpec.named("color-picker-palette"))
    let light = try scene.build(Fixture.context(.light))
    let dark = try scene.build(Fixture.context(.dark))
    #expect(light.canvas == dark.canvas)
    let darkTags = dark.items.map(\.tag).filter { !$0.hasSuffix(" checkerboard") }
    #expect(light.items.map(\.tag).filter { !$0.hasSuffix(" checkerboard") } == darkTags)
    #expect(dark.items.count(where: { $0.tag.hasSuffix(" checkerboard") }) > 0)
  }
}
