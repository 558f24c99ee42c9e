import Foundation
import Testing

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
