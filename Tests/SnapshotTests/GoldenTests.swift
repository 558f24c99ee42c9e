import Foundation
import PickerShotTesting
import Pipeline
import Raster
import Render
import Scene
import Snapshot
import Testing

/// Every built-in scene in Light and Dark at its scales against `goldens/`: the draw list against
/// `<theme>.drawlist.txt`, then the pixels, strictly.
@Suite struct GoldenTests {
  @Test(arguments: SnapshotCase.all)
  func matchesGolden(_ item: SnapshotCase) {
    expectSnapshot(scene: item.scene, theme: item.appearance, scale: item.scale, goldens: .package)
  }

  /// The README's budget: `goldens/` under 20 MB.
  @Test func theGoldensStayUnderTheirBudget() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../goldens").standardized.path
    var bytes = 0
    for path in try FileManager.default.subpathsOfDirectory(atPath: root) {
      let attributes = try FileManager.default.attributesOfItem(atPath: "\(root)/\(path)")
      if attributes[.type] as? FileAttributeType == .typeRegular {
        bytes += (attributes[.size] as? Int) ?? 0
      }
    }
    #expect(bytes > 0 && bytes < 20 << 20, "goldens/ holds \(bytes) bytes")
  }

  /// Every built-in golden file is one the matrix expects: nothing obsolete in `goldens/`.
  @Test func theGoldensFolderHoldsExactlyTheMatrix() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../goldens").standardized.path
    let scenes = SceneSpec.builtIn.map { SceneDescription($0) }
    #expect(GoldenInventory.obsolete(root: root, keeping: scenes) == [])
    let files = GoldenInventory.goldenFiles(root: root)
    #expect(files.filter { $0.hasSuffix(".png") }.count == SnapshotCase.all.count)
    let themes = SceneSpec.builtIn.reduce(0) { $0 + $1.appearances.count }
    #expect(files.filter { $0.hasSuffix(".drawlist.txt") }.count == themes)
  }

  @Test func sameInputGivesTheSameBytes() throws {
    let first = try RenderPipeline()
    let second = try RenderPipeline()
    let scene = try #require(SceneSpec.named("date-picker"))
    for profile in PNGProfile.allCases {
      let a = try PNGCodec.encode(
        try first.render(try first.drawList(scene, appearance: .dark), scale: .x1), profile: profile
      )
      let b = try PNGCodec.encode(
        try second.render(try second.drawList(scene, appearance: .dark), scale: .x1),
        profile: profile
      )
      #expect(a == b)
    }
  }

  @Test func backgroundFillsTheCanvasOtherwiseTransparent() throws {
    let pipeline = try RenderPipeline()
    let list = try pipeline.drawList(
      try #require(SceneSpec.named("day-cells")), appearance: .light)
    let clear = try pipeline.render(list, scale: .x1)
    #expect(clear.pixels[3] == 0)
    let filled = try pipeline.render(list, scale: .x1, background: .init(hex: "#102030"))
    #expect(Array(filled.pixels[0..<4]) == [0x10, 0x20, 0x30, 0xFF])
  }
}

@Suite struct RecordModeTests {
  @Test(arguments: [
    ([:], RecordMode.missing), (["CI": "true"], .never), (["PICKERSHOT_RECORD": "all"], .all),
    (["CI": "true", "PICKERSHOT_RECORD": "failed"], .failed),
  ])
  func modeFromEnvironment(environment: [String: String], expected: RecordMode) throws {
    #expect(try RecordMode.fromEnvironment(environment) == expected)
  }

  @Test func unknownModeIsAnError() {
    #expect(throws: GoldenError.badRecordMode("sometimes")) {
      try RecordMode.fromEnvironment(["PICKERSHOT_RECORD": "sometimes"])
    }
  }
}
