import Foundation
import Snapshot
import Testing

@testable import PickerShotCLI

/// The token options through the command line: every drawing command takes them, each hostile
/// input gets its code and one line, and sidecars record the files.
@Suite struct TokenOptionsCLITests {
  static func file(_ name: String) -> String { TokenOptionsTests.file(name) }

  /// The example brand's arguments, as the README writes them.
  static var brand: [String] {
    [
      "--tokens", "light=\(file("acme.light.json"))", "--tokens",
      "dark=\(file("acme.dark.json"))", "--token-map", file("acme.map.json"),
    ]
  }

  /// Hostile `--tokens` values and files: (arguments after `render date-picker`, code, words of
  /// the one line on stderr). `FIFO`, `DIR`, `BIG` and `BAD` name files the test makes.
  @Test(arguments: [
    (["--tokens", "light="], Int32(64), "needs a file after the '='"),
    (["--tokens", "sepia=a.json"], 64, "unknown mode 'sepia'"),
    (["--tokens", "light=a.json", "--tokens", "light=b.json"], 64, "is given twice"),
    (["--tokens", "light=a.json"], 64, "give dark=FILE too"),
    (["--tokens", "a.json", "--tokens", "b.json"], 64, "give it once"),
    (["--token-map", "m.json"], 64, "--token-map needs --tokens"),
    (["--tokens", "NONE"], 66, "no such file"),
    (["--tokens", "light=NONE", "--tokens", "dark=NONE"], 66, "no such file"),
    (["--tokens", "DIR"], 65, "not a regular file (directory)"),
    (["--tokens", "FIFO"], 65, "not a regular file (FIFO)"),
    (["--tokens", "BIG"], 65, "more than the limit"),
    (["--tokens", "BAD"], 65, "not JSON"),
    (["--tokens", "light=BAD", "--tokens", "dark=BAD"], 65, "not JSON"),
    (["--tokens", "light=RESOLVER", "--tokens", "dark=RESOLVER"], 65, "holds both modes"),
    (["--tokens", "RESOLVER", "--token-map", "NONE"], 66, "no such file"),
    (["--tokens", "RESOLVER", "--token-map", "FIFO"], 65, "not a regular file (FIFO)"),
    (["--tokens", "RESOLVER", "--token-map", "BAD"], 65, "not JSON"),
  ])
  func hostileTokenOptions(arguments: [String], code: Int32, words: String) throws {
    let folder = temporaryFolder()
    #expect(mkfifo("\(folder)/fifo.json", 0o644) == 0)
    try FileManager.default.createDirectory(
      atPath: "\(folder)/dir.json", withIntermediateDirectories: false)
    #expect(FileManager.default.createFile(atPath: "\(folder)/big.json", contents: nil))
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: "\(folder)/big.json"))
    try handle.truncate(atOffset: 5 << 20)
    try handle.close()
    try Data("{\"a\": \u{1}".utf8).write(to: URL(fileURLWithPath: "\(folder)/bad.json"))
    let names = [
      "NONE": "\(folder)/none.json", "DIR": "\(folder)/dir.json", "FIFO": "\(folder)/fifo.json",
      "BIG": "\(folder)/big.json", "BAD": "\(folder)/bad.json",
      "RESOLVER": Self.file("acme.resolver.json"),
    ]
    // A whole argument or the file after `mode=` is a placeholder; nothing is replaced inside a
    // path (a temporary folder's UUID may hold "BAD").
    let resolved = arguments.map { argument in
      if let equals = argument.firstIndex(of: "="),
        let path = names[String(argument[argument.index(after: equals)...])]
      {
        return String(argument[...equals]) + path
      }
      return names[argument] ?? argument
    }
    let out = "\(folder)/card.png"
    let run = CLIRun(["render", "date-picker", "--theme", "light", "--out", out] + resolved)
    #expect(run.status == code, "\(run.err)")
    #expect(run.err.contains(words), "\(run.err)")
    #expect(run.err.split(separator: "\n").count == 1, "\(run.err)")
    #expect(!FileManager.default.fileExists(atPath: out))
  }

  /// Every drawing command takes the same options (compare and audit were 64 before).
  @Test(arguments: [
    ["render", "date-picker", "--theme", "dark", "--out", "OUT/card.png"],
    ["compare", "date-picker", "--out", "OUT/light-dark.png"],
    ["audit", "date-picker", "--failures"],
    ["gallery", "date-picker", "--out", "OUT/gallery"],
    ["tokens", "slots"],
  ])
  func everyCommandTakesTheBrand(arguments: [String]) {
    let folder = temporaryFolder()
    let run = CLIRun(
      arguments.map { $0.replacingOccurrences(of: "OUT", with: folder) } + Self.brand)
    #expect(run.status == 0, "\(run.err)")
    if arguments[0] == "tokens" {
      // The slots list shows the brand's values: bg/white-0 is brand.surface in both modes.
      let line = run.out.split(separator: "\n").first { $0.hasPrefix("bg/white-0 ") }
      #expect(line?.contains("#FAFAF9") == true && line?.contains("#0C0A09") == true)
    }
  }

  /// A team's brand, mapped, is checked for contrast; one with a pale accent fails the audit.
  @Test func auditJudgesTheBrand() throws {
    let folder = temporaryFolder()
    let pale = try String(contentsOfFile: Self.file("acme.light.json"), encoding: .utf8)
      .replacingOccurrences(of: "\"{palette.teal.700}\"", with: "\"{palette.teal.300}\"")
    try Data(pale.utf8).write(to: URL(fileURLWithPath: "\(folder)/pale.json"))
    let run = CLIRun(
      "audit", "date-picker", "--theme", "light", "--failures", "--tokens",
      "light=\(folder)/pale.json", "--tokens", "dark=\(Self.file("acme.dark.json"))",
      "--token-map", Self.file("acme.map.json"))
    #expect(run.status == 1, "\(run.out)")
    #expect(run.out.contains("#5EEAD4"), "\(run.out)")
  }

  /// Sidecars record the token files; a verify with other tokens says so, and the built-in
  /// tokens write no `tokens` field.
  @Test func sidecarsRecordTheTokenFiles() throws {
    let folder = temporaryFolder()
    let goldens = "\(folder)/goldens"
    let common = ["date-picker", "--theme", "light", "--scale", "1", "--goldens", goldens]
    let record = CLIRun(["record"] + common + Self.brand)
    #expect(record.status == 0, "\(record.err)")
    let sidecar = try #require(try GoldenSidecar.read("\(goldens)/date-picker/light@1x.json"))
    #expect(sidecar.tokens?.map(\.role) == ["light", "dark", "token-map"])
    #expect(sidecar.tokens?.first?.file == "acme.light.json")
    let same = CLIRun(
      ["verify"] + common + ["--record", "never", "--report", "\(folder)/r1"] + Self.brand)
    #expect(same.status == 0, "\(same.out)")
    #expect(!same.out.contains("other tokens"))
    let builtIn = CLIRun(["verify"] + common + ["--record", "never", "--report", "\(folder)/r2"])
    #expect(builtIn.status == 1)
    #expect(
      builtIn.out.contains(
        "1 golden was recorded with other tokens than these (tokens: light acme.light.json"),
      "\(builtIn.out)")
    #expect(builtIn.out.contains("→ built-in)"))
    // Re-recorded with the built-in tokens, the field is gone again.
    #expect(CLIRun(["record"] + common).status == 0)
    let plain = try String(
      contentsOfFile: "\(goldens)/date-picker/light@1x.json", encoding: .utf8)
    #expect(!plain.contains("\"tokens\""))
  }
}
