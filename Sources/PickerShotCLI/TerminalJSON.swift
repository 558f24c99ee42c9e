import Foundation

/// A JSON document as the CLI prints it: every character a terminal could act on
/// (``Terminal/isUnsafe(_:)``: controls, bidi controls) inside a string becomes a `\uXXXX`
/// escape, so the text passes ``Terminal/line(_:)`` unchanged and stays the same JSON value.
enum TerminalJSON {
  /// `bytes` (UTF-8 JSON from `JSONEncoder`) with those characters escaped.
  static func text(_ bytes: Data) -> String {
    let text = String(decoding: bytes, as: UTF8.self)
    var escaped = ""
    escaped.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      // Outside strings JSON has only ASCII and line feeds, which are never escaped here.
      if scalar != "\n" && Terminal.isUnsafe(scalar) {
        escaped += String(format: "\\u%04X", scalar.value)
      } else {
        escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  /// `value` encoded with sorted keys, pretty-printed, `/` unescaped, then as ``text(_:)``.
  static func encoded(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return text(try encoder.encode(value))
  }
}
