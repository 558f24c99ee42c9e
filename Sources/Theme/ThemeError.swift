import DrawList

/// Why a token document could not be read or used. Every message is one line and starts with the
/// JSON path it is about (`$.mode.dark.bg.raised.$value: …`).
public enum ThemeError: Error, Equatable, CustomStringConvertible {
  /// The bytes are not JSON, or the top level is not an object.
  case malformed(String)
  /// The document breaks the DTCG 2025.10 format (or the older forms read beside it, see
  /// ``TokenDocument/Reading``) at `path`: a bad value, name or property, a reference to nothing,
  /// a reference cycle, a type mismatch.
  case invalid(path: String, reason: String)
  /// A token the pickers need is missing (for `mode`, when it is a semantic colour).
  case unknownToken(String, mode: Appearance?)
  /// A number (`field` of a composite token, or the token itself when `nil`) is valid in the
  /// format but outside the ``TokenRange`` pickershot draws for its kind. `value` is the text as
  /// written.
  case outOfRange(token: String, field: String?, value: String, range: TokenRange)
  /// A partial override names a token the set it is merged over does not have (dotted path).
  case unknownOverride(String)
  /// A font family is not a plain name (letters, digits, spaces and hyphens), e.g. it names a
  /// path such as `../../etc/x`.
  case badFontFamily(token: String, value: String)

  /// The JSON path the error is about (`$` for the whole document).
  public var path: String {
    switch self {
    case .malformed: "$"
    case .invalid(let path, _): path
    case .unknownToken(let name, let mode):
      JSONPath.root.appending(keys: (mode.map { ["mode", $0.rawValue] } ?? []) + Self.keys(name))
        .description
    case .outOfRange(let token, let field, _, _):
      JSONPath.root.appending(keys: Self.keys(token) + ["$value"]).description
        + (field.map { $0.hasPrefix("[") ? $0 : "." + $0 } ?? "")
    case .unknownOverride(let dotted):
      JSONPath.root.appending(keys: dotted.split(separator: ".").map(String.init)).description
    case .badFontFamily(let token, _):
      JSONPath.root.appending(keys: Self.keys(token) + ["$value", "fontFamily"]).description
    }
  }

  /// A one-line message: the JSON path, then what is wrong.
  public var description: String {
    if case .malformed = self { return reason }
    return "\(path): \(reason)"
  }

  /// What is wrong, one line, without the path.
  public var reason: String {
    switch self {
    case .malformed(let why): "malformed token file: \(Self.oneLine(why))"
    case .invalid(_, let reason): Self.oneLine(reason, limit: 400)
    case .unknownToken(let name, let mode):
      "unknown token '\(Self.oneLine(name))'" + (mode.map { " in \($0) mode" } ?? "")
    case .outOfRange(let token, let field, let value, let range):
      "\(Self.oneLine(token)): " + (field.map { "\($0) " } ?? "")
        + "\(Self.oneLine(value)) is outside \(range)"
    case .unknownOverride(let dotted):
      "cannot override unknown token '\(Self.oneLine(dotted))' (only tokens of the base set can "
        + "be overridden)"
    case .badFontFamily(let token, let value):
      "\(Self.oneLine(token)): fontFamily '\(Self.oneLine(value))' is not a plain family name "
        + "(letters, digits, spaces and hyphens)"
    }
  }

  /// A slash name's steps: `bg/raised` → `bg`, `raised`.
  static func keys(_ name: String) -> [String] {
    name.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
  }

  /// `text` with control characters escaped and cut to `limit` characters, so a hostile value
  /// can never break a message onto several lines or flood the terminal.
  static func oneLine(_ text: String, limit: Int = 120) -> String {
    var result = ""
    for scalar in text.unicodeScalars.prefix(limit) {
      if scalar.value < 0x20 || scalar.value == 0x7F {
        result += "\\u{\(String(scalar.value, radix: 16))}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return text.unicodeScalars.count > limit ? result + "…" : result
  }
}
