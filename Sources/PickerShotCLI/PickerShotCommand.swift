import CairoBackend
import Foundation
import Pipeline
import PixelDiff
import Raster
import Scene
import Snapshot
import Theme

/// The `pickershot` command line: parses the subcommand and runs it, returning the exit code.
///
/// ```swift
/// exit(PickerShotCommand.run(Array(CommandLine.arguments.dropFirst())))
/// ```
public enum PickerShotCommand {
  /// This release's version, printed by `pickershot --version`.
  public static let version = "0.2.0"

  static let usage = """
    usage: pickershot <command> [options]
           pickershot --version

    commands:
      list                     the built-in scenes
      render SCENE…            render scenes to PNG, SVG or PDF (Light and Dark, @1x/@2x/@3x)
      gallery [SCENE…]         every scene in Light and Dark @2x (PNG, SVG), gallery.html, README.md
      verify [SCENE…]          check every scene, theme and scale against goldens/, with a report
      record [SCENE…]          re-record goldens (only files that change); --prune drops obsolete ones
      accept REPORT_DIR [SCENE…]  make goldens of a verify report's actual images (no rendering)
      merge-reports SHARD_DIR… join the reports of 'verify --shard K/N' runs into one
      diff A.png B.png         compare two PNGs (pixelmatch semantics)
      compare SCENE            Light and Dark side by side in one PNG
      audit SCENE…             contrast and touch-target audits, as a table
      bench render|diff        measure rendering or diffing speed (build in release first)
      tokens check|resolve|slots  check DTCG 2025.10 token files, print them resolved, list the
                               slots pickershot draws with
      completions bash|zsh|fish  a completion script for the shell, from this table of commands
      help COMMAND             the same as 'pickershot COMMAND --help'

    'pickershot <command> --help' explains one command.
    exit codes: 0 ok, 1 differences found, 64 usage, 65 bad input data, 66 input file missing,
                69 missing font, 70 internal error, 73 cannot write output
    """

  /// Runs the command line `arguments` (without the program name), writing to `terminal`.
  public static func run(_ arguments: [String], terminal: Terminal = .standard) -> Int32 {
    guard let name = arguments.first else {
      terminal.error(usage)
      return 64
    }
    let rest = Array(arguments.dropFirst())
    do {
      switch name {
      case "--help", "-h":
        guard rest.isEmpty else { throw CLIError.usage("--help takes no arguments") }
        terminal.line(usage)
        return 0
      case "--version":
        guard rest.isEmpty else { throw CLIError.usage("--version takes no arguments") }
        terminal.line("pickershot \(version)")
        return 0
      default:
        guard let entry = CommandTable.entry(name) else {
          let nearest = NearestNames.list(to: name, in: CommandTable.all.map(\.name))
          throw CLIError.usage(
            "unknown command '\(name)' (nearest: \(nearest); see 'pickershot --help')")
        }
        return try entry.run(rest, terminal)
      }
    } catch {
      // One line, whatever a file name or a library message holds.
      let classified = classify(error)
      terminal.error(
        "pickershot: " + Terminal.safe(classified.description, keepingLineFeeds: false))
      return classified.exitCode
    }
  }

  static let helpHelp = """
    usage: pickershot help [COMMAND]

    Prints COMMAND's help, the same text as 'pickershot COMMAND --help', or with no COMMAND the
    list of commands. Exit 0, or 64 for an unknown command (naming the nearest ones).
    """

  /// `pickershot help [COMMAND]`.
  static func help(_ arguments: [String], terminal: Terminal) throws -> Int32 {
    let args = try Arguments(arguments, options: [], flags: [], command: "help")
    if args.wantsHelp {
      terminal.line(helpHelp)
      return 0
    }
    guard let name = args.positionals.first else {
      terminal.line(usage)
      return 0
    }
    guard args.positionals.count == 1 else {
      throw CLIError.usage("help: name one command, not \(args.positionals.count)")
    }
    guard let entry = CommandTable.entry(name) else {
      let nearest = NearestNames.list(to: name, in: CommandTable.all.map(\.name))
      throw CLIError.usage(
        "help: unknown command '\(name)' (nearest: \(nearest); see 'pickershot --help')")
    }
    terminal.line(entry.help)
    return 0
  }

  /// Maps the libraries' errors onto exit codes, the same way for every command: a font that is
  /// not installed is the machine's (69); text with a character no face has a glyph for, a font
  /// file that is there but unusable, a bad token, a corrupt or oversized file, a canvas too
  /// large to draw, a picker model that breaks its rules (any ``ModelRuleError``, whichever
  /// family it comes from) and a component given values it cannot draw
  /// (``SceneError/badComponent(_:)``) are bad input (65), as is a scene file's error found
  /// while its scene is drawn (a text that does not fit); a missing input file is 66; a failed
  /// write is 73. A duplicate semantic id is the scene's bug (70).
  static func classify(_ error: any Error) -> CLIError {
    let text = String(describing: error)
    switch error {
    case let error as CLIError: return error
    case is OutOfMemory: return .outOfMemory(text)
    case is ThemeError, is ReportMergeError: return .data(text)
    case is ReferencedFileMissing: return .noInput(text)
    case is any ModelRuleError: return .data(text)
    case let error as SceneFileError: return error.kind == .notFound ? .noInput(text) : .data(text)
    case SceneError.badComponent: return .data(text)
    case RenderError.fontMissing: return .unavailable(text)
    case RenderError.missingGlyph: return .data(text)
    case RenderError.unsupportedScale: return .usage(text)
    case RenderError.cairo: return .internalError(text)
    case is RenderError: return .data(text)
    case let error as RasterError: return classify(error)
    case GoldenError.cannotWrite: return .cannotCreate(text)
    case GoldenError.noGoldensFolder: return .noInput(text)
    case GoldenError.notAGoldensFolder, GoldenError.notAReportFolder: return .usage(text)
    case is GoldenError: return .data(text)
    case is PixelDiffError: return .data(text)
    default: return .internalError(text)
    }
  }

  /// A Raster error: a missing input is 66, a failed write 73, an encoder failure a bug (70), and
  /// anything else about an input file (not a regular file, too large, unreadable, corrupt) 65.
  static func classify(_ error: RasterError) -> CLIError {
    switch error {
    case .fileNotFound: .noInput(error.description)
    case .writeFailed: .cannotCreate(error.description)
    case .encodeFailed, .invalidPixelCount: .internalError(error.description)
    case .notRegularFile, .fileTooLarge, .readFailed, .decodeFailed: .data(error.description)
    }
  }
}
