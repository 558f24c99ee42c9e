import Foundation

/// Where the CLI writes: the real stdout and stderr, or buffers in tests.
public final class Terminal: @unchecked Sendable {
  private let writeOut: (String) -> Void
  private let writeErr: (String) -> Void

  /// A terminal writing to the given sinks.
  public init(out: @escaping (String) -> Void, err: @escaping (String) -> Void) {
    writeOut = out
    writeErr = err
  }

  /// The process's own stdout and stderr.
  public static let standard = Terminal(
    out: { FileHandle.standardOutput.write(Data($0.utf8)) },
    err: { FileHandle.standardError.write(Data($0.utf8)) })

  /// Prints a line on stdout.
  public func line(_ text: String) { writeOut(text + "\n") }
  /// Prints a line on stderr.
  public func error(_ text: String) { writeErr(text + "\n") }
}
