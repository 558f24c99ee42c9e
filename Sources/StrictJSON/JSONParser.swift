/// The recursive-descent parser behind ``JSONValue/parse(_:)``.
struct JSONParser {
  let bytes: [UInt8]
  var index = 0
  var depth = 0
  /// The most elements an array, or members an object, may have.
  let maxCount: Int
  /// Where the parser is: `.month`, `[2]`, `["odd key"]`, one a level.
  var path: [String] = []

  init(bytes: [UInt8], maxCount: Int = JSONValue.maxCount) {
    self.bytes = bytes
    self.maxCount = maxCount
  }

  mutating func document() throws(JSONSyntaxError) -> JSONValue {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    skipSpace()
    guard index < bytes.count else { throw failure("the file is empty; expected a JSON object") }
    let result = try value()
    skipSpace()
    guard index == bytes.count else { throw failure("unexpected text after the JSON value") }
    return result
  }

  private mutating func value() throws(JSONSyntaxError) -> JSONValue {
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

  private mutating func literal(_ word: StaticString, _ result: JSONValue)
    throws(JSONSyntaxError) -> JSONValue
  {
    let count = word.utf8CodeUnitCount
    guard index + count <= bytes.count,
      (0..<count).allSatisfy({ bytes[index + $0] == word.utf8Start[$0] })
    else {
      throw failure("expected a value, found \(found())")
    }
    index += count
    return result
  }

  private mutating func nested() throws(JSONSyntaxError) {
    depth += 1
    guard depth <= JSONValue.maxDepth else {
      throw failure("nested more than \(JSONValue.maxDepth) levels deep")
    }
  }

  private mutating func object() throws(JSONSyntaxError) -> JSONValue {
    try nested()
    index += 1
    var members: [(key: String, value: JSONValue)] = []
    // Small objects look for a repeated key by scanning; large ones keep a set.
    var seen: Set<String>?
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
      if seen == nil, members.count >= 16 { seen = Set(members.map(\.key)) }
      let isNew = seen?.insert(key).inserted ?? !members.contains { $0.key == key }
      path.append(Self.component(key))
      guard isNew else {
        index = keyStart
        throw failure("the key \(JSONValue.quoted(key)) is given twice")
      }
      skipSpace()
      guard peek(UInt8(ascii: ":")) else { throw failure("expected ':', found \(found())") }
      index += 1
      skipSpace()
      members.append((key, try value()))
      path.removeLast()
      guard members.count <= maxCount else {
        throw failure("more than \(maxCount) members in one object")
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

  private mutating func array() throws(JSONSyntaxError) -> JSONValue {
    try nested()
    index += 1
    var items: [JSONValue] = []
    skipSpace()
    if peek(UInt8(ascii: "]")) {
      index += 1
      depth -= 1
      return .array([])
    }
    while true {
      skipSpace()
      path.append("[\(items.count)]")
      items.append(try value())
      path.removeLast()
      guard items.count <= maxCount else {
        throw failure("more than \(maxCount) elements in one array")
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

  private mutating func string() throws(JSONSyntaxError) -> String {
    index += 1
    // Most strings are plain ASCII without escapes: take their bytes as they are.
    var end = index
    while end < bytes.count, (0x20..<0x80).contains(bytes[end]), bytes[end] != UInt8(ascii: "\""),
      bytes[end] != UInt8(ascii: "\\")
    {
      end += 1
    }
    if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
      let start = index
      index = end + 1
      return bytes.withUnsafeBufferPointer {
        String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self)
      }
    }
    var scalars = String.UnicodeScalarView()
    var chunkStart = index
    func flush(_ end: Int) throws(JSONSyntaxError) {
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

  private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
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

  private mutating func number() throws(JSONSyntaxError) -> JSONValue {
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
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
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

  private func failure(_ message: String) -> JSONSyntaxError {
    var line = 1
    var lineStart = 0
    for position in 0..<min(index, bytes.count) where bytes[position] == 0x0A {
      line += 1
      lineStart = position + 1
    }
    return JSONSyntaxError(
      line: line, column: index - lineStart + 1, message: message, path: "$" + path.joined())
  }

  /// A member's path component: `.month`, or `["odd key"]` for a key that is not a plain name.
  static func component(_ key: String) -> String {
    let plain =
      key.utf8.first.map { !(48...57).contains($0) } ?? false
      && key.utf8.allSatisfy {
        (65...90).contains($0) || (97...122).contains($0) || (48...57).contains($0)
          || $0 == 95 || $0 == 36
      }
    return plain ? ".\(key)" : "[\(JSONValue.quoted(key))]"
  }
}
