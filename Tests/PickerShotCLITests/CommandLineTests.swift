import Foundation
import Pipeline
import Scene
import StrictJSON
import Testing

@testable import PickerShotCLI

/// Issue 24, the command line: `help COMMAND`, the nearest names for an unknown scene or command,
/// `audit --failures` without empty headers, no escape sequences under `TERM=dumb` or `NO_COLOR`,
/// and `--json` on `list`, `verify` and `audit`, read back through StrictJSON.
@Suite struct CommandLineTests {
  // MARK: - help COMMAND

  @Test(arguments: CommandTable.all.map(\.name))
  func helpCommandIsTheCommandsHelp(command: String) {
    let help = CLIRun("help", command)
    let own = CLIRun(command, "--help")
    #expect(help.status == 0 && own.status == 0, "\(help.err)\(own.err)")
    #expect(help.out == own.out)
    #expect(help.out.hasPrefix("usage: pickershot \(command)"))
    #expect(help.err.isEmpty)
  }

  @Test func helpAloneIsTheUsage() {
    #expect(CLIRun("help").out == CLIRun("--help").out)
    #expect(CLIRun("help").status == 0)
  }

  /// The top-level usage lists exactly the table's commands, in its order.
  @Test func usageListsEveryCommandOfTheTable() {
    let usage = CLIRun("--help").out
    let listed = usage.split(separator: "\n").filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
      .map { String($0.dropFirst(2).prefix { $0 != " " }) }
    #expect(listed == CommandTable.all.map(\.name))
  }

  @Test(arguments: [
    (["help", "rendr"], "help: unknown command 'rendr' (nearest: render, record, bench;"),
    (["help", "render", "verify"], "help: name one command, not 2"),
    (["rendr"], "unknown command 'rendr' (nearest: render, record, bench;"),
    (["lst", "x"], "unknown command 'lst' (nearest: list, diff, audit;"),
  ])
  func unknownCommandsNameTheNearest(arguments: [String], message: String) {
    let run = CLIRun(arguments)
    #expect(run.status == 64)
    #expect(run.err.contains(message), "\(run.err)")
    #expect(run.err.split(separator: "\n").count == 1)
    #expect(run.out.isEmpty)
  }

  /// Hostile words: one line, escaped, 64; never a crash or a raw escape sequence.
  @Test(arguments: [
    ["help", "\u{1B}[31mred"], ["\u{1B}[2J"], ["help", ""], ["completions", ""],
    ["completions", "bash", "zsh"], ["list", "--json", "extra"], ["help", "--json"],
    ["render", "\u{202E}kcip"], ["help", String(repeating: "x", count: 100_000)],
  ])
  func hostileWords(arguments: [String]) {
    let run = CLIRun(arguments)
    #expect(run.status == 64)
    #expect(run.err.split(separator: "\n").count == 1)
    #expect(!run.err.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" })
    #expect(run.out.isEmpty)
  }

  // MARK: - nearest names

  @Test(arguments: [
    ("date-pickr", ["date-picker", "date-picker-ar", "date-selector"]),
    ("time", ["time-picker-12h", "time-picker-24h", "time-picker-ar-eg"]),
    ("clips", ["primitives/clips"]),
    ("DATE-PICKER", ["date-picker"]),
  ])
  func nearestScenes(name: String, starts: [String]) {
    let nearest = NearestNames.nearest(to: name, in: SceneSpec.builtIn.map(\.id))
    #expect(nearest.count == 3)
    #expect(Array(nearest.prefix(starts.count)) == starts, "\(nearest)")
  }

  @Test(arguments: [
    ("", "", 0), ("a", "", 1), ("kitten", "sitting", 3), ("render", "rendr", 1),
    ("flaw", "lawn", 2), ("dark", "dark", 0),
  ])
  func editDistance(a: String, b: String, distance: Int) {
    #expect(NearestNames.distance(Array(a), Array(b)) == distance)
    #expect(NearestNames.distance(Array(b), Array(a)) == distance)
  }

  /// One short line naming three scenes, not all 79 (1,712 characters before).
  @Test(arguments: [
    ["render", "date-pickr"], ["verify", "date-pickr"], ["audit", "date-pickr"],
    ["compare", "date-pickr"], ["gallery", "--out", "x", "date-pickr"],
  ])
  func unknownSceneNamesTheThreeNearest(arguments: [String]) {
    let run = CLIRun(arguments)
    #expect(run.status == 64)
    #expect(
      run.err.hasSuffix(
        "unknown scene 'date-pickr' (nearest: date-picker, date-picker-ar, date-selector; "
          + "all: 'pickershot list')\n"), "\(run.err)")
    #expect(run.err.split(separator: "\n").count == 1)
    #expect(run.err.count < 160)
  }

  // MARK: - audit --failures

  /// Only scenes with a failing check get a header; a run with none prints its total alone.
  @Test func auditFailuresPrintsOnlyFailingScenes() {
    let passing = CLIRun(
      "audit", "date-picker", "time-picker-12h", "--theme", "light", "--failures")
    #expect(passing.status == 0)
    #expect(
      passing.out.split(separator: "\n") == [
        "all passed: 127 checks, 23 under named exceptions, 4 overlaps (information)"
      ])
    let failing = CLIRun(
      "audit", "date-picker", "time-picker-12h", "--platform", "android", "--failures")
    #expect(failing.status == 1)
    let lines = failing.out.split(separator: "\n").map(String.init)
    #expect(lines.last?.contains(" failing of ") == true)
    let body = lines.dropLast()
    #expect(!body.isEmpty)
    for (index, line) in body.enumerated() where !line.hasPrefix(" ") {
      // A header is followed by at least one failing check of its own.
      #expect(
        index + 1 < body.count && body[body.startIndex + index + 1].hasPrefix("  "), "\(line)")
    }
  }

  /// With `--json --failures` a scene without failures is left out.
  @Test func auditJSONFailuresLeavesPassingScenesOut() throws {
    let run = CLIRun(
      "audit", "date-picker", "time-picker-12h", "--theme", "light", "--failures", "--json")
    #expect(run.status == 0)
    let document = try Self.parse(run.out)
    #expect(Self.member(document, "schemaVersion") == .number(2, text: "2"))
    #expect(Self.member(document, "scenes") == .array([]))
  }

  // MARK: - TERM=dumb, NO_COLOR

  @Test(
    arguments: [
      ([:], true), (["TERM": "xterm-256color"], true), (["TERM": "dumb"], false),
      (["NO_COLOR": "1"], false), (["NO_COLOR": "0"], false), (["NO_COLOR": ""], true),
      (["TERM": "dumb", "NO_COLOR": ""], false),
    ] as [([String: String], Bool)])
  func escapesAllowed(environment: [String: String], allowed: Bool) {
    #expect(Terminal.allowsEscapes(environment) == allowed)
  }

  /// The progress line without escapes: rewritten with `\r`, covered and cleared with spaces.
  @Test func progressWithoutEscapesWritesNone() {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = CLIRun(
      ["render", "day-cells", "--scale", "1", "--out", folder], interactive: true, escapes: false)
    #expect(run.status == 0)
    #expect(run.err.contains("\rrender 1/2 day-cells "))
    #expect(!run.err.contains("\u{1B}"))
    #expect(run.err.hasSuffix("\r"))
    #expect(!run.err.contains("\n"))
  }

  /// The real executable on a pseudo-terminal (`script`): escape sequences only when neither
  /// `TERM=dumb` nor `NO_COLOR` says no.
  @Test(
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs script"),
    arguments: [
      (["TERM": "xterm"], true), (["TERM": "dumb"], false),
      (["TERM": "xterm", "NO_COLOR": "1"], false),
    ] as [([String: String], Bool)])
  func onATerminal(environment: [String: String], escapes: Bool) throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let binary = try Self.binary()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
    process.arguments = [
      "-qec", "'\(binary)' render day-cells --scale 1 --out '\(folder)/out'", "/dev/null",
    ]
    var merged = ProcessInfo.processInfo.environment
    merged["NO_COLOR"] = nil
    merged.merge(environment) { $1 }
    process.environment = merged
    let output = Pipe()
    process.standardOutput = output
    process.standardInput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let bytes = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.contains("render 2/2 day-cells"), "\(text.debugDescription)")
    #expect(bytes.contains(0x1B) == escapes, "\(text.debugDescription)")
  }

  // MARK: - --json

  @Test func listJSON() throws {
    let run = CLIRun("list", "--json")
    #expect(run.status == 0)
    let document = try Self.parse(run.out)
    #expect(Self.member(document, "schemaVersion") == .number(1, text: "1"))
    guard case .array(let scenes)? = Self.member(document, "scenes") else {
      Issue.record("no scenes array")
      return
    }
    #expect(scenes.compactMap { Self.string(Self.member($0, "id")) } == SceneSpec.builtIn.map(\.id))
    let first = try #require(scenes.first)
    #expect(Self.member(first, "themes") == .array([.string("light"), .string("dark")]))
    #expect(Self.string(Self.member(first, "summary")) == SceneSpec.builtIn[0].summary)
    #expect(CLIRun("list", "--json").out == run.out)
  }

  /// `verify --json` prints what `summary.json` holds, byte for byte, and nothing else.
  @Test func verifyJSONIsTheSummary() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = CLIRun(
      "verify", "day-cells", "--theme", "light", "--scale", "1", "--goldens",
      SnapshotCommandTests.goldens, "--record", "never", "--report", "\(folder)/report", "--json")
    #expect(run.status == 0, "\(run.err)")
    #expect(run.err.isEmpty)
    let summary = try String(contentsOfFile: "\(folder)/report/summary.json", encoding: .utf8)
    #expect(run.out == summary + "\n")
    let document = try Self.parse(run.out)
    guard case .array(let entries)? = Self.member(document, "entries") else {
      Issue.record("no entries")
      return
    }
    #expect(entries.count == 1)
    #expect(Self.string(Self.member(entries[0], "status")) == "passed")
    let failing = CLIRun(
      "verify", "day-cells", "--theme", "light", "--scale", "1", "--goldens", "\(folder)/none",
      "--record", "missing", "--report", "\(folder)/report2", "--json")
    #expect(failing.err.contains("recorded 1 golden"), "\(failing.err)")
    _ = try Self.parse(failing.out)
  }

  @Test func recordTakesNoJSON() {
    #expect(CLIRun("record", "day-cells", "--json").status == 64)
  }

  // MARK: - helpers

  static func parse(_ text: String) throws -> JSONValue {
    try JSONValue.parse(Array(text.utf8), maxCount: 100_000)
  }

  static func member(_ value: JSONValue?, _ key: String) -> JSONValue? {
    guard case .object(let members)? = value else { return nil }
    return members.first { $0.key == key }?.value
  }

  static func string(_ value: JSONValue?) -> String? {
    guard case .string(let text)? = value else { return nil }
    return text
  }

  static func binary() throws -> String {
    let binary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      .deletingLastPathComponent().appendingPathComponent("pickershot").path
    try #require(FileManager.default.isExecutableFile(atPath: binary), "no binary at \(binary)")
    return binary
  }
}
