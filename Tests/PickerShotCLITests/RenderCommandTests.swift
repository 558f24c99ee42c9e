import Foundation
import Raster
import Render
import Testing

@testable import PickerShotCLI

@Suite struct RenderCommandTests {
  /// One image gets every core as bands; many share the cores out, one image each.
  @Test(arguments: [
    (2, 1, 1, 2), (2, 2, 2, 1), (2, 90, 2, 1), (8, 3, 3, 2), (1, 1, 1, 1), (4, 1, 1, 4),
    (64, 1, 1, 8),
  ])
  func coresAreSharedOutAsWorkersThenBands(cores: Int, images: Int, workers: Int, bands: Int) {
    let share = CoreShare(cores: cores, images: images)
    #expect(share.workers == workers && share.bands == bands)
  }

  @Test func rendersEveryThemeIntoTheGoldenLayout() throws {
    let folder = temporaryFolder()
    let run = CLIRun("render", "date-picker", "day-cells", "--scale", "1", "--out", folder)
    #expect(run.status == 0, "\(run.err)")
    for scene in ["date-picker", "day-cells"] {
      for theme in ["light", "dark"] {
        let path = "\(folder)/\(scene)/\(theme)@1x.png"
        let bitmap = try PNGCodec.decodeFile(atPath: path)
        #expect(bitmap.width > 340)
        #expect(run.out.contains(path))
      }
    }
    #expect(run.out.contains("rendered 4 images in"))
    // Nothing half-written is left behind.
    let leftovers = FileManager.default.enumerator(atPath: folder)!.compactMap { $0 as? String }
      .filter { !$0.hasSuffix(".png") && $0.contains(".") }
    #expect(leftovers.isEmpty)
  }

  @Test func sameInputSameBytes() throws {
    let folder = temporaryFolder()
    for name in ["a", "b"] {
      let run = CLIRun(
        "render", "date-picker-range", "--theme", "dark", "--scale", "1", "--out",
        "\(folder)/\(name).png")
      #expect(run.status == 0)
    }
    let a = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/a.png"))
    let b = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/b.png"))
    #expect(a == b)
  }

  @Test func backgroundOptionFillsTheCanvas() throws {
    let folder = temporaryFolder()
    let path = "\(folder)/card.png"
    #expect(
      CLIRun(
        "render", "day-cells", "--theme", "light", "--scale", "1", "--background", "#FF0000",
        "--out", path
      )
      .status == 0)
    let bitmap = try PNGCodec.decodeFile(atPath: path)
    #expect(Array(bitmap.pixels[0..<4]) == [255, 0, 0, 255])
  }
}
