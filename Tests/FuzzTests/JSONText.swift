/// Just enough lexical knowledge of JSON text (as bytes) to mutate it in place: where the strings
/// and numbers are, including numbers inside strings such as `"32px"` or `"0.01em"`, and where
/// each object member (`"key": value`) starts and ends. Works on damaged text too: never throws.
enum JSONText {
  /// A run of digits (with sign, fraction and exponent) somewhere in the text.
  struct NumberSpan: Equatable {
    /// The bytes of the number.
    var range: Range<Int>
    /// Whether the number sits inside a string (`"32px"`) rather than being a bare value.
    var inString: Bool
    /// Whether that string is an object key (`"950": {…}`) rather than a value.
    var inKey: Bool = false
  }

  /// An object member `"key": value`.
  struct Member: Equatable {
    /// The key without quotes.
    var key: String
    /// From the key's opening quote to the end of the value.
    var range: Range<Int>
    /// The value's bytes.
    var valueRange: Range<Int>
  }

  /// Every string literal, quotes included (an unterminated one runs to the end).
  static func strings(in bytes: [UInt8]) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var i = 0
    while i < bytes.count {
      guard bytes[i] == quote else {
        i += 1
        continue
      }
      var end = i + 1
      while end < bytes.count, bytes[end] != quote {
        end += bytes[end] == backslash ? 2 : 1
      }
      end = min(end + 1, bytes.count)
      ranges.append(i..<end)
      i = end
    }
    return ranges
  }

  /// Every number in the text: bare values and the numeric part of strings. Digits glued to
  /// letters or `#` (hex colours such as `#1c1c1c`) are skipped; units (`px`, `em`) are not part
  /// of the number.
  static func numbers(in bytes: [UInt8]) -> [NumberSpan] {
    var inString = [Bool](repeating: false, count: bytes.count)
    var inKey = [Bool](repeating: false, count: bytes.count)
    for range in strings(in: bytes) {
      var next = range.upperBound
      while next < bytes.count, isSpace(bytes[next]) { next += 1 }
      let isKey = next < bytes.count && bytes[next] == UInt8(ascii: ":")
      for i in range {
        inString[i] = true
        inKey[i] = isKey
      }
    }
    var spans: [NumberSpan] = []
    var i = 0
    while i < bytes.count {
      guard isDigit(bytes[i]) else {
        i += 1
        continue
      }
      var start = i
      var end = i
      while end < bytes.count, isDigit(bytes[end]) { end += 1 }
      defer { i = end }
      if end + 1 < bytes.count, bytes[end] == UInt8(ascii: "."), isDigit(bytes[end + 1]) {
        end += 1
        while end < bytes.count, isDigit(bytes[end]) { end += 1 }
      }
      if end < bytes.count, bytes[end] | 0x20 == UInt8(ascii: "e") {
        var e = end + 1
        if e < bytes.count, bytes[e] == UInt8(ascii: "+") || bytes[e] == UInt8(ascii: "-") {
          e += 1
        }
        if e < bytes.count, isDigit(bytes[e]) {
          while e < bytes.count, isDigit(bytes[e]) { e += 1 }
          end = e
        }
      }
      if start > 0, isHexLetterOrHash(bytes[start - 1]) { continue }
      if end < bytes.count, isHexLetterOrHash(bytes[end]), !startsUnit(bytes, at: end) { continue }
      if start > 0, bytes[start - 1] == UInt8(ascii: "-") { start -= 1 }
      spans.append(NumberSpan(range: start..<end, inString: inString[i], inKey: inKey[i]))
    }
    return spans
  }

  /// Every `"key": value` member, in text order (nested members included).
  static func members(in bytes: [UInt8]) -> [Member] {
    let strings = strings(in: bytes)
    var members: [Member] = []
    for key in strings {
      var colon = key.upperBound
      while colon < bytes.count, isSpace(bytes[colon]) { colon += 1 }
      guard colon < bytes.count, bytes[colon] == UInt8(ascii: ":") else { continue }
      var valueStart = colon + 1
      while valueStart < bytes.count, isSpace(bytes[valueStart]) { valueStart += 1 }
      let valueEnd = endOfValue(bytes, strings: strings, from: valueStart)
      let name = String(
        decoding: bytes[(key.lowerBound + 1)..<max(key.lowerBound + 1, key.upperBound - 1)],
        as: UTF8.self)
      members.append(
        Member(key: name, range: key.lowerBound..<valueEnd, valueRange: valueStart..<valueEnd))
    }
    return members
  }

  /// Where the value starting at `start` ends: past a string's closing quote, past the bracket
  /// that balances an object or array, or at the delimiter after a scalar.
  static func endOfValue(_ bytes: [UInt8], strings: [Range<Int>], from start: Int) -> Int {
    guard start < bytes.count else { return bytes.count }
    let first = bytes[start]
    if first == quote {
      return strings.first { $0.lowerBound == start }?.upperBound ?? bytes.count
    }
    if first == UInt8(ascii: "{") || first == UInt8(ascii: "[") {
      var depth = 0
      var i = start
      var nextString = firstString(in: strings, from: start)
      while i < bytes.count {
        if nextString < strings.count, strings[nextString].lowerBound == i {
          i = strings[nextString].upperBound
          nextString += 1
          continue
        }
        switch bytes[i] {
        case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
          depth -= 1
          if depth == 0 { return i + 1 }
        default: break
        }
        i += 1
      }
      return bytes.count
    }
    var end = start
    while end < bytes.count, !isSpace(bytes[end]),
      ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]")].contains(bytes[end])
    {
      end += 1
    }
    return end
  }

  /// The index of the first of `strings` (sorted) that starts at or after `offset`.
  private static func firstString(in strings: [Range<Int>], from offset: Int) -> Int {
    var low = 0
    var high = strings.count
    while low < high {
      let mid = (low + high) / 2
      if strings[mid].lowerBound < offset { low = mid + 1 } else { high = mid }
    }
    return low
  }

  private static let quote = UInt8(ascii: "\"")
  private static let backslash = UInt8(ascii: "\\")

  private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

  /// Whether `byte` is JSON whitespace.
  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }

  private static func isHexLetterOrHash(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "#") || (0x61...0x66).contains(byte | 0x20)
  }

  /// Whether a CSS unit (`px`, `em`) starts at `i`, so `32px` and `0.01em` count as numbers.
  private static func startsUnit(_ bytes: [UInt8], at i: Int) -> Bool {
    let rest = bytes[i..<min(i + 2, bytes.count)]
    return rest.elementsEqual("px".utf8) || rest.elementsEqual("em".utf8)
  }
}
