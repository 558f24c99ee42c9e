import StrictJSON

/// A design-token document in the DTCG Format Module 2025.10, read whole: its shape checked,
/// `$extends` applied, group `$type` and `$deprecated` inherited, every curly alias and JSON
/// pointer followed (cycles refused), every value typed. Any error names the JSON path.
///
/// A document whose `$schema` names the 2025.10 format is held to it exactly. Any other document
/// is also read with the older draft forms people still write (``Reading/withOlderForms``:
/// `#35F`, `rgb()`, `"20px"`, `"0.5rem"`, `"-0.006em"` letter spacing, …), as the shipped
/// `tokens.json` is.
///
/// ```swift
/// let document = try TokenDocument(json: Array(#"""
///   {"brand": {"$type": "color", "blue": {"$value": {"colorSpace": "oklch",
///     "components": [0.55, 0.22, 265]}}}}
///   """#.utf8))
/// document["brand.blue"]?.value  // .color(TokenColor(space: .oklch, …))
/// ```
public struct TokenDocument: Sendable {
  /// Which forms a value may take.
  public enum Reading: String, Sendable {
    /// Exactly the 2025.10 format.
    case format2025 = "2025.10"
    /// The 2025.10 format, and the older draft forms of ``LegacyTokenForms``.
    case withOlderForms = "2025.10 and older draft forms"
  }

  /// The `$schema` of the 2025.10 format.
  public static let formatSchema = "https://www.designtokens.org/schemas/2025.10/format.json"

  /// The forms this document was read with.
  public let reading: Reading
  /// Every token, in document order (`$extends` copies after the group's own).
  public let tokens: [ResolvedToken]
  /// How many values are written in an older draft form.
  public let olderForms: Int
  /// Tokens by dotted name.
  private let byName: [String: ResolvedToken]

  /// Reads a document's bytes.
  ///
  /// - Parameter reading: the forms to read; by default exactly 2025.10 when the document's
  ///   `$schema` names it, else 2025.10 with the older draft forms.
  public init(json bytes: [UInt8], reading: Reading? = nil) throws(ThemeError) {
    try self.init(try Self.parse(bytes), reading: reading)
  }

  /// Reads a parsed document.
  public init(_ root: JSONValue, reading: Reading? = nil) throws(ThemeError) {
    try TokenStructure.check(document: root)
    guard case .object(let members) = root else {
      throw .malformed("the top level is not an object")
    }
    let reading = reading ?? Self.reading(declaredBy: root)
    let extended = try GroupExtension.apply(to: members)
    let (documentTokens, groups) = try DocumentToken.collect(extended)
    let resolver = TokenResolver(
      reading: reading, root: extended, tokens: documentTokens, groups: groups)
    var tokens: [ResolvedToken] = []
    tokens.reserveCapacity(documentTokens.count)
    for token in documentTokens {
      let (type, value) = try resolver.resolve(token)
      var isDeprecated = false
      var note: String?
      switch token.deprecated {
      case .bool(let flag)?: isDeprecated = flag
      case .string(let text)?:
        isDeprecated = true
        note = text
      default: break
      }
      tokens.append(
        ResolvedToken(
          path: token.path, type: type, value: value, description: token.description,
          isDeprecated: isDeprecated, deprecationNote: note))
    }
    self.reading = reading
    self.tokens = tokens
    self.olderForms = resolver.olderForms
    byName = Dictionary(tokens.map { ($0.name, $0) }) { $1 }
  }

  /// The token with dotted name `name` (`mode.dark.bg.raised`).
  public subscript(name: String) -> ResolvedToken? {
    byName[name]
  }

  /// The forms a document is read with when none is asked for: exactly 2025.10 when its
  /// `$schema` names any 2025.10 schema of designtokens.org, else with the older draft forms.
  public static func reading(declaredBy root: JSONValue) -> Reading {
    guard case .object(let members) = root,
      case .string(let schema)? = TokenStructure.member("$schema", of: members),
      schema.hasPrefix("https://www.designtokens.org/schemas/2025.10/")
    else { return .withOlderForms }
    return .format2025
  }

  /// `bytes` as JSON, or why not.
  static func parse(_ bytes: [UInt8]) throws(ThemeError) -> JSONValue {
    do { return try JSONValue.parse(bytes) } catch {
      throw ThemeError.malformed("not JSON (\(error))")
    }
  }
}
