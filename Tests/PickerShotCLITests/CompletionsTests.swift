import Foundation
import Scene
import Testing

@testable import PickerShotCLI

/// `pickershot completions bash|zsh|fish`: scripts the shells accept (`-n`), generated from the
/// command table, and completions that complete commands, options, values and scenes in each
/// shell: bash through its completion function, fish through `complete -C`, zsh through
/// `compinit` and a real Tab typed into an interactive zsh on a pseudo-terminal (`zpty`).
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

  /// `shell -n` on the script `shell` completes with: it parses.
  static func syntaxCheck(_ shell: String) throws {
    let program = try #require(Self.shell(shell), "\(shell) is not installed")
    let path = try Self.script(shell)
    let check = try ExternalTool.run(program, ["-n", path])
    #expect(check.status == 0, "\(shell) -n: \(check.output)")
  }

  @Test func bashAcceptsTheScript() throws { try Self.syntaxCheck("bash") }

  // zsh and fish come from tools/install-deps (bash is always there): skipped, saying why.
  @Test(.enabled(if: shell("zsh") != nil, "zsh is not on PATH (tools/install-deps installs it)"))
  func zshAcceptsTheScript() throws { try Self.syntaxCheck("zsh") }

  @Test(.enabled(if: shell("fish") != nil, "fish is not on PATH (tools/install-deps installs it)"))
  func fishAcceptsTheScript() throws { try Self.syntaxCheck("fish") }

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

  /// What fish offers for `line` (`complete -C`) once the script is sourced.
  static func fishCompletes(_ line: String, script: String) throws -> [String] {
    let fish = try #require(shell("fish"))
    let run = try ExternalTool.run(
      fish, ["--no-config", "-c", "source $argv[1]; complete -C $argv[2]", script, line],
      in: temporaryFolder())
    #expect(run.status == 0, "\(run.output)")
    // Each line is a candidate, then a tab and its description when it has one.
    return run.output.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
  }

  @Test(
    .enabled(if: shell("fish") != nil, "fish is not on PATH (tools/install-deps installs it)"),
    arguments: [
      ("pickershot ren", ["render"]),
      ("pickershot t", ["tokens"]),
      ("pickershot render --th", ["--theme"]),
      ("pickershot render --theme d", ["dark"]),
      ("pickershot verify --record ", ["never", "missing", "failed", "all"]),
      ("pickershot tokens re", ["resolve"]),
      ("pickershot render primitives/cl", ["primitives/clips"]),
      ("pickershot help merge", ["merge-reports"]),
    ])
  func fishCompletes(line: String, expected: [String]) throws {
    let script = try Self.script("fish")
    #expect(Set(try Self.fishCompletes(line, script: script)) == Set(expected))
  }

  /// Drives an interactive `zsh -f` on a pseudo-terminal: `compinit` with the script as
  /// `_pickershot` on `fpath` (as `completions zsh > "${fpath[1]}/_pickershot"` installs it),
  /// `compadd` wrapped to print what it offers, then LINE and a Tab, waiting (bounded) until the
  /// completion ran. Usage: `zsh -f zpty.zsh FOLDER LINE`.
  static let zptyDriver = #"""
    zmodload zsh/zpty || exit 3
    zpty -b comp zsh -f -i
    zpty -w comp "PS1=''; RPROMPT=''"
    zpty -w comp "fpath=(${(q)1} \$fpath); autoload -Uz compinit; compinit -u -D"
    # Markers are split in the source, so the echo of these lines never holds them whole.
    zpty -w comp 'compadd() { if [[ ${@[1,(i)(-|--)]} == *-(O|A|D)\ * ]]; then builtin compadd "$@"; return; fi; local -a hits; builtin compadd -O hits "$@"; print -r -- "${(@)hits/#/<<MAT""CH>>}"; builtin compadd "$@" }'
    zpty -w comp 'completed() { print -r -- "<<COMP""LETED>>" }; comppostfuncs=(completed)'
    zpty -w comp 'print -r -- "<<DEF""INED>>${+functions[_pickershot]}:$_comps[pickershot]"'
    zpty -w -n comp "$2"$'\t'
    integer n=0
    buffer=
    while (( n++ < 3000 )) && [[ $buffer != *'<<COMPLETED>>'* ]]; do
      if zpty -r -t comp chunk; then buffer+=$chunk; else sleep 0.01; fi
    done
    zpty -d comp
    print -r -- "${buffer//$'\r'/}"
    [[ $buffer == *'<<COMPLETED>>'* ]]
    """#

  /// Whether zsh's `compinit` registered `_pickershot` for `pickershot`, and what Tab offered
  /// after `line`.
  static func zshCompletes(_ line: String) throws -> (registered: Bool, offered: Set<String>) {
    let zsh = try #require(shell("zsh"))
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = CLIRun("completions", "zsh")
    try Data(run.out.utf8).write(to: URL(fileURLWithPath: "\(folder)/_pickershot"))
    try Data(zptyDriver.utf8).write(to: URL(fileURLWithPath: "\(folder)/zpty.zsh"))
    // An empty working folder: the file names zsh may offer too are none.
    let empty = "\(folder)/empty"
    try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
    let outcome = try ExternalTool.run(
      "/usr/bin/timeout", ["60", zsh, "-f", "\(folder)/zpty.zsh", folder, line], in: empty)
    #expect(outcome.status == 0, "the completion did not run: \(outcome.output)")
    // Terminal escapes may stand right before a marker; a word ends at a space or an escape.
    let match = try Regex(#"<<MATCH>>([^\s<\x{1B}]+)"#, as: (Substring, Substring).self)
    let offered = outcome.output.matches(of: match).map { String($0.output.1) }
    return (outcome.output.contains("<<DEFINED>>1:_pickershot"), Set(offered))
  }

  @Test(
    .enabled(if: shell("zsh") != nil, "zsh is not on PATH (tools/install-deps installs it)"),
    arguments: [
      ("pickershot ren", ["render"]),
      ("pickershot render --th", ["--theme"]),
      ("pickershot verify --record ", ["never", "missing", "failed", "all"]),
      ("pickershot render primitives/cl", ["primitives/clips"]),
    ])
  func zshCompletes(line: String, expected: [String]) throws {
    let (registered, offered) = try Self.zshCompletes(line)
    #expect(registered, "compinit did not bind _pickershot to pickershot")
    #expect(offered == Set(expected))
  }
}
