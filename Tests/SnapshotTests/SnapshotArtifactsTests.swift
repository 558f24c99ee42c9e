import Foundation
import PickerModel
import Render
import Scene
import Snapshot
import Testing

@testable import PickerShotTesting

/// Failure artifacts: where they go (`PICKERSHOT_ARTIFACTS`), what is attached, and that a
/// passing case leaves none.
@Suite struct SnapshotArtifactsTests {
  @Test(arguments: [
    ([:], "/pkg/.artifacts"), (["PICKERSHOT_ARTIFACTS": ""], "/pkg/.artifacts"),
    (["PICKERSHOT_ARTIFACTS": "out/shots"], "/pkg/out/shots"),
    (["PICKERSHOT_ARTIFACTS": "/srv/ci/shots"], "/srv/ci/shots"),
    (["PICKERSHOT_ARTIFACTS": "../shared"], "/shared"),
  ])
  func theFolderComesFromTheEnvironment(environment: [String: String], expected: String) {
    #expect(SnapshotArtifacts.folder(root: "/pkg", environment: environment) == expected)
  }

  /// A one-theme, @1x Date Picker scene named `card`, drawing `model`.
  static func card(_ model: DatePicker) -> SceneDescription {
    SceneDescription(
      SceneSpec(
        id: "card", summary: "", model: model, as: .datePicker, appearances: [.light],
        scales: [.x1]))
  }

  static func check(
    _ model: DatePicker, _ record: RecordMode, _ test: String, _ environment: [String: String]
  ) -> SnapshotCheck {
    SnapshotCheck(
      scene: card(model), theme: .light, scale: .x1, record: record, goldens: nil,
      filePath: test, environment: environment)
  }

  @Test func aFailureLeavesItsPNGsWhereTheVariableSaysAndAPassRemovesThem() throws {
    let (root, test) = try GoldensLocationTests.package()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let environment = ["PICKERSHOT_ARTIFACTS": "out/shots"]
    let folder = "\(root)/out/shots/card/light@1x"
    let fm = FileManager.default
    let recorded = Self.check(try SceneFixtures.seedCard(), .missing, test, environment)
    #expect(recorded.failure?.hasPrefix("recorded new golden") == true)

    let failed = Self.check(try SceneFixtures.rangeCard(), .never, test, environment)
    let failure = try #require(failed.failure)
    #expect(failure.contains("artifact: \(folder)/expected.png"))
    #expect(!fm.fileExists(atPath: "\(root)/.artifacts"))
    #expect(
      failed.attachments.map(\.name) == [
        "card-light@1x-expected.png", "card-light@1x-actual.png", "card-light@1x-diff.png",
      ])
    #expect(
      failed.attachments.map(\.path)
        == ["expected", "actual", "diff"].map { "\(folder)/\($0).png" })
    for (_, path) in failed.attachments { #expect(fm.fileExists(atPath: path)) }
    #expect(failed.comparison?.expected == "\(folder)/expected.png")
    #expect(failed.comparison?.actual == "\(folder)/actual.png")
    _ = fm.createFile(atPath: "\(folder)/notes.txt", contents: Data("mine".utf8))

    let passed = Self.check(try SceneFixtures.seedCard(), .never, test, environment)
    #expect(passed.failure == nil)
    let left = try fm.contentsOfDirectory(atPath: folder)
    #expect(left == ["notes.txt"], "a passing case keeps no PNG of an earlier failure")
    try fm.removeItem(atPath: "\(folder)/notes.txt")
    _ = Self.check(try SceneFixtures.seedCard(), .never, test, environment)
    #expect(!fm.fileExists(atPath: folder), "an emptied case folder is removed")
  }

  @Test func aMissingGoldenKeepsNoStaleExpectedImage() throws {
    let (root, test) = try GoldensLocationTests.package()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let folder = "\(root)/.artifacts/card/light@1x"
    _ = Self.check(try SceneFixtures.seedCard(), .missing, test, [:])
    _ = Self.check(try SceneFixtures.rangeCard(), .never, test, [:])
    #expect(FileManager.default.fileExists(atPath: "\(folder)/expected.png"))
    try FileManager.default.removeItem(atPath: "\(root)/Tests/MyTests/__Goldens__")
    let missing = Self.check(try SceneFixtures.seedCard(), .never, test, [:])
    #expect(
      missing.failure?.hasPrefix(
        "missing golden \(root)/Tests/MyTests/__Goldens__/card/light@1x.png "
          + "(record it: PICKERSHOT_RECORD=missing swift test)") == true)
    // The new image with its sidecar and draw list (what `accept` takes), no stale expected.png.
    #expect(
      try Set(FileManager.default.contentsOfDirectory(atPath: folder))
        == ["actual.png", "actual.json", "actual.drawlist.txt"])
    #expect(missing.attachments.map(\.name) == ["card-light@1x-actual.png"])
    #expect(missing.comparison == nil)
  }

  /// `PICKERSHOT_ARTIFACTS` naming a file, not a folder: a pass is still a pass (nothing to
  /// clean), and a failure says which artifact could not be written, besides its own message.
  @Test func anArtifactsPathThatIsAFileIsNamedInTheFailure() throws {
    let (root, test) = try GoldensLocationTests.package()
    defer { try? FileManager.default.removeItem(atPath: root) }
    _ = FileManager.default.createFile(atPath: "\(root)/notes.txt", contents: Data("x".utf8))
    let environment = ["PICKERSHOT_ARTIFACTS": "notes.txt"]
    _ = Self.check(try SceneFixtures.seedCard(), .missing, test, environment)
    #expect(Self.check(try SceneFixtures.seedCard(), .never, test, environment).failure == nil)
    let failed = Self.check(try SceneFixtures.rangeCard(), .never, test, environment)
    let failure = try #require(failed.failure)
    #expect(failure.hasPrefix("11776 pixels differ"), "\(failure)")
    #expect(failure.contains("cannot write \(root)/notes.txt/card/light@1x/actual.png"))
    #expect(failed.attachments.isEmpty)
    #expect(try String(contentsOfFile: "\(root)/notes.txt", encoding: .utf8) == "x")
  }

  @Test func aGroupedNameAttachesWithAHyphen() {
    let paths = ArtifactPaths(expected: "g/card/dark@2x/expected.png")
    let attachments = SnapshotArtifacts.attachments(paths, folder: "/a", case: "g/card/dark@2x")
    #expect(attachments.map(\.name) == ["g-card-dark@2x-expected.png"])
    #expect(attachments.map(\.path) == ["/a/g/card/dark@2x/expected.png"])
  }

  @Test func cleaningRemovesOnlyArtifactNamesAndNeverFollowsALink() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("pickershot-clean-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let fm = FileManager.default
    try fm.createDirectory(atPath: "\(root)/a/x/light@1x", withIntermediateDirectories: true)
    _ = fm.createFile(atPath: "\(root)/kept.png", contents: Data("keep".utf8))
    try fm.createSymbolicLink(
      atPath: "\(root)/a/x/light@1x/actual.png", withDestinationPath: "\(root)/kept.png")
    _ = fm.createFile(atPath: "\(root)/a/x/light@1x/diff.png", contents: Data())
    _ = fm.createFile(atPath: "\(root)/a/x/light@1x/other.png", contents: Data())
    #expect(SnapshotArtifacts.clean(root, case: "a/x/light@1x") == [])
    #expect(try fm.contentsOfDirectory(atPath: "\(root)/a/x/light@1x") == ["other.png"])
    #expect(fm.fileExists(atPath: "\(root)/kept.png"))
  }
}
