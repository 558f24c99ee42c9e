import Foundation
import Pipeline
import Raster
import Scene
import Testing

@testable import PickerShotCLI

/// `pickershot compare` draws only the appearances a scene has.
@Suite struct CompareCommandTests {
  /// The width in pixels at @1x of `panels` panels of `scene`'s Light (or only) draw list.
  static func width(of id: String, panels: Int) throws -> Int {
    let scene = try #require(SceneSpec.named(id))
    let pipeline = try RenderPipeline()
    let list = try pipeline.drawList(scene, appearance: scene.appearances[0])
    return panels * Int((list.canvas.width + 2 * ComparisonScene.margin).rounded(.up))
  }

  /// The watchOS wheels are Dark only: one panel on the Dark page, no Light panel.
  @Test func aDarkOnlySceneGivesOneDarkPanel() throws {
    let scene = try #require(SceneSpec.named("watchos-wheels"))
    #expect(scene.appearances == [.dark])
    let out = "\(temporaryFolder())/watch.png"
    let run = CLIRun("compare", "watchos-wheels", "--scale", "1", "--out", out)
    #expect(run.status == 0, "\(run.err)")
    let bitmap = try PNGCodec.decodeFile(atPath: out)
    #expect(bitmap.width == (try Self.width(of: "watchos-wheels", panels: 1)))
    // Both edges are the Dark page (gray-950): there is no white Light page.
    let dark: [UInt8] = [0x17, 0x17, 0x17, 255]
    #expect(Array(bitmap.pixels[0..<4]) == dark)
    let last = (bitmap.width - 1) * 4
    #expect(Array(bitmap.pixels[last..<last + 4]) == dark)
  }

  @Test func aLightAndDarkSceneStillGivesTwoPanels() throws {
    let out = "\(temporaryFolder())/card.png"
    let run = CLIRun("compare", "date-picker", "--scale", "1", "--out", out)
    #expect(run.status == 0, "\(run.err)")
    let bitmap = try PNGCodec.decodeFile(atPath: out)
    #expect(bitmap.width == (try Self.width(of: "date-picker", panels: 2)))
  }

  @Test func theHelpSaysWhatAOneThemeSceneGives() {
    #expect(CompareCommand.help.contains("A scene with one theme"))
    #expect(CompareCommand.title(.light) == "Light" && CompareCommand.title(.dark) == "Dark")
  }
}
