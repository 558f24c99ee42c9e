import Audit
import DrawList
import Snapshot

/// One `pickershot` command: how it is run, its help, and what its parser accepts. The option
/// and flag sets are the ones the command parses with (``Arguments``), so the dispatcher,
/// `pickershot help COMMAND` and the completion scripts (``Completions``) read one table.
struct CommandEntry: Sendable {
  /// The command's name (`render`).
  var name: String
  /// Its `--help` text.
  var help: String
  /// The options taking a value, without dashes.
  var options: Set<String>
  /// The flags (no value), without dashes; `help` is implied.
  var flags: Set<String>
  /// The words that may come first (`tokens check`), empty when it takes none.
  var subcommands: [String] = []
  /// Whether its positionals are built-in scene names.
  var takesScenes = false
  /// Runs it on the arguments after its name.
  var run: @Sendable ([String], Terminal) throws -> Int32
}

/// Every command `pickershot` has, in the order `pickershot --help` lists them.
enum CommandTable {
  static let all: [CommandEntry] = [
    CommandEntry(
      name: "list", help: ListCommand.help, options: ListCommand.options,
      flags: ListCommand.flags, run: ListCommand.run),
    CommandEntry(
      name: "render", help: RenderCommand.help, options: RenderCommand.options,
      flags: RenderCommand.flags, takesScenes: true, run: RenderCommand.run),
    CommandEntry(
      name: "gallery", help: GalleryCommand.help, options: GalleryCommand.options,
      flags: GalleryCommand.flags, takesScenes: true, run: GalleryCommand.run),
    CommandEntry(
      name: "verify", help: VerifyCommand.verifyHelp, options: VerifyCommand.verifyOptions,
      flags: VerifyCommand.verifyFlags, takesScenes: true,
      run: { try VerifyCommand.run($0, recording: false, terminal: $1) }),
    CommandEntry(
      name: "record", help: VerifyCommand.recordHelp, options: VerifyCommand.recordOptions,
      flags: VerifyCommand.recordFlags, takesScenes: true,
      run: { try VerifyCommand.run($0, recording: true, terminal: $1) }),
    CommandEntry(
      name: "accept", help: AcceptCommand.help, options: AcceptCommand.options, flags: [],
      run: AcceptCommand.run),
    CommandEntry(
      name: "merge-reports", help: MergeReportsCommand.help, options: MergeReportsCommand.options,
      flags: MergeReportsCommand.flags, run: MergeReportsCommand.run),
    CommandEntry(
      name: "diff", help: DiffCommand.help, options: DiffCommand.options,
      flags: DiffCommand.flags, run: DiffCommand.run),
    CommandEntry(
      name: "compare", help: CompareCommand.help, options: CompareCommand.options,
      flags: CompareCommand.flags, takesScenes: true, run: CompareCommand.run),
    CommandEntry(
      name: "audit", help: AuditCommand.help, options: AuditCommand.options,
      flags: AuditCommand.flags, takesScenes: true, run: AuditCommand.run),
    CommandEntry(
      name: "bench", help: BenchCommand.help, options: BenchCommand.options,
      flags: BenchCommand.flags, subcommands: ["render", "diff"], run: BenchCommand.run),
    CommandEntry(
      name: "tokens", help: TokensCommand.help, options: TokensCommand.options,
      flags: TokensCommand.flags, subcommands: ["check", "resolve", "slots"],
      run: TokensCommand.run),
    CommandEntry(
      name: "completions", help: Completions.help, options: [], flags: [],
      subcommands: Completions.Shell.allCases.map(\.rawValue), run: Completions.run),
    CommandEntry(
      name: "help", help: PickerShotCommand.helpHelp, options: [], flags: [],
      run: PickerShotCommand.help),
  ]

  /// The entry named `name`.
  static func entry(_ name: String) -> CommandEntry? {
    all.first { $0.name == name }
  }

  /// The values an option takes from a fixed list (`--theme light|dark|both`), for completion;
  /// an option not here takes a file, a folder or free text.
  static let optionValues: [String: [String]] = [
    "theme": Appearance.allCases.map(\.rawValue) + ["both"],
    "scale": RenderScale.values.map(String.init),
    "platform": TouchPlatform.allCases.map(\.rawValue),
    "format": OutputFormat.allCases.map(\.rawValue),
    "record": RecordMode.allCases.map(\.rawValue),
    "overlay": ["targets"],
  ]
}
