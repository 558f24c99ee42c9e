import DrawList
import Pipeline
import Raster
import Scene
import Testing

@testable import CairoBackend

/// A banded render (each band a thread drawing the whole list clipped to its rows) must give
/// exactly the pixels of one pass. Checked here on scenes covering every command and paint
/// (shadows across band edges, glyphs, gradients, pattern tiles, clips, groups, blend modes,
/// backdrops), in bands of as few as 8 rows so that every scene is cut many times.
@Suite struct BandedRenderTests {
  @Test(arguments: [
    "date-picker", "date-picker-range-he-il", "option-tiles-glass", "color-picker-palette",
    "color-picker-custom", "ios-wheels-date", "m3-time-dial-hour", "primitives/gradients",
    "primitives/backdrop-blur", "primitives/blend-modes", "primitives/clips",
    "primitives/group-opacity-transform", "primitives/text-features", "primitives/shadow-spread",
    "primitives/checkerboard",
  ])
  func bandsGiveTheBytesOfOnePass(id: String) throws {
    let scene = try #require(SceneSpec.named(id))
    let pipeline = try RenderPipeline()
    let renderer = try CairoRenderer()
    let list = try pipeline.drawList(scene, appearance: .dark)
    // The meshes are here to fail this test if the one-pass rule is dropped; the rest must band.
    let meshes = ["color-picker-custom", "primitives/gradients"]
    #expect(CairoRenderer.drawsInBands(list) == !meshes.contains(id), "\(id)")
    let whole = try renderer.render(list, scale: 1)
    for bands in [2, 5] {
      let banded = try renderer.render(
        list, scale: 1, background: nil, bands: bands, minimumRows: 8)
      let differing = zip(banded.pixels, whole.pixels).filter { $0 != $1 }.count
      #expect(differing == 0, "\(id) in \(bands) bands: \(differing) bytes differ")
    }
  }

  /// Corner and conic gradients are meshes, which Cairo rasterizes for the area it composites:
  /// such a list is drawn in one pass.
  @Test func meshPaintsAreDrawnInOnePass() throws {
    let pipeline = try RenderPipeline()
    for (id, bands) in [
      ("color-picker-custom", false), ("primitives/corner-gradient", false), ("date-picker", true),
    ] {
      let list = try pipeline.drawList(try #require(SceneSpec.named(id)), appearance: .light)
      #expect(CairoRenderer.drawsInBands(list) == bands, "\(id)")
    }
  }
}
