/// Why the hex field refused what was typed; the colour stays as it was. Each message is one line
/// that quotes the text and is short enough to show under the field.
public enum ColorHexError: ModelRuleError, Hashable, Sendable, CustomStringConvertible {
  /// Nothing was typed (or only the `#`).
  case empty
  /// A character that is not a hex digit (`"#33GZ11"`, `"G"`).
  case notHexDigit(String, Character)
  /// Hex digits, but not six of them (`"#33F"`, 3).
  case wrongLength(String, Int)

  /// The one-line message.
  public var description: String {
    switch self {
    case .empty: "Enter six hex digits, like #335CFF"
    case .notHexDigit(let text, let character):
      "\"\(Self.shown(text))\": \"\(character)\" is not a hex digit"
    case .wrongLength(let text, let count):
      "\"\(Self.shown(text))\" has \(count) digit\(count == 1 ? "" : "s"), a colour needs 6"
    }
  }

  /// `text` cut to 12 characters, so a pasted paragraph still makes a one-line message.
  private static func shown(_ text: String) -> String {
    text.count <= 12 ? text : String(text.prefix(11)) + "…"
  }
}
