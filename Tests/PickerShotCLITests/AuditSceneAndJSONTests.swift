import Foundation
import Testing

@testable import PickerShotCLI

/// `audit --scene FILE` and `audit --json`: a user's scene audited as a built-in one is, every
/// check as one JSON document of the documented shape, and each hostile input with its exit code
/// and one line.
@Suite struct AuditSceneAndJSONTests {
  /// The repository root.
  static let root = SceneFileCLITests.root

  /// `text` written to `name` in a fresh folder; its path.
  static func file(_ text: String, _ name: String = "march.json") throws -> String {
    let path = "\(temporaryFolder())/\(name)"
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// The JSON object `text` holds.
  static func object(_ text: String) throws -> [String: Any] {
    try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "\(text)")
  }

  // MARK: - --scene

  @Test func aSceneFileIsAudited() throws {
    let path = try Self.file(SceneFileCLITests.march)
    let run = CLIRun("audit", "--scene", path, "--theme", "light")
    #expect(run.status == 0, "\(run.out)\(run.err)")
    #expect(run.out.hasPrefix("march light\n"))
    #expect(run.out.contains("\n  targets: ios minimum 44.00 pt (the scene's platform)\n"))
    #expect(run.out.contains("\n  target  day 2026-03-09  44.00x44.00 pt  ok\n"))
    #expect(!run.out.contains("march dark"))
  }

  /// A shipped scene file gets its family's audit policy, exceptions included, so it audits
  /// exactly as the built-in scene it draws.
  @Test(arguments: ["macos-graphical-range", "m3-time-dial-hour", "segmented-fruit"])
  func aShippedSceneFileAuditsAsItsBuiltInScene(_ id: String) {
    let file = CLIRun("audit", "--scene", "\(Self.root)/scenes/\(id).json")
    let builtIn = CLIRun("audit", id)
    #expect(file.status == 0 && builtIn.status == 0, "\(file.err)")
    #expect(file.out == builtIn.out)
  }

  /// What goes wrong with the file, and its exit code and message.
  enum BadFile: String, CaseIterable {
    case missing, directory, fifo, tooLarge, notJSON, unknownKey, badDate, sixSegments
  }

  @Test(arguments: BadFile.allCases)
  func aBadSceneFileGetsItsExitCodeAndOneLine(_ bad: BadFile) throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = "\(folder)/scene.json"
    let expected: (Int32, String)
    switch bad {
    case .missing:
      expected = (66, "scene file \(path) does not exist")
    case .directory:
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
      expected = (65, "scene file: cannot read '\(path)': not a regular file (directory)")
    case .fifo:
      #expect(mkfifo(path, 0o600) == 0)
      expected = (65, "scene file: cannot read '\(path)': not a regular file (FIFO)")
    case .tooLarge:
      try Data(count: 2 << 20).write(to: URL(fileURLWithPath: path))
      expected = (65, "scene file: cannot read '\(path)': file is 2097152 bytes")
    case .notJSON:
      try Data("{\"picker\": ".utf8).write(to: URL(fileURLWithPath: path))
      expected = (65, "\(path): not JSON: line 1")
    case .unknownKey:
      try Data(#"{"picker": "date-selector", "month": "2026-01", "colour": 1}"#.utf8).write(
        to: URL(fileURLWithPath: path))
      expected = (65, "\(path): $.colour: unknown key")
    case .badDate:
      try Data(
        #"{"picker": "date-picker", "month": "2026-02", "selection": "2026-02-30"}"#.utf8
      ).write(to: URL(fileURLWithPath: path))
      expected = (
        65, "\(path): $.selection: \"2026-02-30\" is not a date (February 2026 has 28 days)"
      )
    case .sixSegments:
      try Data(
        #"{"picker": "segmented", "label": "Size", "options": ["1", "2", "3", "4", "5", "6"]}"#
          .utf8
      ).write(to: URL(fileURLWithPath: path))
      expected = (65, "\(path): $.options: segmented picker: 6 options, at most five")
    }
    for json in [false, true] {
      let run = CLIRun(["audit", "--scene", path] + (json ? ["--json"] : []))
      #expect(run.status == expected.0, "\(bad) \(run.err)")
      #expect(run.err.hasPrefix("pickershot: " + expected.1), "stderr: \(run.err)")
      #expect(run.err.split(separator: "\n").count == 1)
      // Nothing is printed before the refusal: no partial table, no partial JSON.
      #expect(run.out.isEmpty, "\(run.out)")
    }
  }

  @Test(arguments: [
    (["--scene", "x.json", "date-picker"], "name no other scene"),
    (["--scene", "x.json", "--all"], "name no other scene"),
    (["--scene", "a.json", "--scene", "b.json"], "--scene is given twice"),
    (["--scene", ""], "--scene needs a value"),
    (["--scene"], "--scene needs a value"),
    (["date-picker", "--json=yes"], "--json takes no value"),
    (["date-picker", "--json", "--json"], "--json is given twice"),
    (["--scenes", "scenes"], "unknown option --scenes"),
    (["date-picker", "--theme", "sepia"], "unknown theme 'sepia'"),
    (["day-cells", "--scale", "2"], "unknown option --scale"),
  ])
  func usageErrors(arguments: [String], message: String) {
    let run = CLIRun(["audit"] + arguments)
    #expect(run.status == 64, "\(run.err)")
    #expect(run.err.contains(message), "stderr: \(run.err)")
    #expect(run.err.split(separator: "\n").count == 1)
    #expect(run.out.isEmpty)
  }

  /// A file whose scene has only Light, audited in Dark, has nothing to audit: a usage error, as
  /// `render` says, never a silent pass.
  @Test func aThemeTheSceneDoesNotHaveIsAUsageError() throws {
    let path = try Self.file(SceneFileCLITests.sizes, "sizes.json")
    let run = CLIRun("audit", "--scene", path, "--theme", "dark", "--json")
    #expect(run.status == 64)
    #expect(run.err == "pickershot: audit: sizes has no dark theme\n", "\(run.err)")
    #expect(run.out.isEmpty)
  }

  /// The README's audit examples are what the audit prints: every line but `…` (a line ending in
  /// `…)` up to there).
  @Test func theReadmesExamplesAreWhatTheAuditPrints() throws {
    let readme = try String(contentsOfFile: "\(Self.root)/README.md", encoding: .utf8)
    let heading = try #require(readme.range(of: "## Accessibility: contrast and touch targets\n"))
    let section = readme[heading.upperBound...]
    let open = try #require(section.range(of: "```\n$ pickershot audit"))
    let close = try #require(section[open.upperBound...].range(of: "\n```\n"))
    let block = String(section[section.index(open.lowerBound, offsetBy: 4)..<close.lowerBound])
    let examples = block.components(separatedBy: "$ pickershot ").dropFirst()
    #expect(examples.count == 2)
    for example in examples {
      let lines = example.split(separator: "\n")
      let run = CLIRun(lines[0].split(separator: " ").map(String.init))
      for line in lines.dropFirst() where line != "  …" {
        let expected = line.hasSuffix("…)") ? line.dropLast(2) : line
        #expect(run.out.contains(expected), "\(lines[0]): \(line)")
      }
    }
  }

  // MARK: - --json

  @Test func jsonHoldsEveryCheckInTheDocumentedShape() throws {
    let run = CLIRun("audit", "time-picker-12h", "macos-textual", "--theme", "light", "--json")
    #expect(run.status == 0, "\(run.err)")
    let document = try Self.object(run.out)
    #expect(
      Set(document.keys)
        == ["schemaVersion", "passed", "checks", "failures", "exceptions", "overlaps", "scenes"])
    #expect(document["schemaVersion"] as? Int == 2)
    #expect(document["passed"] as? Bool == true)
    #expect(document["failures"] as? Int == 0)
    let scenes = try #require(document["scenes"] as? [[String: Any]])
    #expect(scenes.map { $0["scene"] as? String } == ["time-picker-12h", "macos-textual"])
    var checks = 0
    var exceptions = 0
    var overlaps = 0
    for scene in scenes {
      #expect(Set(scene.keys) == ["scene", "theme", "contrast", "targets"])
      #expect(scene["theme"] as? String == "light")
      let contrast = try #require(scene["contrast"] as? [[String: Any]])
      for finding in contrast {
        let keys: Set<String> = [
          "tag", "kind", "foreground", "background", "ratio", "required", "status",
        ]
        #expect(Set(finding.keys).subtracting(["exception"]) == keys)
        #expect(["text", "mark"].contains(finding["kind"] as? String))
        try Self.checkStatus(finding, exceptions: &exceptions)
      }
      let targets = try #require(scene["targets"] as? [String: Any])
      #expect(
        Set(targets.keys) == ["platform", "source", "unit", "minimum", "checks", "overlaps"])
      #expect(targets["platform"] as? String == "ios" && targets["source"] as? String == "scene")
      #expect(targets["unit"] as? String == "pt" && targets["minimum"] as? Double == 44)
      let list = try #require(targets["checks"] as? [[String: Any]])
      for target in list {
        #expect(
          Set(target.keys).subtracting(["exception"]) == ["id", "role", "label", "rect", "status"])
        let rect = try #require(target["rect"] as? [String: Double])
        #expect(Set(rect.keys) == ["x", "y", "width", "height"])
        try Self.checkStatus(target, exceptions: &exceptions)
      }
      checks += contrast.count + list.count
      overlaps += try #require(targets["overlaps"] as? [[String: Any]]).count
    }
    #expect(document["checks"] as? Int == checks)
    #expect(document["exceptions"] as? Int == exceptions)
    #expect(document["overlaps"] as? Int == overlaps)
    // The Time Picker's slots: declared 44 pt, overlapping by 8 as information.
    let time = try #require(scenes.first?["targets"] as? [String: Any])
    let slot = try #require(
      (time["checks"] as? [[String: Any]])?.first { $0["id"] as? String == "slot 09:30" })
    #expect(slot["status"] as? String == "pass" && slot["role"] as? String == "slot")
    #expect(
      slot["rect"] as? [String: Double] == ["x": 20, "y": 120, "width": 288, "height": 44])
    let overlap = try #require((time["overlaps"] as? [[String: Any]])?.first)
    #expect(overlap["first"] as? String == "slot 09:30")
    #expect(overlap["second"] as? String == "slot 10:00")
    #expect(
      overlap["rect"] as? [String: Double] == ["x": 20, "y": 156, "width": 288, "height": 8])
    // macOS: its stepper halves are its pointer targets, named.
    let mac = try #require(scenes.last?["targets"] as? [String: Any])
    let increment = try #require(
      (mac["checks"] as? [[String: Any]])?.first { $0["id"] as? String == "macos increment" })
    #expect(increment["status"] as? String == "exception")
    let exception = try #require(increment["exception"] as? [String: String])
    #expect(exception["name"] == "macos/pointer-targets")
    #expect(exception["reason"]?.contains("pointer platform") == true)
  }

  /// `status` is pass, fail or exception, and `exception` is there exactly when it says so.
  static func checkStatus(_ check: [String: Any], exceptions: inout Int) throws {
    let status = try #require(check["status"] as? String)
    #expect(["pass", "fail", "exception"].contains(status))
    #expect((status == "exception") == (check["exception"] != nil), "\(check)")
    if status == "exception" { exceptions += 1 }
  }

  /// A failing run: exit 1 and `passed: false`, the failing targets marked `fail`; with
  /// `--failures` only they are listed (and no overlaps), the counts unchanged.
  @Test func jsonFailsAsTheTableDoes() throws {
    let arguments = ["audit", "date-picker", "--theme", "light", "--platform", "android", "--json"]
    let all = CLIRun(arguments)
    let failing = CLIRun(arguments + ["--failures"])
    #expect(all.status == 1 && failing.status == 1)
    let document = try Self.object(all.out)
    let only = try Self.object(failing.out)
    #expect(document["passed"] as? Bool == false)
    for key in ["checks", "failures", "exceptions", "overlaps", "passed", "schemaVersion"] {
      #expect(
        (document[key] as? NSObject) == (only[key] as? NSObject), "\(key)")
    }
    let scene = try #require((document["scenes"] as? [[String: Any]])?.first)
    let targets = try #require(scene["targets"] as? [String: Any])
    #expect(targets["source"] as? String == "option" && targets["unit"] as? String == "dp")
    let checks = try #require(targets["checks"] as? [[String: Any]])
    let day = try #require(checks.first { $0["id"] as? String == "day 2026-01-16" })
    #expect(day["status"] as? String == "fail")
    let failures = checks.filter { $0["status"] as? String == "fail" }.count
    #expect(failures == checks.count && document["failures"] as? Int == failures)
    let onlyScene = try #require((only["scenes"] as? [[String: Any]])?.first)
    let onlyTargets = try #require(onlyScene["targets"] as? [String: Any])
    let onlyChecks = try #require(onlyTargets["checks"] as? [[String: Any]])
    #expect(onlyChecks.count == failures)
    #expect((onlyTargets["overlaps"] as? [Any])?.isEmpty == true)
    #expect((onlyScene["contrast"] as? [Any])?.isEmpty == true)
  }

  @Test func jsonIsTheSameBytesEveryRun() {
    let first = CLIRun("audit", "compare-platforms", "--json")
    let second = CLIRun("audit", "compare-platforms", "--json")
    #expect(first.status == 0 && first.out == second.out)
    #expect(first.out.hasSuffix("}\n"))
  }

  /// Text from a scene file (a label with a right-to-left mark; an override is refused since
  /// issue 25) stays data: the document is still JSON, the character a `\u` escape, never a raw
  /// control a terminal would obey.
  @Test func jsonEscapesWhatATerminalWouldObey() throws {
    let path = try Self.file(
      #"{"picker": "segmented", "label": "Size", "options": ["S\u200FM", "L"], "theme": "light"}"#,
      "bidi.json")
    let run = CLIRun("audit", "--scene", path, "--json")
    #expect(run.status == 0, "\(run.err)")
    #expect(!run.out.unicodeScalars.contains("\u{200F}"))
    #expect(run.out.contains(#"S\u200FM"#))
    let document = try Self.object(run.out)
    let scene = try #require((document["scenes"] as? [[String: Any]])?.first)
    let targets = try #require(scene["targets"] as? [String: Any])
    let labels = (targets["checks"] as? [[String: Any]])?.compactMap { $0["label"] as? String }
    #expect(labels?.contains("S\u{200F}M") == true)
  }
}
