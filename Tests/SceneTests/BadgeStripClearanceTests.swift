import CairoBackend
import DrawList
import Scene
import Testing
import Theme

/// Seed 004's badge strip must not cover the caption: "28 days" lost 1.0 pt of its "y" under the
/// strip on every surface. Every built-in option-tiles scene, in each of its themes, is built
/// with Inter and the Noto faces, and the ink of each badged tile's caption, rendered alone at
/// @2x, must end at or above its strip's top.
@Suite struct BadgeStripClearanceTests {
  static let shaper = HarfBuzzShaper()

  /// Every built-in option-tiles scene with each of its themes.
  static let cases: [(String, Appearance)] = SceneSpec.builtIn.filter {
    $0.id.hasPrefix("option-tiles")
  }.flatMap { spec in spec.appearances.map { (spec.id, $0) } }

  @Test(arguments: cases)
  func theCaptionsInkEndsAboveTheStrip(_ id: String, _ appearance: Appearance) throws {
    let spec = try #require(SceneSpec.named(id))
    let theme = Fixture.tokens.theme(appearance)
    let list = try spec.build(SceneContext(theme: theme, shaper: Self.shaper))
    let renderer = try CairoRenderer()
    var checked = 0
    for item in list.items where item.tag.hasSuffix(" badge") {
      guard case .fill(let shape, _) = item.command else { continue }
      let strip = shape.bounds
      let tile = String(item.tag.dropLast(" badge".count))
      for caption in list.items where caption.tag == tile + " caption" {
        guard case .text(let run) = caption.command,
          let ink = try GlyphBoxTests.ink(run, renderer: renderer)
        else { continue }
        let message =
          "\(id) \(appearance): \"\(run.text)\" ink ends at \(ink.maxY), strip at \(strip.y)"
        #expect(ink.maxY <= strip.y, "\(message)")
        checked += 1
      }
    }
    #expect(checked > 0, "\(id) has no badged tile with a caption")
  }
}
