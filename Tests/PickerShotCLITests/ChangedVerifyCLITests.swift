import Foundation
import Testing

/// `verify --changed` and `verify --refresh-fingerprints` from the command line: the options'
/// refusals, and the proven images marked in every report (terminal, summary.json, JUnit, HTML).
@Suite struct ChangedVerifyCLITests {
  static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("goldens").path

  @Test(arguments: [
    ["verify", "--changed", "--refresh-fingerprints"],
    ["verify", "--changed", "--record", "all"],
    ["verify", "--changed", "--record", "failed"],
    ["verify", "--refresh-fingerprints", "--record", "missing"],
    ["record", "--changed"],
  ])
  func refusedCombinationsAreUsageErrors(arguments: [String]) {
    let run = CLIRun(arguments)
    #expect(run.status == 64, "\(run.err)")
    #expect(run.err.split(separator: "\n").count == 1, "\(run.err)")
  }

  @Test func refreshThenChangedProvesEveryImageInEveryReport() throws {
    let root = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let folder = root + "/goldens"
    try FileManager.default.createDirectory(
      atPath: folder + "/primitives", withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: "\(Self.goldens)/primitives/corner-radii",
      toPath: "\(folder)/primitives/corner-radii")
    let scene = "primitives/corner-radii"
    let refresh = CLIRun(
      "verify", scene, "--goldens", folder, "--report", root + "/refresh", "--refresh-fingerprints")
    #expect(refresh.status == 0, "\(refresh.out)\(refresh.err)")
    #expect(
      refresh.out.contains("refreshed the fingerprint of ")
        || refresh.out.contains("fingerprints already current"), "\(refresh.out)")
    #expect(!refresh.out.contains("proven by fingerprint"))

    let report = root + "/changed"
    let changed = CLIRun(
      "verify", scene, "--goldens", folder, "--report", report, "--changed")
    #expect(changed.status == 0, "\(changed.err)")
    #expect(changed.out.contains("3 passed (3 proven by fingerprint)"), "\(changed.out)")
    #expect(changed.out.contains("PASSED   \(scene)/light@2x  (proven by fingerprint)"))
    let summary = try #require(
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: URL(fileURLWithPath: report + "/summary.json"))) as? [String: Any])
    let entries = try #require(summary["entries"] as? [[String: Any]])
    #expect(entries.count == 3)
    #expect(entries.allSatisfy { $0["provenByFingerprint"] as? Bool == true })
    let junit = try String(contentsOfFile: report + "/junit.xml", encoding: .utf8)
    #expect(
      junit.components(separatedBy: #"<property name="provenByFingerprint" value="true"/>"#)
        .count == 4)
    let html = try String(contentsOfFile: report + "/index.html", encoding: .utf8)
    #expect(html.contains("3 passed (3 proven by fingerprint)"))

    // --json: the same marks in the document on stdout.
    let json = CLIRun(
      "verify", scene, "--goldens", folder, "--report", report, "--changed", "--json")
    #expect(json.status == 0)
    #expect(json.out.components(separatedBy: "\"provenByFingerprint\" : true").count == 4)
  }
}
