import DrawList
import Foundation
import StrictJSON

/// A design-token document loaded for drawing: read as a DTCG 2025.10 document
/// (``TokenDocument``, older draft forms included unless it declares the 2025.10 `$schema`) and
/// mapped onto the slots the pickers draw with, in both modes, or refused naming the JSON path of
/// the first problem.
///
/// ```swift
/// let tokens = try TokenSet.builtIn()
/// let dark = tokens.theme(.dark)
/// dark.color(.bgRaised)  // #292929
/// ```
public struct TokenSet: Sendable {
  /// One resolved theme per appearance.
  private let themes: [Appearance: Theme]
  /// The document as written and as read, for by-name look-ups and overrides; `nil` for the
  /// built-in set, whose file is parsed only when one of those asks for it.
  private let loaded: Source?

  /// A document as written and as read.
  struct Source: Sendable {
    /// The JSON, as written.
    var json: JSONValue
    /// The document, read.
    var document: TokenDocument
  }

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
    ], loaded: nil)

  /// The built-in file, read on first use.
  private static let builtInSource = Result { () throws(ThemeError) in
    let json = try TokenDocument.parse(PackageResources.tokens_json)
    return Source(json: json, document: try TokenDocument(json))
  }

  /// This set's document.
  private func source() throws(ThemeError) -> Source {
    if let loaded { return loaded }
    return try Self.builtInSource.get()
  }

  /// The document this set was read from (the built-in file for the built-in set).
  public func document() throws(ThemeError) -> TokenDocument {
    try source().document
  }

  /// Parses, reads and maps a token document.
  public static func load(json data: Data) throws(ThemeError) -> TokenSet {
    try load(json: [UInt8](data))
  }

  /// Parses, reads and maps a token document's bytes (as read from a file).
  public static func load(json bytes: [UInt8]) throws(ThemeError) -> TokenSet {
    let json = try TokenDocument.parse(bytes)
    return try TokenSet(Source(json: json, document: try TokenDocument(json)))
  }

  private init(themes: [Appearance: Theme], loaded: Source?) {
    self.themes = themes
    self.loaded = loaded
  }

  private init(_ source: Source) throws(ThemeError) {
    self.init(themes: try SlotMapping.themes(source.document), loaded: source)
  }

  /// This set with a partial token document merged over it: each token the document holds
  /// replaces the one at the same path (keeping its `$type` when the document gives none), and
  /// the merged document is read and mapped as a whole file is, each error naming its JSON path.
  /// Only tokens this set has can be overridden, so a misspelt path fails instead of changing
  /// nothing; to use a new colour, write it as the value.
  ///
  /// ```swift
  /// let darker = try TokenSet.builtIn().overriding(json: Data(#"""
  ///   {"primitive": {"blue": {"500": {"$value": "#3559E9"}}}}
  ///   """#.utf8))
  /// ```
  public func overriding(json data: Data) throws(ThemeError) -> TokenSet {
    try overriding(try TokenDocument.parse([UInt8](data)))
  }

  /// This set with an already parsed partial token document merged over it, as
  /// ``overriding(json:)`` does (a scene file's `"tokens"` object, for one).
  public func overriding(_ override: JSONValue) throws(ThemeError) -> TokenSet {
    try TokenStructure.check(document: override)
    guard case .object(let members) = override else {
      throw .malformed("the top level is not an object")
    }
    if let group = Self.firstExtends(members, at: .root) {
      throw .invalid(
        path: group.appending("$extends").description,
        reason: "an override replaces tokens; it cannot $extends (write the tokens it changes)")
    }
    let base = try source()
    guard case .object(var merged) = base.json else {
      throw .malformed("the top level is not an object")
    }
    let (tokens, groups) = try DocumentToken.collect(members)
    try Self.checkEveryGroupOverrides(groups, tokens: tokens, base: merged)
    for token in tokens.sorted(by: { $0.path.lexicographicallyPrecedes($1.path) }) {
      guard let replaced = Self.replacing(merged, at: token.path[...], with: token) else {
        throw .unknownOverride(token.path.joined(separator: "."))
      }
      merged = replaced
    }
    let json = JSONValue.object(merged)
    return try TokenSet(
      Source(
        json: json, document: try TokenDocument(json, reading: base.document.reading)))
  }

  /// Refuses a group of an override that holds no token (an unknown or misspelt group, or one
  /// left empty), which would otherwise change nothing without a word, naming the first one.
  private static func checkEveryGroupOverrides(
    _ groups: Set<[String]>, tokens: [DocumentToken],
    base: [(key: String, value: JSONValue)]
  ) throws(ThemeError) {
    var holding: Set<[String]> = []
    for token in tokens {
      for length in 0..<token.path.count { holding.insert(Array(token.path.prefix(length))) }
    }
    // `{}` overrides nothing, as a file without `tokens` does.
    let empty = groups.subtracting(holding).subtracting([[]]).sorted {
      $0.lexicographicallyPrecedes($1)
    }
    /// Whether `group` is a group of the base set.
    func known(_ group: [String]) -> Bool {
      var members = base
      for key in group {
        guard case .object(let child)? = TokenStructure.member(key, of: members),
          !TokenStructure.isToken(child)
        else { return false }
        members = child
      }
      return true
    }
    // The outermost unknown group is the misspelt one; else the innermost empty group.
    if let group = empty.first(where: { !known($0) }) {
      throw .invalid(
        path: JSONPath.root.appending(keys: group).description,
        reason: "unknown group '\(group.joined(separator: "."))' (only tokens of the base set can "
          + "be overridden)")
    }
    if let group = empty.max(by: { $0.count < $1.count }) {
      throw .invalid(
        path: JSONPath.root.appending(keys: group).description,
        reason: "the group holds no token to override (an override changes tokens: give one "
          + "with $value)")
    }
  }

  /// The path of the first group of `members` holding `$extends`.
  private static func firstExtends(_ members: [(key: String, value: JSONValue)], at path: JSONPath)
    -> JSONPath?
  {
    if TokenStructure.member("$extends", of: members) != nil { return path }
    for (key, value) in members where !key.hasPrefix("$") {
      if case .object(let child) = value, let found = firstExtends(child, at: path.appending(key)) {
        return found
      }
    }
    return nil
  }

  /// `members` with the token at `path` given `token`'s value (and type, when it has one), or
  /// `nil` when `members` has no token there.
  private static func replacing(
    _ members: [(key: String, value: JSONValue)], at path: ArraySlice<String>,
    with token: DocumentToken
  ) -> [(key: String, value: JSONValue)]? {
    guard let key = path.first, let index = members.firstIndex(where: { $0.key == key }),
      case .object(let child) = members[index].value
    else { return nil }
    var result = members
    if path.count > 1 {
      guard !TokenStructure.isToken(child),
        let replaced = replacing(child, at: path.dropFirst(), with: token)
      else { return nil }
      result[index].value = .object(replaced)
      return result
    }
    guard TokenStructure.isToken(child) else { return nil }
    var replaced = child.filter { $0.key != "$value" && $0.key != "$ref" }
    if let value = token.value { replaced.append(("$value", value)) }
    if let reference = token.reference { replaced.append(("$ref", .string(reference))) }
    if let type = token.type {
      replaced.removeAll { $0.key == "$type" }
      replaced.insert(("$type", .string(type.rawValue)), at: 0)
    }
    result[index].value = .object(replaced)
    return result
  }

  /// The theme for one appearance.
  public func theme(_ appearance: Appearance) -> Theme {
    themes[appearance]!
  }

  /// Resolves any colour token by its slash name (`bg/raised`) in one mode.
  public func color(named name: String, appearance: Appearance) throws(ThemeError) -> Color {
    try SlotMapping.color(name, appearance: appearance, try source().document)
  }
}
