import DrawList
import Foundation
import PickerShotTesting
import Pipeline
import Scene
import Snapshot
import Testing

/// The README's brand example ("Snapshot tests in your own package"): the worked example brand
/// (`Tests/BrandExample`: Light and Dark files in the team's names and a map onto pickershot's
/// slots) drawn by `expectSnapshot` through the suite's trait. Its goldens are
/// `__Goldens__/acme-date-picker/` beside this file.
@Suite(
  .snapshots(
    tokens: .modes(
      light: "Tests/BrandExample/acme.light.json", dark: "Tests/BrandExample/acme.dark.json",
      map: "Tests/BrandExample/acme.map.json")))
struct AcmeBrandTests {
  @Test(arguments: [Appearance.light, .dark])
  func datePicker(theme: Appearance) throws {
    expectSnapshot(
      of: try SceneFixtures.seedCard(), as: .datePicker, named: "acme-date-picker", theme: theme)
  }
}

/// `expectSnapshot(…, tokens:)` and `.snapshots(tokens:)`: the token sources the CLI's
/// `--tokens` and `--token-map` read, the files' hashes in the sidecars, and every bad input a
/// test failure naming the file and JSON path.
@Suite struct ExpectSnapshotTokensTests {
  /// The package root.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../..").standardized.path

  /// The example brand's golden folder.
  static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Goldens__/acme-date-picker").path

  /// The README's example ("Your tokens") is this file's `AcmeBrandTests`, word for word.
  @Test func theReadmesExampleIsThisTest() throws {
    let readme = try String(contentsOfFile: "\(Self.root)/README.md", encoding: .utf8)
    let section = try #require(readme.range(of: "- **Your tokens.**"))
    let open = try #require(readme[section.upperBound...].range(of: "  ```swift\n"))
    let close = try #require(readme[open.upperBound...].range(of: "  ```\n"))
    let example = readme[open.upperBound..<close.lowerBound].split(
      separator: "\n", omittingEmptySubsequences: false
    ).map { $0.dropFirst(2) }.joined(separator: "\n")
    let source = try String(contentsOfFile: #filePath, encoding: .utf8)
    #expect(source.contains("\n" + example), "\(example)")
  }

  /// Each sidecar records the three files the brand was drawn with, by role, name and SHA-256,
  /// as `pickershot record --tokens light=… --tokens dark=… --token-map …` records them.
  @Test(arguments: ["light", "dark"])
  func sidecarsRecordTheTokenFiles(theme: String) throws {
    let sidecar = try #require(
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: URL(fileURLWithPath: "\(Self.goldens)/\(theme)@2x.json")))
        as? [String: Any])
    let tokens = try #require(sidecar["tokens"] as? [[String: String]], "\(sidecar)")
    #expect(tokens.map { $0["role"] } == ["light", "dark", "token-map"])
    #expect(tokens.map { $0["file"] } == ["acme.light.json", "acme.dark.json", "acme.map.json"])
    for entry in tokens {
      let bytes = try Data(
        contentsOf: URL(fileURLWithPath: "\(Self.root)/Tests/BrandExample/\(entry["file"]!)"))
      #expect(entry["sha256"] == SHA256.hex([UInt8](bytes)), "\(entry)")
    }
  }

  /// A golden recorded with tokens gets a sidecar naming them (absolute paths work too).
  @Test func aRecordedSidecarNamesTheFiles() throws {
    let (root, test) = try GoldensLocationTests.package()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let brand = "\(Self.root)/Tests/BrandExample"
    withKnownIssue {
      expectSnapshot(
        of: (), as: .dayCells, named: "cells", scale: .x1, record: .missing,
        tokens: .modes(
          light: "\(brand)/acme.light.json", dark: "\(brand)/acme.dark.json",
          map: "\(brand)/acme.map.json"),
        filePath: test)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("recorded new golden") }
    }
    let sidecar = try String(
      contentsOfFile: "\(root)/Tests/MyTests/__Goldens__/cells/light@1x.json", encoding: .utf8)
    #expect(sidecar.contains("\"role\" : \"token-map\""), "\(sidecar)")
    #expect(sidecar.contains("\"file\" : \"acme.light.json\""), "\(sidecar)")
  }

  /// The brand's colours, not Appetite's, are in the recorded draw lists (the card, the
  /// selected day, the marks; the same rows as the CLI's worked-example test).
  @Test(arguments: [
    ("light", ["#FAFAF9", "#0F766E", "#1C1917", "#44403C"], ["#335CFF", "#F7F7F7"]),
    ("dark", ["#1C1917", "#0F766E", "#2DD4BF", "#FAFAF9"], ["#335CFF", "#6895FF", "#292929"]),
  ])
  func theGoldensDrawTheBrand(theme: String, present: [String], absent: [String]) throws {
    let dump = try String(
      contentsOfFile: "\(Self.goldens)/\(theme).drawlist.txt", encoding: .utf8)
    for hex in present { #expect(dump.contains(" \(hex)"), "\(hex) missing") }
    for hex in absent { #expect(!dump.contains(" \(hex)"), "\(hex) still drawn") }
  }

  /// The call's `tokens:` argument: the resolver file makes the same set as the two files, so
  /// the same goldens pass.
  @Test func theCallsArgumentAndAResolver() throws {
    expectSnapshot(
      of: try SceneFixtures.seedCard(), as: .datePicker, named: "acme-date-picker",
      theme: .dark, record: .never,
      tokens: .resolver(
        "Tests/BrandExample/acme.resolver.json", map: "Tests/BrandExample/acme.map.json"))
  }

  /// Without tokens the built-in set draws: the brand's goldens fail.
  @Test func theBuiltInTokensDoNotMatchTheBrand() throws {
    let card = try SceneFixtures.seedCard()
    withKnownIssue {
      expectSnapshot(
        of: card, as: .datePicker, named: "acme-date-picker",
        theme: .light, record: .never, tokens: nil)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("draw list") }
    }
  }

  /// Hostile token sources through the library: each fails the test with one line naming the
  /// file (and the JSON path where there is one), never a crash or a hang: (sources, files the
  /// test writes in a fresh package, the words expected).
  @Test(arguments: [
    (TokenSources.file("none.json"), [String: String](), "none.json: no such file"),
    (.file("bad.json"), ["bad.json": #"{"a": "#], "bad.json: not JSON"),
    (.file("dir.json"), [:], "dir.json': not a regular file (directory)"),
    (.file("fifo.json"), [:], "fifo.json': not a regular file (FIFO)"),
    (
      .file("part.json"),
      ["part.json": ##"{"bg": {"nope": {"$type": "color", "$value": "#fff"}}}"##],
      "part.json: $.bg.nope"
    ),
    (
      .modes(light: "l.json", dark: "d.json", map: "map.json"),
      [
        "l.json": ##"{"surface": {"$type": "color", "$value": "#ffffff"}}"##,
        "d.json": ##"{"surface": {"$type": "color", "$value": "#000000"}}"##,
        "map.json": ##"{"bg/whte-0": "surface"}"##,
      ],
      #"map.json: $["bg/whte-0"]: pickershot has no slot "bg/whte-0" (nearest: bg/white-0"#
    ),
    (
      .modes(light: "l.json", dark: "d.json", map: "map.json"),
      [
        "l.json": ##"{"surface": {"$type": "color", "$value": "#ffffff"}}"##,
        "d.json": ##"{"surface": {"$type": "color", "$value": "#000000"}}"##,
        "map.json": ##"{"bg/white-0": "surfce"}"##,
      ],
      #"map.json: $["bg/white-0"]: "#
    ),
    (
      .resolver("l.json"), ["l.json": ##"{"surface": {"$type": "color", "$value": "#ffffff"}}"##],
      "l.json: $: not a DTCG 2025.10 resolver file"
    ),
  ])
  func hostileSources(sources: TokenSources, files: [String: String], words: String) throws {
    let (root, test) = try GoldensLocationTests.package()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(
      atPath: "\(root)/dir.json", withIntermediateDirectories: false)
    #expect(mkfifo("\(root)/fifo.json", 0o644) == 0)
    for (name, text) in files {
      try Data(text.utf8).write(to: URL(fileURLWithPath: "\(root)/\(name)"))
    }
    withKnownIssue {
      expectSnapshot(
        of: (), as: .dayCells, named: "cells", scale: .x1, record: .missing, tokens: sources,
        filePath: test)
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasPrefix("tokens: ") && $0.rawValue.contains("\(root)/" + words)
          && !$0.rawValue.contains("\n")
      }
    }
    // Nothing was recorded.
    #expect(!FileManager.default.fileExists(atPath: "\(root)/Tests/MyTests/__Goldens__"))
  }
}
