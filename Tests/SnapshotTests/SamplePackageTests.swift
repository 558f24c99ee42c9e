import Foundation
import Testing

/// `Tests/SamplePackage`, a package of its own depending on PickerShot by path, builds and its
/// snapshot test passes against the goldens in its own folder: what another package gets from
/// the `PickerShotTesting` product. Serialized: its tests share one scratch folder.
@Suite(.serialized) struct SamplePackageTests {
  /// The package root, from this file's path.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

  /// `swift` on `PATH`, if any.
  static let swift: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/swift" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }()

  /// Builds and tests the sample with its own scratch folder under this package's `.build`
  /// (kept between runs, so later runs are incremental), goldens never recorded.
  @Test(
    .enabled(if: swift != nil, "swift is not on PATH: the sample package cannot be built"),
    .timeLimit(.minutes(15)))
  func samplePackageBuildsAndItsSnapshotTestPasses() throws {
    let log = "\(Self.root)/.build/sample-package.log"
    try FileManager.default.createDirectory(
      atPath: "\(Self.root)/.build", withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: log, contents: nil)
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
    defer { try? handle.close() }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Self.swift!)
    // No build-manifest caching: with it, SwiftPM keeps the path dependency's old list of source
    // files, so a file added to PickerShot since the last run is not compiled (seen: "cannot
    // find 'IOSDatePickerSceneFile' in scope" after a merge added it).
    process.arguments = [
      "test", "--disable-build-manifest-caching", "--package-path",
      "\(Self.root)/Tests/SamplePackage", "--scratch-path", "\(Self.root)/.build/sample-package",
    ]
    var environment = ProcessInfo.processInfo.environment
    environment["PICKERSHOT_RECORD"] = "never"
    process.environment = environment
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    process.waitUntilExit()
    let output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
    #expect(
      process.terminationStatus == 0,
      "swift test in Tests/SamplePackage failed (log: \(log)):\n\(output.suffix(3000))")
    #expect(output.contains("releaseWeekMatchesItsGolden"), "\(output.suffix(2000))")
    #expect(!output.contains("recorded new golden"))
  }
}
