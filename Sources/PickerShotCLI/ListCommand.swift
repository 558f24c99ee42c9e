import Scene

/// `pickershot list`: one line per built-in scene.
enum ListCommand {
  static let help = """
    usage: pickershot list

    Prints every built-in scene's name and what it shows.
    """

  /// The options `list` accepts: none.
  static let options: Set<String> = []
  /// The flags `list` accepts: none.
  static let flags: Set<String> = []

  static func run(_ arguments: [String], terminal: Terminal) throws(CLIError) -> Int32 {
    let args = try Arguments(arguments, options: options, flags: flags, command: "list")
    if args.wantsHelp {
      terminal.line(help)
      return 0
    }
    guard args.positionals.isEmpty else { throw .usage("list: takes no arguments") }
    let width = SceneSpec.builtIn.map(\.id.count).max() ?? 0
    for scene in SceneSpec.builtIn {
      terminal.line(scene.id.padding(width) + "  " + scene.summary)
    }
    return 0
  }
}

extension String {
  /// The string padded with spaces on the right to `width` characters.
  func padding(_ width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
