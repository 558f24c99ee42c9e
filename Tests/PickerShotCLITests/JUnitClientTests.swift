import Foundation
import Testing

/// Issue 24, "CI dashboards": the `junit.xml` of a real `verify` as the Python clients CI
/// dashboards are built on read it: junitparser (counts, skipped cases, per-test and per-suite
/// `time`, `[[ATTACHMENT|path]]` lines) and junit2html (an HTML page naming the failing case).
/// Both come from PyPI, pinned in tools/client-requirements.txt, in the venv tools/client-venv
/// makes (tools/install-deps runs it, so CI has it).
@Suite struct JUnitClientTests {
  /// The package's root, from this file's path.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

  /// The venv's bin folder when the venv holds both clients.
  static let bin: String? = {
    let bin = "\(root)/.build/client-venv/bin"
    let ready = ["python", "junit2html"].allSatisfy {
      FileManager.default.isExecutableFile(atPath: "\(bin)/\($0)")
    }
    return ready ? bin : nil
  }()

  static let missing =
    "the junitparser/junit2html venv .build/client-venv is missing: run tools/client-venv "
    + "(tools/install-deps runs it)"

  /// One `<testcase>` as junitparser reads it.
  struct Case: Decodable {
    var classname: String
    var name: String
    var time: Double?
    var result: String
    var message: String?
    var attachments: [String]
  }

  /// One `<testsuite>` as junitparser reads it.
  struct Suite: Decodable {
    var name: String
    var tests: Int
    var failures: Int
    var errors: Int
    var skipped: Int
    var time: Double?
    var cases: [Case]
  }

  struct Summary: Decodable { var suites: [Suite] }

  /// The JUnit status of each of the fixture's report statuses.
  static let junitResult = [
    "passed": "passed", "failed": "failure", "error": "error", "recorded": "skipped",
  ]

  @Test(.enabled(if: bin != nil, Comment(rawValue: missing)), .timeLimit(.minutes(3)))
  func junitparserReadsCountsTimesAndAttachments() throws {
    let fixture = try ReportClientFixture.shared.get()
    #expect(fixture.verify.status == 65, "\(fixture.verify.out)\(fixture.verify.err)")
    let read = try ExternalTool.run(
      "\(Self.bin!)/python",
      ["\(Self.root)/tools/junit-summary.py", "\(fixture.report)/junit.xml"], in: fixture.folder)
    #expect(read.status == 0, "\(read.output)")
    let summary = try JSONDecoder().decode(Summary.self, from: Data(read.output.utf8))
    let suite = try #require(summary.suites.first)
    #expect(summary.suites.count == 1)
    #expect(suite.name == "pickershot")
    let statuses = ReportClientFixture.statuses
    #expect(suite.tests == statuses.count)
    #expect(suite.failures == ReportClientFixture.ids("failed").count)
    #expect(suite.errors == ReportClientFixture.ids("error").count)
    #expect(suite.skipped == ReportClientFixture.ids("recorded").count)
    #expect(suite.skipped == 1 && suite.failures == 1 && suite.errors == 1)
    let seen = Dictionary(
      suite.cases.map { ("\($0.classname)/\($0.name)", $0) }, uniquingKeysWith: { a, _ in a })
    #expect(Set(seen.keys) == Set(statuses.keys))
    for (id, status) in statuses {
      let testcase = try #require(seen[id], "\(id)")
      #expect(testcase.result == Self.junitResult[status], "\(id)")
      #expect(testcase.time != nil, "\(id) has no time")
    }
    // Each case's time is the one the run gave its image in summary.json, in seconds.
    let data = try Data(
      contentsOf: URL(fileURLWithPath: "\(fixture.folder)/\(fixture.report)/summary.json"))
    let entries =
      (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["entries"]
      as? [[String: Any]] ?? []
    for entry in entries {
      let id = entry["id"] as? String ?? ""
      let milliseconds = try #require(entry["milliseconds"] as? Int, "\(id) has no milliseconds")
      #expect(seen[id]?.time == Double(milliseconds) / 1000, "\(id)")
    }
    #expect(entries.count == statuses.count)
    #expect(fixture.verify.out.contains("1 passed, 1 failed, 1 recorded, 1 error in "))
    // The suite's time is its cases' sum, as both are written with three decimals.
    let sum = suite.cases.compactMap(\.time).reduce(0, +)
    let suiteTime = try #require(suite.time, "the suite has no time")
    #expect(abs(suiteTime - sum) < 0.0005 * Double(suite.cases.count + 1))
    #expect(seen["date-picker/light@1x"]?.message?.contains("pixels differ") == true)
    #expect(seen["day-cells/light@1x"]?.message?.contains("golden pair mismatch") == true)
    #expect(seen["primitives/clips/light@1x"]?.message?.contains("recorded new golden") == true)
    // Attachments: the failing and recorded cases name their images, every path exists from
    // the folder the run was in, and the failed one has expected, actual and diff.
    let failed = seen["date-picker/light@1x"]?.attachments ?? []
    for suffix in ["expected.png", "actual.png", "diff.png"] {
      #expect(failed.contains { $0.hasSuffix("/\(suffix)") }, "no \(suffix) in \(failed)")
    }
    #expect(seen["primitives/clips/light@1x"]?.attachments.isEmpty == false)
    for testcase in suite.cases {
      for path in testcase.attachments {
        #expect(path.hasPrefix("\(fixture.report)/"), "\(path)")
        #expect(
          FileManager.default.fileExists(atPath: "\(fixture.folder)/\(path)"), "\(path) missing")
      }
    }
  }

  @Test(.enabled(if: bin != nil, Comment(rawValue: missing)), .timeLimit(.minutes(3)))
  func junit2htmlNamesTheFailingCase() throws {
    let fixture = try ReportClientFixture.shared.get()
    let page = "\(temporaryFolder())/junit.html"
    defer {
      try? FileManager.default.removeItem(atPath: (page as NSString).deletingLastPathComponent)
    }
    let made = try ExternalTool.run(
      "\(Self.bin!)/junit2html", ["\(fixture.report)/junit.xml", page], in: fixture.folder)
    #expect(made.status == 0, "\(made.output)")
    let html = try String(contentsOfFile: page, encoding: .utf8)
    // Its failure index lists the failing and erroring cases as "[F] classname : name".
    let index = try Regex(#"\[F\] ([^<]+)</a>"#, as: (Substring, Substring).self)
    let listed = Set(html.matches(of: index).map { String($0.output.1) })
    #expect(listed == ["date-picker : light@1x", "day-cells : light@1x"], "\(listed)")
    #expect(html.contains("pixels differ"), "the failure's message is not shown")
    #expect(html.contains("date-picker-range") && html.contains("primitives/clips"))
  }
}
