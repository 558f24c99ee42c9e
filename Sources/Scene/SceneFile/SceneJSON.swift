/// A JSON value as a scene file holds it, parsed strictly by ``SceneJSON/parse(_:)``: object keys
/// keep their order (so errors come in file order), numbers keep their text (so a message quotes
/// what was written), and `true`/`false` are never numbers.
public indirect enum SceneJSON: Sendable, Equatable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A finite number and its text as written.
  case number(Double, text: String)
  /// A string.
  case string(String)
  /// An array.
  case array([SceneJSON])
  /// An object, its members in file order (no key twice).
  case object([(key: String, value: SceneJSON)])

  /// The deepest nesting of arrays and objects accepted.
  public static let maxDepth = 32
  /// The most elements an array or members an object may have.
  public static let maxCount = 1_000

  /// Compares two values member by member, in order.
  public static func == (lhs: SceneJSON, rhs: SceneJSON) -> Bool {
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
    case .string(let text): SceneJSON.quoted(text)
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

  /// The value as compact JSON text (member order kept), e.g. to hand an object to another
  /// parser.
  public var text: String {
    switch self {
    case .null: return "null"
    case .bool(let flag): return flag ? "true" : "false"
    case .number(_, let text): return text
    case .string(let string):
      var out = "\""
      for scalar in string.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case _ where scalar.value < 0x20:
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: out.unicodeScalars.append(scalar)
        }
      }
      return out + "\""
    case .array(let items): return "[" + items.map(\.text).joined(separator: ",") + "]"
    case .object(let members):
      return "{"
        + members.map { SceneJSON.string($0.key).text + ":" + $0.value.text }
        .joined(separator: ",") + "}"
    }
  }

  /// Parses UTF-8 JSON text (RFC 8259), refusing anything it does not allow (`NaN`, trailing
  /// commas, comments), numbers that do not fit a finite `Double` (`1e400`), a key given twice
  /// in one object, more than ``maxDepth`` levels of nesting and more than ``maxCount`` elements
  /// in one array or object.
  ///
  /// - Throws: ``SceneJSONSyntaxError`` with the line and column.
  public static func parse(_ bytes: [UInt8]) throws(SceneJSONSyntaxError) -> SceneJSON {
    var parser = SceneJSONParser(bytes: bytes)
    return try parser.document()
  }
}

/// Why a scene file is not JSON: what was wrong and where (1-based line and column).
public struct SceneJSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The line, from 1.
  public var line: Int
  /// The column in bytes, from 1.
  public var column: Int
  /// What was expected or found.
  public var message: String

  /// `line 3, column 14: expected ',' or '}'`.
  public var description: String { "line \(line), column \(column): \(message)" }
}

/// The recursive-descent parser behind ``SceneJSON/parse(_:)``.
struct SceneJSONParser {
  let bytes: [UInt8]
  var index = 0
  var depth = 0

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  mutating func document() throws(SceneJSONSyntaxError) -> SceneJSON {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    skipSpace()
    guard index < bytes.count else { throw failure("the file is empty; expected a JSON object") }
    let result = try value()
    skipSpace()
    guard index == bytes.count else { throw failure("unexpected text after the JSON value") }
    return result
  }

  private mutating func value() throws(SceneJSONSyntaxError) -> SceneJSON {
    guard index < bytes.count else { throw failure("unexpected end of file; expected a value") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try object()
    case UInt8(ascii: "["): return try array()
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
    default: throw failure("expected a value, found \(found())")
    }
  }

  private mutating func literal(_ word: String, _ result: SceneJSON)
    throws(SceneJSONSyntaxError) -> SceneJSON
  {
    let utf8 = Array(word.utf8)
    guard bytes[index...].starts(with: utf8) else {
      throw failure("expected a value, found \(found())")
    }
    index += utf8.count
    return result
  }

  private mutating func nested() throws(SceneJSONSyntaxError) {
    depth += 1
    guard depth <= SceneJSON.maxDepth else {
      throw failure("nested more than \(SceneJSON.maxDepth) levels deep")
    }
  }

  private mutating func object() throws(SceneJSONSyntaxError) -> SceneJSON {
    try nested()
    index += 1
    var members: [(key: String, value: SceneJSON)] = []
    var seen = Set<String>()
    skipSpace()
    if peek(UInt8(ascii: "}")) {
      index += 1
      depth -= 1
      return .object([])
    }
    while true {
      skipSpace()
      guard peek(UInt8(ascii: "\"")) else { throw failure("expected a key, found \(found())") }
      let keyStart = index
      let key = try string()
      guard seen.insert(key).inserted else {
        index = keyStart
        throw failure("the key \(SceneJSON.quoted(key)) is given twice")
      }
      skipSpace()
      guard peek(UInt8(ascii: ":")) else { throw failure("expected ':', found \(found())") }
      index += 1
      skipSpace()
      members.append((key, try value()))
      guard members.count <= SceneJSON.maxCount else {
        throw failure("more than \(SceneJSON.maxCount) members in one object")
      }
      skipSpace()
      if peek(UInt8(ascii: ",")) {
        index += 1
        continue
      }
      guard peek(UInt8(ascii: "}")) else { throw failure("expected ',' or '}', found \(found())") }
      index += 1
      depth -= 1
      return .object(members)
    }
  }

  private mutating func array() throws(SceneJSONSyntaxError) -> SceneJSON {
    try nested()
    index += 1
    var items: [SceneJSON] = []
    skipSpace()
    if peek(UInt8(ascii: "]")) {
      index += 1
      depth -= 1
      return .array([])
    }
    while true {
      skipSpace()
      items.append(try value())
      guard items.count <= SceneJSON.maxCount else {
        throw failure("more than \(SceneJSON.maxCount) elements in one array")
      }
      skipSpace()
      if peek(UInt8(ascii: ",")) {
        index += 1
        continue
      }
      guard peek(UInt8(ascii: "]")) else { throw failure("expected ',' or ']', found \(found())") }
      index += 1
      depth -= 1
      return .array(items)
    }
  }

  private mutating func string() throws(SceneJSONSyntaxError) -> String {
    index += 1
    var scalars = String.UnicodeScalarView()
    var chunkStart = index
    func flush(_ end: Int) throws(SceneJSONSyntaxError) {
      guard let text = String(validating: bytes[chunkStart..<end], as: UTF8.self) else {
        throw failure("a string is not valid UTF-8")
      }
      scalars.append(contentsOf: text.unicodeScalars)
    }
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        try flush(index)
        index += 1
        return String(scalars)
      case UInt8(ascii: "\\"):
        try flush(index)
        index += 1
        guard index < bytes.count else { break }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""): scalars.append("\"")
        case UInt8(ascii: "\\"): scalars.append("\\")
        case UInt8(ascii: "/"): scalars.append("/")
        case UInt8(ascii: "b"): scalars.append("\u{8}")
        case UInt8(ascii: "f"): scalars.append("\u{C}")
        case UInt8(ascii: "n"): scalars.append("\n")
        case UInt8(ascii: "r"): scalars.append("\r")
        case UInt8(ascii: "t"): scalars.append("\t")
        case UInt8(ascii: "u"):
          var code = try hex4()
          if (0xD800..<0xDC00).contains(code) {
            guard bytes[index...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) else {
              throw failure("a lone UTF-16 surrogate in a \\u escape")
            }
            index += 2
            let low = try hex4()
            guard (0xDC00..<0xE000).contains(low) else {
              throw failure("a lone UTF-16 surrogate in a \\u escape")
            }
            code = 0x10000 + (code - 0xD800) << 10 + (low - 0xDC00)
          }
          guard let scalar = Unicode.Scalar(code) else {
            throw failure("a lone UTF-16 surrogate in a \\u escape")
          }
          scalars.append(scalar)
        default:
          index -= 1
          throw failure("unknown escape '\\\(Character(Unicode.Scalar(escape)))' in a string")
        }
        chunkStart = index
      case 0..<0x20:
        throw failure("a control character inside a string (write it as \\u escape)")
      default:
        index += 1
      }
    }
    throw failure("a string is not closed")
  }

  private mutating func hex4() throws(SceneJSONSyntaxError) -> UInt32 {
    guard index + 4 <= bytes.count else { throw failure("a \\u escape wants four hex digits") }
    var value: UInt32 = 0
    for byte in bytes[index..<index + 4] {
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw failure("a \\u escape wants four hex digits")
      }
      value = value << 4 | UInt32(digit)
    }
    index += 4
    return value
  }

  private mutating func number() throws(SceneJSONSyntaxError) -> SceneJSON {
    let start = index
    if peek(UInt8(ascii: "-")) { index += 1 }
    let first = index
    let count = digits()
    guard count > 0 else { throw failure("a number wants a digit after '-'") }
    guard count == 1 || bytes[first] != UInt8(ascii: "0") else {
      index = start
      throw failure("a number may not start with 0 (leading zeros)")
    }
    if peek(UInt8(ascii: ".")) {
      index += 1
      guard digits() > 0 else { throw failure("a number wants a digit after '.'") }
    }
    if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
      index += 1
      if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
      guard digits() > 0 else { throw failure("a number wants a digit in its exponent") }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      index = start
      throw failure("the number \(text.prefix(40)) is too large")
    }
    return .number(value, text: text)
  }

  /// Skips a run of decimal digits, returning how many.
  private mutating func digits() -> Int {
    let start = index
    while index < bytes.count, (48...57).contains(bytes[index]) { index += 1 }
    return index - start
  }

  private func peek(_ byte: UInt8) -> Bool {
    index < bytes.count && bytes[index] == byte
  }

  private mutating func skipSpace() {
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
  }

  /// What sits at the cursor, for a message: `'x'`, `"nan"`-like words, or the end of the file.
  private func found() -> String {
    guard index < bytes.count else { return "the end of the file" }
    var end = index
    while end < bytes.count, end - index < 12,
      (65...90).contains(bytes[end]) || (97...122).contains(bytes[end])
    {
      end += 1
    }
    if end > index { return "'\(String(decoding: bytes[index..<end], as: UTF8.self))'" }
    let byte = bytes[index]
    if (0x21..<0x7F).contains(byte) { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x\(String(byte, radix: 16, uppercase: true))"
  }

  private func failure(_ message: String) -> SceneJSONSyntaxError {
    var line = 1
    var lineStart = 0
    for position in 0..<min(index, bytes.count) where bytes[position] == 0x0A {
      line += 1
      lineStart = position + 1
    }
    return SceneJSONSyntaxError(line: line, column: index - lineStart + 1, message: message)
  }
}
