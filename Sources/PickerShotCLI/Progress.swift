import Foundation
import Raster

/// The single updating status line long runs draw on stderr when it is a terminal:
/// `verify 12/60 date-picker dark@2x`, rewritten in place with `\r` and cleared when the run ends.
/// When stderr is not a terminal (a pipe, a file, CI logs) nothing at all is written; under
/// `TERM=dumb` or `NO_COLOR` the line is rewritten and cleared with spaces, with no escape
/// sequence (``Terminal/allowsEscapes``).
///
/// Safe to call from the workers of a ``WorkQueue``: updates are serialized.
final class Progress: @unchecked Sendable {
  private let lock = NSLock()
  private let terminal: Terminal
  private let command: String
  private let total: Int
  private let width: Int
  private var done = 0
  private var drawn = false
  /// The characters of the line last drawn (cleared with spaces where escapes are not allowed).
  private var drawnLength = 0

  /// A progress line for `total` steps of `command`, drawn on `terminal` when it is interactive.
  init(_ command: String, total: Int, terminal: Terminal) {
    self.terminal = terminal
    self.command = command
    self.total = total
    width = Self.columns(Environment.variables(["COLUMNS"])["COLUMNS"])
  }

  /// Counts one finished step, `label` naming it (e.g. `date-picker dark@2x`), and redraws.
  func advance(_ label: String) {
    guard terminal.isInteractive else { return }
    lock.lock()
    defer { lock.unlock() }
    done = min(done + 1, total)
    drawn = true
    let text = Self.line(command: command, done: done, total: total, label: label, width: width)
    if terminal.allowsEscapes {
      terminal.rawError("\r" + text + Self.clearToEnd)
    } else {
      // No escape sequence: spaces cover what is left of a longer previous line.
      let covering = String(repeating: " ", count: max(0, drawnLength - text.count))
      terminal.rawError("\r" + text + covering)
    }
    drawnLength = text.count
  }

  /// Clears the line (if one was drawn), so what is printed next starts on a clean line.
  func finish() {
    lock.lock()
    defer { lock.unlock() }
    guard drawn else { return }
    drawn = false
    if terminal.allowsEscapes {
      terminal.rawError("\r" + Self.clearToEnd)
    } else {
      terminal.rawError("\r" + String(repeating: " ", count: drawnLength) + "\r")
    }
    drawnLength = 0
  }

  /// ANSI "erase to end of line".
  static let clearToEnd = "\u{1B}[K"

  /// The line's text: `<command> <done>/<total> <label>`, with control and bidi characters in
  /// the label escaped (see ``Terminal/safe(_:keepingLineFeeds:)``), cut to `width - 1` characters
  /// (ending in `…`) so it never wraps, which would break the `\r` rewrite.
  static func line(command: String, done: Int, total: Int, label: String, width: Int) -> String {
    let safe = Terminal.safe(label, keepingLineFeeds: false)
    let text = "\(command) \(done)/\(total)" + (safe.isEmpty ? "" : " " + safe)
    let limit = max(10, width - 1)
    guard text.count > limit else { return text }
    return String(text.prefix(limit - 1)) + "…"
  }

  /// The terminal width from `COLUMNS`, else 80; kept within 20…1000.
  static func columns(_ text: String?) -> Int {
    guard let text, let value = Arguments.wholeNumber(text) else { return 80 }
    return min(max(value, 20), 1000)
  }

  /// `date-picker dark@2x` for the case id `date-picker/dark@2x` (the last slash becomes a space).
  static func label(caseID id: String) -> String {
    guard let slash = id.lastIndex(of: "/") else { return id }
    return String(id[..<slash]) + " " + String(id[id.index(after: slash)...])
  }
}
