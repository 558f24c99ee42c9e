import Foundation
import Testing

/// Issue 24: every command in the README runs as written on a fresh clone. Every ` ```sh ` block
/// of README.md is run, line by line in the README's order, in one `bash` (so an `export` or a
/// file an earlier line makes holds for the lines after it), in a copy of the repository's files
/// with the executable under test as `.build/release/pickershot` and no `pickershot` on `PATH`
/// but what the README puts there. Each line must exit 0, or the code its comment documents
/// (`# exits 1: they differ`). The few lines that cannot run inside the test suite are listed in
/// ``skipped`` with the reason, printed when the test runs; `PICKERSHOT_README_ALL=1` runs the
/// ones skipped only for their length too.
@Suite struct ReadmeCommandTests {
  /// A README line the test does not run, and why.
  struct Skip: Sendable, CustomStringConvertible {
    /// The start of the line (exactly as the README writes it).
    var prefix: String
    /// Why it is not run.
    var reason: String
    /// Whether it is skipped only for its length (run under `PICKERSHOT_README_ALL=1`).
    var slow: Bool

    var description: String { prefix }
  }

  static let skipped: [Skip] = [
    Skip(prefix: "tools/test", reason: "runs this test suite itself", slow: false),
    Skip(
      prefix: "tools/render", reason: "builds in release (minutes); the test supplies the binary",
      slow: false),
    Skip(
      prefix: "swift build -c release",
      reason: "builds in release (minutes); the test supplies the binary as .build/release",
      slow: false),
    Skip(
      prefix: ".build/release/pickershot render --all --theme both", reason: "renders every scene",
      slow: true),
    Skip(
      prefix: "pickershot render --all --format svg", reason: "renders every scene", slow: true),
    Skip(
      prefix: ".build/release/pickershot verify                      #",
      reason: "checks every golden", slow: true),
    Skip(
      prefix: ".build/release/pickershot record --prune", reason: "re-records every golden",
      slow: true),
    Skip(prefix: ".build/release/pickershot bench ", reason: "a benchmark", slow: true),
    Skip(
      prefix: ".build/release/pickershot gallery --out site/gallery  #",
      reason: "draws every scene twice", slow: true),
    Skip(
      prefix: "pickershot gallery --out site/gallery                    #",
      reason: "draws every scene twice", slow: true),
  ]

  /// One command line of a ` ```sh ` block.
  struct Command: Equatable, CustomStringConvertible {
    /// The line as written (continuation lines joined with their `\` and line feed).
    var text: String
    /// The exit code its comment documents (`# exits 1: …`), else 0.
    var expectedStatus: Int32

    var description: String { text }
  }

  /// The command lines of every ` ```sh ` block of `markdown`, in order; blank lines and lines
  /// holding only a comment are left out.
  static func commands(in markdown: String) -> [Command] {
    var commands: [Command] = []
    var inBlock = false
    var pending = ""
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      let text = String(line)
      if !inBlock {
        inBlock = text == "```sh"
        continue
      }
      if text.hasPrefix("```") {
        inBlock = false
        continue
      }
      if text.hasSuffix("\\") {
        pending += text + "\n"
        continue
      }
      let full = pending + text
      pending = ""
      let trimmed = full.trimmingCharacters(in: .whitespaces)
      guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
      commands.append(Command(text: full, expectedStatus: documentedStatus(full)))
    }
    return commands
  }

  /// The code a line's comment documents: the number after `# exits ` (0 when there is none).
  static func documentedStatus(_ line: String) -> Int32 {
    guard let comment = line.range(of: " # ") ?? line.range(of: "  #"),
      let exits = line[comment.upperBound...].range(of: "exits ")
    else { return 0 }
    return Int32(line[exits.upperBound...].prefix { $0.isNumber }) ?? 0
  }

  @Test(arguments: [
    ("```sh\nls\n```\n", [Command(text: "ls", expectedStatus: 0)]),
    (
      "text\n```sh\na # exits 1: differ\n\n# note\nb \\\n  c\n```\n```json\nd\n```\n",
      [
        Command(text: "a # exits 1: differ", expectedStatus: 1),
        Command(text: "b \\\n  c", expectedStatus: 0),
      ]
    ),
    ("```\nnot sh\n```\n```yaml\nrun: x\n```\n", []),
    (
      "```sh\nx '#FFF'   # exits 65 when…\n```",
      [Command(text: "x '#FFF'   # exits 65 when…", expectedStatus: 65)]
    ),
  ])
  func blocksAndDocumentedCodes(markdown: String, expected: [Command]) {
    #expect(Self.commands(in: markdown) == expected)
  }

  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

  static func readme() throws -> String {
    try String(contentsOfFile: "\(root)/README.md", encoding: .utf8)
  }

  /// Every entry of ``skipped`` names a line the README has, so the list cannot go stale.
  @Test(arguments: skipped)
  func everySkipNamesAReadmeLine(skip: Skip) throws {
    #expect(try Self.commands(in: Self.readme()).contains { $0.text.hasPrefix(skip.prefix) })
  }

  /// The README shows `march.json` whole; the file its commands copy is that text.
  @Test func theMarchFileIsTheOneShown() throws {
    let readme = try Self.readme()
    let start = try #require(readme.range(of: "A March range, `march.json`:\n\n```json\n"))
    let end = try #require(readme[start.upperBound...].range(of: "```\n"))
    let file = try String(contentsOfFile: "\(Self.root)/examples/march.json", encoding: .utf8)
    #expect(String(readme[start.upperBound..<end.lowerBound]) == file)
  }

  @Test func everyReadmeCommandRunsAsWritten() throws {
    let all = ProcessInfo.processInfo.environment["PICKERSHOT_README_ALL"] == "1"
    let commands = try Self.commands(in: Self.readme())
    var run: [Command] = []
    for command in commands {
      if let skip = Self.skipped.first(where: { command.text.hasPrefix($0.prefix) }),
        !(all && skip.slow)
      {
        print("README line not run (\(skip.reason)): \(command.text)")
      } else {
        run.append(command)
      }
    }
    #expect(run.count >= 20, "the README's command blocks were not found")
    let copy = try Self.freshCopy()
    defer { try? FileManager.default.removeItem(atPath: copy) }
    // Absolute paths: a README line may `cd` (the worked token example does).
    let results = "'\(copy)/.readme'"
    var script = ""
    for (index, command) in run.enumerated() {
      script +=
        "{ \(command.text)\n} >\(results)/\(index).out 2>&1; echo \"\(index) $?\" >>\(results)/status\n"
    }
    try FileManager.default.createDirectory(
      atPath: "\(copy)/.readme", withIntermediateDirectories: true)
    try Data(script.utf8).write(to: URL(fileURLWithPath: "\(copy)/.readme/script.sh"))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
    process.arguments = ["--kill-after=10", "900", "/bin/bash", ".readme/script.sh"]
    process.currentDirectoryURL = URL(fileURLWithPath: copy)
    var environment = ProcessInfo.processInfo.environment
    // No pickershot on PATH but what the README's own lines put there.
    environment["PATH"] = "/usr/local/bin:/usr/bin:/bin"
    environment["HOME"] = copy
    for name in ["PICKERSHOT_RECORD", "CI", "NO_COLOR", "PICKERSHOT_README_ALL"] {
      environment[name] = nil
    }
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    let statusText =
      (try? String(contentsOfFile: "\(copy)/.readme/status", encoding: .utf8)) ?? ""
    var statuses: [Int: Int32] = [:]
    for line in statusText.split(separator: "\n") {
      let parts = line.split(separator: " ")
      if parts.count == 2, let index = Int(parts[0]), let code = Int32(parts[1]) {
        statuses[index] = code
      }
    }
    for (index, command) in run.enumerated() {
      let output =
        (try? String(contentsOfFile: "\(copy)/.readme/\(index).out", encoding: .utf8)) ?? ""
      #expect(
        statuses[index] == command.expectedStatus,
        "README: \(command.text)\nexit \(statuses[index].map(String.init) ?? "(not reached)"), expected \(command.expectedStatus):\n\(output.prefix(2000))"
      )
    }
  }

  /// The repository's files as a fresh clone has them (git's tracked and unignored files, so
  /// the README being edited counts), with the executable under test as
  /// `.build/release/pickershot`.
  static func freshCopy() throws -> String {
    let copy = temporaryFolder()
    let manager = FileManager.default
    var files: [String] = []
    if manager.isExecutableFile(atPath: "/usr/bin/git"),
      manager.fileExists(atPath: "\(root)/.git")
    {
      let list = try ExternalTool.run(
        "/usr/bin/git", ["-C", root, "ls-files", "-co", "--exclude-standard", "-z"])
      if list.status == 0 {
        files = list.output.split(separator: "\0").map(String.init)
      }
    }
    if files.isEmpty {
      // No git: every file outside dot-folders and the build folder.
      let enumerator = manager.enumerator(atPath: root)
      while let path = enumerator?.nextObject() as? String {
        if path.hasPrefix(".") || path.contains("/.") {
          if (try? manager.attributesOfItem(atPath: "\(root)/\(path)")[.type] as? FileAttributeType)
            == .typeDirectory
          {
            enumerator?.skipDescendants()
          }
          continue
        }
        files.append(path)
      }
    }
    for path in files {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: "\(root)/\(path)", isDirectory: &isDirectory),
        !isDirectory.boolValue
      else { continue }
      let target = "\(copy)/\(path)"
      try manager.createDirectory(
        atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try manager.copyItem(atPath: "\(root)/\(path)", toPath: target)
    }
    let binary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      .deletingLastPathComponent().appendingPathComponent("pickershot").path
    try #require(manager.isExecutableFile(atPath: binary), "no pickershot next to the tests")
    try manager.createDirectory(
      atPath: "\(copy)/.build/release", withIntermediateDirectories: true)
    try manager.createSymbolicLink(
      atPath: "\(copy)/.build/release/pickershot", withDestinationPath: binary)
    return copy
  }
}
