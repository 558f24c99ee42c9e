import DrawList
import Foundation
import Raster
import Snapshot

/// Where the CLI writes: the real stdout and stderr, or buffers in tests.
public final class Terminal: @unchecked Sendable {
  private let writeOut: (String) -> Void
  private let writeErr: (String) -> Void
  /// Whether stderr is an interactive terminal: only then is a ``Progress`` line drawn.
  public let isInteractive: Bool
  /// Whether escape sequences may be written (the ``Progress`` line's "erase to end of line"):
  /// not under `TERM=dumb` or a non-empty `NO_COLOR` (no-color.org), see ``allowsEscapes(_:)``.
  public let allowsEscapes: Bool

  /// A terminal writing to the given sinks; `interactive` says whether `err` is a terminal (a
  /// progress line is drawn only then), `escapes` whether it may get escape sequences.
  public init(
    out: @escaping (String) -> Void, err: @escaping (String) -> Void, interactive: Bool = false,
    escapes: Bool = true
  ) {
    writeOut = out
    writeErr = err
    isInteractive = interactive
    allowsEscapes = escapes
  }

  /// The process's own stdout and stderr, interactive when stderr is a terminal (`isatty`),
  /// escape sequences allowed as ``allowsEscapes(_:)`` says for the environment. A write that
  /// fails (a closed pipe, a full disk) is dropped rather than raised: the exit code still says
  /// what happened.
  public static let standard = Terminal(
    out: { writeAll($0, to: STDOUT_FILENO) }, err: { writeAll($0, to: STDERR_FILENO) },
    interactive: isatty(STDERR_FILENO) == 1,
    escapes: allowsEscapes(Environment.variables(["TERM", "NO_COLOR"])))

  /// Whether `environment` allows escape sequences: not when `TERM` is `dumb`, nor when
  /// `NO_COLOR` is set to anything but the empty string (no-color.org).
  public static func allowsEscapes(_ environment: [String: String]) -> Bool {
    environment["TERM"] != "dumb" && (environment["NO_COLOR"] ?? "").isEmpty
  }

  /// Writes all of `text` to `descriptor` with `write(2)`, giving up on the first error.
  private static func writeAll(_ text: String, to descriptor: Int32) {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { return }
      offset += written
    }
  }

  /// Prints a line on stdout (control and bidi characters escaped, see ``safe(_:)``).
  public func line(_ text: String) { writeOut(Self.safe(text) + "\n") }
  /// Prints a line on stderr (control and bidi characters escaped, see ``safe(_:)``).
  public func error(_ text: String) { writeErr(Self.safe(text) + "\n") }

  /// Writes `bytes` to stderr as they are: only ``Progress`` uses it, for its `\r` line.
  func rawError(_ bytes: String) { writeErr(bytes) }

  /// `text` with every character that could act on a terminal or reorder what is shown escaped as
  /// `\u{…}`: C0 and C1 controls other than line feed and tab (so no escape sequence from a sidecar
  /// or a file name reaches the terminal), DEL, and the bidirectional controls (U+061C, U+200E,
  /// U+200F, U+202A–U+202E, U+2066–U+2069), which can make a line read backwards.
  /// The same escaping as the HTML and JUnit reports (``EscapedText``, which also escapes
  /// noncharacters).
  public static func safe(_ text: String, keepingLineFeeds: Bool = true) -> String {
    EscapedText.shown(text, keeping: keepingLineFeeds ? ["\n", "\t"] : ["\t"])
  }

  /// Whether `scalar` is a control or bidi-control character.
  static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    EscapedText.needsEscape(scalar, keeping: [])
  }
}
