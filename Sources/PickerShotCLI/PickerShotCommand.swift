import CairoBackend
import Foundation
import Raster
import Snapshot
import Theme

/// The `pickershot` command line: parses the subcommand and runs it, returning the exit code.
///
/// ```swift
/// exit(PickerShotCommand.run(Array(CommandLine.arguments.dropFirst())))
/// ```
public enum PickerShotCommand {
  static let usage = """
    usage: pickershot <command> [options]

    commands:
      list                     the built-in scenes
      render SCENE…            render scenes to PNG (Light and Dark, @1x/@2x/@3x)
      verify [SCENE…]          check every scene, theme and scale against goldens/, with a report
      record [SCENE…]          re-record goldens (only files that change); --prune drops obsolete ones
      diff A.png B.png         compare two PNGs (pixelmatch semantics)
      compare SCENE            Light and Dark side by side in one PNG
      bench render|diff        measure rendering or diffing speed (build in release first)

    'pickershot <command> --help' explains one command.
    exit codes: 0 ok, 1 differences found, 64 usage, 65 bad input data,
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
      case "--help", "-h", "help":
        terminal.line(usage)
        return 0
      case "list": return try ListCommand.run(rest, terminal: terminal)
      case "render": return try RenderCommand.run(rest, terminal: terminal)
      case "bench": return try BenchCommand.run(rest, terminal: terminal)
      case "verify": return try VerifyCommand.run(rest, recording: false, terminal: terminal)
      case "record": return try VerifyCommand.run(rest, recording: true, terminal: terminal)
      case "diff": return try DiffCommand.run(rest, terminal: terminal)
      case "compare": return try CompareCommand.run(rest, terminal: terminal)
      default:
        throw CLIError.usage("unknown command '\(name)' (see 'pickershot --help')")
      }
    } catch let error as CLIError {
      terminal.error("pickershot: \(error.description)")
      return error.exitCode
    } catch {
      let classified = classify(error)
      terminal.error("pickershot: \(classified.description)")
      return classified.exitCode
    }
  }

  /// Maps the libraries' errors onto exit codes.
  static func classify(_ error: any Error) -> CLIError {
    let text = String(describing: error)
    switch error {
    case let error as CLIError: return error
    case is ThemeError: return .data(text)
    case RenderError.fontMissing, RenderError.fontUnreadable: return .unavailable(text)
    case let error as RasterError: return .data(error.description)
    case let error as GoldenError: return .data(error.description)
    default: return .internalError(text)
    }
  }
}
