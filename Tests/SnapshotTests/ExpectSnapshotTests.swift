import Foundation
import PickerShotTesting
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

  @Test func aMissingGoldenFailsSayingWhatToDo() throws {
    let (root, testFile) = Self.scratchPackage()
    let failure = try #require(
      snapshotFailure(scene: "day-cells", theme: .light, scale: 1, filePath: testFile))
    // Locally the golden is recorded (and the test still fails); under CI=true it is reported
    // missing, with the command that records it.
    #expect(
      failure.hasPrefix("recorded new golden: \(root)/goldens/day-cells/light@1x.png")
        || (failure.hasPrefix("missing golden") && failure.contains("pickershot record day-cells")))
    #expect(failure.contains("artifact: \(root)/.artifacts/day-cells/light@1x/actual.png"))
    try? FileManager.default.removeItem(atPath: root)
  }

  @Test func aMatchingSceneHasNoFailure() throws {
    let (root, testFile) = Self.scratchPackage()
    _ = snapshotFailure(scene: "day-cells", theme: .dark, scale: 1, filePath: testFile)
    let again = snapshotFailure(scene: "day-cells", theme: .dark, scale: 1, filePath: testFile)
    // Under CI=true nothing was recorded, so it is still missing; locally it now matches.
    if ProcessInfo.processInfo.environment["CI"] == "true" {
      #expect(again?.hasPrefix("missing golden") == true)
    } else {
      #expect(again == nil)
    }
    try? FileManager.default.removeItem(atPath: root)
  }

  @Test func noPackageRootIsAClearError() {
    let failure = snapshotFailure(
      scene: "day-cells", theme: .dark, scale: 1, filePath: "/nowhere/x.swift")
    #expect(failure == "no Package.swift with a goldens folder above /nowhere/x.swift")
  }
}
