import DrawList
import Foundation
import Pipeline
import Scene
import StrictJSON
import Testing
import Theme

@testable import PickerShotCLI

/// `--tokens` and `--token-map`, read by ``TokenOptions``: parsing, and what the files make.
@Suite struct TokenOptionsTests {
  /// The worked example's folder (`Tests/BrandExample`).
  static let brand = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../BrandExample").standardized.path

  static func file(_ name: String) -> String { "\(brand)/\(name)" }

  /// The example brand's options: Light and Dark files and the map.
  static var example: TokenOptions {
    get throws {
      try TokenOptions(
        values: ["light=\(file("acme.light.json"))", "dark=\(file("acme.dark.json"))"],
        map: file("acme.map.json"), fontDirectory: nil, command: "render")
    }
  }

  // MARK: - Parsing

  @Test(
    arguments: [
      // (values, source), rows from the README's "Your own tokens".
      ([String](), nil),
      (["brand.json"], TokenOptions.Source.file("brand.json")),
      (["light=l.json", "dark=d.json"], .modes(light: "l.json", dark: "d.json")),
      (["dark=d.json", "light=l.json"], .modes(light: "l.json", dark: "d.json")),
      (["./a=b.json"], .file("./a=b.json")),
      (["light=a=b.json", "dark=d.json"], .modes(light: "a=b.json", dark: "d.json")),
    ] as [([String], TokenOptions.Source?)])
  func parses(values: [String], source: TokenOptions.Source?) throws {
    let options = try TokenOptions(
      values: values, map: nil, fontDirectory: nil, command: "render")
    #expect(options.source == source)
  }

  @Test(arguments: [
    (["light="], "needs a file after the '='"),
    (["light=a.json", "light=b.json"], "--tokens light= is given twice"),
    (["sepia=a.json"], "unknown mode 'sepia'"),
    (["Light=a.json", "dark=b.json"], "unknown mode 'Light'"),
    (["light=a.json"], "give dark=FILE too"),
    (["dark=a.json"], "give light=FILE too"),
    (["a.json", "b.json"], "give it once"),
    (["a.json", "dark=b.json"], "cannot be given with light= or dark="),
  ])
  func refuses(values: [String], message: String) {
    #expect {
      try TokenOptions(values: values, map: nil, fontDirectory: nil, command: "render")
    } throws: { error in
      guard let error = error as? CLIError else { return false }
      return error.exitCode == 64 && error.description.contains(message)
    }
  }

  @Test func aMapNeedsTokens() {
    #expect(throws: CLIError.usage("render: --token-map needs --tokens (the files it maps)")) {
      try TokenOptions(values: [], map: "map.json", fontDirectory: nil, command: "render")
    }
  }

  @Test func onlyTokensMayRepeat() throws {
    let args = try Arguments(
      ["--tokens", "light=a", "--tokens", "dark=b"], options: ["tokens", "out"], flags: [],
      repeatable: ["tokens"], command: "render")
    #expect(args.repeated["tokens"] == ["light=a", "dark=b"])
    #expect(throws: CLIError.usage("render: --out is given twice")) {
      try Arguments(
        ["--out", "a", "--out", "b"], options: ["tokens", "out"], flags: [],
        repeatable: ["tokens"], command: "render")
    }
  }

  // MARK: - Merging

  /// Each row: a slot, a mode, the colour the example brand gives it (acme.*.json through
  /// acme.map.json), or the built-in Appetite value for a slot the map leaves out.
  @Test(arguments: [
    (ColorToken.bgWhite0, Appearance.light, "#FAFAF9"),  // brand.surface = stone.50
    (.bgWhite0, .dark, "#0C0A09"),  // stone.950
    (.bgRaised, .light, "#FFFFFF"),
    (.bgRaised, .dark, "#1C1917"),
    (.brandBase, .light, "#0F766E"),  // brand.accent-strong = teal.700
    (.brandBase, .dark, "#0F766E"),
    (.brandAccent, .light, "#0F766E"),
    (.brandAccent, .dark, "#2DD4BF"),  // teal.400
    (.textStrong950, .dark, "#FAFAF9"),
    (.focusRing, .dark, "#2DD4BF"),
    (.textWhite0, .light, "#FFFFFF"),  // not mapped: the built-in value
    (.stateErrorBase, .dark, "#E93544"),  // not mapped: the built-in value
  ])
  func theExampleBrandMapsOntoTheSlots(token: ColorToken, appearance: Appearance, hex: String)
    throws
  {
    let tokens = try #require(try Self.example.load().tokens)
    #expect(tokens.theme(appearance).color(token).hex == hex)
  }

  @Test func aMappedDimensionAndTheFilesRead() throws {
    let loaded = try Self.example.load()
    let tokens = try #require(loaded.tokens)
    #expect(tokens.theme(.dark).dimension(.radius3xl) == 20)
    #expect(tokens.theme(.light).dimension(.radius10) == 10)  // not mapped
    #expect(loaded.files.map(\.role) == ["light", "dark", "token-map"])
    #expect(loaded.files.map(\.file) == ["acme.light.json", "acme.dark.json", "acme.map.json"])
    #expect(loaded.files.allSatisfy { $0.sha256.count == 64 })
  }

  @Test func theResolverGivesTheSameSetAsTheTwoFiles() throws {
    let resolver = try TokenOptions(
      values: [Self.file("acme.resolver.json")], map: Self.file("acme.map.json"),
      fontDirectory: nil, command: "render"
    ).load()
    let files = try #require(try Self.example.load().tokens)
    let resolved = try #require(resolver.tokens)
    for slot in TokenSlot.allCases {
      for appearance in Appearance.allCases {
        #expect(
          slot.text(in: resolved.theme(appearance)) == slot.text(in: files.theme(appearance)),
          "\(slot.name)")
      }
    }
    #expect(
      resolver.files.map(\.role) == ["resolver", "resolver-ref", "resolver-ref", "token-map"])
  }

  /// A file in pickershot's names that names a few tokens changes those, nothing else.
  @Test func aPartialFileOverridesOnlyWhatItNames() throws {
    let folder = temporaryFolder()
    let path = "\(folder)/part.json"
    try Data(
      ##"{"mode": {"dark": {"bg": {"raised": {"$type": "color", "$value": "#102030"}}}}}"##.utf8
    ).write(to: URL(fileURLWithPath: path))
    let tokens = try #require(
      try TokenOptions(values: [path], map: nil, fontDirectory: nil, command: "render").load()
        .tokens)
    let builtIn = try TokenSet.builtIn()
    for slot in TokenSlot.allCases {
      for appearance in Appearance.allCases {
        let expected =
          slot == .color(.bgRaised) && appearance == .dark
          ? "#102030" : slot.text(in: builtIn.theme(appearance))
        #expect(slot.text(in: tokens.theme(appearance)) == expected, "\(slot.name)")
      }
    }
  }

  /// Per-mode files in pickershot's names: colour slots at their path, no `mode.` group.
  @Test func modeFilesInOurNames() throws {
    let folder = temporaryFolder()
    for (mode, hex) in [("light", "#112233"), ("dark", "#445566")] {
      try Data(
        #"{"brand": {"base": {"$type": "color", "$value": "\#(hex)"}}, "other": {"$type": "number", "$value": 1}}"#
          .utf8
      ).write(to: URL(fileURLWithPath: "\(folder)/\(mode).json"))
    }
    let tokens = try #require(
      try TokenOptions(
        values: ["light=\(folder)/light.json", "dark=\(folder)/dark.json"], map: nil,
        fontDirectory: nil, command: "render"
      ).load().tokens)
    #expect(tokens.theme(.light).color(.brandBase).hex == "#112233")
    #expect(tokens.theme(.dark).color(.brandBase).hex == "#445566")
  }

  /// Each row: a map file's text, and what the one-line error says (65).
  @Test(arguments: [
    (
      #"{"bg/whte-0": "brand.surface"}"#,
      #"$["bg/whte-0"]: pickershot has no slot "bg/whte-0" (nearest: bg/white-0"#
    ),
    (
      #"{"bg/white-0": "brand.surfce"}"#,
      "has no token brand.surfce (light mode) (nearest: brand.surface"
    ),
    (#"{"bg/white-0": "brand"}"#, "(it is a group; name one of its tokens)"),
    (
      #"{"bg/white-0": "radius.card"}"#,
      "$.radius.card.$value: a dimension token, but pickershot draws 'bg/white-0' with a color token"
    ),
    (
      #"{"dimensions/radius/3xl": "brand.accent"}"#,
      "a color token, but pickershot draws 'dimensions/radius/3xl' with a dimension token"
    ),
    (#"{}"#, "$: the map names no slot"),
    (#"[]"#, "$: a token map is an object"),
    (#"{"bg/white-0": 1}"#, #"$["bg/white-0"]: expected your token's path"#),
    (#"{"bg/white-0": ""}"#, "is not a token path"),
    (#"{"bg/white-0": "a..b"}"#, "is not a token path"),
    (#"{"bg/white-0": {"light": "brand.surface"}}"#, "name a token for both light and dark"),
    (
      #"{"bg/white-0": {"light": "brand.surface", "dim": "x"}}"#,
      #"$["bg/white-0"].dim: unknown mode"#
    ),
    (
      #"{"dimensions/radius/3xl": {"light": "radius.card", "dark": "radius.card"}}"#,
      "got an object"
    ),
    (#"{"bg/white-0": "brand.surface", "bg/white-0": "x"}"#, "not JSON"),
  ])
  func mapErrorsNameTheFileAndPath(map: String, message: String) throws {
    let path = "\(temporaryFolder())/map.json"
    try Data(map.utf8).write(to: URL(fileURLWithPath: path))
    let options = try TokenOptions(
      values: ["light=\(Self.file("acme.light.json"))", "dark=\(Self.file("acme.dark.json"))"],
      map: path, fontDirectory: nil, command: "render")
    #expect {
      try options.load()
    } throws: { error in
      guard let error = error as? CLIError, error.exitCode == 65 else { return false }
      return error.description.contains(message) && !error.description.contains("\n")
    }
  }

  /// Shared slots (dimensions, type…) are drawn the same in both modes: files that disagree
  /// are refused.
  @Test func aSharedSlotMustAgreeBetweenModes() throws {
    let folder = temporaryFolder()
    let dark = try String(contentsOfFile: Self.file("acme.dark.json"), encoding: .utf8)
      .replacingOccurrences(of: "\"value\": 20", with: "\"value\": 24")
    try Data(dark.utf8).write(to: URL(fileURLWithPath: "\(folder)/dark.json"))
    let options = try TokenOptions(
      values: ["light=\(Self.file("acme.light.json"))", "dark=\(folder)/dark.json"],
      map: Self.file("acme.map.json"), fontDirectory: nil, command: "render")
    #expect {
      try options.load()
    } throws: { error in
      (error as? CLIError)?.description.contains(
        "dark.json: $.radius.card.$value: differs from") == true
    }
  }

  /// The one-line messages of a font family with no face, a stack and an out-of-range value:
  /// each names the team's file and JSON path.
  @Test(arguments: [
    (
      #"{"fontFamily": "SF Pro", "fontWeight": 500, "fontSize": {"value": 14, "unit": "px"}, "lineHeight": 1.4, "letterSpacing": {"value": 0, "unit": "px"}}"#,
      #"type.json: $.type.body.$value.fontFamily: "SF Pro" has no installed face"#
    ),
    (
      #"{"fontFamily": ["-apple-system", "BlinkMacSystemFont", "Segoe UI"], "fontWeight": 500, "fontSize": {"value": 14, "unit": "px"}, "lineHeight": 1.4, "letterSpacing": {"value": 0, "unit": "px"}}"#,
      "type.json: $.type.body.$value.fontFamily: typography/label-sm: fontFamily '-apple-system'"
    ),
    (
      #"{"fontFamily": "Inter", "fontWeight": 500, "fontSize": {"value": 4000, "unit": "px"}, "lineHeight": 1.4, "letterSpacing": {"value": 0, "unit": "px"}}"#,
      "type.json: $.type.body.$value.fontSize: typography/label-sm: fontSize 4000px is outside"
    ),
  ])
  func typeStylesAreCheckedAtTheTeamsPath(style: String, message: String) throws {
    let folder = temporaryFolder()
    try Data(#"{"type": {"$type": "typography", "body": {"$value": \#(style)}}}"#.utf8)
      .write(to: URL(fileURLWithPath: "\(folder)/type.json"))
    try Data(#"{"typography/label-sm": "type.body"}"#.utf8)
      .write(to: URL(fileURLWithPath: "\(folder)/map.json"))
    let options = try TokenOptions(
      values: ["\(folder)/type.json"], map: "\(folder)/map.json", fontDirectory: nil,
      command: "render")
    #expect {
      try options.load()
    } throws: { error in
      guard let error = error as? CLIError, error.exitCode == 65 else { return false }
      let text = error.description
      return text.contains(message)
        && (!message.contains("fontFamily") || text.contains("installed families: "))
    }
  }

  // MARK: - The worked example

  /// The Date Picker drawn with the example brand, in both modes: the brand's own colours are
  /// in the draw list (the card, the selected day, the marks), the Appetite ones it replaced
  /// are not.
  @Test(arguments: [
    (Appearance.light, ["#FAFAF9", "#0F766E", "#1C1917", "#44403C"], ["#335CFF", "#F7F7F7"]),
    (.dark, ["#1C1917", "#0F766E", "#2DD4BF", "#FAFAF9"], ["#335CFF", "#6895FF", "#292929"]),
  ])
  func theDatePickerDrawsTheBrand(appearance: Appearance, present: [String], absent: [String])
    throws
  {
    let tokens = try #require(try Self.example.load().tokens)
    let pipeline = try RenderPipeline(tokens: tokens)
    let scene = try #require(SceneSpec.named("date-picker"))
    let dump = try pipeline.drawList(scene, appearance: appearance).dump()
    for hex in present { #expect(dump.contains(" \(hex)"), "\(hex) missing") }
    for hex in absent { #expect(!dump.contains(" \(hex)"), "\(hex) still drawn") }
    // The card's corners take the brand's radius.card (20 px), not radius/3xl's 32.
    #expect(dump.contains("[card] fill rect 0.00,0.00 340.00x448.00 r20.00"))
  }
}
