import Foundation
import Testing

/// On the command line: a label no face has glyphs for is one line naming the scene, the text,
/// its script and the package, exit 65; mixed-script labels draw; the locale takes BCP 47
/// extensions and ICU keywords (issue 20).
@Suite struct TextCoverageCLITests {
  static func scene(_ json: String, named name: String) throws -> String {
    let path = "\(temporaryFolder())/\(name).json"
    try json.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test(arguments: [(#"["বাংলা", "Two"]"#, "Bengali", "fonts-noto-core")])
  func aLabelWithNoGlyphIsRefused(options: String, script: String, package: String) throws {
    let file = try Self.scene(
      #"{"picker": "segmented", "label": "Pick", "options": \#(options), "selected": 1}"#,
      named: "no-glyph")
    let out = "\(temporaryFolder())/o.png"
    let run = CLIRun("render", "--scene", file, "--theme", "light", "--out", out)
    #expect(run.status == 65, "\(run.err)")
    #expect(run.err.hasPrefix("pickershot: render: no-glyph: text "), "\(run.err)")
    #expect(run.err.contains(script) && run.err.contains(package), "\(run.err)")
    #expect(run.err.split(separator: "\n").count == 1)
    #expect(!FileManager.default.fileExists(atPath: out))
  }

  /// A tab was drawn as `.notdef` until issue 25; it is refused at its JSON path now, before
  /// anything is drawn.
  @Test func aControlCharacterIsRefusedBeforeDrawing() throws {
    let file = try Self.scene(
      #"{"picker": "segmented", "label": "Pick", "options": ["a\tb", "Two"], "selected": 1}"#,
      named: "tab")
    let run = CLIRun("render", "--scene", file, "--theme", "light", "--out", "/dev/null/o.png")
    #expect(run.status == 65, "\(run.err)")
    #expect(
      run.err.hasSuffix(
        #"tab.json: $.options[0]: "a\u{9}b" holds U+0009, a control character"# + "\n"),
      "\(run.err)")
  }

  @Test func mixedScriptLabelsDraw() throws {
    let file = try Self.scene(
      #"{"picker": "segmented", "label": "Fruit 🍓", "options": ["🍎 Apple", "كمثرى", "日本語"], "#
        + #""selected": 0}"#, named: "mixed")
    let run = CLIRun(
      "render", "--scene", file, "--theme", "light", "--out", "\(temporaryFolder())/m.png")
    #expect(run.status == 0, "\(run.err)")
  }

  @Test(arguments: ["hi-IN-u-nu-deva", "hi_IN@numbers=deva", "th-TH-u-nu-thai", "ar_EG", "fa_IR"])
  func localesWithKeywordsRender(identifier: String) {
    let run = CLIRun(
      "render", "time-picker-12h", "--locale", identifier, "--theme", "light", "--out",
      "\(temporaryFolder())/t.png")
    #expect(run.status == 0, "\(run.err)")
  }

  @Test(arguments: [
    ("hi_IN@numbers=xyz", "xyz is not a decimal numbering system"),
    ("de-DE-u-ca-hebrew", "ca is not read by the pickers"),
    (String(repeating: "x", count: 5000), "not a locale identifier"),
    ("de_DE\u{1}", "not a locale identifier"), ("nan", "unknown locale 'nan'"),
  ])
  func badLocalesAreUsageErrors(identifier: String, message: String) {
    let run = CLIRun(
      "render", "time-picker-12h", "--locale", identifier, "--out", "\(temporaryFolder())/t")
    #expect(run.status == 64, "\(run.err)")
    #expect(run.err.contains(message), "\(run.err)")
    #expect(run.err.split(separator: "\n").count == 1)
  }
}
