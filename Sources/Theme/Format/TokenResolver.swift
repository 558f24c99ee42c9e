import StrictJSON

/// The last step of reading a document: every token's value read by its type, curly aliases and
/// JSON pointers followed, types checked across references, cycles refused.
///
/// References are followed depth first with the chain kept, so a cycle is refused naming it
/// (`{a} → {b} → {a}`), and a chain deeper than ``maxDepth`` is refused instead of exhausting the
/// stack.
final class TokenResolver {
  /// Which forms values may take.
  let reading: TokenDocument.Reading
  /// The document, `$extends` applied.
  let root: [(key: String, value: JSONValue)]
  /// Every token by its dotted name.
  let tokens: [String: DocumentToken]
  /// The paths of the groups.
  let groups: Set<[String]>
  /// Tokens already resolved, with the length of their longest chain of references.
  private var resolved: [String: (type: TokenType, value: TokenValue, depth: Int)] = [:]
  /// The tokens being resolved, outermost first.
  private var chain: [String] = []
  /// For each token being resolved, the longest chain among the tokens it refers to so far.
  private var referredDepth: [Int] = []
  /// The places being read through a JSON pointer, outermost first.
  private var pointed: [JSONPath] = []
  /// How many values were written in an older draft form.
  private(set) var olderForms = 0

  /// The deepest nesting of references followed at once.
  static let maxDepth = 64

  init(
    reading: TokenDocument.Reading, root: [(key: String, value: JSONValue)],
    tokens: [DocumentToken], groups: Set<[String]>
  ) {
    self.reading = reading
    self.root = root
    self.tokens = Dictionary(tokens.map { ($0.path.joined(separator: "."), $0) }) { $1 }
    self.groups = groups
  }

  /// `token` resolved.
  func resolve(_ token: DocumentToken) throws(ThemeError) -> (type: TokenType, value: TokenValue) {
    let name = token.path.joined(separator: ".")
    if let done = resolved[name] {
      noteDepth(done.depth)
      return (done.type, done.value)
    }
    let at = token.jsonPath.appending(token.reference == nil ? "$value" : "$ref")
    if let start = chain.firstIndex(of: name) {
      let names = (chain[start...] + [name]).map { "{\($0)}" }
      throw invalid(at, "circular reference: " + names.joined(separator: " → "))
    }
    try checkDepth(at)
    chain.append(name)
    referredDepth.append(0)
    defer { chain.removeLast() }
    let result: (type: TokenType, value: TokenValue)
    if let pointer = token.reference {
      let location = try follow(pointer, at: at)
      if let declared = token.type, let target = location.token?.type, declared != target {
        throw invalid(
          at,
          "\(pointer) is the value of a \(target.rawValue) token, but this token's $type is "
            + declared.rawValue)
      }
      guard let type = token.type ?? location.token?.type else {
        throw invalid(
          token.jsonPath,
          "a token needs a $type (its own or its group's) when its $ref points inside a value")
      }
      result = (type, try read(type, location, pointer: pointer, from: at))
    } else if case .string(let text)? = token.value, TokenReference.isCurly(text) {
      let target = try resolve(try aliasTarget(text, at: at))
      if let declared = token.type, declared != target.type {
        throw invalid(
          at,
          "\(text) is a \(target.type.rawValue) token, but this token's $type is "
            + declared.rawValue)
      }
      result = target
    } else {
      guard let type = token.type, let json = token.value else {
        throw invalid(
          token.jsonPath,
          "a token needs a $type, its own or a group's (the type is never guessed from the value)")
      }
      result = (type, try value(type, json, at: at, alias: true))
    }
    let depth = referredDepth.removeLast() + 1
    guard depth <= Self.maxDepth else {
      throw invalid(at, "a chain of references longer than \(Self.maxDepth) is refused")
    }
    resolved[name] = (result.type, result.value, depth)
    noteDepth(depth)
    return result
  }

  /// Notes that the token being resolved refers to one whose chain is `depth` long.
  private func noteDepth(_ depth: Int) {
    if let last = referredDepth.indices.last {
      referredDepth[last] = max(referredDepth[last], depth)
    }
  }

  private func checkDepth(_ path: JSONPath) throws(ThemeError) {
    guard chain.count + pointed.count < Self.maxDepth else {
      throw invalid(path, "a chain of references longer than \(Self.maxDepth) is refused")
    }
  }

  // MARK: - Curly aliases

  /// The token a curly alias names.
  func aliasTarget(_ text: String, at path: JSONPath) throws(ThemeError) -> DocumentToken {
    let names: [String]
    switch TokenReference.curlyPath(text) {
    case .success(let steps): names = steps
    case .failure(let why): throw invalid(path, why)
    }
    if let token = tokens[names.joined(separator: ".")] { return token }
    if groups.contains(names) {
      throw invalid(
        path, "\(text) names a group; a reference names a token (or a group's {….$root})")
    }
    for count in 1..<max(names.count, 1) where tokens[names[..<count].joined(separator: ".")] != nil
    {
      let whole = "{" + names[..<count].joined(separator: ".") + "}"
      throw invalid(
        path,
        "\(text) reaches inside the token \(whole); a curly reference names a whole "
          + "token (a JSON pointer {\"$ref\": \"#/…/$value/…\"} reaches a part)")
    }
    throw invalid(path, "\(text) names no token in this document")
  }

  // MARK: - JSON pointers

  /// A place a JSON pointer reaches: the value there, its path, and the token when the pointer
  /// ends at a token's whole `$value`.
  struct Location {
    var json: JSONValue
    var path: JSONPath
    var token: DocumentToken?
  }

  /// Where `pointer` leads: into a token's `$value` (through `$ref` tokens and references met on
  /// the way), never at a group, a token object or its `$type` or `$description`.
  func follow(_ pointer: String, at path: JSONPath) throws(ThemeError) -> Location {
    let steps: [String]
    switch TokenReference.pointerSteps(pointer) {
    case .success(let parsed): steps = parsed
    case .failure(let why): throw invalid(path, why)
    }
    try checkDepth(path)
    var node = JSONValue.object(root)
    var here = JSONPath.root
    var names: [String] = []
    var inValue = false
    var wholeToken: DocumentToken?
    var index = 0
    while index < steps.count {
      let step = steps[index]
      wholeToken = nil
      if !inValue {
        guard case .object(let members) = node else { break }
        if TokenStructure.isToken(members), let token = tokens[names.joined(separator: ".")] {
          guard step == "$value" else {
            throw invalid(
              path,
              "\(pointer) points at the token's \(JSONValue.quoted(step)); a pointer "
                + "reaches into a token's $value")
          }
          (node, here) = try valueLocation(of: token, from: path)
          inValue = true
          wholeToken = index == steps.count - 1 ? token : nil
        } else {
          guard !step.hasPrefix("$") || step == "$root",
            let child = TokenStructure.member(step, of: members)
          else {
            let what =
              step.hasPrefix("$")
              ? "the group property \(JSONValue.quoted(step))"
              : "\(JSONValue.quoted(step)), which \(here) does not hold"
            throw invalid(path, "\(pointer) points at \(what)")
          }
          node = child
          here = here.appending(step)
          names.append(step)
        }
        index += 1
        continue
      }
      if let redirect = try referenceTarget(of: node, at: here) {
        (node, here) = redirect
        continue
      }
      switch node {
      case .object(let members):
        guard let child = TokenStructure.member(step, of: members) else {
          throw invalid(
            path, "\(pointer) points at \(JSONValue.quoted(step)), which \(here) does not hold")
        }
        node = child
        here = here.appending(step)
      case .array(let items):
        guard let position = TokenReference.index(step, count: items.count) else {
          throw invalid(
            path,
            "\(pointer): \(JSONValue.quoted(step)) is not an index of \(here), an array of "
              + "\(items.count)")
        }
        node = items[position]
        here = here.appending(position)
      default:
        throw invalid(path, "\(pointer) goes past \(here), which is \(node.shown)")
      }
      index += 1
    }
    guard inValue else {
      let what =
        if case .object(let members) = node, TokenStructure.isToken(members) {
          "a token, not its value (point at \(pointer)/$value)"
        } else {
          "a group; a pointer reaches into a token's $value"
        }
      throw invalid(path, "\(pointer) points at \(what)")
    }
    return Location(json: node, path: here, token: wholeToken)
  }

  /// Where `token`'s value is written: its `$value`, or where its `$ref` leads.
  private func valueLocation(of token: DocumentToken, from path: JSONPath) throws(ThemeError)
    -> (JSONValue, JSONPath)
  {
    if let value = token.value { return (value, token.jsonPath.appending("$value")) }
    let at = token.jsonPath.appending("$ref")
    guard !pointed.contains(at) else {
      throw invalid(path, "circular reference through \(at)")
    }
    pointed.append(at)
    defer { pointed.removeLast() }
    let location = try follow(token.reference ?? "", at: at)
    return (location.json, location.path)
  }

  /// Where a reference written inside a value leads, or `nil` when `node` is not one.
  private func referenceTarget(of node: JSONValue, at path: JSONPath) throws(ThemeError)
    -> (JSONValue, JSONPath)?
  {
    if let pointer = Self.pointerObject(node) {
      let at = path.appending("$ref")
      guard !pointed.contains(at) else { throw invalid(at, "circular reference through \(at)") }
      pointed.append(at)
      defer { pointed.removeLast() }
      let location = try follow(pointer, at: at)
      return (location.json, location.path)
    }
    if case .string(let text) = node, TokenReference.isCurly(text) {
      return try valueLocation(of: try aliasTarget(text, at: path), from: path)
    }
    return nil
  }

  /// The pointer of `{"$ref": "#/…"}` (an object of that one member), else `nil`.
  static func pointerObject(_ json: JSONValue) -> String? {
    guard case .object(let members) = json, members.count == 1, members[0].key == "$ref",
      case .string(let pointer) = members[0].value
    else { return nil }
    return pointer
  }

  /// The value at `location` read as `type`; an error inside it is reported where the pointer
  /// is written, saying where it led.
  func read(_ type: TokenType, _ location: Location, pointer: String, from path: JSONPath)
    throws(ThemeError) -> TokenValue
  {
    guard !pointed.contains(location.path) else {
      throw invalid(path, "circular reference: \(pointer) leads back to \(location.path)")
    }
    pointed.append(location.path)
    defer { pointed.removeLast() }
    do throws(ThemeError) {
      return try value(type, location.json, at: location.path, alias: true)
    } catch {
      guard case .invalid(let inner, let reason) = error, inner != path.description else {
        throw error
      }
      throw invalid(path, "\(pointer) → \(inner): \(reason)")
    }
  }

  /// A literal at `path` with `{"$ref": …}` objects followed (no curly aliases): where a value
  /// allows a pointer but not an alias (a colour component, a dimension's number).
  func literal(_ json: JSONValue, at path: JSONPath) throws(ThemeError) -> (JSONValue, JSONPath) {
    var (json, path) = (json, path)
    var seen: Set<JSONPath> = []
    while let pointer = Self.pointerObject(json) {
      let at = path.appending("$ref")
      guard seen.insert(at).inserted, seen.count < Self.maxDepth else {
        throw invalid(at, "circular reference through \(at)")
      }
      let location = try follow(pointer, at: at)
      (json, path) = (location.json, location.path)
    }
    return (json, path)
  }

  /// Counts a value read in an older draft form.
  func notedOlderForm() {
    olderForms += 1
  }

  func invalid(_ path: JSONPath, _ reason: String) -> ThemeError {
    .invalid(path: path.description, reason: reason)
  }
}
