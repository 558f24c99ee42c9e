import DrawList
import Foundation
import Snapshot
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite struct JUnitReportTests {
  /// Parses `xml` and returns the root element.
  static func root(_ xml: String) throws -> XMLElement {
    let document = try XMLDocument(xmlString: xml, options: [])
    return try #require(document.rootElement())
  }

  /// A report with one entry per status in `statuses`.
  static func report(_ statuses: [SnapshotStatus]) -> SnapshotReport {
    SnapshotReport(
      environment: [:],
      entries: statuses.enumerated().map { index, status in
        ReportFixtures.entry("scene-\(index)", status: status, message: status.rawValue)
      })
  }

  /// Rows: statuses, then tests, failures, errors, skipped (a recorded golden was not checked).
  @Test(arguments: [
    ([SnapshotStatus](), [0, 0, 0, 0]),
    ([.passed, .passed], [2, 0, 0, 0]),
    ([.passed, .failed, .missing, .recorded, .error], [5, 2, 1, 1]),
    ([.error, .error, .failed], [3, 1, 2, 0]),
    ([.recorded], [1, 0, 0, 1]),
    ([.recorded, .recorded, .passed], [3, 0, 0, 2]),
  ])
  func suiteCounts(statuses: [SnapshotStatus], counts: [Int]) throws {
    let (tests, failures, errors, skipped) = (counts[0], counts[1], counts[2], counts[3])
    let suite = try Self.root(JUnitReport.xml(Self.report(statuses)))
    #expect(suite.name == "testsuite")
    #expect(suite.attribute(forName: "name")?.stringValue == "pickershot")
    #expect(suite.attribute(forName: "tests")?.stringValue == "\(tests)")
    #expect(suite.attribute(forName: "failures")?.stringValue == "\(failures)")
    #expect(suite.attribute(forName: "errors")?.stringValue == "\(errors)")
    #expect(suite.attribute(forName: "skipped")?.stringValue == "\(skipped)")
    let cases = suite.elements(forName: "testcase")
    #expect(cases.count == tests)
    #expect(cases.filter { !$0.elements(forName: "skipped").isEmpty }.count == skipped)
    #expect(cases.filter { !$0.elements(forName: "failure").isEmpty }.count == failures)
    #expect(cases.filter { !$0.elements(forName: "error").isEmpty }.count == errors)
  }

  @Test(arguments: [
    (SnapshotStatus.passed, [String]()),
    (.failed, ["failure"]),
    (.missing, ["failure"]),
    (.error, ["error"]),
    (.recorded, ["skipped", "system-out"]),
  ])
  func eachStatusGetsItsChild(status: SnapshotStatus, children: [String]) throws {
    let suite = try Self.root(JUnitReport.xml(Self.report([status])))
    let testcase = try #require(suite.elements(forName: "testcase").first)
    #expect(testcase.attribute(forName: "classname")?.stringValue == "scene-0")
    #expect(testcase.attribute(forName: "name")?.stringValue == "light@2x")
    #expect(testcase.children?.compactMap { ($0 as? XMLElement)?.name } ?? [] == children)
  }

  /// JUnit's `time` is seconds with three decimals; the suite's is the sum of its cases'.
  @Test(arguments: [
    ([Int](), "0.000", [String]()), ([7], "0.007", ["0.007"]),
    ([1234, 66], "1.300", ["1.234", "0.066"]),
    ([0, 1000], "1.000", ["0.000", "1.000"]),
  ])
  func timesAreSeconds(milliseconds: [Int], suiteTime: String, caseTimes: [String]) throws {
    var report = Self.report(milliseconds.map { _ in .passed })
    for index in milliseconds.indices { report.entries[index].milliseconds = milliseconds[index] }
    let suite = try Self.root(JUnitReport.xml(report))
    #expect(suite.attribute(forName: "time")?.stringValue == suiteTime)
    #expect(
      suite.elements(forName: "testcase").map { $0.attribute(forName: "time")?.stringValue ?? "" }
        == caseTimes)
  }

  /// Each artifact is an `[[ATTACHMENT|<report>/<path>]]` line of its case's `<system-out>`
  /// (Jenkins' JUnit attachments and GitLab read this form), expected.png included.
  @Test func artifactsAreAttachments() throws {
    let directory = try ReportFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    var report = try ReportFixtures.sampleReport(in: directory)
    report.entries[0].artifacts.actualSidecar = "date-picker/light@2x/actual.json"
    let suite = try Self.root(JUnitReport.xml(report, folder: "out/report"))
    let cases = suite.elements(forName: "testcase")
    let failed = try #require(cases[0].elements(forName: "system-out").first?.stringValue)
    #expect(
      failed.split(separator: "\n")
        == [
          "[[ATTACHMENT|out/report/date-picker/light@2x/expected.png]]",
          "[[ATTACHMENT|out/report/date-picker/light@2x/actual.png]]",
          "[[ATTACHMENT|out/report/date-picker/light@2x/diff.png]]",
          "[[ATTACHMENT|out/report/date-picker/light@2x/side-by-side.png]]",
          "[[ATTACHMENT|out/report/date-picker/light@2x/actual.json]]",
        ])
    let recorded = try #require(cases[2].elements(forName: "system-out").first?.stringValue)
    #expect(recorded.hasSuffix("\n[[ATTACHMENT|out/report/day cells #1/light@1x/actual.png]]"))
    #expect(cases[4].children ?? [] == [])
    #expect(
      try Self.root(JUnitReport.xml(report)).elements(forName: "testcase")[1]
        .elements(forName: "system-out").first?.stringValue
        == "[[ATTACHMENT|date-picker/dark@2x/actual.png]]")
  }

  @Test func textIsEscapedAndComesBackUnchanged() throws {
    let directory = try ReportFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    var report = try ReportFixtures.sampleReport(in: directory)
    report.entries[0].message = "a <b>&\"quoted\" 'one'\nsecond line\u{1}"
    let xml = JUnitReport.xml(report)
    #expect(!xml.contains("<b>"))
    let suite = try Self.root(xml)
    let first = try #require(suite.elements(forName: "testcase").first)
    #expect(first.attribute(forName: "classname")?.stringValue == "date-picker")
    let failure = try #require(first.elements(forName: "failure").first)
    #expect(
      failure.attribute(forName: "message")?.stringValue
        == "a <b>&\"quoted\" 'one'\nsecond line\\u{1}")
    let body = try #require(failure.stringValue)
    #expect(body.contains("fill #335CFF → #3559E9 at day 2026-01-16 <selected>"))
    #expect(body.contains("Differing pixels: 64 of 1,200 (5.33 %)"))
    #expect(body.contains("Anti-aliased pixels (not counted): 3"))
    #expect(body.contains("Max channel delta: R 2 · G 3 · B 22 · A 0"))
    #expect(body.contains("Boxes: 16,10 8×8"))
    #expect(body.contains("freetype: 2.13.2 → 2.12.1"))
    let error = try #require(
      suite.elements(forName: "testcase")[3].elements(forName: "error").first)
    #expect(error.attribute(forName: "message")?.stringValue == "cannot decode PNG 'x': bad <IHDR>")
  }

  /// Issue 25: the HTML report and `junit.xml` showed ESC as U+FFFD where the terminal showed
  /// `\u{1B}`. Both now show every control character, noncharacter and bidi control as the
  /// terminal does (one function, ``EscapedText``).
  @Test(arguments: [
    ("esc\u{1B}[31m", #"esc\u{1B}[31m"#), ("nul\u{0}", #"nul\u{0}"#), ("bel\u{7}", #"bel\u{7}"#),
    ("del\u{7F}", #"del\u{7F}"#), ("c1\u{9B}", #"c1\u{9B}"#), ("nc\u{FFFF}", #"nc\u{FFFF}"#),
    ("\u{FFFE}", #"\u{FFFE}"#), ("\u{202E}gnp", #"\u{202E}gnp"#), ("tab\tok", "tab\tok"),
  ])
  func controlCharactersReadAsInTheTerminal(text: String, shown: String) throws {
    #expect(EscapedText.shown(text) == shown)
    #expect(ReportEscaping.text(text) == shown)
    let directory = try ReportFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    var report = try ReportFixtures.sampleReport(in: directory)
    report.entries[0].message = "m " + text
    let failure = try #require(
      try Self.root(JUnitReport.xml(report)).elements(forName: "testcase").first?
        .elements(forName: "failure").first)
    #expect(failure.attribute(forName: "message")?.stringValue == "m " + shown)
    #expect(HTMLReport.render(report).contains("m " + shown))
    #expect(!HTMLReport.render(report).contains("\u{FFFD}"))
  }

  @Test func environmentAndObsoleteGoldensAreReported() throws {
    let directory = try ReportFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let suite = try Self.root(JUnitReport.xml(try ReportFixtures.sampleReport(in: directory)))
    let properties = try #require(suite.elements(forName: "properties").first)
      .elements(forName: "property")
    #expect(
      properties.map { $0.attribute(forName: "name")?.stringValue ?? "" }
        == ["cairo", "freetype", "os"])
    #expect(properties.last?.attribute(forName: "value")?.stringValue == "Debian <12>")
    let output = try #require(suite.elements(forName: "system-out").first?.stringValue)
    #expect(output.contains("obsolete golden: time-picker/light@2x.png"))
  }

  @Test func outputIsDeterministic() throws {
    let directory = try ReportFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let report = try ReportFixtures.sampleReport(in: directory)
    let xml = JUnitReport.xml(report)
    #expect(xml == JUnitReport.xml(report))
    #expect(!xml.contains("timestamp"))
    var timed = report
    for index in timed.entries.indices { timed.entries[index].milliseconds = 17 * index }
    timed.ci = ReportCI(commit: "abc", branch: "main")
    // Only times and the CI metadata differ.
    let stripped =
      JUnitReport.xml(timed)
      .replacingOccurrences(
        of: #" time="[0-9]+\.[0-9]{3}""#, with: #" time="0.000""#, options: .regularExpression
      )
      .split(separator: "\n").filter { !$0.contains(#"<property name="ci."#) }
      .joined(separator: "\n") + "\n"
    #expect(stripped == xml)
    #expect(xml.hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?>"#))
  }
}
