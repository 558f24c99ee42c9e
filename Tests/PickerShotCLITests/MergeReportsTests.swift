import Foundation
import Snapshot
import Testing

/// `pickershot merge-reports`: shard reports joined into the report of the whole run.
@Suite struct MergeReportsTests {
  static func summary(_ folder: String) throws -> SnapshotReport {
    try JSONDecoder().decode(
      SnapshotReport.self, from: Data(contentsOf: URL(fileURLWithPath: "\(folder)/summary.json")))
  }

  static func put(_ text: String, _ path: String) {
    try? FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
  }

  /// `verify` over two scenes at @1x, whole or as shard `shard`, into `report`.
  static func verify(_ report: String, shard: String? = nil) -> CLIRun {
    CLIRun(
      [
        "verify", "date-picker", "day-cells", "date-picker-range", "--scale", "1", "--goldens",
        SnapshotCommandTests.goldens, "--record", "never", "--report", report,
      ] + (shard.map { ["--shard", $0] } ?? []))
  }

  @Test func shardsMergeIntoTheUnshardedReport() throws {
    let root = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(Self.verify("\(root)/whole").status == 0)
    #expect(Self.verify("\(root)/one", shard: "1/2").status == 0)
    #expect(Self.verify("\(root)/two", shard: "2/2").status == 0)
    #expect(try Self.summary("\(root)/two").shard == ReportShard(index: 2, count: 2))
    // Given in either order, the entries come back in the unsharded order.
    let run = CLIRun("merge-reports", "--out", "\(root)/merged", "\(root)/two", "\(root)/one")
    #expect(run.status == 0, "\(run.out)\(run.err)")
    #expect(run.out.contains("merged 2 reports: 6 passed"))
    let whole = try Self.summary("\(root)/whole")
    let merged = try Self.summary("\(root)/merged")
    #expect(merged.entries.map(\.id) == whole.entries.map(\.id))
    // Times are the only values allowed to differ between runs.
    func untimed(_ report: SnapshotReport) -> [SnapshotEntry] {
      report.entries.map { entry in
        var entry = entry
        entry.milliseconds = nil
        return entry
      }
    }
    #expect(untimed(merged) == untimed(whole))
    #expect(merged.entries.allSatisfy { $0.milliseconds != nil })
    #expect(merged.environment == whole.environment)
    #expect(merged.obsolete == whole.obsolete)
    #expect(merged.shard == nil)
    let junit = try String(contentsOfFile: "\(root)/merged/junit.xml", encoding: .utf8)
    #expect(junit.contains(#"tests="6" failures="0""#))
    #expect(FileManager.default.fileExists(atPath: "\(root)/merged/index.html"))
  }

  /// A shard report with one failed entry (and its artifact images) and one passed entry.
  static func failingShard(_ folder: String, scene: String = "date-picker") throws {
    var failed = SnapshotEntry(
      id: "\(scene)/light@1x", scene: scene, theme: "light", scale: 1, status: .failed,
      message: "12 pixels differ", width: 2, height: 2, differingPixels: 12,
      golden: "goldens/\(scene)/light@1x.png")
    failed.artifacts = ArtifactPaths(
      expected: "\(scene)/light@1x/expected.png", actual: "\(scene)/light@1x/actual.png")
    let passed = SnapshotEntry(
      id: "\(scene)/dark@1x", scene: scene, theme: "dark", scale: 1, status: .passed,
      message: "matches", golden: "goldens/\(scene)/dark@1x.png")
    let report = SnapshotReport(
      environment: ["cairo": "1.16"], entries: [failed, passed], obsolete: ["old/light@1x.png"],
      shard: ReportShard(index: 1, count: 1))
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try ReportFiles.write(report, to: folder)
    put("expected bytes", "\(folder)/\(scene)/light@1x/expected.png")
    put("actual bytes", "\(folder)/\(scene)/light@1x/actual.png")
  }

  @Test func aFailureInAShardFailsTheMergeAndItsArtifactsAreCopied() throws {
    let root = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try Self.failingShard("\(root)/a")
    try Self.failingShard("\(root)/b", scene: "day-cells")
    let run = CLIRun("merge-reports", "--out", "\(root)/merged", "\(root)/a", "\(root)/b")
    #expect(run.status == 1, "\(run.out)\(run.err)")
    #expect(run.out.contains("FAILED   date-picker/light@1x  12 pixels differ"))
    #expect(run.out.contains("merged 2 reports: 2 passed, 2 failed"))
    let copied = try String(
      contentsOfFile: "\(root)/merged/day-cells/light@1x/actual.png", encoding: .utf8)
    #expect(copied == "actual bytes")
    let html = try String(contentsOfFile: "\(root)/merged/index.html", encoding: .utf8)
    #expect(html.contains("day-cells/light@1x/expected.png"))
    let merged = try Self.summary("\(root)/merged")
    #expect(merged.obsolete == ["old/light@1x.png"])
    // Not one shard of one N: the reports' order.
    #expect(merged.entries.map(\.id).first == "date-picker/light@1x")
    #expect(merged.entries.count == 4)
  }

  /// What goes wrong with the inputs, each with its exit code and one line naming the problem.
  @Test(
    arguments: [
      ("not json", 65, "a/summary.json: $.entries[0]: unexpected end of file"),
      // Issue 25: Foundation took a key given twice (exit 1); StrictJSON refuses it, as in a
      // scene file, at its path.
      (
        "key twice", 65,
        #"a/summary.json: $.entries[0].status: the key "status" is given twice (line "#
      ),
      ("top key twice", 65, #"a/summary.json: $.shard: the key "shard" is given twice"#),
      ("trailing comma", 65, "a/summary.json: $.obsolete[1]: expected a value, found ']'"),
      ("status", 65, "a/summary.json: $.entries[1].status: Cannot initialize SnapshotStatus"),
      ("type", 65, "a/summary.json: $.entries[1].width: expected a number"),
      (
        "huge", 65, "a/summary.json: $.entries[0].width: 9223372036854775807 is not from 0 to 65536"
      ),
      ("negative box", 65, "$.entries[0].boxes[0].x: -5 is not from 0 to 65536"),
      ("foreign", 65, "a/summary.json: $.schemaVersion: missing (not a PickerShot summary.json?)"),
      // Issue 24: summary.json has a schemaVersion; another version's is not read as this one's.
      ("old version", 65, "a/summary.json: $.schemaVersion: 1 is not 2"),
      ("escape", 65, "artifact path '../../../etc/passwd' is not one a report writes"),
      ("twice", 65, "entry date-picker/light@1x is in both"),
      ("link", 65, "a/date-picker/light@1x/actual.png is not a regular file"),
      ("no summary", 66, "a/summary.json"),
      ("no folder", 66, "no such report folder"),
      ("no artifact", 66, "actual.png"),
      ("out is a shard", 64, "is one of the shard folders"),
      ("foreign out", 64, "notes.txt"),
    ] as [(String, Int32, String)])
  func badInputs(kind: String, status: Int32, message: String) throws {
    let root = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let a = "\(root)/a"
    try Self.failingShard(a)
    var shards = [a]
    var out = "\(root)/merged"
    let summary = "\(a)/summary.json"
    let text = try String(contentsOfFile: summary, encoding: .utf8)
    switch kind {
    case "not json": Self.put("{\"entries\": [", summary)
    case "status":
      Self.put(text.replacingOccurrences(of: "\"passed\"", with: "\"bogus\""), summary)
    case "type":
      Self.put(
        text.replacingOccurrences(of: "\"width\" : 0", with: "\"width\" : \"wide\""), summary)
    case "huge": try Self.edit(summary) { $0["width"] = Int.max }
    case "negative box":
      try Self.edit(summary) {
        $0["boxes"] = [["x": -5, "y": 0, "width": 1, "height": 1, "differingPixels": 1]]
      }
    case "key twice":
      Self.put(
        text.replacingOccurrences(
          of: #""status" : "failed""#, with: #""status" : "failed", "status" : "passed""#),
        summary)
    case "top key twice":
      Self.put(text.replacingOccurrences(of: "\n}", with: #", "shard" : null}"#), summary)
    case "trailing comma":
      Self.put(
        text.replacingOccurrences(of: #""old/light@1x.png""#, with: #""old/light@1x.png","#),
        summary)
    case "old version":
      Self.put(
        text.replacingOccurrences(of: #""schemaVersion" : 2"#, with: #""schemaVersion" : 1"#),
        summary)
    case "foreign": Self.put(#"{"name": "some other tool", "entries": []}"#, summary)
    case "escape":
      Self.put(
        text.replacingOccurrences(
          of: "date-picker/light@1x/actual.png", with: "../../../etc/passwd"), summary)
    case "twice": shards.append(a)
    case "link":
      let actual = "\(a)/date-picker/light@1x/actual.png"
      try FileManager.default.removeItem(atPath: actual)
      try FileManager.default.createSymbolicLink(
        atPath: actual, withDestinationPath: "/etc/hostname")
    case "no summary": try FileManager.default.removeItem(atPath: summary)
    case "no folder": shards = ["\(root)/missing"]
    case "no artifact":
      try FileManager.default.removeItem(atPath: "\(a)/date-picker/light@1x/actual.png")
    case "out is a shard": out = a
    default: Self.put("mine", "\(out)/notes.txt")
    }
    let run = CLIRun(["merge-reports", "--out", out] + shards)
    #expect(run.status == status, "\(kind): \(run.err)")
    #expect(run.err.contains(message), "\(kind): \(run.err)")
    #expect(run.err.split(separator: "\n").count == 1)
    if kind == "foreign out" {
      #expect(FileManager.default.fileExists(atPath: "\(out)/notes.txt"))
    }
  }

  /// Extreme numbers in every numeric field and a summary cut short anywhere: each run ends with
  /// a documented code and one line, in process (a trap would end the test run).
  @Test func hostileSummariesEndWithADocumentedCode() throws {
    let root = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let a = "\(root)/a"
    try Self.failingShard(a)
    let summary = "\(a)/summary.json"
    let original = try String(contentsOfFile: summary, encoding: .utf8)
    var edits: [(inout [String: Any]) -> Void] = []
    for field in ["width", "height", "scale", "differingPixels", "antialiasedPixels"] {
      for value in [Int.max, Int.min, -1, 0, 1 << 40] { edits.append { $0[field] = value } }
    }
    for value in [Int.max, -1, 1 << 40] {
      edits.append { $0["boxes"] = [["x": value, "y": 1, "width": value, "height": 3]] }
      edits.append { $0["maxChannelDelta"] = [value, value] }
    }
    var runs = 0
    for edit in edits {
      Self.put(original, summary)
      try Self.edit(summary, edit)
      let run = CLIRun("merge-reports", "--out", "\(root)/merged", a)
      #expect([1, 65].contains(run.status), "\(run.err)")
      #expect(run.err.isEmpty || run.err.split(separator: "\n").count == 1)
      runs += 1
    }
    let bytes = Array(original.utf8)
    for cut in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 40)) {
      Self.put(String(decoding: bytes[..<cut], as: UTF8.self), summary)
      let run = CLIRun("merge-reports", "--out", "\(root)/merged", a)
      #expect(run.status == 65, "cut at \(cut): \(run.err)")
      runs += 1
    }
    #expect(runs > 60)
  }

  /// Rewrites the first entry of the `summary.json` at `path` with `change`.
  static func edit(_ path: String, _ change: (inout [String: Any]) -> Void) throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    var report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    var entries = try #require(report["entries"] as? [[String: Any]])
    change(&entries[0])
    report["entries"] = entries
    try JSONSerialization.data(withJSONObject: report).write(to: URL(fileURLWithPath: path))
  }

  @Test(arguments: [
    (["merge-reports", "a"], "--out DIR is required"),
    (["merge-reports", "--out", "x"], "name at least one shard report folder"),
    (["merge-reports", "--out", "x", "--jobs", "2", "a"], "unknown option --jobs"),
  ])
  func usage(arguments: [String], message: String) {
    let run = CLIRun(arguments)
    #expect(run.status == 64)
    #expect(run.err.contains(message), "\(run.err)")
  }
}
