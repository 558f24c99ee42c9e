import Foundation
import Scene
import Testing

/// `pickershot tokens check|resolve|slots`: the community group's 2025.10 suite through the
/// command, hostile files each with its documented code, the resolved JSON, the slot list, and a
/// `--tokens` file written in 2025.10 forms drawing exactly as the built-in file does.
@Suite struct TokensCommandTests {
  /// The 2025.10 suite ThemeTests carries.
  static let suite = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../ThemeTests/Fixtures/dtcg-2025.10").standardized.path

  /// The shipped token file.
  static let shipped = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Sources/Theme/Resources/tokens.json").standardized.path

  /// Every `.json` file under `folder` of the suite, sorted.
  static func fixtures(_ folder: String) -> [String] {
    let root = "\(suite)/\(folder)"
    let names = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().map { "\(root)/\($0)" }
  }

  static func put(_ text: String, _ path: String) {
    try? FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
  }

  // MARK: - The suite through the command

  @Test func checkAcceptsEveryPositiveTestOfTheSuite() {
    let files = Self.fixtures("format/positive") + Self.fixtures("resolver/positive")
    #expect(files.count == 103)
    let run = CLIRun(["tokens", "check"] + files)
    #expect(run.status == 0, "\(run.err)")
    #expect(run.err.isEmpty)
    let lines = run.out.split(separator: "\n")
    #expect(lines.count == files.count)
    for (line, file) in zip(lines, files) { #expect(line.hasPrefix("\(file): valid ")) }
  }

  @Test func checkRefusesEveryNegativeTestOfTheSuiteNamingFileAndPath() {
    let files = Self.fixtures("format/negative") + Self.fixtures("resolver/negative")
    #expect(files.count == 148)
    let run = CLIRun(["tokens", "check"] + files)
    #expect(run.status == 65)
    #expect(run.out.isEmpty)
    let lines = run.err.split(separator: "\n")
    #expect(lines.count == files.count)
    for (line, file) in zip(lines, files) {
      #expect(line.hasPrefix("pickershot: \(file): $"), "\(line)")
    }
  }

  // MARK: - Hostile files

  /// A file's text (or `nil` for a FIFO) and the code and message `tokens check` gives it.
  static let hostile: [(String, String?, Int32, String)] = [
    ("empty", "", 65, "the file is empty"),
    ("truncated", #"{"a": {"$type": "color""#, 65, "not JSON"),
    ("huge number", #"{"n": {"$type": "number", "$value": 1e400}}"#, 65, "is too large"),
    ("nan colour", #"{"c": {"$type": "color", "$value": "nan"}}"#, 65, #"$.c.$value: "nan""#),
    (
      "nan component",
      #"{"$schema": "https://www.designtokens.org/schemas/2025.10/format.json", "c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": ["nan", 0, 0]}}}"#,
      65, "$.c.$value.components[0]"
    ),
    ("1e300 string", #"{"d": {"$type": "dimension", "$value": "1e300px"}}"#, 0, "valid"),
    ("1e400 string", #"{"d": {"$type": "dimension", "$value": "1e400px"}}"#, 65, "not a dimension"),
    (
      "deep nesting",
      String(repeating: #"{"g": "#, count: 40) + "{}" + String(repeating: "}", count: 40),
      65, "nested more than 32 levels"
    ),
    (
      "circular aliases",
      #"{"a": {"$type": "color", "$value": "{b}"}, "b": {"$type": "color", "$value": "{a}"}}"#,
      65, "circular reference: {a} → {b} → {a}"
    ),
    (
      "circular pointer",
      ##"{"a": {"$type": "number", "$ref": "#/b/$value"}, "b": {"$type": "number", "$ref": "#/a/$value"}}"##,
      65, "circular reference"
    ),
    (
      "control characters",
      "{\"a\\u0007b\": {\"$type\": \"color\", \"$value\": \"#12\\u001b[31m\"}}", 65,
      #"$["a\u{7}b"].$value"#
    ),
    ("FIFO", nil, 65, "not a regular file"),
  ]

  @Test(arguments: hostile.indices)
  func hostileFilesGetTheirCodeInOneLine(_ index: Int) throws {
    let (name, text, status, message) = Self.hostile[index]
    let folder = temporaryFolder()
    let path = "\(folder)/tokens.json"
    if let text {
      Self.put(text, path)
    } else {
      #expect(mkfifo(path, 0o644) == 0)
    }
    let run = CLIRun("tokens", "check", path)
    #expect(run.status == status, "\(name): \(run.err)")
    let output = status == 0 ? run.out : run.err
    #expect(output.contains(message), "\(name): \(output)")
    #expect(output.split(separator: "\n").count == 1, "\(name)")
    #expect(!run.err.contains("\u{1B}"))
  }

  @Test func missingDirectoryAndOversizedFilesGetTheirCodes() throws {
    let folder = temporaryFolder()
    #expect(CLIRun("tokens", "check", "\(folder)/none.json").status == 66)
    #expect(CLIRun("tokens", "check", folder).status == 65)
    let big = "\(folder)/big.json"
    #expect(FileManager.default.createFile(atPath: big, contents: nil))
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: big))
    try handle.truncate(atOffset: 5 << 20)
    try handle.close()
    #expect(CLIRun("tokens", "check", big).status == 65)
    // Several files: every one reported, the code the worst (66 over 65).
    Self.put("{}", "\(folder)/ok.json")
    let run = CLIRun("tokens", "check", "\(folder)/ok.json", big, "\(folder)/none.json")
    #expect(run.status == 66)
    #expect(run.out.split(separator: "\n").count == 1)
    #expect(run.err.split(separator: "\n").count == 2)
  }

  /// Bombs stop quickly: an alias chain far past the limit and `$extends` doubling a group.
  @Test func bombsAreRefusedQuickly() {
    let folder = temporaryFolder()
    // 5,000 aliases, each of the next, in groups of 500 (an object holds at most 1,000 members).
    func name(_ index: Int) -> String { "g\(index / 500).t\(index)" }
    let groups = (0..<10).map { group in
      let links = (group * 500..<group * 500 + 500).map { index in
        #""t\#(index)": {"$type": "number", "$value": "{\#(name(index + 1))}"}"#
      }
      return #""g\#(group)": {"# + links.joined(separator: ", ") + "}"
    }
    Self.put(
      "{" + groups.joined(separator: ", ")
        + #", "g10": {"t5000": {"$type": "number", "$value": 1}}}"#, "\(folder)/chain.json")
    var doubling = [#""g0": {"$type": "number", "a": {"$value": 1}}"#]
    for level in 1...40 {
      doubling.append(
        #""g\#(level)": {"x": {"$extends": "{g\#(level - 1)}"}, "y": {"$extends": "{g\#(level - 1)}"}}"#
      )
    }
    Self.put("{" + doubling.joined(separator: ", ") + "}", "\(folder)/extends.json")
    // Each refusal names the limit that stopped the reading (no timing: machine load varies).
    let chain = CLIRun("tokens", "check", "\(folder)/chain.json")
    #expect(chain.status == 65 && chain.err.contains("longer than 64"), "\(chain.err)")
    let extends = CLIRun("tokens", "check", "\(folder)/extends.json")
    #expect(extends.status == 65 && extends.err.contains("more than 100000 tokens"))
  }

  /// A resolver's file references stay in its folder: `..`, absolute paths and URLs are refused
  /// at their JSON path (65), a missing file is 66, a file beside it is read.
  @Test(arguments: [
    ("../outside.json", Int32(65), "leaves the resolver's folder"),
    ("/etc/passwd", 65, "is an absolute path"),
    ("https://example.com/t.json", 65, "is a URL"),
    ("sub/none.json", 66, "sub/none.json does not exist"),
    ("sub/colors.json", 0, "valid resolver file"),
    ("sub/colors.json#/brand", 0, "valid resolver file"),
  ])
  func resolverFileReferences(reference: String, status: Int32, message: String) {
    let folder = temporaryFolder()
    Self.put(
      ##"{"brand": {"$type": "color", "blue": {"$value": "#335CFF"}}}"##,
      "\(folder)/sub/colors.json")
    Self.put("{}", "\(folder)/outside.json")
    let resolver = "\(folder)/inner/resolver.json"
    Self.put(
      #"{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "base", "sources": [{"$ref": "\#(reference)"}]}]}"#,
      resolver)
    Self.put(
      ##"{"brand": {"$type": "color", "b": {"$value": "#000"}}}"##,
      "\(folder)/inner/sub/colors.json")
    let run = CLIRun("tokens", "check", resolver)
    #expect(run.status == status, "\(run.err)")
    #expect((status == 0 ? run.out : run.err).contains(message), "\(run.out)\(run.err)")
    if status != 0 {
      #expect(run.err.contains("$.resolutionOrder[0].sources[0].$ref"), "\(run.err)")
    }
  }

  /// `--strict` holds token and resolver files without the 2025.10 `$schema` to 2025.10 too.
  @Test func strictRefusesTheOlderFormsInEveryFile() {
    let folder = temporaryFolder()
    Self.put(##"{"c": {"$type": "color", "$value": "#fff"}}"##, "\(folder)/tokens.json")
    Self.put(
      ##"{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "s", "sources": [{"c": {"$type": "color", "$value": "#fff"}}]}]}"##,
      "\(folder)/resolver.json")
    let files = ["\(folder)/tokens.json", "\(folder)/resolver.json"]
    #expect(CLIRun(["tokens", "check"] + files).status == 0)
    let strict = CLIRun(["tokens", "check", "--strict"] + files)
    #expect(strict.status == 65)
    #expect(strict.err.split(separator: "\n").count == 2)
    #expect(strict.err.contains("older draft form"))
  }

  // MARK: - resolve

  @Test func resolveJSONIsSortedDeterministicAndInOneMode() throws {
    let run = CLIRun("tokens", "resolve", Self.shipped, "--mode", "dark", "--json")
    #expect(run.status == 0, "\(run.err)")
    #expect(CLIRun("tokens", "resolve", Self.shipped, "--mode", "dark", "--json").out == run.out)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: [String: Any]])
    #expect(object["mode.light.bg.raised"] == nil)
    let raised = try #require(object["mode.dark.bg.raised"])
    #expect(raised["$type"] as? String == "color")
    let extensions = try #require(raised["$extensions"] as? [String: String])
    #expect(extensions["org.pickershot.srgb"] == "#292929FF")
    let value = try #require(raised["$value"] as? [String: Any])
    #expect(value["colorSpace"] as? String == "srgb" && value["hex"] as? String == "#292929")
    // The order is the names' order, sorted by their steps.
    let names = run.out.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map {
      $0.dropFirst(3).prefix { $0 != "\"" }
    }
    #expect(names.count == object.count)
    #expect(
      names.map { $0.split(separator: ".").map(String.init) }
        == names.map { $0.split(separator: ".").map(String.init) }.sorted {
          $0.lexicographicallyPrecedes($1)
        })
  }

  @Test func resolveLinesShowTheDrawnColour() {
    let oklch = "\(Self.suite)/format/positive/colors/oklch-basic.json"
    let run = CLIRun("tokens", "resolve", oklch)
    #expect(run.status == 0)
    #expect(run.out == "color  color        #FF00FFFF (oklch 0.7016 0.3225 328.363)\n")
  }

  @Test func resolveAResolverFileInAContext() {
    let file = "\(Self.suite)/resolver/positive/resolver-with-multiple-modifiers.json"
    let run = CLIRun("tokens", "resolve", file, "--mode", "dark,large")
    #expect(run.status == 0, "\(run.err)")
    #expect(run.out.contains("color      color") && run.out.contains("dimension  dimension"))
    let missing = CLIRun("tokens", "resolve", file, "--mode", "dark")
    #expect(missing.status == 64)
    #expect(missing.err.contains("modifier 'size'") && missing.err.contains("small, large"))
  }

  @Test(arguments: [
    (["tokens"], Int32(64), "name a subcommand"),
    (["tokens", "nope"], 64, "unknown subcommand 'nope'"),
    (["tokens", "check"], 64, "name one or more files"),
    (["tokens", "check", "a.json", "--mode", "dark"], 64, "--mode is not an option of check"),
    (["tokens", "resolve", "a.json", "b.json"], 64, "name one file"),
    (["tokens", "slots", "a.json"], 64, "takes no files"),
    (["tokens", "slots", "--strict"], 64, "--strict is not an option of slots"),
  ])
  func usageErrors(arguments: [String], status: Int32, message: String) {
    let run = CLIRun(arguments)
    #expect(run.status == status)
    #expect(run.err.contains(message), "\(run.err)")
    #expect(run.err.split(separator: "\n").count == 1)
  }

  @Test func resolveAModeTheFileDoesNotHaveIsAUsageError() {
    let run = CLIRun("tokens", "resolve", Self.shipped, "--mode", "dim")
    #expect(run.status == 64)
    #expect(run.err.contains("modes: dark, light"))
  }

  @Test func helpIsListed() {
    let help = CLIRun("tokens", "--help")
    #expect(help.status == 0 && help.out.hasPrefix("usage: pickershot tokens check"))
    #expect(CLIRun("--help").out.contains("\n  tokens check|resolve|slots"))
  }

  // MARK: - slots

  @Test func slotsListEverySlotWithItsValuesAndTheScenesThatDrawWithIt() throws {
    let run = CLIRun("tokens", "slots", "--json")
    #expect(run.status == 0, "\(run.err)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
    let slots = try #require(object["slots"] as? [[String: Any]])
    #expect(object["scenes"] as? Int == SceneSpec.builtIn.count)
    let names = slots.compactMap { $0["name"] as? String }
    #expect(Set(names).count == names.count && names.count > 150)
    func slot(_ name: String) throws -> [String: Any] {
      try #require(slots.first { $0["name"] as? String == name })
    }
    let raised = try slot("bg/raised")
    #expect(raised["type"] as? String == "color")
    #expect(raised["light"] as? String == "#FFFFFF" && raised["dark"] as? String == "#292929")
    let scenes = try #require(raised["scenes"] as? [String])
    #expect(scenes.contains("date-picker") && !scenes.contains("segmented-2"))
    let segment = try #require(try slot("ios/type/segment")["scenes"] as? [String])
    #expect(segment.contains("segmented-2"))
    #expect(try slot("typography/label-sm")["light"] as? String == "Inter 500 14/20 -0.006em")
    let ids = Set(SceneSpec.builtIn.map(\.id))
    for entry in slots {
      for id in entry["scenes"] as? [String] ?? [] { #expect(ids.contains(id), "\(id)") }
    }
    let text = CLIRun("tokens", "slots")
    #expect(text.out.split(separator: "\n").count == slots.count + 1)
    #expect(text.out.contains("bg/raised"))
  }

  // MARK: - A 2025.10 --tokens file

  /// The shipped file rewritten in 2025.10 forms with the 2025.10 `$schema` (held to 2025.10
  /// exactly): `tokens check` accepts it, and `render --tokens` draws the Date Picker with it
  /// byte for byte as with the built-in tokens.
  @Test func aTokenFileIn2025FormsDrawsAsTheBuiltInOne() throws {
    let folder = temporaryFolder()
    let tokens = "\(folder)/tokens-2025.json"
    try TokenFile2025.data(Self.shipped).write(to: URL(fileURLWithPath: tokens))
    let check = CLIRun("tokens", "check", tokens)
    #expect(check.out == "\(tokens): valid token file, 407 tokens (DTCG 2025.10)\n", "\(check.err)")
    let common = ["render", "date-picker", "--theme", "both", "--scale", "1"]
    let mine = CLIRun(common + ["--tokens", tokens, "--out", "\(folder)/mine"])
    let builtIn = CLIRun(common + ["--out", "\(folder)/built-in"])
    #expect(mine.status == 0 && builtIn.status == 0, "\(mine.err)\(builtIn.err)")
    for theme in ["light", "dark"] {
      let a = FileManager.default.contents(atPath: "\(folder)/mine/date-picker/\(theme)@1x.png")
      let b = FileManager.default.contents(
        atPath: "\(folder)/built-in/date-picker/\(theme)@1x.png")
      #expect(a != nil && a == b, "\(theme)")
    }
  }
}
