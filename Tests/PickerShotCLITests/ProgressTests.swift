import Foundation
import Testing

@testable import PickerShotCLI

/// The progress line: drawn with `\r` on a terminal, not one byte otherwise.
@Suite struct ProgressTests {
  @Test(arguments: [
    ("verify", 12, 60, "date-picker dark@2x", 80, "verify 12/60 date-picker dark@2x"),
    ("render", 1, 1, "", 80, "render 1/1"),
    ("gallery", 3, 9, "a-very-long-scene-name light@2x", 24, "gallery 3/9 a-very-lon…"),
    ("render", 2, 5, "bad\u{1B}[31m\u{202E}", 80, "render 2/5 bad\\u{1B}[31m\\u{202E}"),
  ])
  func lineFormatting(
    command: String, done: Int, total: Int, label: String, width: Int, expected: String
  ) {
    let line = Progress.line(command: command, done: done, total: total, label: label, width: width)
    #expect(line == expected)
    #expect(line.count < width)
  }

  @Test(
    arguments: [(nil, 80), ("120", 120), ("5", 20), ("abc", 80), ("99999", 1000)]
      as [(String?, Int)])
  func columns(text: String?, width: Int) {
    #expect(Progress.columns(text) == width)
  }

  @Test func labelOfACaseID() {
    #expect(Progress.label(caseID: "date-picker/dark@2x") == "date-picker dark@2x")
    #expect(Progress.label(caseID: "primitives/clips/light@1x") == "primitives/clips light@1x")
  }

  @Test func aTerminalGetsOneUpdatingLineThatIsClearedAtTheEnd() {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = CLIRun(
      ["render", "day-cells", "--scale", "1", "--out", folder], interactive: true)
    #expect(run.status == 0)
    #expect(run.err.hasPrefix("\r"))
    #expect(run.err.contains("render 1/2 day-cells "))
    #expect(run.err.contains("render 2/2 day-cells "))
    #expect(run.err.hasSuffix("\r" + Progress.clearToEnd))
    #expect(!run.err.contains("\n"))
    let verify = CLIRun(
      [
        "verify", "day-cells", "--theme", "light", "--scale", "1", "--goldens",
        SnapshotCommandTests.goldens, "--record", "never", "--report", "\(folder)/report",
      ], interactive: true)
    #expect(verify.status == 0)
    #expect(verify.err.contains("\rverify 1/1 day-cells light@1x"))
  }

  @Test func notATerminalGetsNoProgressBytes() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = CLIRun("render", "day-cells", "--scale", "1", "--out", folder)
    #expect(run.status == 0)
    #expect(run.err.isEmpty)
    // The real executable with stderr a pipe (not a terminal): nothing on stderr at all.
    let binary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      .deletingLastPathComponent().appendingPathComponent("pickershot").path
    try #require(
      FileManager.default.isExecutableFile(atPath: binary),
      "the pickershot executable is not next to the test bundle: \(binary)")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = ["render", "day-cells", "--scale", "1", "--out", "\(folder)/binary"]
    let stderr = Pipe()
    process.standardError = stderr
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let bytes = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(bytes.isEmpty, "stderr: \(String(decoding: bytes, as: UTF8.self))")
  }
}
