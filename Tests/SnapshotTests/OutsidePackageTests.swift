import Foundation
import Testing

/// PickerShotTesting from a package PickerShot has never seen: a fresh SwiftPM package in a
/// temporary folder depending on this one by path, whose tests call `expectSnapshot` with no
/// `goldens:` and no `named:`, run with `swift test` three times: the first records and fails,
/// the second passes and leaves no artifact, the third (another model) fails with its PNGs
/// attached, left in `PICKERSHOT_ARTIFACTS` and handed to `PICKERSHOT_DIFF_TOOL`. Built in `.build/sample-package`, the scratch folder `SamplePackageTests` warms,
/// so the two run one after the other.
extension SamplePackageTests {
  /// The outside package's manifest, depending on PickerShot at `root`.
  static func manifest(root: String) -> String {
    """
    // swift-tools-version:6.0
    import PackageDescription

    let package = Package(
      name: "Outside",
      dependencies: [.package(name: "PickerShot", path: "\(root)")],
      targets: [
        .testTarget(
          name: "OutsideTests",
          dependencies: [
            .product(name: "PickerShot", package: "PickerShot"),
            .product(name: "PickerShotTesting", package: "PickerShot"),
          ],
          exclude: ["__Goldens__"])
      ]
    )

    """
  }

  /// Its tests: a model state (April, or the month `OUTSIDE_MONTH` names) and a built-in scene.
  static let tests = """
    import Foundation
    import Pipeline
    import PickerModel
    import PickerShotTesting
    import Render
    import Scene
    import Testing

    @Test func releaseWeek() throws {
      let month = Int(ProcessInfo.processInfo.environment["OUTSIDE_MONTH"] ?? "4")!
      let day = { (day: Int) throws -> CalendarDate in
        try CalendarDate(year: 2026, month: month, day: day)
      }
      let picker = DatePicker(
        month: try YearMonth(year: 2026, month: month),
        selection: .range(start: try day(13), end: try day(17)), mode: .range)
      expectSnapshot(of: picker, as: .datePicker, scale: .x1)
    }

    @Test func dayCells() {
      expectSnapshot(scene: SceneDescription(SceneSpec.named("day-cells")!), theme: .dark, scale: .x1)
    }

    """

  /// Runs `swift test` in `package` with `environment` over this process's (less `CI` and the
  /// `PICKERSHOT_` variables); its exit status and output.
  static func swiftTest(
    _ package: String, _ arguments: [String] = [], environment: [String: String] = [:]
  ) throws -> (status: Int32, output: String) {
    let log = "\(package)/swift-test.log"
    _ = FileManager.default.createFile(atPath: log, contents: nil)
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
    defer { try? handle.close() }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: swift!)
    process.arguments =
      [
        "test", "--disable-build-manifest-caching", "--package-path", package, "--scratch-path",
        "\(root)/.build/sample-package",
      ] + arguments
    var inherited = ProcessInfo.processInfo.environment.filter {
      $0.key != "CI" && !$0.key.hasPrefix("PICKERSHOT_")
    }
    inherited.merge(environment) { $1 }
    process.environment = inherited
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationReason == .exit, "swift test was killed: see \(log)")
    return (process.terminationStatus, (try? String(contentsOfFile: log, encoding: .utf8)) ?? "")
  }

  /// The regular files under `folder` (none when it does not exist).
  static func files(under folder: String) throws -> [String] {
    let fm = FileManager.default
    guard fm.fileExists(atPath: folder) else { return [] }
    return try fm.subpathsOfDirectory(atPath: folder).filter {
      (try fm.attributesOfItem(atPath: "\(folder)/\($0)")[.type] as? FileAttributeType)
        == .typeRegular
    }
  }

  @Test(
    .enabled(if: swift != nil, "swift is not on PATH: the outside package cannot be built"),
    .timeLimit(.minutes(15)))
  func anOutsidePackageRecordsPassesFailsWithAttachmentsAndCleansUp() throws {
    let fm = FileManager.default
    let package = fm.temporaryDirectory
      .appendingPathComponent("pickershot-outside-\(UUID().uuidString)").path
    defer { try? fm.removeItem(atPath: package) }
    let testFolder = "\(package)/Tests/OutsideTests"
    try fm.createDirectory(atPath: "\(testFolder)/__Goldens__", withIntermediateDirectories: true)
    try Self.manifest(root: Self.root).write(
      toFile: "\(package)/Package.swift", atomically: true, encoding: .utf8)
    try Self.tests.write(
      toFile: "\(testFolder)/OutsideTests.swift", atomically: true, encoding: .utf8)
    let goldens = "\(testFolder)/__Goldens__"

    // 1. No goldens: both are recorded beside the test, and the run fails saying so.
    let first = try Self.swiftTest(package)
    #expect(first.status != 0, "\(first.output.suffix(3000))")
    #expect(first.output.contains("recorded new golden: \(goldens)/release-week/light@1x.png"))
    #expect(first.output.contains("recorded new golden: \(goldens)/day-cells/dark@1x.png"))
    #expect(fm.fileExists(atPath: "\(goldens)/release-week/light.drawlist.txt"))

    // 2. The same again: passes, and the first run's artifacts (the recorded PNGs) are gone.
    let second = try Self.swiftTest(package)
    #expect(second.status == 0, "\(second.output.suffix(3000))")
    #expect(try Self.files(under: "\(package)/.artifacts") == [])

    // 3. Another month: fails; the PNGs are attached, left in PICKERSHOT_ARTIFACTS and given to
    // the diff tool, whose own failure (exit 3) is a warning.
    let attachments = "\(package)/attachments"
    try fm.createDirectory(atPath: attachments, withIntermediateDirectories: true)
    let tool = "\(package)/difftool"
    try "#!/bin/sh\nprintf '%s\\n' \"$@\" > '\(package)/difftool.args'\nexit 3\n".write(
      toFile: tool, atomically: true, encoding: .utf8)
    try fm.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tool)
    let artifacts = "\(package)/shots/release-week/light@1x"
    let third = try Self.swiftTest(
      package, ["--attachments-path", attachments],
      environment: [
        "OUTSIDE_MONTH": "5", "PICKERSHOT_ARTIFACTS": "shots", "PICKERSHOT_DIFF_TOOL": tool,
      ])
    #expect(third.status == 1, "\(third.output.suffix(3000))")
    #expect(third.output.contains("PICKERSHOT_DIFF_TOOL '\(tool)' exited 3"))
    #expect(third.output.contains("re-record: PICKERSHOT_RECORD=failed swift test"))
    let attached = try fm.contentsOfDirectory(atPath: attachments)
    for kind in ["expected", "actual", "diff"] {
      #expect(
        attached.contains { $0.hasSuffix("release-week-light@1x-\(kind).png") },
        "attachments: \(attached)")
      #expect(fm.fileExists(atPath: "\(artifacts)/\(kind).png"))
    }
    let args = try String(contentsOfFile: "\(package)/difftool.args", encoding: .utf8)
    #expect(args == "\(artifacts)/expected.png\n\(artifacts)/actual.png\n")
    #expect(try Self.files(under: "\(package)/.artifacts") == [])
  }
}
