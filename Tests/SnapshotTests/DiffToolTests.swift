import Foundation
import PickerModel
import Scene
import Snapshot
import Testing

@testable import PickerShotTesting

/// `PICKERSHOT_DIFF_TOOL`: a command run with the expected and actual paths, never through a
/// shell; when it fails, a warning.
@Suite struct DiffToolTests {
  @Test(arguments: [
    ("meld", "meld", [String]()), ("  compare   -compose src ", "compare", ["-compose", "src"]),
    ("ksdiff\t--partial", "ksdiff", ["--partial"]),
  ])
  func theCommandIsSplitAtWhiteSpace(command: String, program: String, arguments: [String]) {
    let tool = DiffTool(command: command)
    #expect(tool?.program == program)
    #expect(tool?.arguments == arguments)
  }

  @Test(arguments: ["", "   ", "\t\n"]) func onlyWhiteSpaceIsNoTool(command: String) {
    #expect(DiffTool(command: command) == nil)
    #expect(DiffTool.fromEnvironment(["PICKERSHOT_DIFF_TOOL": command]) == nil)
  }

  /// A folder with `args`, a script writing its arguments one a line to `args.txt` and exiting
  /// with `status`.
  static func script(status: Int = 0) throws -> (folder: String, path: String) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("pickershot-difftool-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let path = "\(folder)/record-args"
    let text = "#!/bin/sh\nprintf '%s\\n' \"$@\" > '\(folder)/args.txt'\nexit \(status)\n"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    return (folder, path)
  }

  @Test func theToolGetsItsWordsThenExpectedAndActualWithNoShellInBetween() throws {
    let (folder, path) = try Self.script()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let tool = try #require(DiffTool(command: "\(path) --flag $HOME ;rm *"))
    #expect(tool.run(expected: "e x.png", actual: "a.png") == nil)
    let args = try String(contentsOfFile: "\(folder)/args.txt", encoding: .utf8)
    #expect(args == "--flag\n$HOME\n;rm\n*\ne x.png\na.png\n")
  }

  @Test func aToolFoundOnPathRuns() throws {
    let (folder, _) = try Self.script()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let tool = try #require(DiffTool(command: "record-args"))
    #expect(
      tool.run(expected: "e", actual: "a", environment: ["PATH": "/nowhere:\(folder)"]) == nil)
    #expect(FileManager.default.fileExists(atPath: "\(folder)/args.txt"))
  }

  @Test func failuresAreWarningTexts() throws {
    let (folder, path) = try Self.script(status: 3)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let env = ["PATH": folder]
    #expect(
      DiffTool(command: path)!.run(expected: "e", actual: "a", environment: env)
        == "PICKERSHOT_DIFF_TOOL '\(path)' exited 3")
    #expect(
      DiffTool(command: "no-such-tool")!.run(expected: "e", actual: "a", environment: env)
        == "PICKERSHOT_DIFF_TOOL 'no-such-tool' not found on PATH")
    #expect(
      DiffTool(command: folder)!.run(expected: "e", actual: "a", environment: env)
        == "PICKERSHOT_DIFF_TOOL '\(folder)' is not an executable file")
  }

  /// The whole path: a failing snapshot hands its expected and actual artifacts to the tool; a
  /// passing one runs nothing.
  @Test func aFailingSnapshotRunsTheToolOnItsArtifacts() throws {
    let (root, test) = try GoldensLocationTests.package()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let (folder, path) = try Self.script()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let environment = ["PICKERSHOT_DIFF_TOOL": path]
    let check = { (model: DatePicker, record: RecordMode) in
      SnapshotArtifactsTests.check(model, record, test, environment)
    }
    _ = check(try SceneFixtures.seedCard(), .missing)
    #expect(check(try SceneFixtures.seedCard(), .never).runDiffTool(environment: environment) == [])
    #expect(!FileManager.default.fileExists(atPath: "\(folder)/args.txt"))
    let failed = check(try SceneFixtures.rangeCard(), .never)
    #expect(failed.runDiffTool(environment: environment) == [])
    let args = try String(contentsOfFile: "\(folder)/args.txt", encoding: .utf8)
    let artifacts = "\(root)/.artifacts/card/light@1x"
    #expect(args == "\(artifacts)/expected.png\n\(artifacts)/actual.png\n")
  }
}
