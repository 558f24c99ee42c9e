import DrawList
import Foundation
import PickerShotTesting
import Scene
import Testing

/// `expectSnapshot(of:as:)` without `named:`: the test function's name in kebab-case, and `-2`,
/// `-3`… for further call sites in the same function.
@Suite struct SnapshotNameTests {
  @Test(arguments: [
    ("releaseWeekMatchesItsGolden(theme:)", "release-week-matches-its-golden"),
    ("marchRange()", "march-range"),
    ("HTMLReportOpens()", "html-report-opens"),
    ("cardAt2xScale()", "card-at2x-scale"),
    ("`a raw identifier, with words`()", "a-raw-identifier-with-words"),
    ("__underscored__()", "underscored"),
    ("_42isAnswer()", "test-42is-answer"),
    ("café()", "caf"),
    ("日本語()", "snapshot"),
    ("()", "snapshot"),
    (String(repeating: "aB", count: 80) + "()", "a" + String(repeating: "-ba", count: 33)),
  ])
  func aFunctionNameBecomesOneKebabCasePart(function: String, expected: String) {
    let name = SnapshotName.kebabCase(function)
    #expect(name == expected)
    #expect(SceneID.isKebabName(Substring(name)))
  }

  @Test func furtherCallSitesInOneFunctionAreNumberedInTheOrderTheyFirstRun() {
    let file = "/tmp/\(UUID().uuidString)/Tests.swift"
    let name = { (line: Int) in
      SnapshotName.defaultName(function: "twoCards()", file: file, line: line, column: 5)
    }
    #expect(name(20) == "two-cards")
    #expect(name(12) == "two-cards-2")
    #expect(name(20) == "two-cards")
    #expect(name(12) == "two-cards-2")
    #expect(name(31) == "two-cards-3")
    let other = SnapshotName.defaultName(
      function: "otherTest()", file: file, line: 12, column: 5)
    #expect(other == "other-test")
  }

  /// The whole path: two unnamed snapshots in this test are recorded as this function's name
  /// and the same with `-2`.
  @Test func withoutANameTheTestFunctionNamesTheGoldens() throws {
    let (root, test) = try GoldensLocationTests.package()
    defer { try? FileManager.default.removeItem(atPath: root) }
    withKnownIssue {
      expectSnapshot(of: (), as: .dayCells, scale: .x1, record: .missing, filePath: test)
      expectSnapshot(of: (), as: .dayCells, scale: .x1, record: .missing, filePath: test)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("recorded new golden") }
    }
    let goldens = "\(root)/Tests/MyTests/__Goldens__"
    let names = try FileManager.default.contentsOfDirectory(atPath: goldens).sorted()
    #expect(
      names == [
        "without-a-name-the-test-function-names-the-goldens",
        "without-a-name-the-test-function-names-the-goldens-2",
      ])
  }
}
