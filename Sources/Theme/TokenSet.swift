import DrawList
import Foundation
import StrictJSON

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
  /// Every token in the file as `$value` JSON, by dotted path, for by-name look-ups and overrides;
  /// `nil` for the built-in set, whose file is parsed only when one of those asks for it.
  private let parsedRaw: [String: RawToken]?

  /// The token file that ships with PickerShot (`Resources/tokens.json`), resolved and validated
  /// ahead of time into ``BuiltInTokens`` (a test holds the two equal), so it costs no parsing.
  /// By-name look-ups and overrides parse the file itself, once per process, on first use. It no
  /// longer fails (the signature stays, as ``load(json:)``'s).
  public static func builtIn() throws(ThemeError) -> TokenSet {
    compiled
  }

  /// The compiled-in colours of both appearances.
  private static let builtInColors: [Appearance: [ColorToken: Color]] = [
    .light: BuiltInTokens.light, .dark: BuiltInTokens.dark,
  ]

  /// The built-in set, from the compiled-in tokens.
  private static let compiled = TokenSet(
    themes: [
      .light: Theme(appearance: .light, colors: builtInColors, shared: BuiltInTokens.shared),
      .dark: Theme(appearance: .dark, colors: builtInColors, shared: BuiltInTokens.shared),
    ], parsedRaw: nil)

  /// The built-in file's tokens by dotted path, or why it failed, parsed on first use.
  private static let builtInRaw = Result { () throws(ThemeError) in
    try rawTokens(json: PackageResources.tokens_json)
  }

  /// Every token of this set's file by dotted path.
  private func raw() throws(ThemeError) -> [String: RawToken] {
    if let parsedRaw { return parsedRaw }
    return try Self.builtInRaw.get()
  }

  /// Parses and validates a token document.
  public static func load(json data: Data) throws(ThemeError) -> TokenSet {
    try load(json: [UInt8](data))
  }

  /// Parses and validates a token document's bytes (as read from a file).
  public static func load(json bytes: [UInt8]) throws(ThemeError) -> TokenSet {
    try validated(try rawTokens(json: bytes))
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
    try overriding(try Self.document(json: [UInt8](data)))
  }

  /// This set with an already parsed partial token document merged over it, as
  /// ``overriding(json:)`` does (a scene file's `"tokens"` object, for one).
  public func overriding(_ document: JSONValue) throws(ThemeError) -> TokenSet {
    let raw = try raw()
    var merged = raw
    for (path, token) in try Self.rawTokens(document).sorted(by: { $0.key < $1.key }) {
      guard let base = raw[path] else { throw ThemeError.unknownOverride(path) }
      merged[path] = RawToken(type: token.type ?? base.type, value: token.value)
    }
    return try Self.validated(merged)
  }

  /// Every token of a document by dotted path.
  private static func rawTokens(json bytes: [UInt8]) throws(ThemeError) -> [String: RawToken] {
    try rawTokens(try document(json: bytes))
  }

  /// The JSON of a token document.
  private static func document(json bytes: [UInt8]) throws(ThemeError) -> JSONValue {
    do { return try JSONValue.parse(bytes) } catch {
      throw ThemeError.malformed("not JSON (\(error))")
    }
  }

  /// Every token of a parsed document by dotted path.
  private static func rawTokens(_ root: JSONValue) throws(ThemeError) -> [String: RawToken] {
    guard case .object(let members) = root else {
      throw ThemeError.malformed("the top level is not an object")
    }
    var raw: [String: RawToken] = [:]
    raw.reserveCapacity(512)
    collect(members, path: "", inheritedType: nil, into: &raw)
    return raw
  }

  /// Resolves and checks every token the pickers read, in both modes.
  private static func validated(_ raw: [String: RawToken]) throws(ThemeError) -> TokenSet {
    // In the order a reader checks a file: Light's colours, the tokens both modes share, then
    // Dark's colours (the first error found is the one reported).
    let light = try Theme.colors(.light, tokens: raw)
    let shared = try Theme.Shared(tokens: raw)
    let dark = try Theme.colors(.dark, tokens: raw)
    return TokenSet(
      themes: [
        .light: Theme(appearance: .light, colors: [.light: light, .dark: dark], shared: shared),
        .dark: Theme(appearance: .dark, colors: [.light: light, .dark: dark], shared: shared),
      ], parsedRaw: raw)
  }

  /// The theme for one appearance.
  public func theme(_ appearance: Appearance) -> Theme {
    themes[appearance]!
  }

  /// Resolves any colour token by its slash name (`bg/raised`) in one mode.
  public func color(named name: String, appearance: Appearance) throws(ThemeError) -> Color {
    try Theme.resolveColor(name, appearance: appearance, tokens: try raw())
  }

  /// Walks the JSON tree; every object holding `$value` is a token, named by its dotted path.
  private static func collect(
    _ members: [(key: String, value: JSONValue)], path: String, inheritedType: String?,
    into raw: inout [String: RawToken]
  ) {
    var type = inheritedType
    if case .string(let own)? = members.first(where: { $0.key == "$type" })?.value { type = own }
    if let value = members.first(where: { $0.key == "$value" })?.value {
      raw[path] = RawToken(type: type, value: RawValue(value))
      return
    }
    for (key, child) in members where !key.hasPrefix("$") {
      if case .object(let grandchildren) = child {
        collect(
          grandchildren, path: path.isEmpty ? key : path + "." + key, inheritedType: type,
          into: &raw)
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

  init(_ json: JSONValue) {
    switch json {
    case .string(let string): self = .string(string)
    case .number(let number, _): self = .number(number)
    // `true`/`false` are not numbers here.
    case .bool(let flag): self = .other(flag ? "true" : "false")
    case .object(let members):
      self = .object(Dictionary(members.map { ($0.key, RawValue($0.value)) }) { $1 })
    case .null: self = .other("null")
    case .array: self = .other("an array")
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
