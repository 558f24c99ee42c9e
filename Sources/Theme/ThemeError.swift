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

  /// A one-line message.
  public var description: String {
    switch self {
    case .malformed(let why): "malformed token file: \(why)"
    case .unknownToken(let name, let mode):
      "unknown token '\(name)'" + (mode.map { " in \($0) mode" } ?? "")
    case .unresolvedAlias(let token, let alias):
      "token '\(token)' refers to '\(alias)', which does not resolve"
    case .badValue(let token, let value): "token '\(token)' has an invalid value '\(value)'"
    }
  }
}
