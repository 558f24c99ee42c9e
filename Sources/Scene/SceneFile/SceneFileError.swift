/// Why a scene file was refused: one line naming the file, the JSON path and what was expected
/// (`march.json: $.selection: "2026-02-30" is not a date (February 2026 has 28 days)`).
///
/// A command maps ``kind`` to its exit code: a file that does not exist is 66, anything else
/// about the file (not a regular file, too large, not JSON, a bad value, a model rule broken) 65.
public struct SceneFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong, for the exit code.
  public enum Kind: Hashable, Sendable {
    /// The file does not exist (exit 66).
    case notFound
    /// The file is there but cannot be used: not a regular file, too large, unreadable (65).
    case unreadable
    /// The text is not JSON (65).
    case syntax
    /// A value is missing, of the wrong type, unknown or out of range (65).
    case invalid
    /// The value breaks one of the picker model's rules; the message is the model's own (65).
    case modelRule
  }

  /// What went wrong.
  public var kind: Kind
  /// The file as the user named it (`scenes/march.json`).
  public var file: String
  /// The JSON path of the offending value (`$.tiles[2].value`), `nil` for the file as a whole.
  public var path: String?
  /// What was expected, or the model's message.
  public var message: String

  /// Creates an error.
  public init(_ kind: Kind, file: String, path: String?, message: String) {
    self.kind = kind
    self.file = SceneFileError.oneLine(file)
    self.path = path
    self.message = SceneFileError.oneLine(message)
  }

  /// `text` with line breaks and other control characters written as escapes (`\n`), so a
  /// message quoting a model value stays one line.
  static func oneLine(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isBreaking) else { return text }
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where isBreaking(scalar): out += "\\u{\(String(scalar.value, radix: 16))}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// Control characters and the Unicode line and paragraph separators.
  private static func isBreaking(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
      || scalar.value == 0x2029
  }

  /// `file: $.path: message`, or `file: message` without a path.
  public var description: String {
    [file, path, message].compactMap { $0 }.joined(separator: ": ")
  }
}
