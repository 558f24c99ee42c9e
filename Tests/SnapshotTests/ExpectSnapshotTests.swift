import Foundation
import PickerShotTesting
import Pipeline
import Render
import Scene
import Snapshot
import Testing

@Suite struct ExpectSnapshotTests {
  /// A scratch package (Package.swift and an empty goldens folder) and a test file path inside it.
  static func scratchPackage() -> (root: String, testFile: String) {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("pickershot-expect-\(UUID().uuidString)").path
    try! FileManager.default.createDirectory(
      atPath: "\(root)/goldens", withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: "\(root)/Package.swift", contents: Data())
    return (root, "\(root)/Tests/SomeTests/SomeTests.swift")
  }

  static let dayCells = SceneDescription(SceneSpec.named("day-cells")!)

  @Test func aMissingGoldenUnderNeverFailsSayingWhatToDo() throws {
    let (root, testFile) = Self.scratchPackage()
    let failure = try #require(
      snapshotFailure(
        scene: Self.dayCells, theme: .light, scale: .x1, record: .never, goldens: .package,
        filePath: testFile))
    #expect(failure.hasPrefix("missing golden \(root)/goldens/day-cells/light@1x.png"))
    #expect(failure.contains("draw list: no draw-list golden"))
    #expect(failure.contains("pickershot record day-cells"))
    #expect(failure.contains("artifact: \(root)/.artifacts/day-cells/light@1x/actual.png"))
    #expect(!FileManager.default.fileExists(atPath: "\(root)/goldens/day-cells"))
    try? FileManager.default.removeItem(atPath: root)
  }

  @Test func recordingAGoldenFailsTheTest() throws {
    let (root, testFile) = Self.scratchPackage()
    let failure = try #require(
      snapshotFailure(
        scene: Self.dayCells, theme: .light, scale: .x1, record: .missing, goldens: .package,
        filePath: testFile))
    #expect(failure.hasPrefix("recorded new golden: \(root)/goldens/day-cells/light@1x.png"))
    #expect(failure.contains("recorded new golden: \(root)/goldens/day-cells/light.drawlist.txt"))
    try? FileManager.default.removeItem(atPath: root)
  }

  @Test func aMatchingSceneHasNoFailure() throws {
    let (root, testFile) = Self.scratchPackage()
    // Recorded explicitly (whatever CI says), then checked under `never`: the match path.
    _ = snapshotFailure(
      scene: Self.dayCells, theme: .dark, scale: .x1, record: .missing, goldens: .package,
      filePath: testFile)
    let again = snapshotFailure(
      scene: Self.dayCells, theme: .dark, scale: .x1, record: .never, goldens: .package,
      filePath: testFile)
    #expect(again == nil)
    try? FileManager.default.removeItem(atPath: root)
  }

  @Test func aSceneIDThatIsNotKebabCaseIsRefusedBeforeAnythingIsWritten() throws {
    let (root, testFile) = Self.scratchPackage()
    let escaping = SceneDescription(
      SceneSpec(id: "../escape", summary: "", model: (), as: .dayCells, scales: [.x1]))
    let failure = snapshotFailure(
      scene: escaping, theme: .light, scale: .x1, record: .all, goldens: .package,
      filePath: testFile)
    #expect(failure?.hasPrefix("scene id '../escape' is not kebab-case") == true)
    #expect(!FileManager.default.fileExists(atPath: "\(root)/escape"))
    try? FileManager.default.removeItem(atPath: root)
  }

  /// Another package has no `goldens/`: by default the scene's goldens go to `__Goldens__` beside
  /// the calling test (this failed with "no Package.swift with a goldens folder above").
  @Test func aSceneInAPackageWithoutAGoldensFolderRecordsBesideTheTest() throws {
    let (root, test) = try GoldensLocationTests.package()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let failure = snapshotFailure(
      scene: Self.dayCells, theme: .dark, scale: .x1, record: .missing, filePath: test)
    let golden = "\(root)/Tests/MyTests/__Goldens__/day-cells/dark@1x.png"
    #expect(failure?.hasPrefix("recorded new golden: \(golden)") == true, "\(failure ?? "")")
    #expect(
      snapshotFailure(
        scene: Self.dayCells, theme: .dark, scale: .x1, record: .never, filePath: test) == nil)
  }

  @Test func noPackageRootIsAClearError() {
    let failure = snapshotFailure(
      scene: Self.dayCells, theme: .dark, scale: .x1, filePath: "/nowhere/x.swift")
    #expect(
      failure
        == "no Package.swift above /nowhere/x.swift: expectSnapshot finds the test's package from "
        + "its #filePath")
  }
}
