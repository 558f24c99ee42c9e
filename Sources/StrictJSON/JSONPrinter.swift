/// Writes a ``JSONValue`` as pretty JSON: two-space indent, one member or item a line, numbers as
/// written, strings escaped as JSON requires (non-ASCII text kept).
///
/// ```swift
/// JSONPrinter.text(of: .object([("a", .number(1, text: "1"))]))  // "{\n  \"a\": 1\n}"
/// ```
public struct JSONPrinter {
  /// How members and empty containers are laid out.
  public enum Layout: Sendable {
    /// `"key": value`, empty containers as `[]` and `{}`.
    case readable
    /// The layout of Foundation's `JSONEncoder` with `.prettyPrinted`: `"key" : value`, an empty
    /// container opened and closed on lines of their own with an empty line between, and
    /// backspace and form feed escaped as `\b` and `\f` (files once written by `JSONEncoder`
    /// keep their bytes).
    case foundation
  }

  /// What has been written.
  public private(set) var text = ""
  /// The layout written.
  public let layout: Layout

  /// An empty printer.
  public init(layout: Layout = .readable) { self.layout = layout }

  /// `value` printed on its own, without a final line feed.
  public static func text(of value: JSONValue, layout: Layout = .readable) -> String {
    var printer = JSONPrinter(layout: layout)
    printer.write(value, indent: 0)
    return printer.text
  }

  /// Writes `value` at nesting `indent`.
  public mutating func write(_ value: JSONValue, indent: Int) {
    switch value {
    case .null: text += "null"
    case .bool(let flag): text += flag ? "true" : "false"
    case .number(_, let written): text += written
    case .string(let string): writeString(string)
    case .array(let items):
      guard !items.isEmpty else {
        text += layout == .readable ? "[]" : "[\n\n" + pad(indent) + "]"
        return
      }
      text += "["
      for (index, item) in items.enumerated() {
        text += (index == 0 ? "\n" : ",\n") + pad(indent + 1)
        write(item, indent: indent + 1)
      }
      text += "\n" + pad(indent) + "]"
    case .object(let members):
      guard !members.isEmpty else {
        text += layout == .readable ? "{}" : "{\n\n" + pad(indent) + "}"
        return
      }
      text += "{"
      for (index, member) in members.enumerated() {
        text += (index == 0 ? "\n" : ",\n") + pad(indent + 1)
        writeString(member.key)
        text += layout == .readable ? ": " : " : "
        write(member.value, indent: indent + 1)
      }
      text += "\n" + pad(indent) + "}"
    }
  }

  private func pad(_ level: Int) -> String { String(repeating: "  ", count: level) }

  private mutating func writeString(_ string: String) {
    text += "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case "\u{8}" where layout == .foundation: text += "\\b"
      case "\u{C}" where layout == .foundation: text += "\\f"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: text.unicodeScalars.append(scalar)
      }
    }
    text += "\""
  }
}
