import Audit
import DrawList
import Foundation
import Testing

@testable import PickerShotCLI

/// `pickershot audit` and the documentation outputs of the audits.
@Suite struct AuditCommandTests {
  @Test func everySceneIsAuditedAndPasses() {
    let run = CLIRun("audit", "--all", "--failures")
    #expect(run.status == 0, "\(run.out)")
    // Issue 24: with nothing failing, --failures prints the total alone, no empty headers.
    #expect(run.out.hasPrefix("all passed: "))
    #expect(run.out.hasSuffix(" overlaps (information)\n"))
    #expect(run.out.split(separator: "\n").count == 1)
  }

  /// Every target line of `audit --all`: a target below its platform's minimum either fails or
  /// names the exception that allows it; none passes silently (today's split targets did).
  @Test func noTargetBelowTheMinimumPassesSilently() throws {
    let run = CLIRun("audit", "--all")
    var minimum = 0.0
    var checked = 0
    let size = try Regex(#"^  target  .*  ([0-9.]+)x([0-9.]+) (pt|dp)"#)
    let header = try Regex(#"^  targets: [a-z]+ minimum ([0-9.]+) "#)
    for line in run.out.split(separator: "\n") {
      if let match = line.firstMatch(of: header) {
        minimum = try #require(Double(String(match.output[1].substring!)))
      } else if let match = line.firstMatch(of: size) {
        let width = try #require(Double(String(match.output[1].substring!)))
        let height = try #require(Double(String(match.output[2].substring!)))
        checked += 1
        if width < minimum || height < minimum {
          #expect(line.contains("FAILS") || line.contains("exception: "), "\(line)")
        }
      }
    }
    #expect(checked > 1000)
  }

  /// The audit measures the hit rectangles the draw list declares: a Time Picker slot is 44 pt
  /// high around its 36 pt row, overlapping the next by 8, and the overlap is information.
  @Test func targetsAreDeclaredAndOverlapsAreInformation() {
    let run = CLIRun("audit", "time-picker-12h", "--theme", "light")
    #expect(run.status == 0, "\(run.out)")
    #expect(run.out.contains("\n  target  slot 09:30  288.00x44.00 pt  ok\n"), "\(run.out)")
    #expect(
      run.out.contains("\n  overlap  slot 09:30 and slot 10:00  288.00x8.00 pt  information\n"))
  }

  /// The iOS card's 44 pt targets are below Android's 48 dp: audited there, they fail.
  @Test func targetsBelowTheMinimumFail() {
    let run = CLIRun("audit", "date-picker", "--theme", "light", "--platform", "android")
    #expect(run.status == 1, "\(run.out)")
    #expect(
      run.out.contains("\n  target  day 2026-01-16  44.00x44.00 dp (needs 48.00)  FAILS\n"),
      "\(run.out)")
  }

  /// macOS is a pointer platform: its calendar tiles are its targets, named as an exception.
  @Test func macOSTilesAreANamedException() {
    let run = CLIRun("audit", "macos-graphical-range", "--theme", "light")
    #expect(run.status == 0, "\(run.out)")
    #expect(
      run.out.contains(
        "\n  target  macos day 2026-01-16  20.00x18.00 pt (needs 44.00)  exception: "
          + "macos/pointer-targets ("), "\(run.out)")
  }

  @Test func theTableNamesRatiosAndExceptions() {
    let run = CLIRun("audit", "date-picker", "--theme", "dark")
    #expect(run.status == 0)
    #expect(
      run.out.contains("mark  day 2026-01-02 dot  #6895FF on #292929  5.08:1 (needs 3.0)  ok"))
    #expect(run.out.contains("exception: text/soft-500"))
    #expect(run.out.contains("target  day 2026-01-16  44.00x44.00 pt"))
  }

  /// Seed 002's own colours below the minimums are listed as the named exception `spec colour`
  /// with its reason, never passed silently (issue 21): Today's brand/base number on the Dark
  /// card, and the brand/alpha-10 band in both modes.
  @Test func theSpecsColoursAreListedAsNamedExceptions() {
    let run = CLIRun("audit", "date-picker-range", "--theme", "both")
    #expect(run.status == 0, "\(run.out)")
    #expect(
      run.out.contains(
        "\n  text  day 2026-01-20  #335CFF on #292929  2.85:1 (needs 4.5)  exception: "
          + "spec colour (seed 002 sets Today's number in brand/base"), "\(run.out)")
    for (theme, card, ratio) in [("light", "#FFFFFF", "1.16"), ("dark", "#292929", "1.08")] {
      let table = run.out.components(separatedBy: "date-picker-range \(theme)\n").last ?? ""
      #expect(
        table.contains(
          "\n  mark  day 2026-01-09 band  #335CFF1A on \(card)  \(ratio):1 (needs 3.0)  "
            + "exception: spec colour (seed 002's range band is brand/alpha-10"), "\(run.out)")
    }
  }

  @Test func androidTargetsAreWrittenBesideTheImage() throws {
    let folder = temporaryFolder()
    let run = CLIRun(
      "render", "date-picker", "--theme", "light", "--scale", "1", "--overlay", "targets",
      "--platform", "android", "--semantics", "--out", "\(folder)/card.png")
    #expect(run.status == 0, "\(run.err)")
    let json = try String(contentsOfFile: "\(folder)/card.semantics.json", encoding: .utf8)
    #expect(json.contains("\"platform\" : \"android\""))
    #expect(json.contains("\"minimum\" : 48"))
    // A day's target is the 44 pt the iOS card declares, never grown to Android's 48.
    #expect(json.contains("\"label\" : \"Friday 16 January 2026\""))
    #expect(json.contains("\"width\" : 44") && !json.contains("\"width\" : 48"))
  }

  /// The overlay draws each declared target as it is: magenta when it meets the minimum (or an
  /// exception allows it), red when the audit fails it.
  @Test func theOverlayMarksFailingTargetsRed() {
    let node = SemanticNode(
      id: "a", role: .button, label: "A", hitRect: Rect(x: 2, y: 2, width: 44, height: 44))
    let findings =
      TouchTargetAudit(minimum: 48).audit([node]) + TouchTargetAudit(minimum: 44).audit([node])
    let list = TargetOverlay.drawn(
      over: DrawList(canvas: Rect(x: 0, y: 0, width: 10, height: 10)), targets: findings)
    let fills = list.items.compactMap { item -> (Rect, Color)? in
      guard case .fill(.rect(let rect, _), .solid(let color)) = item.command else { return nil }
      return (rect, color)
    }
    #expect(fills.map(\.1) == [TargetOverlay.failingFill, TargetOverlay.fill])
    #expect(fills.allSatisfy { $0.0 == node.hitRect })
    #expect(list.canvas == Rect(x: 0, y: 0, width: 46, height: 46))
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
  /// The iOS card's 44 pt targets fail at Android's 48 dp.
  @Test(arguments: [
    (["m3-date-modal"], "targets: android minimum 48.00 dp (the scene's platform)", Int32(0)),
    (["m3-time-input"], "targets: android minimum 48.00 dp (the scene's platform)", 0),
    (["date-picker"], "targets: ios minimum 44.00 pt (the scene's platform)", 0),
    (["m3-date-modal", "--platform", "ios"], "targets: ios minimum 44.00 pt (--platform)", 0),
    (
      ["date-picker", "--platform", "android"], "targets: android minimum 48.00 dp (--platform)",
      1
    ),
  ])
  func auditDefaultsToTheScenesOwnPlatform(arguments: [String], line: String, status: Int32) {
    let run = CLIRun(["audit", "--theme", "light"] + arguments)
    #expect(run.status == status, "\(run.out)\(run.err)")
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
