import Foundation
import PickerShotTesting
import Snapshot
import Testing

/// Where `expectSnapshot(of:…)` keeps goldens when called from any package: found from the test
/// file's path, needing only a `Package.swift` above it.
@Suite struct GoldensLocationTests {
  /// A package folder holding only `Package.swift` (no `goldens/`), and a test file path in it.
  static func package() throws -> (root: String, test: String) {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("pickershot-package-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(
      atPath: "\(root)/Tests/MyTests", withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: "\(root)/Package.swift", contents: Data())
    return (root, "\(root)/Tests/MyTests/CardTests.swift")
  }

  @Test func besideTheTestInAPackageWithoutAGoldensFolder() throws {
    let (root, test) = try Self.package()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let resolved = try GoldensLocation.besideTest.resolve(filePath: test)
    #expect(resolved.root == root)
    #expect(resolved.goldens == "\(root)/Tests/MyTests/__Goldens__")
  }

  @Test(arguments: [
    ("Tests/Goldens", "/Tests/Goldens"), ("snapshots/../Goldens", "/Goldens"),
  ])
  func aFolderRelativeToTheCallersPackage(path: String, expected: String) throws {
    let (root, test) = try Self.package()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let resolved = try GoldensLocation.folder(path).resolve(filePath: test)
    #expect(resolved.root == root)
    #expect(resolved.goldens == root + expected)
  }

  @Test func anAbsoluteFolderIsTakenAsIs() throws {
    let (root, test) = try Self.package()
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(
      try GoldensLocation.folder("/srv/goldens").resolve(filePath: test).goldens == "/srv/goldens")
  }

  /// `.package` is the caller's nearest package's `goldens/`, whether or not it exists yet (it
  /// used to need one, so another package's test found no root at all).
  @Test func thePackageFolderIsTheCallersNearestPackage() throws {
    let (root, test) = try Self.package()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let resolved = try GoldensLocation.package.resolve(filePath: test)
    #expect(resolved.root == root)
    #expect(resolved.goldens == "\(root)/goldens")
  }

  @Test func noPackageAboveTheTestIsAnError() {
    #expect(throws: GoldenError.noPackageRoot("/nowhere/x.swift")) {
      try GoldensLocation.besideTest.resolve(filePath: "/nowhere/x.swift")
    }
  }
}
