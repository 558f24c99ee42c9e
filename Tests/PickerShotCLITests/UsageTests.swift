import Foundation
import Scene
import Testing

/// Bad arguments: one clear line on stderr and a distinct exit code.
@Suite struct UsageTests {
  @Test(arguments: [
    (["render", "nope"], Int32(64), "unknown scene 'nope'"),
    (["render", "date-picker", "--theme", "sepia"], 64, "unknown theme 'sepia'"),
    (["render", "date-picker", "--scale", "4"], 64, "unknown scale '4'"),
    (["render", "date-picker", "--bogus"], 64, "unknown option --bogus"),
    (["render"], 64, "name at least one scene"),
    (["render", "date-picker", "--background", "blue"], 64, "--background wants #RRGGBB"),
    (["render", "--all", "--out", "x.png"], 64, "names one file"),
    (["frobnicate"], 64, "unknown command 'frobnicate'"),
    (["bench"], 64, "say what to measure"),
    (["list", "extra"], 64, "takes no arguments"),
    (["render", "primitives/clips", "--theme", "dark"], 64, "primitives/clips has no dark theme"),
  ])
  func usageErrors(arguments: [String], status: Int32, message: String) {
    let run = CLIRun(arguments)
    #expect(run.status == status)
    #expect(run.err.contains(message), "stderr was: \(run.err)")
    #expect(run.err.split(separator: "\n").count == 1)
    #expect(run.out.isEmpty)
  }

  @Test(arguments: ["list", "render", "bench", "gallery", "merge-reports"])
  func everySubcommandHasHelp(command: String) {
    let run = CLIRun(command, "--help")
    #expect(run.status == 0)
    #expect(run.out.hasPrefix("usage: pickershot \(command)"))
  }

  @Test func topLevelHelpAndList() {
    let help = CLIRun("--help").out
    #expect(help.contains("commands:"))
    for command in ["gallery [SCENE…]", "merge-reports SHARD_DIR…", "render SCENE…"] {
      #expect(help.contains("\n  " + command), "\(command)")
    }
    let list = CLIRun("list")
    #expect(list.status == 0)
    #expect(
      list.out.split(separator: "\n").map { String($0.split(separator: " ")[0]) }
        == SceneSpec.builtIn.map(\.id))
    #expect(list.out.hasPrefix("date-picker "))
  }

  @Test func badTokenFileIsBadInputData() throws {
    let folder = temporaryFolder()
    let tokens = "\(folder)/tokens.json"
    try Data(#"{"mode": {"light": {}}}"#.utf8).write(to: URL(fileURLWithPath: tokens))
    let run = CLIRun("render", "date-picker", "--tokens", tokens, "--out", "\(folder)/o")
    #expect(run.status == 65)
    // A file that names no token would draw the built-in set: refused, not ignored.
    #expect(run.err.contains("it holds no token"), "\(run.err)")
    #expect(!FileManager.default.fileExists(atPath: "\(folder)/o"))
    let missing = CLIRun("render", "date-picker", "--tokens", "\(folder)/none.json")
    #expect(missing.status == 66)
  }

  @Test func missingFontSaysWhichPackage() {
    let folder = temporaryFolder()  // a font directory with no Inter in it
    let run = CLIRun(
      "render", "date-picker", "--theme", "light", "--font-dir", folder, "--out",
      "\(folder)/card.png")
    #expect(run.status == 69)
    #expect(run.err.contains("fonts-inter"))
    #expect(!FileManager.default.fileExists(atPath: "\(folder)/card.png"))
  }
}
