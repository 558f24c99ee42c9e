import Foundation
import Scene

/// `pickershot list`: one line per built-in scene.
enum ListCommand {
  static let help = """
    usage: pickershot list [--json]

    Prints every built-in scene's name and what it shows.

      --json   one JSON document instead: {"schemaVersion": 1, "scenes": [{"id", "summary",
               "themes", "scales"}]}, the scenes in this order (see the README)
    """

  /// The options `list` accepts: none.
  static let options: Set<String> = []
  /// The flags `list` accepts.
  static let flags: Set<String> = ["json"]

  /// `list --json`'s document; `schemaVersion` changes only when a key is removed or changes
  /// meaning.
  struct Document: Encodable {
    var schemaVersion = 1
    var scenes: [Scene]
  }

  /// One built-in scene: its id, summary, themes and the scales it has goldens at.
  struct Scene: Encodable {
    var id: String
    var summary: String
    var themes: [String]
    var scales: [Int]
  }

  static func run(_ arguments: [String], terminal: Terminal) throws(CLIError) -> Int32 {
    let args = try Arguments(arguments, options: options, flags: flags, command: "list")
    if args.wantsHelp {
      terminal.line(help)
      return 0
    }
    guard args.positionals.isEmpty else { throw .usage("list: takes no arguments") }
    if args.flags.contains("json") {
      let document = Document(
        scenes: SceneSpec.builtIn.map {
          Scene(
            id: $0.id, summary: $0.summary, themes: $0.appearances.map(\.rawValue),
            scales: $0.scales.map(\.rawValue))
        })
      do { terminal.line(try TerminalJSON.encoded(document)) } catch {
        throw .internalError("list: \(error)")
      }
      return 0
    }
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
