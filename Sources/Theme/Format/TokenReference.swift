/// The two reference syntaxes of the 2025.10 format, parsed: a curly alias `{group.token}` names
/// a whole token by its path; a JSON pointer `#/group/token/$value/…` (RFC 6901 in a URI
/// fragment) names any place inside a token's value.
enum TokenReference {
  /// A reference's steps, or why it is malformed.
  enum Parsed {
    case success([String])
    case failure(String)
  }

  /// Whether `text` is written as a curly alias: `{` … `}`, whatever is inside.
  static func isCurly(_ text: String) -> Bool {
    text.hasPrefix("{") && text.hasSuffix("}") && text.count >= 2
  }

  /// The names of a curly alias (`{a.b.$root}` → `a`, `b`, `$root`), or why it is malformed.
  static func curlyPath(_ text: String) -> Parsed {
    guard isCurly(text) else { return .failure("a reference is written \"{group.token}\"") }
    let inner = text.dropFirst().dropLast()
    guard !inner.isEmpty else { return .failure("an empty reference \"{}\" names no token") }
    let names = inner.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    for (index, name) in names.enumerated() {
      if name.isEmpty {
        return .failure("\(text) has an empty name (two dots, or a dot at an end)")
      }
      if name.contains("{") || name.contains("}") {
        return .failure("\(text) is not one reference (a name cannot hold '{' or '}')")
      }
      if name.hasPrefix("$"), !(name == "$root" && index == names.count - 1) {
        return .failure(
          "\(text): a reference names tokens and groups; '\(name)' is a property "
            + "(only a group's \"$root\" token can be named, last)")
      }
    }
    return .success(names)
  }

  /// The steps of a document-relative JSON pointer (`#/a/b~1c/0` → `a`, `b/c`, `0`), or why it
  /// is malformed. The fragment must be a valid URI fragment (a space or `{` must be
  /// percent-encoded), and every step is percent-decoded, then RFC 6901-unescaped.
  static func pointerSteps(_ text: String) -> Parsed {
    guard text.hasPrefix("#") else {
      return .failure("a JSON pointer starts with '#' (\"#/group/token/$value\"), not \(text)")
    }
    let fragment = text.dropFirst()
    guard !fragment.isEmpty else {
      return .failure("the JSON pointer \(text) points at the whole document, not into a token")
    }
    guard fragment.hasPrefix("/") else {
      return .failure("a JSON pointer is '#/' and a path (\"#/group/token/$value\"), not \(text)")
    }
    for scalar in fragment.unicodeScalars where !isFragmentCharacter(scalar) {
      return .failure(
        "the JSON pointer \(text) holds '\(scalar.escaped(asASCII: true))', which a URI fragment "
          + "must percent-encode")
    }
    var steps: [String] = []
    for raw in fragment.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
      guard let decoded = percentDecoded(raw) else {
        return .failure("the JSON pointer \(text) has a bad percent escape")
      }
      guard let step = unescaped(decoded) else {
        return .failure("the JSON pointer \(text) has '~' not followed by 0 or 1")
      }
      steps.append(step)
    }
    return .success(steps)
  }

  /// RFC 3986 `fragment` characters: unreserved, sub-delims, `:`, `@`, `/`, `?` and `%`.
  static func isFragmentCharacter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
      || "-._~!$&'()*+,;=:@/?%".unicodeScalars.contains(scalar)
  }

  /// `%XX` escapes decoded as UTF-8, or `nil` when one is malformed.
  static func percentDecoded(_ text: Substring) -> String? {
    var bytes: [UInt8] = []
    var iterator = Array(text.utf8).makeIterator()
    while let byte = iterator.next() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      guard let high = iterator.next().flatMap(hexValue),
        let low = iterator.next().flatMap(hexValue)
      else { return nil }
      bytes.append(high << 4 | low)
    }
    return String(validating: bytes, as: UTF8.self)
  }

  static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  /// `~1` → `/`, `~0` → `~`; `nil` for any other `~`.
  static func unescaped(_ step: String) -> String? {
    guard step.contains("~") else { return step }
    var result = ""
    var iterator = step.makeIterator()
    while let character = iterator.next() {
      guard character == "~" else {
        result.append(character)
        continue
      }
      switch iterator.next() {
      case "0": result.append("~")
      case "1": result.append("/")
      default: return nil
      }
    }
    return result
  }

  /// An RFC 6901 array index: `0`, or digits without a leading zero, within `count`.
  static func index(_ step: String, count: Int) -> Int? {
    guard !step.isEmpty, step.utf8.count <= 9, step.utf8.allSatisfy({ (48...57).contains($0) }),
      step == "0" || !step.hasPrefix("0"), let index = Int(step), index < count
    else { return nil }
    return index
  }
}
