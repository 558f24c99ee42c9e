import Foundation
import Testing

/// Scene files' `"actions"` through the command line: a file after keys renders, and a hostile
/// step is exit 65 with one line naming the file and `$.actions[i]`, from `render` and `verify`
/// alike, before anything is written.
@Suite struct SceneActionCLITests {
  static let date = #"{"picker": "date-picker", "month": "2026-01", "selection": "2026-01-16", "#

  @Test func aFileAfterKeysRenders() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Data((Self.date + #""actions": ["ArrowDown", "ArrowDown", "Enter"]}"#).utf8)
      .write(to: URL(fileURLWithPath: "\(folder)/keys.json"))
    let run = CLIRun(
      "render", "--scene", "\(folder)/keys.json", "--theme", "light", "--out", "\(folder)/k.png")
    #expect(run.status == 0, "stderr: \(run.err)")
    #expect(FileManager.default.fileExists(atPath: "\(folder)/k.png"))
  }

  @Test(arguments: [
    (#""actions": []}"#, "$.actions: expected at least one step (leave \"actions\" out for none)"),
    (
      #""actions": ["# + Array(repeating: #""End""#, count: 1_000).joined(separator: ",") + "]}",
      "$.actions: 1000 steps; at most 100"
    ),
    (#""actions": ["Home", "Tab"]}"#, "$.actions[1]: \"Tab\": unknown key (known: ArrowUp"),
    (
      #""actions": ["type:"# + String(repeating: "#", count: 5_000) + #""]}"#,
      "$.actions[0]: \"type:\(String(repeating: "#", count: 34))…\": type: text of 5000 "
        + "characters; at most 64"
    ),
    (
      #""actions": ["type:\u0000\u202e"]}"#,
      "$.actions[0]: \"type:\\u{0}\\u{202E}\": type: text holds U+0000, a control or formatting "
        + "character"
    ),
    (
      #""actions": ["ArrowDown", "Escape", "Enter"]}"#,
      "$.actions[2]: \"Enter\": Escape at $.actions[1] closed the picker; no step can follow it"
    ),
  ])
  func aHostileStepIsExit65WithOneLine(_ tail: String, _ message: String) throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = "\(folder)/keys.json"
    try Data((Self.date + tail).utf8).write(to: URL(fileURLWithPath: path))
    let run = CLIRun("render", "--scene", path, "--out", "\(folder)/out")
    #expect(run.status == 65)
    #expect(run.err.hasPrefix("pickershot: \(path): \(message)"), "stderr: \(run.err)")
    #expect(run.err.split(separator: "\n").count == 1)
    #expect(!FileManager.default.fileExists(atPath: "\(folder)/out"))
    let verify = CLIRun("verify", "--scenes", folder, "--report", "\(folder)/report")
    #expect(verify.status == 65)
    #expect(verify.err.hasPrefix("pickershot: \(path): \(message)"), "stderr: \(verify.err)")
  }
}
