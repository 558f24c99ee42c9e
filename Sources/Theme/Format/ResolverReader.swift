import StrictJSON

/// Reads a resolver document's shape (the 2025.10 resolver schema) and gathers each set's and
/// each modifier context's token sources, following references (to sets, other places of the
/// document and files) with cycles refused.
struct ResolverReader {
  /// The document.
  private let root: JSONValue
  /// Reads a file a `$ref` names (`nil` when there is none).
  private let load: (String) throws -> [UInt8]?
  /// The references being followed, outermost first.
  private var following: [String] = []
  /// Files already read, by path.
  private var files: [String: JSONValue] = [:]

  /// The deepest chain of references followed at once.
  static let maxDepth = 64

  init(root: JSONValue, load: @escaping (String) throws -> [UInt8]?) {
    self.root = root
    self.load = load
  }

  /// The resolution order and its modifiers.
  mutating func read() throws -> ([ResolverDocument.Item], [ResolverDocument.Modifier]) {
    guard case .object(let members) = root else {
      throw ThemeError.malformed("the top level is not an object")
    }
    let path = JSONPath.root
    try checkKeys(
      members,
      allowed: [
        "$schema", "name", "version", "description", "sets", "modifiers", "resolutionOrder",
        "$defs",
      ], required: ["version", "resolutionOrder"], what: "a resolver document", at: path)
    for key in ["$schema", "name", "description"] {
      if let value = TokenStructure.member(key, of: members) {
        try string(value, at: path.appending(key))
      }
    }
    guard case .string("2025.10")? = TokenStructure.member("version", of: members) else {
      throw invalid(
        path.appending("version"),
        "version must be \"2025.10\", got \(TokenStructure.member("version", of: members)!.shown)")
    }
    if let defs = TokenStructure.member("$defs", of: members) {
      try object(defs, at: path.appending("$defs"))
    }
    for key in ["sets", "modifiers"] {
      guard let table = TokenStructure.member(key, of: members) else { continue }
      for (name, definition) in try object(table, at: path.appending(key)) {
        let here = path.appending(key).appending(name)
        if key == "sets" {
          _ = try set(definition, at: here, inline: false)
        } else {
          _ = try modifier(definition, at: here, inline: false)
        }
      }
    }
    let orderPath = path.appending("resolutionOrder")
    guard case .array(let entries)? = TokenStructure.member("resolutionOrder", of: members),
      !entries.isEmpty
    else {
      throw invalid(orderPath, "resolutionOrder must be a non-empty array of sets and modifiers")
    }
    var items: [ResolverDocument.Item] = []
    var modifiers: [ResolverDocument.Modifier] = []
    var names: [String: JSONPath] = [:]
    for (index, entry) in entries.enumerated() {
      let here = orderPath.appending(index)
      let entryMembers = try object(entry, at: here)
      let name: String
      let item: ResolverDocument.Item
      if case .string(let reference)? = TokenStructure.member("$ref", of: entryMembers) {
        guard reference.hasPrefix("#/sets/") || reference.hasPrefix("#/modifiers/") else {
          throw invalid(
            here.appending("$ref"),
            "a resolutionOrder reference names a set (#/sets/…) or a modifier (#/modifiers/…) of "
              + "this document, not \(JSONValue.quoted(reference))")
        }
        let (target, targetPath) = try pointed(reference, at: here.appending("$ref"))
        let merged = try overridden(target, by: entryMembers, at: targetPath)
        name = Self.lastKey(targetPath)
        if reference.hasPrefix("#/sets/") {
          item = .set(try set(.object(merged), at: targetPath, inline: false))
        } else {
          item = try modifier(.object(merged), at: targetPath, inline: false)
        }
      } else {
        guard case .string(let type)? = TokenStructure.member("type", of: entryMembers) else {
          throw invalid(
            here, "an inline set or modifier needs \"type\": \"set\" or \"modifier\" (and a name)")
        }
        guard case .string(let inlineName)? = TokenStructure.member("name", of: entryMembers) else {
          throw invalid(here, "an inline \(type) needs a \"name\"")
        }
        name = inlineName
        switch type {
        case "set": item = .set(try set(entry, at: here, inline: true))
        case "modifier": item = try modifier(entry, at: here, inline: true)
        default:
          throw invalid(
            here.appending("type"), "type is \"set\" or \"modifier\", not \(JSONValue.quoted(type))"
          )
        }
      }
      if let first = names[name] {
        throw invalid(
          here, "the name \(JSONValue.quoted(name)) is already used in resolutionOrder at \(first)")
      }
      names[name] = here
      if case .modifier(var modifier, let contexts) = item {
        modifier.name = name
        modifiers.append(modifier)
        items.append(.modifier(modifier, contexts))
      } else {
        items.append(item)
      }
    }
    return (items, modifiers)
  }

  // MARK: - Sets and modifiers

  /// A set's sources, gathered.
  private mutating func set(_ json: JSONValue, at path: JSONPath, inline: Bool) throws
    -> [ResolverDocument.Source]
  {
    let members = try object(json, at: path)
    try checkKeys(
      members,
      allowed: (inline ? ["type", "name"] : []) + ["description", "sources", "$extensions"],
      required: ["sources"], what: inline ? "an inline set" : "a set", at: path)
    try metadata(members, at: path)
    return try sources(
      TokenStructure.member("sources", of: members)!, at: path.appending("sources"),
      inModifier: false)
  }

  /// A modifier's sources per context, gathered.
  private mutating func modifier(_ json: JSONValue, at path: JSONPath, inline: Bool) throws
    -> ResolverDocument.Item
  {
    let members = try object(json, at: path)
    try checkKeys(
      members,
      allowed: (inline ? ["type", "name"] : [])
        + ["description", "contexts", "default", "$extensions"],
      required: ["contexts"], what: inline ? "an inline modifier" : "a modifier", at: path)
    try metadata(members, at: path)
    let contextsPath = path.appending("contexts")
    let contexts = try object(TokenStructure.member("contexts", of: members)!, at: contextsPath)
    guard contexts.count >= 2 else {
      throw invalid(
        contextsPath,
        "a modifier needs at least two contexts (it has \(contexts.count)); one would be a set")
    }
    var gathered: [String: [ResolverDocument.Source]] = [:]
    for (name, list) in contexts {
      gathered[name] = try sources(list, at: contextsPath.appending(name), inModifier: true)
    }
    var defaultContext: String?
    if let value = TokenStructure.member("default", of: members) {
      guard case .string(let name) = value, gathered[name] != nil else {
        throw invalid(
          path.appending("default"),
          "default must name one of the contexts (\(contexts.map(\.key).joined(separator: ", "))), "
            + "got \(value.shown)")
      }
      defaultContext = name
    }
    let modifier = ResolverDocument.Modifier(
      name: Self.lastKey(path), contexts: contexts.map(\.key), defaultContext: defaultContext)
    return .modifier(modifier, gathered)
  }

  /// `description` and `$extensions` of a set or modifier.
  private func metadata(_ members: [(key: String, value: JSONValue)], at path: JSONPath) throws {
    if let description = TokenStructure.member("description", of: members) {
      try string(description, at: path.appending("description"))
    }
    if let extensions = TokenStructure.member("$extensions", of: members) {
      try object(extensions, at: path.appending("$extensions"))
    }
  }

  /// A list of token sources: inline token documents and references, gathered in order.
  private mutating func sources(_ json: JSONValue, at path: JSONPath, inModifier: Bool) throws
    -> [ResolverDocument.Source]
  {
    guard case .array(let items) = json else {
      throw invalid(path, "expected an array of token sources, got \(json.shown)")
    }
    var gathered: [ResolverDocument.Source] = []
    for (index, item) in items.enumerated() {
      let here = path.appending(index)
      let members = try object(item, at: here)
      guard case .string(let reference)? = TokenStructure.member("$ref", of: members) else {
        if TokenStructure.member("$ref", of: members) != nil {
          throw invalid(here.appending("$ref"), "$ref must be a string")
        }
        try TokenStructure.check(group: members, at: here, isTop: true)
        gathered.append(ResolverDocument.Source(json: members, origin: here.description))
        continue
      }
      gathered += try referencedSources(
        reference, overrides: members, at: here.appending("$ref"), inModifier: inModifier)
    }
    return gathered
  }

  /// The sources a reference in a source list stands for: a set's sources, or one token
  /// document (a place of this document, or a file).
  private mutating func referencedSources(
    _ reference: String, overrides: [(key: String, value: JSONValue)], at path: JSONPath,
    inModifier: Bool
  ) throws -> [ResolverDocument.Source] {
    if reference.hasPrefix("#/modifiers/") || reference == "#/modifiers" {
      throw invalid(
        path,
        (inModifier ? "a modifier's context" : "a set")
          + " cannot refer to a modifier (\(reference)); only resolutionOrder can")
    }
    guard !following.contains(reference) else {
      throw invalid(
        path, "circular reference: " + (following + [reference]).joined(separator: " → "))
    }
    guard following.count < Self.maxDepth else {
      throw invalid(path, "references nested deeper than \(Self.maxDepth) are refused")
    }
    following.append(reference)
    defer { following.removeLast() }
    if reference.hasPrefix("#/sets/") {
      let (target, targetPath) = try pointed(reference, at: path)
      let merged = try overridden(target, by: overrides, at: targetPath)
      return try set(.object(merged), at: targetPath, inline: false)
    }
    let (target, targetPath, origin) = try document(reference, at: path)
    let merged = try overridden(target, by: overrides, at: targetPath)
    try TokenStructure.check(group: merged, at: targetPath, isTop: true)
    return [ResolverDocument.Source(json: merged, origin: origin)]
  }

  // MARK: - References

  /// The value a same-document pointer leads to, and its path.
  private mutating func pointed(_ reference: String, at path: JSONPath) throws -> (
    JSONValue, JSONPath
  ) {
    try pointed(reference, in: root, at: path)
  }

  private func pointed(_ reference: String, in document: JSONValue, at path: JSONPath) throws
    -> (JSONValue, JSONPath)
  {
    let steps: [String]
    switch TokenReference.pointerSteps(reference) {
    case .success(let parsed): steps = parsed
    case .failure(let why): throw invalid(path, why)
    }
    if steps.first == "resolutionOrder" {
      throw invalid(path, "a reference cannot point into resolutionOrder (\(reference))")
    }
    var node = document
    var here = JSONPath.root
    for step in steps {
      switch node {
      case .object(let members):
        guard let child = TokenStructure.member(step, of: members) else {
          throw invalid(
            path, "\(reference) points at nothing: \(here) has no \(JSONValue.quoted(step))")
        }
        node = child
        here = here.appending(step)
      case .array(let items):
        guard let index = TokenReference.index(step, count: items.count) else {
          throw invalid(path, "\(reference): \(JSONValue.quoted(step)) is not an index of \(here)")
        }
        node = items[index]
        here = here.appending(index)
      default:
        throw invalid(path, "\(reference) goes past \(here), which is \(node.shown)")
      }
    }
    return (node, here)
  }

  /// A token document a source reference names: a place of this document (`#/…`) or a file
  /// (`colors.json`, `colors.json#/light`), with its path and where it came from.
  private mutating func document(_ reference: String, at path: JSONPath) throws
    -> (JSONValue, JSONPath, String)
  {
    if reference.hasPrefix("#") {
      let (value, here) = try pointed(reference, at: path)
      return (value, here, here.description)
    }
    let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
    let file = String(parts[0])
    if let problem = Self.fileProblem(file) { throw invalid(path, problem) }
    let json: JSONValue
    if let cached = files[file] {
      json = cached
    } else {
      let read: [UInt8]?
      do { read = try load(file) } catch let error as ThemeError {
        throw invalid(path, "\(file): \(error.description)")
      }
      guard let bytes = read else {
        throw ReferencedFileMissing(path: path.description, file: file)
      }
      do { json = try JSONValue.parse(bytes) } catch {
        throw invalid(path, "\(file) is not JSON (\(error))")
      }
      files[file] = json
    }
    guard parts.count == 2 else { return (json, .root, file) }
    var fragment = String(parts[1])
    if !fragment.hasPrefix("/") { fragment = "/" + fragment }
    let (value, here) = try pointed("#" + fragment, in: json, at: path)
    return (value, here, file + " " + here.description)
  }

  /// Why a file reference is refused, or `nil`: it must be a relative path that stays in the
  /// resolver's folder (no `..`, no absolute path, no URL), of plain characters.
  static func fileProblem(_ file: String) -> String? {
    if file.isEmpty { return "a reference names no file" }
    if file.contains(":") {
      return "\(JSONValue.quoted(file)) is a URL; pickershot reads only files beside the resolver"
    }
    if file.hasPrefix("/") || file.hasPrefix("~") {
      return "\(JSONValue.quoted(file)) is an absolute path; name a file relative to the resolver"
    }
    let steps = file.split(separator: "/", omittingEmptySubsequences: false)
    if steps.contains(where: { $0 == ".." || $0.isEmpty }) {
      return "\(JSONValue.quoted(file)) leaves the resolver's folder or has an empty step"
    }
    if file.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F || $0 == "\\" }) {
      return "\(JSONValue.quoted(file)) holds a control character or a backslash"
    }
    return nil
  }

  /// `target` (an object) with the keys written beside `$ref` replacing its own (shallowly).
  private func overridden(
    _ target: JSONValue, by members: [(key: String, value: JSONValue)], at path: JSONPath
  ) throws -> [(key: String, value: JSONValue)] {
    guard case .object(var result) = target else {
      throw invalid(path, "a reference here must lead to an object, got \(target.shown)")
    }
    for (key, value) in members where key != "$ref" {
      if let index = result.firstIndex(where: { $0.key == key }) {
        result[index].value = value
      } else {
        result.append((key, value))
      }
    }
    return result
  }

  // MARK: - Shapes

  /// The last key of `path` (a set's or modifier's name in its table).
  static func lastKey(_ path: JSONPath) -> String {
    if case .key(let key)? = path.components.last { key } else { "" }
  }

  @discardableResult
  private func object(_ json: JSONValue, at path: JSONPath) throws -> [(
    key: String, value: JSONValue
  )] {
    guard case .object(let members) = json else {
      throw invalid(path, "expected an object, got \(json.shown)")
    }
    return members
  }

  private func string(_ json: JSONValue, at path: JSONPath) throws {
    guard case .string = json else { throw invalid(path, "expected a string, got \(json.shown)") }
  }

  private func checkKeys(
    _ members: [(key: String, value: JSONValue)], allowed: [String], required: [String],
    what: String, at path: JSONPath
  ) throws {
    for (key, _) in members where !allowed.contains(key) {
      throw invalid(
        path.appending(key),
        "unknown key \(JSONValue.quoted(key)) (\(what) holds \(allowed.joined(separator: ", ")))")
    }
    for key in required where TokenStructure.member(key, of: members) == nil {
      throw invalid(path, "\(what) needs \(JSONValue.quoted(key))")
    }
  }

  private func invalid(_ path: JSONPath, _ reason: String) -> ThemeError {
    .invalid(path: path.description, reason: reason)
  }
}
