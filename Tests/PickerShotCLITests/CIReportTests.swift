import Foundation
import Testing

@testable import PickerShotCLI

/// Issue 24, "CI dashboards": record hints that run as printed, `accept` from a report, GitHub
/// Actions annotations and job summary, and reports that differ between two runs only in their
/// times and CI metadata, each through the real executable.
@Suite struct CIReportTests {
  /// The built `pickershot` beside the test bundle.
  static let binary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    .deletingLastPathComponent().appendingPathComponent("pickershot").path

  /// What a finished process did.
  struct Outcome {
    var status: Int32
    var out: String
    var err: String
  }

  /// Runs `arguments` (the binary, or `/bin/sh -c` when `shell`) in `directory` with `CI` unset
  /// and `environment` added, under `timeout` so a hang fails instead of blocking the suite. A
  /// `bin/pickershot` link in `directory` is first on `PATH`, so a printed command runs as is.
  static func run(
    _ arguments: [String], in directory: String, environment: [String: String] = [:],
    shell: Bool = false
  ) throws -> Outcome {
    let bin = "\(directory)/bin"
    if !FileManager.default.fileExists(atPath: bin) {
      try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(
        atPath: "\(bin)/pickershot", withDestinationPath: binary)
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
    process.arguments = ["120"] + (shell ? ["/bin/sh", "-c"] : [binary]) + arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    var env = ProcessInfo.processInfo.environment
    for key in ["CI", "GITHUB_ACTIONS", "GITHUB_STEP_SUMMARY", "PICKERSHOT_RECORD"] {
      env[key] = nil
    }
    for key in env.keys where key.hasPrefix("GITHUB_") || key.hasPrefix("CI_") { env[key] = nil }
    env["PATH"] = bin + ":" + (env["PATH"] ?? "/usr/bin:/bin")
    env.merge(environment) { $1 }
    process.environment = env
    let files = (out: "\(directory)/.out-\(UUID().uuidString)", err: "\(directory)/.err")
    _ = FileManager.default.createFile(atPath: files.out, contents: nil)
    _ = FileManager.default.createFile(atPath: files.err, contents: nil)
    defer {
      try? FileManager.default.removeItem(atPath: files.out)
      try? FileManager.default.removeItem(atPath: files.err)
    }
    process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: files.out))
    process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: files.err))
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return Outcome(
      status: process.terminationStatus,
      out: (try? String(contentsOfFile: files.out, encoding: .utf8)) ?? "",
      err: (try? String(contentsOfFile: files.err, encoding: .utf8)) ?? "")
  }

  /// A fresh folder with an empty `g3` goldens folder.
  static func workFolder() throws -> String {
    let folder = temporaryFolder()
    try FileManager.default.createDirectory(
      atPath: "\(folder)/g3", withIntermediateDirectories: true)
    return folder
  }

  /// The `recordCommand`s of `folder/summary.json`, distinct, in order.
  static func commands(in folder: String) throws -> [String] {
    let data = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/summary.json"))
    let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    let entries = object?["entries"] as? [[String: Any]] ?? []
    var seen: [String] = []
    for case let command as String in entries.map({ $0["recordCommand"] })
    where !seen.contains(command) {
      seen.append(command)
    }
    return seen
  }

  /// How a run asks for goldens, the hint it must print, and what the hint does.
  enum HintCase: String, CaseIterable {
    case goldensFolder, sceneFiles, underCI, fontDir

    var verify: [String] {
      switch self {
      case .goldensFolder, .underCI:
        ["verify", "segmented-fruit", "--goldens", "g3", "--theme", "light", "--scale", "2"]
      case .sceneFiles:
        ["verify", "--scenes", "my scenes", "--goldens", "g3", "--theme", "dark", "--scale", "2"]
      case .fontDir:
        [
          "verify", "segmented-2", "--goldens", "g3", "--theme", "light", "--scale", "2",
          "--font-dir", "/usr/share/fonts/opentype/inter",
        ]
      }
    }

    var hint: String {
      switch self {
      case .goldensFolder:
        "pickershot record segmented-fruit --theme light --scale 2 --goldens g3"
      case .sceneFiles:
        "pickershot record segmented-fruit --theme dark --scale 2 --scenes 'my scenes' --goldens g3"
      case .underCI: "pickershot accept .artifacts segmented-fruit --goldens g3"
      case .fontDir:
        "pickershot record segmented-2 --theme light --scale 2 --goldens g3 "
          + "--font-dir /usr/share/fonts/opentype/inter"
      }
    }
  }

  /// Issue 24: under `--goldens g3` the hint said `pickershot record segmented-2` (no
  /// `--goldens g3`), and under CI it was a command that could not make the golden. Each hint
  /// now repeats the run's options (or names `accept` under CI), and runs as printed: afterwards
  /// the same verify passes.
  @Test(arguments: HintCase.allCases)
  func recordHintsRunAsPrinted(_ hint: HintCase) throws {
    let folder = try Self.workFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    if hint == .sceneFiles {
      try FileManager.default.createDirectory(
        atPath: "\(folder)/my scenes", withIntermediateDirectories: true)
      let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../scenes/segmented-fruit.json").standardizedFileURL.path
      try FileManager.default.copyItem(
        atPath: scenes, toPath: "\(folder)/my scenes/segmented-fruit.json")
    }
    if hint == .fontDir {
      try #require(FileManager.default.fileExists(atPath: "/usr/share/fonts/opentype/inter"))
    }
    let environment = hint == .underCI ? ["CI": "true"] : ["PICKERSHOT_RECORD": "never"]
    let first = try Self.run(hint.verify, in: folder, environment: environment)
    #expect(first.status == 1, "\(first.err)")
    #expect(first.out.contains("(record it: \(hint.hint))"), "\(first.out)")
    let commands = try Self.commands(in: "\(folder)/.artifacts")
    #expect(commands == [hint.hint])
    for command in commands {
      let ran = try Self.run([command], in: folder, shell: true)
      #expect(ran.status == 0, "\(command): \(ran.err)")
    }
    let again = try Self.run(hint.verify, in: folder, environment: environment)
    #expect(again.status == 0, "\(again.out)\(again.err)")
  }

  /// A report made under CI with two missing goldens of segmented-fruit @2x, in `folder/r`.
  static func report(in folder: String) throws {
    let made = try Self.run(
      ["verify", "segmented-fruit", "--goldens", "g3", "--scale", "2", "--report", "r"],
      in: folder, environment: ["CI": "true"])
    #expect(made.status == 1, "\(made.err)")
  }

  /// `accept` makes the goldens `record` would make, byte for byte, without rendering; with a
  /// SCENE it takes that scene's images only.
  @Test func acceptWritesWhatRecordWrites() throws {
    let folder = try Self.workFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Self.report(in: folder)
    let accepted = try Self.run(["accept", "r", "segmented-fruit", "--goldens", "g3"], in: folder)
    #expect(accepted.status == 0, "\(accepted.err)")
    #expect(
      accepted.out.contains(
        "accepted segmented-fruit/light@2x: g3/segmented-fruit/light@2x.png and "
          + "g3/segmented-fruit/light@2x.json"))
    #expect(accepted.out.contains("accepted g3/segmented-fruit/dark.drawlist.txt"))
    let recorded = try Self.run(
      ["record", "segmented-fruit", "--goldens", "g4", "--scale", "2"], in: folder)
    #expect(recorded.status == 0)
    for file in [
      "light@2x.png", "light@2x.json", "dark@2x.png", "dark@2x.json", "light.drawlist.txt",
      "dark.drawlist.txt",
    ] {
      let ours = FileManager.default.contents(atPath: "\(folder)/g3/segmented-fruit/\(file)")
      let theirs = FileManager.default.contents(atPath: "\(folder)/g4/segmented-fruit/\(file)")
      #expect(ours != nil && ours == theirs, "\(file)")
    }
    let again = try Self.run(["accept", "r", "--goldens", "g3"], in: folder)
    #expect(again.status == 0)
    #expect(again.out.contains("unchanged g3/segmented-fruit/light@2x.png"))
  }

  /// What is wrong with the report `accept` reads.
  enum Hostile: String, CaseIterable {
    case tampered, truncated, dotDot, symlinkOut, fileNotFolder, fifoImage, noActuals
    case unknownScene, noSummary, badSidecar, symlinkFolder
  }

  /// Every hostile report is refused with its code and one line naming the file, before any
  /// golden is written.
  @Test(arguments: Hostile.allCases)
  func acceptRefusesHostileReports(_ hostile: Hostile) throws {
    let folder = try Self.workFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Self.report(in: folder)
    let image = "\(folder)/r/segmented-fruit/dark@2x/actual.png"
    var arguments = ["accept", "r", "--goldens", "g3"]
    let expected: (Int32, String)
    switch hostile {
    case .tampered:
      var bytes = try #require(FileManager.default.contents(atPath: image))
      bytes[bytes.count / 2] ^= 0x01
      try bytes.write(to: URL(fileURLWithPath: image))
      expected = (65, "r/segmented-fruit/dark@2x/actual.png does not match the SHA-256")
    case .truncated:
      let bytes = try #require(FileManager.default.contents(atPath: image))
      try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: image))
      expected = (65, "r/segmented-fruit/dark@2x/actual.png does not match the SHA-256")
    case .dotDot:
      let summary = "\(folder)/r/summary.json"
      let text = try String(contentsOfFile: summary, encoding: .utf8)
        .replacingOccurrences(
          of: "\"segmented-fruit/dark@2x/actual.png\"",
          with: "\"segmented-fruit/dark@2x/../../../outside.png\"")
      try text.write(toFile: summary, atomically: true, encoding: .utf8)
      expected = (65, "segmented-fruit/dark@2x/../../../outside.png")
    case .symlinkOut:
      try FileManager.default.moveItem(atPath: image, toPath: "\(folder)/outside.png")
      try FileManager.default.createSymbolicLink(
        atPath: image, withDestinationPath: "\(folder)/outside.png")
      expected = (65, "r/segmented-fruit/dark@2x/actual.png is a symbolic link")
    case .symlinkFolder:
      try FileManager.default.moveItem(
        atPath: "\(folder)/r/segmented-fruit", toPath: "\(folder)/elsewhere")
      try FileManager.default.createSymbolicLink(
        atPath: "\(folder)/r/segmented-fruit", withDestinationPath: "\(folder)/elsewhere")
      expected = (65, "leads out of the report folder r")
    case .fileNotFolder:
      _ = FileManager.default.createFile(atPath: "\(folder)/plain", contents: Data("x".utf8))
      arguments[1] = "plain"
      expected = (66, "plain is not a report folder")
    case .fifoImage:
      try FileManager.default.removeItem(atPath: image)
      #expect(mkfifo(image, 0o644) == 0)
      expected = (65, "r/segmented-fruit/dark@2x/actual.png")
    case .noActuals:
      let passing = try Self.run(
        ["verify", "segmented-fruit", "--goldens", "g4", "--scale", "2", "--report", "p"],
        in: folder, environment: ["PICKERSHOT_RECORD": "missing"])
      #expect(passing.status == 0)
      let verified = try Self.run(
        ["verify", "segmented-fruit", "--goldens", "g4", "--scale", "2", "--report", "p"],
        in: folder)
      #expect(verified.status == 0)
      arguments[1] = "p"
      expected = (66, "p holds no actual image of a failed or missing golden")
    case .unknownScene:
      arguments.append("segmented-frut")
      expected = (64, "no scene 'segmented-frut' in r/summary.json (nearest: segmented-fruit)")
    case .noSummary:
      try FileManager.default.removeItem(atPath: "\(folder)/r/summary.json")
      expected = (66, "r/summary.json")
    case .badSidecar:
      try Data("{\"scene\": 1}".utf8).write(
        to: URL(fileURLWithPath: "\(folder)/r/segmented-fruit/dark@2x/actual.json"))
      expected = (65, "r/segmented-fruit/dark@2x/actual.json")
    }
    let outcome = try Self.run(arguments, in: folder)
    #expect(outcome.status == expected.0, "\(outcome.err)")
    #expect(outcome.err.hasPrefix("pickershot: accept: "), "\(outcome.err)")
    #expect(outcome.err.contains(expected.1), "\(outcome.err)")
    #expect(outcome.err.split(separator: "\n").count == 1)
    let written = try FileManager.default.contentsOfDirectory(atPath: "\(folder)/g3")
    #expect(written.isEmpty, "accept wrote \(written) although it refused")
  }

  /// Under GitHub Actions: an `::error` annotation per image that did not pass, and a job
  /// summary appended to `$GITHUB_STEP_SUMMARY`.
  @Test func gitHubAnnotationsAndJobSummary() throws {
    let folder = try Self.workFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Data("before\n".utf8).write(to: URL(fileURLWithPath: "\(folder)/summary.md"))
    let outcome = try Self.run(
      ["verify", "segmented-fruit", "--goldens", "g3", "--theme", "light", "--scale", "2"],
      in: folder,
      environment: [
        "CI": "true", "GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": "\(folder)/summary.md",
      ])
    #expect(outcome.status == 1)
    #expect(
      outcome.out.contains(
        "::error file=g3/segmented-fruit/light@2x.png,title=segmented-fruit/light@2x missing::"
          + "missing golden g3/segmented-fruit/light@2x.png (record it: pickershot accept "
          + ".artifacts segmented-fruit --goldens g3)%0Are-record: pickershot accept"))
    let summary = try String(contentsOfFile: "\(folder)/summary.md", encoding: .utf8)
    #expect(summary.hasPrefix("before\n## PickerShot verify: not passing\n"))
    #expect(summary.contains("| missing | 1 |"))
    #expect(summary.contains("| segmented-fruit/light@2x | missing | missing golden"))
  }

  /// Where the job summary cannot go.
  enum BadSummary: String, CaseIterable { case directory, unwritable, fifo, missingFolder }

  /// A summary path that is a folder, unwritable, a FIFO nobody reads or in a missing folder is
  /// one warning line: the run does not hang and its exit code is unchanged.
  @Test(arguments: BadSummary.allCases)
  func aBadSummaryPathIsOneWarning(_ bad: BadSummary) throws {
    let folder = try Self.workFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = "\(folder)/summary.md"
    switch bad {
    case .directory:
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    case .unwritable:
      _ = FileManager.default.createFile(atPath: path, contents: Data())
      chmod(path, 0o444)
      // root writes through any mode: the case then shows the summary is written.
      if getuid() == 0 { return }
    case .fifo: #expect(mkfifo(path, 0o644) == 0)
    case .missingFolder: break
    }
    let target = bad == .missingFolder ? "\(folder)/no/such/summary.md" : path
    let outcome = try Self.run(
      ["verify", "segmented-fruit", "--goldens", "g3", "--theme", "light", "--scale", "2"],
      in: folder,
      environment: ["CI": "true", "GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": target])
    #expect(outcome.status == 1)
    let lines = outcome.err.split(separator: "\n")
    #expect(lines.count == 1, "\(outcome.err)")
    #expect(
      lines.first?.hasPrefix("pickershot: verify: warning: job summary not written to \(target)")
        == true)
  }

  /// GitHub's workflow-command escaping: `%`, CR and LF in messages; also `:` and `,` in
  /// properties (actions/toolkit's `escapeData` and `escapeProperty`).
  @Test(arguments: [
    ("100% done", "100%25 done", "100%25 done"),
    ("a\r\nb", "a%0D%0Ab", "a%0D%0Ab"),
    ("x: y, z", "x: y, z", "x%3A y%2C z"),
    ("::error::", "::error::", "%3A%3Aerror%3A%3A"),
  ])
  func workflowCommandEscaping(text: String, data: String, property: String) {
    #expect(GitHubActions.data(text) == data)
    #expect(GitHubActions.property(text) == property)
  }

  /// A shard's `accept` hint names the shard's folder; the merged report's names the merged
  /// folder, which holds the images. Other commands stay as they are.
  @Test(arguments: [
    ("pickershot accept report-1 date-picker", "report", "pickershot accept report date-picker"),
    (
      "pickershot accept 'my shard' x --goldens g", "out dir",
      "pickershot accept 'out dir' x --goldens g"
    ),
    (
      "pickershot record x --theme light --scale 2", "report",
      "pickershot record x --theme light --scale 2"
    ),
  ])
  func mergedAcceptHintsNameTheMergedReport(command: String, out: String, merged: String) {
    #expect(MergeReportsCommand.acceptFromMerged(command, out: out) == merged)
  }

  /// Two runs of the same inputs give the same report bytes once times and CI metadata are
  /// taken out (the only fields allowed to differ).
  @Test func reportsDifferOnlyInTimesAndCIMetadata() throws {
    let folder = try Self.workFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var reports: [[String: String]] = []
    for (run, sha) in ["1111111", "2222222"].enumerated() {
      let outcome = try Self.run(
        [
          "verify", "segmented-fruit", "segmented-2", "--goldens", "g3", "--scale", "2",
          "--report", "r",
        ], in: folder, environment: ["CI": "true", "GITHUB_SHA": sha, "GITHUB_REF_NAME": "b\(run)"])
      #expect(outcome.status == 1)
      var files: [String: String] = [:]
      for name in ["summary.json", "junit.xml", "index.html"] {
        files[name] = Self.stripped(
          try String(contentsOfFile: "\(folder)/r/\(name)", encoding: .utf8))
      }
      reports.append(files)
    }
    for name in ["summary.json", "junit.xml", "index.html"] {
      #expect(reports[0][name] == reports[1][name], "\(name) differs beyond times and CI")
      #expect(reports[0][name]?.isEmpty == false)
    }
  }

  /// `text` with every time and CI value replaced by a placeholder.
  static func stripped(_ text: String) -> String {
    var result = text
    for (pattern, replacement) in [
      (#""milliseconds" : [0-9]+"#, #""milliseconds" : 0"#),
      (#"time="[0-9]+\.[0-9]{3}""#, #"time="0""#),
      (#"<span class="time">[0-9]+\.[0-9]{3} s</span>"#, #"<span class="time">0 s</span>"#),
      (#""(commit|branch)" : "[^"]*""#, #""$1" : """#),
      (#"<property name="ci\.(commit|branch)" value="[^"]*"/>"#, "<property/>"),
      (#"(commit|branch) <code>[^<]*</code>"#, "$1 <code></code>"),
    ] {
      result = result.replacingOccurrences(
        of: pattern, with: replacement, options: .regularExpression)
    }
    return result
  }
}
