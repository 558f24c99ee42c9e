import Scene

/// `pickershot completions bash|zsh|fish`: a completion script generated from ``CommandTable``
/// (commands, their subcommands, options and flags, the fixed values of `--theme`, `--scale`…)
/// and the built-in scene names, so it never lists what the parser would refuse.
enum Completions {
  static let help = """
    usage: pickershot completions bash|zsh|fish

    Prints a completion script for the shell: commands, subcommands, each command's options and
    flags, the values of --theme, --scale, --platform, --format, --record and --overlay, file
    names after options that take a path, and the built-in scene names. Install it with
      bash: pickershot completions bash > ~/.local/share/bash-completion/completions/pickershot
      zsh:  pickershot completions zsh > "${fpath[1]}/_pickershot"
      fish: pickershot completions fish > ~/.config/fish/completions/pickershot.fish
    Exit 0, or 64 for another shell.
    """

  /// The shells a script is written for.
  enum Shell: String, CaseIterable {
    case bash, zsh, fish
  }

  static func run(_ arguments: [String], terminal: Terminal) throws(CLIError) -> Int32 {
    let args = try Arguments(arguments, options: [], flags: [], command: "completions")
    if args.wantsHelp {
      terminal.line(help)
      return 0
    }
    guard args.positionals.count == 1, let shell = Shell(rawValue: args.positionals[0]) else {
      throw .usage("completions: name one shell: bash, zsh or fish")
    }
    terminal.line(script(for: shell, scenes: SceneSpec.builtIn.map(\.id)))
    return 0
  }

  /// The script for `shell`, completing `scenes` where a command takes scene names.
  static func script(for shell: Shell, scenes: [String]) -> String {
    switch shell {
    case .bash: bash(scenes: scenes)
    case .zsh: zsh(scenes: scenes)
    case .fish: fish(scenes: scenes)
    }
  }

  /// Every command's `--option`s and `--flag`s (and `--help`), sorted.
  static func words(of entry: CommandEntry) -> [String] {
    (entry.options.union(entry.flags).union(["help"])).sorted().map { "--" + $0 }
  }

  /// What may follow a command's name when the word does not start with `-`.
  static func positionals(of entry: CommandEntry, scenes: [String]) -> [String] {
    if entry.name == "help" { return CommandTable.all.map(\.name) }
    return entry.subcommands + (entry.takesScenes ? scenes : [])
  }

  /// Options taking a value not in ``CommandTable/optionValues``: a path or free text.
  static var pathOptions: [String] {
    Set(CommandTable.all.flatMap(\.options)).subtracting(CommandTable.optionValues.keys).sorted()
  }

  static func bash(scenes: [String]) -> String {
    var cases = ""
    for entry in CommandTable.all {
      cases += """
            \(entry.name))
              options="\(words(of: entry).joined(separator: " "))"
              positionals="\(positionals(of: entry, scenes: scenes).joined(separator: " "))" ;;

        """
    }
    var values = ""
    for (option, list) in CommandTable.optionValues.sorted(by: { $0.key < $1.key }) {
      values += """
            --\(option)) COMPREPLY=($(compgen -W "\(list.joined(separator: " "))" -- "$cur")); return 0 ;;

        """
    }
    let paths = pathOptions.map { "--" + $0 }.joined(separator: "|")
    return """
      # bash completion for pickershot, written by 'pickershot completions bash'
      _pickershot() {
        local cur="${COMP_WORDS[COMP_CWORD]}" prev=""
        [ "$COMP_CWORD" -gt 0 ] && prev="${COMP_WORDS[COMP_CWORD-1]}"
        COMPREPLY=()
        if [ "$COMP_CWORD" -le 1 ]; then
          COMPREPLY=($(compgen -W "\(CommandTable.all.map(\.name).joined(separator: " ")) --help --version" -- "$cur"))
          return 0
        fi
        case "$prev" in
      \(values)      \(paths)) COMPREPLY=($(compgen -f -- "$cur")); return 0 ;;
        esac
        local options="" positionals=""
        case "${COMP_WORDS[1]}" in
      \(cases)    *) return 0 ;;
        esac
        if [[ "$cur" == -* ]]; then
          COMPREPLY=($(compgen -W "$options" -- "$cur"))
        else
          COMPREPLY=($(compgen -W "$positionals" -- "$cur"))
          [ ${#COMPREPLY[@]} -eq 0 ] && COMPREPLY=($(compgen -f -- "$cur"))
        fi
        return 0
      }
      complete -F _pickershot pickershot
      """
  }

  static func zsh(scenes: [String]) -> String {
    var cases = ""
    for entry in CommandTable.all {
      cases += """
            (\(entry.name))
              options=(\(words(of: entry).joined(separator: " ")))
              positionals=(\(positionals(of: entry, scenes: scenes).joined(separator: " "))) ;;

        """
    }
    var values = ""
    for (option, list) in CommandTable.optionValues.sorted(by: { $0.key < $1.key }) {
      values += "    (--\(option)) compadd -- \(list.joined(separator: " ")); return ;;\n"
    }
    let paths = pathOptions.map { "--" + $0 }.joined(separator: "|")
    return """
      #compdef pickershot
      # zsh completion for pickershot, written by 'pickershot completions zsh'
      _pickershot() {
        local -a options positionals
        if (( CURRENT <= 2 )); then
          compadd -- \(CommandTable.all.map(\.name).joined(separator: " ")) --help --version
          return
        fi
        case ${words[CURRENT-1]} in
      \(values)    (\(paths)) _files; return ;;
        esac
        case ${words[2]} in
      \(cases)    (*) return ;;
        esac
        if [[ $PREFIX == -* ]]; then
          compadd -- $options
        else
          compadd -- $positionals
          _files
        fi
      }
      if [ "$funcstack[1]" = "_pickershot" ]; then
        _pickershot "$@"
      else
        compdef _pickershot pickershot
      fi
      """
  }

  static func fish(scenes: [String]) -> String {
    var lines = [
      "# fish completion for pickershot, written by 'pickershot completions fish'",
      "complete -c pickershot -f",
      "function __pickershot_command",
      "    set -l tokens (commandline -opc)",
      "    test (count $tokens) -ge 2; and test \"$tokens[2]\" = $argv[1]",
      "end",
      "complete -c pickershot -n __fish_use_subcommand -l help",
      "complete -c pickershot -n __fish_use_subcommand -l version",
    ]
    for entry in CommandTable.all {
      lines.append("complete -c pickershot -n __fish_use_subcommand -a \(entry.name)")
      let seen = "-n '__pickershot_command \(entry.name)'"
      for option in entry.options.sorted() {
        if let list = CommandTable.optionValues[option] {
          lines.append(
            "complete -c pickershot \(seen) -l \(option) -x -a '\(list.joined(separator: " "))'")
        } else {
          lines.append("complete -c pickershot \(seen) -l \(option) -r -F")
        }
      }
      for flag in entry.flags.union(["help"]).sorted() {
        lines.append("complete -c pickershot \(seen) -l \(flag)")
      }
      let words = positionals(of: entry, scenes: scenes)
      if !words.isEmpty {
        lines.append("complete -c pickershot \(seen) -a '\(words.joined(separator: " "))'")
      }
    }
    return lines.joined(separator: "\n")
  }
}
