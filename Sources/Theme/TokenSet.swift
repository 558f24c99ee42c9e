import DrawList
import Foundation

/// A loaded W3C design-token document, validated: every token the pickers read resolves in both
/// modes, or loading fails naming the first token that does not.
///
/// ```swift
/// let tokens = try TokenSet.builtIn()
/// let dark = tokens.theme(.dark)
/// dark.color(.bgRaised)  // #292929
/// ```
public struct TokenSet: Sendable {
  /// One resolved theme per appearance.
  private let themes: [Appearance: Theme]
  /// Every token in the file as `$value` JSON, by dotted path, for by-name look-ups.
  private let raw: [String: RawToken]

  /// Loads the token file that ships with PickerShot.
  public static func builtIn() throws(ThemeError) -> TokenSet {
    guard let url = Bundle.module.url(forResource: "tokens", withExtension: "json"),
      let data = try? Data(contentsOf: url)
    else { throw ThemeError.malformed("the built-in tokens.json resource is missing") }
    return try load(json: data)
  }

  /// Parses and validates a token document.
  public static func load(json data: Data) throws(ThemeError) -> TokenSet {
    try validated(try rawTokens(json: data))
  }

  /// This set with a partial token document merged over it: each token the document holds
  /// replaces the one at the same path (keeping its `$type` when the document gives none), and
  /// the merged set is validated as a whole file is (ranges, aliases, font families), each error
  /// naming the token. Only tokens this set has can be overridden, so a misspelt path fails
  /// instead of changing nothing; to use a new colour, write it as the value.
  ///
  /// ```swift
  /// let darker = try TokenSet.builtIn().overriding(json: Data(#"""
  ///   {"primitive": {"blue": {"500": {"$value": "#3559E9"}}}}
  ///   """#.utf8))
  /// ```
  public func overriding(json data: Data) throws(ThemeError) -> TokenSet {
    var merged = raw
    for (path, token) in try Self.rawTokens(json: data).sorted(by: { $0.key < $1.key }) {
      guard let base = raw[path] else { throw ThemeError.unknownOverride(path) }
      merged[path] = RawToken(type: token.type ?? base.type, value: token.value)
    }
    return try Self.validated(merged)
  }

  /// Every token of a document by dotted path.
  private static func rawTokens(json data: Data) throws(ThemeError) -> [String: RawToken] {
    let root: Any
    do { root = try JSONSerialization.jsonObject(with: data) } catch {
      throw ThemeError.malformed("not JSON (\(error.localizedDescription))")
    }
    guard let object = root as? [String: Any] else {
      throw ThemeError.malformed("the top level is not an object")
    }
    var raw: [String: RawToken] = [:]
    collect(object, path: [], inheritedType: nil, into: &raw)
    return raw
  }

  /// Resolves and checks every token the pickers read, in both modes.
  private static func validated(_ raw: [String: RawToken]) throws(ThemeError) -> TokenSet {
    var themes: [Appearance: Theme] = [:]
    for appearance in Appearance.allCases {
      themes[appearance] = try Theme(appearance: appearance, tokens: raw)
    }
    return TokenSet(themes: themes, raw: raw)
  }

  /// The theme for one appearance.
  public func theme(_ appearance: Appearance) -> Theme {
    themes[appearance]!
  }

  /// Resolves any colour token by its slash name (`bg/raised`) in one mode.
  public func color(named name: String, appearance: Appearance) throws(ThemeError) -> Color {
    try Theme.resolveColor(name, appearance: appearance, tokens: raw)
  }

  /// Walks the JSON tree; every object holding `$value` is a token.
  private static func collect(
    _ object: [String: Any], path: [String], inheritedType: String?,
    into raw: inout [String: RawToken]
  ) {
    let type = object["$type"] as? String ?? inheritedType
    if let value = object["$value"] {
      raw[path.joined(separator: ".")] = RawToken(type: type, value: RawValue(value))
      return
    }
    for (key, child) in object where !key.hasPrefix("$") {
      if let child = child as? [String: Any] {
        collect(child, path: path + [key], inheritedType: type, into: &raw)
      }
    }
  }
}

/// One token as written in the file, before aliases are resolved.
struct RawToken: Sendable {
  /// The W3C `$type` (own or inherited from a group).
  var type: String?
  /// The `$value`.
  var value: RawValue
}

/// A JSON value kept in a `Sendable` form.
enum RawValue: Sendable {
  case string(String)
  case number(Double)
  case object([String: RawValue])
  case other(String)

  init(_ any: Any) {
    switch any {
    case let string as String: self = .string(string)
    case let number as NSNumber where type(of: number) == NSNumber.self:
      self = .number(number.doubleValue)
    // JSON `true`/`false` come as an NSNumber subclass; they are not numbers here.
    case let flag as NSNumber: self = .other(flag.boolValue ? "true" : "false")
    case let object as [String: Any]: self = .object(object.mapValues(RawValue.init))
    case is NSNull: self = .other("null")
    case is [Any]: self = .other("an array")
    default: self = .other("an unsupported value")
    }
  }

  /// The text form, for error messages.
  var text: String {
    switch self {
    case .string(let s): s
    case .number(let n): TokenRange.format(n)
    case .object(let o): "{" + o.keys.sorted().joined(separator: ",") + "}"
    case .other(let s): s
    }
  }
}
