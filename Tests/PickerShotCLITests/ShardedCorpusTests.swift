import Foundation
import Snapshot
import Testing

/// A generated corpus (`tools/generate-goldens-corpus`) verified whole and as four shards joined
/// by `merge-reports`: the merged report equals the whole run's in every byte of `summary.json`,
/// `junit.xml`, `index.html` and the artifacts but the times (issue 26 goal 5).
@Suite struct ShardedCorpusTests {
  /// The repository root.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../..").standardizedFileURL.path

  /// The CI run both take part in: its metadata is the same in both, so it must survive the merge.
  static let environment = [
    "CI": "true", "GITHUB_SHA": "0123456789abcdef", "GITHUB_REF_NAME": "main",
  ]

  /// `text` with the times taken out: every `"milliseconds" : N` of `summary.json`, every
  /// `time="S.mmm"` of `junit.xml` and every `S.mmm s` time of `index.html`, and nothing else.
  static func untimed(_ text: String) -> String {
    text.replacing(#/"milliseconds" : [0-9]+/#, with: #""milliseconds" : 0"#)
      .replacing(#/ time="[0-9]+\.[0-9]{3}"/#, with: #" time="0""#)
      .replacing(#/>[0-9]+\.[0-9]{3} s</span>/#, with: ">0 s</span>")
  }

  /// Every file under `folder`, relative and sorted.
  static func files(_ folder: String) -> [String] {
    let names = FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []
    return names.filter { name in
      var isDirectory: ObjCBool = false
      return FileManager.default.fileExists(atPath: "\(folder)/\(name)", isDirectory: &isDirectory)
        && !isDirectory.boolValue
    }.sorted()
  }

  @Test func fourShardsMergeIntoTheWholeRunButForTimes() throws {
    let work = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: work) }
    // 24 generated scenes and their goldens, recorded by the built pickershot.
    let generated = try ExternalTool.run(
      "/bin/bash",
      [
        "\(Self.root)/tools/generate-goldens-corpus", "--count", "24", "--binary",
        CIReportTests.binary, "scenes",
      ], in: work)
    try #require(generated.status == 0, "\(generated.output)")
    // Failures to report: scenes redrawn with another seed's values for the same picker (draw
    // list and pixels change), and one golden gone (missing under CI).
    let other = try ExternalTool.run(
      "/bin/bash",
      [
        "\(Self.root)/tools/generate-goldens-corpus", "--count", "24", "--seed", "2",
        "--no-record", "other",
      ], in: work)
    try #require(other.status == 0, "\(other.output)")
    let names = Self.files("\(work)/scenes").filter { !$0.contains("/") }
    try #require(names.count == 24)
    var changed = 0
    for name in names where FileManager.default.fileExists(atPath: "\(work)/other/\(name)") {
      try FileManager.default.removeItem(atPath: "\(work)/scenes/\(name)")
      try FileManager.default.copyItem(
        atPath: "\(work)/other/\(name)", toPath: "\(work)/scenes/\(name)")
      changed += 1
    }
    try #require(changed > 0, "no file of seed 2 has the picker of seed 1's at its place")
    let gone = try #require(Self.files("\(work)/scenes/goldens").first { $0.hasSuffix(".png") })
    try FileManager.default.removeItem(atPath: "\(work)/scenes/goldens/\(gone)")
    try FileManager.default.removeItem(
      atPath: "\(work)/scenes/goldens/\(gone.dropLast(4)).json")
    // An obsolete golden in a folder no scene has: every shard walks the whole tree (no scene is
    // named), so each lists it and the merge lists it once, as the whole run does.
    try FileManager.default.createDirectory(
      atPath: "\(work)/scenes/goldens/retired", withIntermediateDirectories: false)
    try Data([1]).write(to: URL(fileURLWithPath: "\(work)/scenes/goldens/retired/light@2x.png"))

    let verify = ["verify", "--scenes", "scenes", "--jobs", "2", "--record", "never"]
    let whole = try CIReportTests.run(
      verify + ["--report", "report"], in: work, environment: Self.environment)
    #expect(whole.status == 1, "\(whole.out)\(whole.err)")
    try FileManager.default.moveItem(atPath: "\(work)/report", toPath: "\(work)/whole")
    for shard in 1...4 {
      let run = try CIReportTests.run(
        verify + ["--shard", "\(shard)/4", "--report", "shard-\(shard)"], in: work,
        environment: Self.environment)
      #expect([0, 1].contains(run.status), "\(run.out)\(run.err)")
    }
    // The shards given out of order: the entries come back in the order of the whole run.
    let merge = try CIReportTests.run(
      ["merge-reports", "--out", "report", "shard-3", "shard-1", "shard-4", "shard-2"], in: work,
      environment: Self.environment)
    #expect(merge.status == 1, "\(merge.out)\(merge.err)")

    // Not a vacuous comparison: the run passed, failed and missed images, with artifacts.
    let summary = try MergeReportsTests.summary("\(work)/whole")
    let statuses = Set(summary.entries.map(\.status))
    #expect(statuses.isSuperset(of: [.passed, .failed, .missing]), "\(statuses)")
    #expect(summary.entries.count == 24)
    #expect(summary.obsolete == ["retired/light@2x.png"])
    #expect(summary.ci?.commit == "0123456789abcdef")

    let wholeFiles = Self.files("\(work)/whole")
    #expect(wholeFiles == Self.files("\(work)/report"))
    #expect(wholeFiles.contains { $0.hasSuffix("/diff.png") })
    for file in wholeFiles {
      let expected = try Data(contentsOf: URL(fileURLWithPath: "\(work)/whole/\(file)"))
      let merged = try Data(contentsOf: URL(fileURLWithPath: "\(work)/report/\(file)"))
      if ["summary.json", "junit.xml", "index.html"].contains(file) {
        let a = Self.untimed(String(decoding: expected, as: UTF8.self))
        let b = Self.untimed(String(decoding: merged, as: UTF8.self))
        #expect(a == b, "\(file) differs: \(Self.firstDifference(a, b))")
      } else {
        #expect(expected == merged, "\(file) differs")
      }
    }
  }

  /// The first line where `a` and `b` differ, both versions, for a readable failure.
  static func firstDifference(_ a: String, _ b: String) -> String {
    let left = a.split(separator: "\n", omittingEmptySubsequences: false)
    let right = b.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(left.count, right.count) {
      let l = index < left.count ? String(left[index]) : "<end>"
      let r = index < right.count ? String(right[index]) : "<end>"
      if l != r { return "line \(index + 1): whole \(l.prefix(300)) | merged \(r.prefix(300))" }
    }
    return "none"
  }

  @Test func theUntimedFormTakesOutTimesAlone() {
    #expect(Self.untimed(#""milliseconds" : 42,"#) == #""milliseconds" : 0,"#)
    #expect(Self.untimed(#"<testcase name="x" time="1.042">"#) == #"<testcase name="x" time="0">"#)
    #expect(
      Self.untimed(#"<p class="time">Checked in <span class="time">3.001 s</span></p>"#)
        == #"<p class="time">Checked in <span class="time">0 s</span></p>"#)
    #expect(Self.untimed(#""differingPixels" : 42,"#) == #""differingPixels" : 42,"#)
  }
}
