/// A JSON value as a scene or token file holds it, parsed strictly by ``JSONValue/parse(_:)``: object keys
/// keep their order (so errors come in file order), numbers keep their text (so a message quotes
/// what was written), and `true`/`false` are never numbers.
public indirect enum JSONValue: Sendable, Equatable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A finite number and its text as written.
  case number(Double, text: String)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object, its members in file order (no key twice).
  case object([(key: String, value: JSONValue)])

  /// The deepest nesting of arrays and objects accepted.
  public static let maxDepth = 32
  /// The most elements an array or members an object may have.
  public static let maxCount = 1_000

  /// Compares two values member by member, in order.
  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case (.bool(let a), .bool(let b)): a == b
    case (.number(let a, _), .number(let b, _)): a == b
    case (.string(let a), .string(let b)): a == b
    case (.array(let a), .array(let b)): a == b
    case (.object(let a), .object(let b)):
      a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: false
    }
  }

  /// How a message names the value: `"2026-02-30"`, `4`, `true`, `null`, `an array`,
  /// `an object` (strings cut to 40 characters).
  public var shown: String {
    switch self {
    case .null: "null"
    case .bool(let flag): flag ? "true" : "false"
    case .number(_, let text): text.count <= 40 ? text : String(text.prefix(39)) + "…"
    case .string(let text): JSONValue.quoted(text)
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// `text` in double quotes, cut to 40 characters, with control characters escaped so a message
  /// stays one line.
  public static func quoted(_ text: String) -> String {
    let cut = text.count <= 40 ? text : String(text.prefix(39)) + "…"
    var out = "\""
    for scalar in cut.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case _
      where scalar.value < 0x20 || scalar.value == 0x7F
        || scalar.properties.isWhitespace
          && scalar != " ":
        out += "\\u{\(String(scalar.value, radix: 16))}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  /// Parses UTF-8 JSON text (RFC 8259), refusing anything it does not allow (`NaN`, trailing
  /// commas, comments), numbers that do not fit a finite `Double` (`1e400`; `1e-400` reads as 0),
  /// a key given twice in one object, more than ``maxDepth`` levels of nesting and more than
  /// ``maxCount`` elements in one array or object. A UTF-8 byte order mark at the start is
  /// skipped; other encodings, invalid UTF-8 and lone UTF-16 surrogates in `\u` escapes are
  /// refused.
  ///
  /// - Throws: ``JSONSyntaxError`` with the line and column.
  public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
    var parser = JSONParser(bytes: bytes)
    return try parser.document()
  }

  /// Parses as ``parse(_:)`` does, taking up to `maxCount` elements in one array or object (a
  /// report's `summary.json` lists thousands of entries).
  public static func parse(_ bytes: [UInt8], maxCount: Int) throws(JSONSyntaxError) -> JSONValue {
    var parser = JSONParser(bytes: bytes, maxCount: maxCount)
    return try parser.document()
  }
}
