import Foundation
import PickerShotTesting
import Pipeline
import Raster
import Render
import Scene
import Snapshot
import Testing
import Theme

/// The engine end to end, in a scratch goldens folder: record, verify, a token change, re-record,
/// obsolete goldens and pruning.
@Suite(.serialized) struct SnapshotEngineTests {
  static func scratch() -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("pickershot-engine-\(UUID().uuidString)").path
    try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// The shipped tokens with brand blue (blue-500) swapped for blue-600.
  static func tokensWithDarkerBrand() throws -> TokenSet {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/Theme/Resources/tokens.json").standardized
    let text = try String(contentsOf: url, encoding: .utf8)
    let changed = text.replacingOccurrences(
      of:
        "\"brand\": {\n        \"base\": {\n          \"$type\": \"color\",\n          \"$value\": \"{primitive.blue.500}\"",
      with:
        "\"brand\": {\n        \"base\": {\n          \"$type\": \"color\",\n          \"$value\": \"#3559e9\""
    )
    #expect(changed != text)
    return try TokenSet.load(json: Data(changed.utf8))
  }

  static let datePicker = SceneSpec.named("date-picker")!
  let cases = Self.cases()

  /// The date picker in Light at @1x, drawn in `tokens` (the built-in ones when `nil`).
  static func cases(_ tokens: TokenSet? = nil) -> [SnapshotCase] {
    let scene = SceneDescription(datePicker, tokens: tokens)
    return [SnapshotCase(scene: scene, appearance: .light, scale: .x1)]
  }

  /// Options for the date picker's goldens in `goldens`, drawn with Cairo.
  static func options(
    _ goldens: String, _ record: RecordMode, artifacts: String? = nil
  ) -> SnapshotEngine.Options {
    .init(
      goldens: goldens, record: record, artifacts: artifacts,
      scenes: [SceneDescription(datePicker)], renderer: CairoSceneRenderer())
  }

  @Test func recordThenVerifyThenATokenChangeFailsReadably() throws {
    let root = Self.scratch()
    let goldens = "\(root)/goldens"
    let artifacts = "\(root)/artifacts"
    // Missing under `never`: reported, nothing written.
    let missing = try SnapshotEngine(options: Self.options(goldens, .never)).run(cases)
    #expect(missing.entries.map(\.status) == [.missing])
    #expect(!FileManager.default.fileExists(atPath: "\(goldens)/date-picker/light@1x.png"))

    // Recorded under `missing`: PNG and sidecar.
    let recorded = try SnapshotEngine(options: Self.options(goldens, .missing)).run(cases)
    #expect(recorded.entries.map(\.status) == [.recorded])
    let sidecar = try #require(try GoldenSidecar.read("\(goldens)/date-picker/light@1x.json"))
    #expect(sidecar.tolerance == .strict)
    #expect(sidecar.fingerprint["cairo"] != nil && sidecar.fingerprint["font:Inter-Medium"] != nil)
    let drawList = try #require(
      try DrawListGolden.read("\(goldens)/date-picker/light.drawlist.txt"))
    #expect(drawList.first?.hasPrefix("canvas") == true)

    // Verify passes.
    let verified = try SnapshotEngine(options: Self.options(goldens, .never)).run(cases)
    #expect(verified.entries.map(\.status) == [.passed])
    #expect(verified.allPassed)

    // A changed token fails with a readable draw-list line, pixel counts and artifacts.
    let changed = try SnapshotEngine(options: Self.options(goldens, .never, artifacts: artifacts))
      .run(Self.cases(Self.tokensWithDarkerBrand()))
    let entry = try #require(changed.entries.first)
    #expect(entry.status == .failed)
    #expect(entry.drawListChanges.contains("fill #335CFF → #3559E9 at day 2026-01-16"))
    #expect(entry.differingPixels > 0)
    #expect(!entry.boxes.isEmpty)
    for path in [
      entry.artifacts.actual, entry.artifacts.expected, entry.artifacts.diff,
      entry.artifacts.sideBySide,
    ] {
      let relative = try #require(path)
      #expect(FileManager.default.fileExists(atPath: "\(artifacts)/\(relative)"))
    }
    for file in ["summary.json", "junit.xml", "index.html"] {
      #expect(FileManager.default.fileExists(atPath: "\(artifacts)/\(file)"))
    }
    try? FileManager.default.removeItem(atPath: root)
  }

  @Test func aFailureOnAnotherEnvironmentSaysSo() throws {
    let root = Self.scratch()
    let goldens = "\(root)/goldens"
    _ = try SnapshotEngine(options: Self.options(goldens, .missing)).run(cases)
    let path = "\(goldens)/date-picker/light@1x.json"
    var sidecar = try #require(try GoldenSidecar.read(path))
    sidecar.fingerprint["cairo"] = "1.0.0"
    try sidecar.encoded().write(to: URL(fileURLWithPath: path))
    // Same pixels on another environment: still a pass, the difference is only noted.
    let passing = try SnapshotEngine(options: Self.options(goldens, .never)).run(cases)
    #expect(passing.entries.first?.status == .passed)
    #expect(passing.entries.first?.environmentDiffers == true)
    let failing = try SnapshotEngine(options: Self.options(goldens, .never))
      .run(Self.cases(Self.tokensWithDarkerBrand()))
    let entry = try #require(failing.entries.first)
    #expect(entry.status == .failed)
    #expect(entry.message.hasSuffix("(environment differs)"))
    #expect(entry.environmentChanges.contains { $0.hasPrefix("cairo: 1.0.0 → ") })
    try? FileManager.default.removeItem(atPath: root)
  }

  @Test func theSidecarsToleranceDecidesAndSurvivesReRecording() throws {
    let root = Self.scratch()
    let goldens = "\(root)/goldens"
    _ = try SnapshotEngine(options: Self.options(goldens, .missing)).run(cases)
    let path = "\(goldens)/date-picker/light@1x.json"
    var sidecar = try #require(try GoldenSidecar.read(path))
    // Loosen this golden's tolerance to allow the brand change's pixels (and take the new draw
    // list into the draw-list golden, so only the pixels are judged).
    let tokens = try Self.tokensWithDarkerBrand()
    let strict = try SnapshotEngine(options: Self.options(goldens, .never))
      .run(Self.cases(tokens))
    let differing = try #require(strict.entries.first?.differingPixels)
    #expect(differing > 0)
    sidecar.tolerance = Tolerance(
      threshold: 0, includeAA: true, maxDifferingPixels: differing, maxRatio: 0.1)
    let list = try RenderPipeline(tokens: tokens).drawList(Self.datePicker, appearance: .light)
    try Data(DrawListGolden.encoded(DrawListGolden.lines(of: list.dump())))
      .write(to: URL(fileURLWithPath: "\(goldens)/date-picker/light.drawlist.txt"))
    try sidecar.encoded().write(to: URL(fileURLWithPath: path))
    let loose = try SnapshotEngine(options: Self.options(goldens, .never))
      .run(Self.cases(tokens))
    #expect(loose.entries.map(\.status) == [.passed])
    // Re-recording keeps the loosened tolerance.
    _ = try SnapshotEngine(options: Self.options(goldens, .all)).run(Self.cases(tokens))
    #expect(try GoldenSidecar.read(path)?.tolerance.maxDifferingPixels == differing)
    try? FileManager.default.removeItem(atPath: root)
  }

  @Test func reRecordingAnUnchangedSceneWritesNothing() throws {
    let root = Self.scratch()
    let goldens = "\(root)/goldens"
    _ = try SnapshotEngine(options: Self.options(goldens, .missing)).run(cases)
    let png = "\(goldens)/date-picker/light@1x.png"
    let before = try FileManager.default.attributesOfItem(atPath: png)[.modificationDate] as? Date
    let again = try SnapshotEngine(options: Self.options(goldens, .all)).run(cases)
    #expect(again.entries.map(\.status) == [.passed])
    let after = try FileManager.default.attributesOfItem(atPath: png)[.modificationDate] as? Date
    #expect(before == after)
    try? FileManager.default.removeItem(atPath: root)
  }

  /// `record --recompress` re-encodes a golden written by an older encoder (here: the bigger
  /// `.fast` profile) with today's `.small` one: same pixels, a smaller file, the sidecar's hash
  /// updated; plain `record` leaves it alone, and a second recompress writes nothing.
  @Test func recompressShrinksAnOldGoldenAndKeepsItsPixels() throws {
    let root = Self.scratch()
    let goldens = "\(root)/goldens"
    _ = try SnapshotEngine(options: Self.options(goldens, .missing)).run(cases)
    let png = "\(goldens)/date-picker/light@1x.png"
    let json = "\(goldens)/date-picker/light@1x.json"
    let pixels = try PNGCodec.decodeFile(atPath: png)
    let old = try PNGCodec.encode(pixels, profile: .fast)
    try AtomicFile.write(old, to: png)
    // An older sidecar, from before goldens recorded their PNG's hash.
    var sidecar = try #require(try GoldenSidecar.read(json))
    sidecar.pngSHA256 = nil
    try AtomicFile.write([UInt8](try sidecar.encoded()), to: json)

    let plain = try SnapshotEngine(options: Self.options(goldens, .all)).run(cases)
    #expect(plain.entries.map(\.status) == [.passed])
    #expect(try BinaryFile.read(atPath: png, maxBytes: 1 << 24) == old)

    var options = Self.options(goldens, .all)
    options.recompress = true
    let recompressed = try SnapshotEngine(options: options).run(cases)
    #expect(recompressed.entries.map(\.status) == [.recorded])
    let new = try BinaryFile.read(atPath: png, maxBytes: 1 << 24)
    #expect(new.count < old.count)
    #expect(try PNGCodec.decode(new, name: png) == pixels)
    #expect(try GoldenSidecar.read(json)?.pngSHA256 != nil)

    let again = try SnapshotEngine(options: options).run(cases)
    #expect(again.entries.map(\.status) == [.passed])
    #expect(try BinaryFile.read(atPath: png, maxBytes: 1 << 24) == new)
    let verified = try SnapshotEngine(options: Self.options(goldens, .never)).run(cases)
    #expect(verified.entries.map(\.status) == [.passed])
    try? FileManager.default.removeItem(atPath: root)
  }

  @Test func failedModeReRecordsAChangedScene() throws {
    let root = Self.scratch()
    let goldens = "\(root)/goldens"
    _ = try SnapshotEngine(options: Self.options(goldens, .missing)).run(cases)
    let tokens = try Self.tokensWithDarkerBrand()
    let rerecorded = try SnapshotEngine(options: Self.options(goldens, .failed))
      .run(Self.cases(tokens))
    #expect(rerecorded.entries.map(\.status) == [.recorded])
    let verified = try SnapshotEngine(options: Self.options(goldens, .never))
      .run(Self.cases(tokens))
    #expect(verified.entries.map(\.status) == [.passed])
    try? FileManager.default.removeItem(atPath: root)
  }

  @Test func obsoleteGoldensAreListedAndPruned() throws {
    let root = Self.scratch()
    let goldens = "\(root)/goldens"
    try FileManager.default.createDirectory(
      atPath: "\(goldens)/old-scene", withIntermediateDirectories: true)
    _ = FileManager.default.createFile(
      atPath: "\(goldens)/old-scene/light@1x.png", contents: Data([1]))
    _ = FileManager.default.createFile(atPath: "\(goldens)/.editorconfig", contents: Data())
    let report = try SnapshotEngine(options: Self.options(goldens, .missing)).run(cases)
    #expect(report.obsolete == ["old-scene/light@1x.png"])
    let pruned = try SnapshotEngine(options: Self.options(goldens, .all)).run(
      cases, prune: true)
    #expect(pruned.obsolete.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: "\(goldens)/old-scene/light@1x.png"))
    #expect(FileManager.default.fileExists(atPath: "\(goldens)/.editorconfig"))
    try? FileManager.default.removeItem(atPath: root)
  }

  @Test(arguments: [(1, 3, [0, 3, 6]), (2, 3, [1, 4]), (3, 3, [2, 5])])
  func shardsSplitTheCasesEvenly(index: Int, count: Int, expected: [Int]) {
    let all = Array(SnapshotCase.all.prefix(7))
    #expect(SnapshotCase.shard(all, index: index, count: count) == expected.map { all[$0] })
  }
}
