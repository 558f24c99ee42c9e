import Foundation
import Raster
import Scene
import Snapshot
import Testing
import Theme

/// One image of one scene: the unit of a golden.
struct GoldenCase: CustomTestStringConvertible, Sendable {
  let scene: String
  let appearance: Appearance
  let scale: Int

  var testDescription: String { "\(scene)/\(appearance)@\(scale)x" }

  static let all: [GoldenCase] = BuiltInScene.all.flatMap { scene in
    Appearance.allCases.flatMap { appearance in
      [1, 2, 3].map { GoldenCase(scene: scene.id, appearance: appearance, scale: $0) }
    }
  }
}

/// `<package>/goldens`, found from this file's path (not a bundle resource).
let goldensRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("goldens").path

/// PNG goldens compared exactly (pixel for pixel) and draw-list text goldens.
@Suite struct GoldenTests {
  @Test(arguments: GoldenCase.all)
  func pngMatchesGolden(_ golden: GoldenCase) throws {
    let pipeline = try RenderPipeline()
    let scene = try #require(BuiltInScene.named(golden.scene))
    let bitmap = try pipeline.render(
      try pipeline.drawList(scene, appearance: golden.appearance), scale: golden.scale)
    let path = GoldenPath(root: goldensRoot, scene: golden.scene, appearance: golden.appearance)
      .png(scale: golden.scale)
    let outcome = try GoldenStore(mode: RecordMode.fromEnvironment()).check(bitmap, at: path)
    #expect(outcome.isMatch, "\(outcome.message)")
  }

  @Test(arguments: BuiltInScene.all.map(\.id), Appearance.allCases)
  func drawListMatchesGolden(scene id: String, appearance: Appearance) throws {
    let pipeline = try RenderPipeline()
    let scene = try #require(BuiltInScene.named(id))
    let dump = try pipeline.drawList(scene, appearance: appearance).dump()
    let path = GoldenPath(root: goldensRoot, scene: id, appearance: appearance).drawList
    let outcome = try GoldenStore(mode: RecordMode.fromEnvironment()).check(text: dump, at: path)
    #expect(outcome.isMatch, "\(outcome.message)")
  }

  @Test func sameInputGivesTheSameBytes() throws {
    let first = try RenderPipeline()
    let second = try RenderPipeline()
    let scene = try #require(BuiltInScene.named("date-picker"))
    for profile in PNGProfile.allCases {
      let a = try PNGCodec.encode(
        try first.render(try first.drawList(scene, appearance: .dark), scale: 1), profile: profile)
      let b = try PNGCodec.encode(
        try second.render(try second.drawList(scene, appearance: .dark), scale: 1), profile: profile)
      #expect(a == b)
    }
  }

  @Test func backgroundFillsTheCanvasOtherwiseTransparent() throws {
    let pipeline = try RenderPipeline()
    let list = try pipeline.drawList(try #require(BuiltInScene.named("day-cells")), appearance: .light)
    let clear = try pipeline.render(list, scale: 1)
    #expect(clear.pixels[3] == 0)
    let filled = try pipeline.render(list, scale: 1, background: .init(hex: "#102030"))
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

  @Test func neverModeReportsMissingAndWritesNothing() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString).path
    let path = "\(dir)/x/light@1x.png"
    let bitmap = Bitmap(width: 2, height: 2, fill: (1, 2, 3, 255))
    #expect(try GoldenStore(mode: .never).check(bitmap, at: path) == .missing(path: path))
    #expect(!FileManager.default.fileExists(atPath: path))
    #expect(try GoldenStore(mode: .missing).check(bitmap, at: path) == .recorded(path: path))
    #expect(try GoldenStore(mode: .never).check(bitmap, at: path) == .matched)
    let other = Bitmap(width: 2, height: 2, fill: (9, 2, 3, 255))
    guard case .mismatched = try GoldenStore(mode: .missing).check(other, at: path) else {
      Issue.record("a changed image must not match")
      return
    }
    #expect(try GoldenStore(mode: .failed).check(other, at: path) == .recorded(path: path))
    #expect(try GoldenStore(mode: .failed).check(other, at: path) == .matched)
    try? FileManager.default.removeItem(atPath: dir)
  }
}
