/// One token of a document, its references followed and its value typed.
public struct ResolvedToken: Hashable, Sendable {
  /// The token's names from the document's top (`["mode", "dark", "bg", "raised"]`); a group's
  /// root token ends in `$root`.
  public var path: [String]
  /// The token's type: its own `$type`, its group's, or its reference's.
  public var type: TokenType
  /// The value, every reference followed.
  public var value: TokenValue
  /// `$description`, when given.
  public var description: String?
  /// Whether the token or a group above it is `$deprecated` (and not undone by `false`).
  public var isDeprecated: Bool
  /// The deprecation's explanation, when `$deprecated` is a string.
  public var deprecationNote: String?

  /// `mode.dark.bg.raised`: the path with dots, how references write it.
  public var name: String { path.joined(separator: ".") }
}
