import StrictJSON

/// A DTCG Resolver Module 2025.10 document: sets and modifiers composed in a resolution order,
/// each modifier choosing one of its contexts. Checked whole (its shape, names, references and
/// every context's tokens), and resolved for a choice of contexts into one ``TokenDocument``.
///
/// Token sources are inline token documents, references to sets (`#/sets/…`) or other places of
/// the document, or files (`{"$ref": "base/colors.json"}`, read through the loader the caller
/// gives, relative to the resolver's folder). References to modifiers from sets or contexts,
/// to `resolutionOrder` items, circular references and remote URLs are refused.
///
/// ```swift
/// let resolver = try ResolverDocument(json: bytes) { path in try read(path) }
/// let dark = try resolver.resolve(["theme": "dark"])
/// ```
public struct ResolverDocument {
  /// A modifier of the resolution order: its name, its contexts in order, its default.
  public struct Modifier: Sendable {
    /// The modifier's name.
    public var name: String
    /// Its contexts' names, in document order.
    public var contexts: [String]
    /// Its `default` context, when given.
    public var defaultContext: String?
  }

  /// The `$schema` of the 2025.10 resolver format.
  public static let schema = "https://www.designtokens.org/schemas/2025.10/resolver.json"

  /// The modifiers of the resolution order, in order.
  public let modifiers: [Modifier]
  /// The sets and modifiers of the resolution order, in order, with their sources per context.
  let order: [Item]
  /// The forms the resolved token documents are read with.
  private let reading: TokenDocument.Reading

  /// One resolution-order entry: a set's sources, or a modifier's sources per context.
  enum Item {
    case set([Source])
    case modifier(Modifier, [String: [Source]])
  }

  /// A token document and where it came from, for messages.
  struct Source {
    var json: [(key: String, value: JSONValue)]
    var origin: String
  }

  /// Whether `root` is a resolver document rather than a token document: it declares the
  /// resolver schema, or holds `resolutionOrder` or `version`, which no token document holds.
  public static func isResolver(_ root: JSONValue) -> Bool {
    guard case .object(let members) = root else { return false }
    if case .string(let schema)? = TokenStructure.member("$schema", of: members),
      schema.hasSuffix("/resolver.json")
    {
      return true
    }
    return members.contains { $0.key == "resolutionOrder" || $0.key == "version" }
  }

  /// Reads and checks a resolver document's bytes; `load` reads a file a `$ref` names (a path
  /// relative to the resolver's folder, already checked to stay inside it), `nil` when there is
  /// no such file (``ReferencedFileMissing``).
  ///
  /// - Parameter reading: the forms the tokens are read with; by default exactly 2025.10 when
  ///   the resolver's `$schema` names it, else 2025.10 with the older draft forms.
  public init(
    json bytes: [UInt8], reading: TokenDocument.Reading? = nil,
    load: (String) throws -> [UInt8]?
  ) throws {
    try self.init(try TokenDocument.parse(bytes), reading: reading, load: load)
  }

  /// Reads and checks a parsed resolver document.
  public init(
    _ root: JSONValue, reading: TokenDocument.Reading? = nil, load: (String) throws -> [UInt8]?
  ) throws {
    let (items, modifiers) = try withoutActuallyEscaping(load) { load in
      var reader = ResolverReader(root: root, load: load)
      return try reader.read()
    }
    order = items
    self.modifiers = modifiers
    self.reading = reading ?? TokenDocument.reading(declaredBy: root)
    try check()
  }

  /// Every context of every modifier resolved once (the other modifiers at their default, or
  /// first, context), so every token of every context is read.
  private func check() throws(ThemeError) {
    let base = Dictionary(
      uniqueKeysWithValues: modifiers.map { ($0.name, $0.defaultContext ?? $0.contexts[0]) })
    _ = try resolve(base)
    for modifier in modifiers {
      for context in modifier.contexts where context != base[modifier.name] {
        var inputs = base
        inputs[modifier.name] = context
        _ = try resolve(inputs)
      }
    }
  }

  /// The tokens for `inputs` (modifier name → context name): the resolution order's sources
  /// merged in order (later tokens win), then read as one token document. A modifier missing
  /// from `inputs` takes its default; one without a default must be given.
  public func resolve(_ inputs: [String: String]) throws(ThemeError) -> TokenDocument {
    for name in inputs.keys.sorted() where !modifiers.contains(where: { $0.name == name }) {
      let known = modifiers.map(\.name).joined(separator: ", ")
      throw .invalid(
        path: "$.resolutionOrder",
        reason:
          "no modifier \(JSONValue.quoted(name)) (modifiers: \(known.isEmpty ? "none" : known))")
    }
    var merged: [(key: String, value: JSONValue)] = []
    var chosen: [String] = []
    for item in order {
      let sources: [Source]
      switch item {
      case .set(let list): sources = list
      case .modifier(let modifier, let contexts):
        let name = modifier.name
        guard let context = inputs[name] ?? modifier.defaultContext else {
          throw .invalid(
            path: "$.resolutionOrder",
            reason: "modifier \(JSONValue.quoted(name)) has no default; choose one of "
              + modifier.contexts.joined(separator: ", "))
        }
        guard let list = contexts[context] else {
          throw .invalid(
            path: "$.resolutionOrder",
            reason:
              "modifier \(JSONValue.quoted(name)) has no context \(JSONValue.quoted(context)) "
              + "(contexts: \(modifier.contexts.joined(separator: ", ")))")
        }
        chosen.append("\(name)=\(context)")
        sources = list
      }
      for source in sources {
        merged = GroupExtension.merge(source.json, over: merged)
      }
    }
    do throws(ThemeError) {
      return try TokenDocument(.object(merged), reading: reading)
    } catch {
      guard case .invalid(let path, let reason) = error else { throw error }
      let with = chosen.isEmpty ? "" : " (resolved with \(chosen.joined(separator: ", ")))"
      throw .invalid(path: path, reason: reason + with)
    }
  }
}
