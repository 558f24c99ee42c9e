import Foundation
import PickerModel
import Scene
import Testing

@testable import PickerShotCLI

/// Fit or refuse on the command line: a scene file whose text does not fit its box is exit 65
/// with one line naming the file and the JSON path, from `render` and from `verify`, though the
/// fit is found only while the scene is drawn.
@Suite struct TextFitCLITests {
  static func write(_ text: String, to path: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  static let caption = """
    {"picker": "option-tiles", "theme": "light",
     "tiles": [{"value": "1 GB", "caption": "valid for thirty days and nights"}, {"value": "5 GB"}]}
    """

  @Test func renderRefusesATextThatDoesNotFitNamingTheFileAndPath() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Self.write(Self.caption, to: "\(folder)/long.json")
    let run = CLIRun("render", "--scene", "\(folder)/long.json", "--out", "\(folder)/long.png")
    #expect(run.status == 65)
    #expect(run.err.hasPrefix("pickershot: \(folder)/long.json: $.tiles[0].caption: option tile"))
    #expect(run.err.contains("does not fit: it needs"))
    #expect(run.err.contains("the tile's caption line has 90 pt"))
    #expect(run.err.split(separator: "\n").count == 1)
    #expect(!FileManager.default.fileExists(atPath: "\(folder)/long.png"))
  }

  @Test func verifyRefusesItWith65NotAnInternalError() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Self.write(
      #"{"picker": "segmented", "theme": "light", "label": "Size", "#
        + #""options": ["Extra small size", "Medium", "Large"]}"#, to: "\(folder)/sizes.json")
    let run = CLIRun("verify", "--scenes", folder, "--record", "missing")
    #expect(run.status == 65, "stderr: \(run.err)")
    #expect(run.err.contains("\(folder)/sizes.json: $.options[0]: segmented picker: option"))
    #expect(run.err.contains("would truncate at default text size"))
  }

  /// Seed 003: "Use when each option label is short enough that all segments fit inline without
  /// truncation". A label that would truncate is refused by every command that reads a scene
  /// file, in one line naming the file and the option's JSON path, exit 65.
  @Test(arguments: [
    ["render", "--scene", "FOLDER/fruit.json", "--theme", "light", "--out", "FOLDER/fruit.png"],
    ["audit", "--scene", "FOLDER/fruit.json"], ["audit", "--scene", "FOLDER/fruit.json", "--json"],
    ["verify", "--scenes", "FOLDER", "--record", "missing"], ["record", "--scenes", "FOLDER"],
  ])
  func aTruncatingSegmentIsRefusedNamingTheFileAndPath(_ arguments: [String]) throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Self.write(
      #"{"picker": "segmented", "label": "Fruit", "#
        + #""options": ["Apple", "Banana with a very long name", "Cherry"]}"#,
      to: "\(folder)/fruit.json")
    let run = CLIRun(arguments.map { $0.replacingOccurrences(of: "FOLDER", with: folder) })
    #expect(run.status == 65, "stderr: \(run.err)")
    let lines = run.err.split(separator: "\n")
    #expect(lines.count == 1, "stderr: \(run.err)")
    #expect(
      run.err.contains(
        "\(folder)/fruit.json: $.options[1]: segmented picker: option \"Banana with a very long…\" "
          + "would truncate at default text size"), "stderr: \(run.err)")
  }

  /// Hostile viewports are refused at `$.viewport` (65), never trapped on.
  @Test(arguments: ["0", "-1", "1e300", "1e400", "\"wide\"", "100"])
  func aHostileViewportIsExit65(_ value: String) throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Self.write(
      #"{"picker": "option-tiles", "theme": "light", "viewport": "# + value
        + #", "tiles": [{"value": "1 GB"}, {"value": "5 GB"}]}"#, to: "\(folder)/row.json")
    let run = CLIRun("render", "--scene", "\(folder)/row.json", "--out", "\(folder)/row.png")
    #expect(run.status == 65, "stderr: \(run.err)")
    #expect(run.err.split(separator: "\n").count == 1)
    #expect(run.err.contains("$.viewport") || run.err.contains("not JSON"))
  }

  @Test func aRowInAViewportRenders() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Self.write(
      #"{"picker": "option-tiles", "theme": "light", "viewport": 200, "locale": "ar_EG", "#
        + #""tiles": [{"value": "1 GB"}, {"value": "5 GB"}, {"value": "10 GB"}]}"#,
      to: "\(folder)/row.json")
    let run = CLIRun("render", "--scene", "\(folder)/row.json", "--out", "\(folder)/row.png")
    #expect(run.status == 0, "stderr: \(run.err)")
  }

  /// A fit error is bad input (65) wherever it is thrown; a scene file's error found while
  /// drawing is 65 too (66 only for a file that does not exist).
  @Test func fitAndSceneFileErrorsAreClassified() {
    let fit = FitError(
      field: FieldPath("month"), subject: "date selector", needs: 300, room: "the pill",
      has: 228, advice: "shorten it")
    #expect(PickerShotCommand.classify(fit) == .data(fit.description))
    let located = SceneFileError(.modelRule, file: "a.json", path: "$.month", message: "x")
    #expect(PickerShotCommand.classify(located).exitCode == 65)
    let missing = SceneFileError(.notFound, file: "a.json", path: nil, message: "missing")
    #expect(PickerShotCommand.classify(missing).exitCode == 66)
  }

  /// Issue 25: a 100,000-character label was refused as `cannot render a 3226278x266 pixel
  /// canvas`, naming neither the file nor the text. Each text field is now measured against its
  /// box first: one line naming the file and the JSON path, exit 65, nothing written.
  @Test(arguments: [
    (#"{"picker": "segmented", "label": "LONG", "options": ["A", "B"]}"#, "$.label: "),
    (#"{"picker": "segmented", "label": "Range", "options": ["A", "LONG"]}"#, "$.options[1]: "),
    (
      #"{"picker": "option-tiles", "tiles": [{"value": "LONG", "selected": true}, "#
        + #"{"value": "B"}]}"#, "$.tiles[0].value: "
    ),
  ])
  func aHundredThousandCharacterTextIsRefusedAtItsPath(scene: String, path: String) throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Self.write(
      scene.replacingOccurrences(of: "LONG", with: String(repeating: "W", count: 100_000)),
      to: "\(folder)/long.json")
    let run = CLIRun([
      "render", "--scene", "\(folder)/long.json", "--theme", "light", "--out", "\(folder)/l.png",
    ])
    #expect(run.status == 65, "stderr: \(run.err.prefix(300))")
    #expect(run.err.split(separator: "\n").count == 1, "stderr: \(run.err.prefix(300))")
    #expect(
      run.err.hasPrefix("pickershot: \(folder)/long.json: " + path),
      "stderr: \(run.err.prefix(300))")
    #expect(!run.err.contains("pixel canvas"), "stderr: \(run.err.prefix(300))")
    #expect(!FileManager.default.fileExists(atPath: "\(folder)/l.png"))
  }
}
