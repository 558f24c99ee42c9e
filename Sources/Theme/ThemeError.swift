import DrawList

/// Why a token file could not be loaded. Every message is one line and names the token.
public enum ThemeError: Error, Equatable, CustomStringConvertible {
  /// The file is not valid JSON, or not a W3C design-token document.
  case malformed(String)
  /// A token the pickers need is missing (for `mode`, when it is a semantic colour).
  case unknownToken(String, mode: Appearance?)
  /// An alias `{a.b}` points at nothing, or at itself.
  case unresolvedAlias(token: String, alias: String)
  /// A token's value has the wrong form for its type.
  case badValue(token: String, value: String)
  /// A number (`field` of a composite token, or the token itself when `nil`) is not finite or
  /// lies outside the ``TokenRange`` for its kind. `value` is the text as written.
  case outOfRange(token: String, field: String?, value: String, range: TokenRange)
  /// A partial override names a token the set it is merged over does not have.
  case unknownOverride(String)
  /// A font family is not a plain name (letters, digits, spaces and hyphens), e.g. it names a
  /// path such as `../../etc/x`.
  case badFontFamily(token: String, value: String)

  /// A one-line message.
  public var description: String {
    switch self {
    case .malformed(let why): "malformed token file: \(Self.oneLine(why))"
    case .unknownToken(let name, let mode):
      "unknown token '\(Self.oneLine(name))'" + (mode.map { " in \($0) mode" } ?? "")
    case .unresolvedAlias(let token, let alias):
      "token '\(Self.oneLine(token))' refers to '\(Self.oneLine(alias))', which does not resolve"
    case .badValue(let token, let value):
      "token '\(Self.oneLine(token))' has an invalid value '\(Self.oneLine(value))'"
    case .outOfRange(let token, let field, let value, let range):
      "\(Self.oneLine(token)): " + (field.map { "\($0) " } ?? "")
        + "\(Self.oneLine(value)) is outside \(range)"
    case .unknownOverride(let path):
      "cannot override unknown token '\(Self.oneLine(path))' (only tokens of the base set can be "
        + "overridden)"
    case .badFontFamily(let token, let value):
      "\(Self.oneLine(token)): fontFamily '\(Self.oneLine(value))' is not a plain family name "
        + "(letters, digits, spaces and hyphens)"
    }
  }

  /// `text` with control characters escaped and cut to 120 characters, so a hostile value can
  /// never break a message onto several lines or flood the terminal.
  static func oneLine(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars.prefix(120) {
      if scalar.value < 0x20 || scalar.value == 0x7F {
        result += "\\u{\(String(scalar.value, radix: 16))}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return text.unicodeScalars.count > 120 ? result + "…" : result
  }
}
