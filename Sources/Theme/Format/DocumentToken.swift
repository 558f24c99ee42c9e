import StrictJSON

/// A token as its document writes it, after `$extends` and with its group's `$type` and
/// `$deprecated` inherited, before its value is read.
struct DocumentToken {
  /// Its names from the top.
  var path: [String]
  /// Its own `$type`, else its nearest group's.
  var type: TokenType?
  /// `$value`, when it has one.
  var value: JSONValue?
  /// `$ref`, when it has one instead.
  var reference: String?
  /// `$description`.
  var description: String?
  /// Its own or inherited `$deprecated`: `true`, `false` or a note.
  var deprecated: JSONValue?

  /// Where it sits, `$.a.b`.
  var jsonPath: JSONPath { JSONPath.root.appending(keys: path) }

  /// The most tokens a document may hold once `$extends` has copied groups.
  static let maxCount = 100_000

  /// Every token of `root` (a checked document, `$extends` applied) in document order, and the
  /// paths of its groups.
  static func collect(_ root: [(key: String, value: JSONValue)]) throws(ThemeError)
    -> (tokens: [DocumentToken], groups: Set<[String]>)
  {
    var tokens: [DocumentToken] = []
    var groups: Set<[String]> = [[]]
    try collect(root, path: [], type: nil, deprecated: nil, into: &tokens, groups: &groups)
    return (tokens, groups)
  }

  private static func collect(
    _ members: [(key: String, value: JSONValue)], path: [String], type inherited: TokenType?,
    deprecated inheritedDeprecation: JSONValue?, into tokens: inout [DocumentToken],
    groups: inout Set<[String]>
  ) throws(ThemeError) {
    var type = inherited
    if case .string(let name)? = TokenStructure.member("$type", of: members) {
      type = TokenType(rawValue: name)
    }
    let deprecated = TokenStructure.member("$deprecated", of: members) ?? inheritedDeprecation
    for (key, value) in members {
      guard !key.hasPrefix("$") || key == "$root", case .object(let child) = value else {
        continue
      }
      if TokenStructure.isToken(child) {
        guard tokens.count < maxCount else {
          throw TokenStructure.invalid(
            JSONPath.root.appending(keys: path),
            "more than \(maxCount) tokens once $extends has copied its groups")
        }
        var ownType = type
        if case .string(let name)? = TokenStructure.member("$type", of: child) {
          ownType = TokenType(rawValue: name)
        }
        var description: String?
        if case .string(let text)? = TokenStructure.member("$description", of: child) {
          description = text
        }
        var reference: String?
        if case .string(let text)? = TokenStructure.member("$ref", of: child) { reference = text }
        tokens.append(
          DocumentToken(
            path: path + [key], type: ownType, value: TokenStructure.member("$value", of: child),
            reference: reference, description: description,
            deprecated: TokenStructure.member("$deprecated", of: child) ?? deprecated))
      } else {
        groups.insert(path + [key])
        try collect(
          child, path: path + [key], type: type, deprecated: deprecated, into: &tokens,
          groups: &groups)
      }
    }
  }
}
