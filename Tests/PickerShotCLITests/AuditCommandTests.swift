import Foundation
import Testing

@testable import PickerShotCLI

/// `pickershot audit` and the documentation outputs of the audits.
@Suite struct AuditCommandTests {
  @Test func everySceneIsAuditedAndPasses() {
    let run = CLIRun("audit", "--all", "--failures")
    #expect(run.status == 0, "\(run.out)")
    #expect(run.out.hasSuffix("all passed\n"))
    #expect(run.out.contains("date-picker dark\n"))
  }

  @Test func theTableNamesRatiosAndExceptions() {
    let run = CLIRun("audit", "date-picker", "--theme", "dark")
    #expect(run.status == 0)
    #expect(
      run.out.contains("mark  day 2026-01-02 dot  #6895FF on #292929  5.08:1 (needs 3.0)  ok"))
    #expect(run.out.contains("exception: text/soft-500"))
    #expect(run.out.contains("target  day 2026-01-16  44.00x44.00 pt"))
  }

  @Test func androidTargetsAreWrittenBesideTheImage() throws {
    let folder = temporaryFolder()
    let run = CLIRun(
      "render", "date-picker", "--theme", "light", "--scale", "1", "--overlay", "targets",
      "--platform", "android", "--semantics", "--out", "\(folder)/card.png")
    #expect(run.status == 0, "\(run.err)")
    let json = try String(contentsOfFile: "\(folder)/card.semantics.json", encoding: .utf8)
    #expect(json.contains("\"platform\" : \"android\""))
    // A day in the middle of the grid: 44 wide (split with its neighbours), 44 tall likewise.
    #expect(json.contains("\"label\" : \"Friday 16 January 2026\""))
    #expect(json.contains("\"height\" : 48") || json.contains("\"width\" : 48"))
  }

  /// Each of `--semantics` and `--overlay targets` works on its own: the targets are resolved
  /// whenever either asks for them (and only then).
  @Test func semanticsAndOverlayEachWorkAlone() throws {
    let folder = temporaryFolder()
    let base = ["render", "date-picker", "--theme", "light", "--scale", "1"]
    let semantics = CLIRun(base + ["--semantics", "--out", "\(folder)/semantics.png"])
    #expect(semantics.status == 0, "\(semantics.err)")
    let json = try String(contentsOfFile: "\(folder)/semantics.semantics.json", encoding: .utf8)
    #expect(json.contains("\"label\" : \"Friday 16 January 2026\""))
    let overlay = CLIRun(base + ["--overlay", "targets", "--out", "\(folder)/overlay.png"])
    #expect(overlay.status == 0, "\(overlay.err)")
    let plain = CLIRun(base + ["--out", "\(folder)/plain.png"])
    #expect(plain.status == 0, "\(plain.err)")
    let drawn = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/overlay.png"))
    #expect(drawn != (try Data(contentsOf: URL(fileURLWithPath: "\(folder)/plain.png"))))
    #expect(!FileManager.default.fileExists(atPath: "\(folder)/plain.semantics.json"))
  }

  /// Without `--platform` each scene is audited at its own platform's minimum (the Material 3
  /// scenes at Android's 48 dp); `--platform` still overrides it.
  @Test(arguments: [
    (["m3-date-modal"], "targets: android minimum 48.00 dp (the scene's platform)"),
    (["m3-time-input"], "targets: android minimum 48.00 dp (the scene's platform)"),
    (["date-picker"], "targets: ios minimum 44.00 pt (the scene's platform)"),
    (["m3-date-modal", "--platform", "ios"], "targets: ios minimum 44.00 pt (--platform)"),
    (["date-picker", "--platform", "android"], "targets: android minimum 48.00 dp (--platform)"),
  ])
  func auditDefaultsToTheScenesOwnPlatform(arguments: [String], line: String) {
    let run = CLIRun(["audit", "--theme", "light"] + arguments)
    #expect(run.status == 0, "\(run.out)\(run.err)")
    #expect(run.out.contains("\n  \(line)\n"), "\(run.out.prefix(400))")
  }

  /// `render --semantics` (and `--overlay targets`) resolve targets at the scene's own platform
  /// unless `--platform` names one; the JSON records which.
  @Test(arguments: [
    (["m3-date-modal"], "android"), (["m3-date-modal", "--platform", "ios"], "ios"),
    (["date-picker"], "ios"), (["date-picker", "--platform", "android"], "android"),
  ])
  func renderDefaultsToTheScenesOwnPlatform(arguments: [String], platform: String) throws {
    let folder = temporaryFolder()
    let run = CLIRun(
      ["render", "--theme", "light", "--scale", "1", "--overlay", "targets", "--semantics"]
        + arguments + ["--out", "\(folder)/image.png"])
    #expect(run.status == 0, "\(run.err)")
    let json = try String(contentsOfFile: "\(folder)/image.semantics.json", encoding: .utf8)
    #expect(json.contains("\"platform\" : \"\(platform)\""), "\(arguments)")
  }

  @Test func theHelpsSayTheDefaultIsTheScenesPlatform() {
    #expect(AuditCommand.help.contains("(default: each scene's own, android for the Material 3"))
    #expect(RenderCommand.help.contains("default: each\n"))
    #expect(RenderCommand.help.contains("scene's own (android for the Material 3 scenes"))
    #expect(!RenderCommand.help.contains("(44 pt, default)"))
  }

  @Test(arguments: [
    ["audit"], ["audit", "date-picker", "--platform", "windows"],
    ["render", "date-picker", "--overlay", "grid"],
    ["render", "date-picker", "--platform", "web"],
  ])
  func badAuditArgumentsAreUsageErrors(arguments: [String]) {
    let run = CLIRun(arguments)
    #expect(run.status == 64, "\(run.err)")
  }
}
