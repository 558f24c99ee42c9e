import Foundation
import Scene
import Testing

@testable import PickerShotCLI

/// `pickershot completions bash|zsh|fish`: scripts the shells accept (`-n`), generated from the
/// command table, and a bash completion that completes commands, options, values and scenes.
@Suite struct CompletionsTests {
  static func script(_ shell: String) throws -> String {
    let folder = temporaryFolder()
    let run = CLIRun("completions", shell)
    #expect(run.status == 0, "\(run.err)")
    let path = "\(folder)/pickershot.\(shell)"
    try Data(run.out.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  static func shell(_ name: String) -> String? { ExternalTool.find(name) }

  @Test(arguments: ["bash", "zsh", "fish"])
  func theShellAcceptsTheScript(shell: String) throws {
    guard let program = Self.shell(shell) else {
      // zsh and fish are optional (bash is always there): say so rather than pass silently.
      #expect(shell != "bash", "bash is not installed")
      print("completions: \(shell) is not installed; its script was not checked with -n")
      return
    }
    let path = try Self.script(shell)
    let check = try ExternalTool.run(program, ["-n", path])
    #expect(check.status == 0, "\(shell) -n: \(check.output)")
  }

  @Test func anotherShellIsAUsageError() {
    let run = CLIRun("completions", "tcsh")
    #expect(run.status == 64)
    #expect(run.err.contains("name one shell: bash, zsh or fish"))
    #expect(CLIRun("completions").status == 64)
  }

  /// What bash's completion function offers for `words`, the last being completed.
  static func complete(_ words: [String], script: String) throws -> [String] {
    let quoted = words.map { "'\($0)'" }.joined(separator: " ")
    let program = """
      source '\(script)'
      COMP_WORDS=(\(quoted))
      COMP_CWORD=\(words.count - 1)
      _pickershot
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let run = try ExternalTool.run("/bin/bash", ["-c", program], in: temporaryFolder())
    #expect(run.status == 0, "\(run.output)")
    return run.output.split(separator: "\n").map(String.init)
  }

  @Test(arguments: [
    (["pickershot", "ren"], ["render"]),
    (["pickershot", "t"], ["tokens"]),
    (["pickershot", "render", "--th"], ["--theme"]),
    (["pickershot", "verify", "--re"], ["--record", "--refresh-fingerprints", "--report"]),
    (["pickershot", "render", "--theme", "d"], ["dark"]),
    (["pickershot", "verify", "--record", ""], ["never", "missing", "failed", "all"]),
    (["pickershot", "render", "--format", ""], ["png", "svg", "pdf"]),
    (["pickershot", "tokens", "re"], ["resolve"]),
    (["pickershot", "completions", ""], ["bash", "zsh", "fish"]),
    (["pickershot", "help", "merge"], ["merge-reports"]),
    (["pickershot", "render", "primitives/cl"], ["primitives/clips"]),
    (["pickershot", "list", "--"], ["--help", "--json"]),
  ])
  func bashCompletes(words: [String], expected: [String]) throws {
    let script = try Self.script("bash")
    #expect(try Self.complete(words, script: script) == expected)
  }

  /// Every command completes exactly the options and flags its parser takes (the table holds
  /// the sets each command parses with): the script is the table, not a list kept by hand.
  @Test func everyCommandCompletesItsOwnOptions() throws {
    let script = try Self.script("bash")
    for entry in CommandTable.all {
      let offered = try Self.complete(["pickershot", entry.name, "--"], script: script)
      let parsed = entry.options.union(entry.flags).union(["help"]).map { "--" + $0 }
      #expect(Set(offered) == Set(parsed), "\(entry.name)")
    }
  }
}
