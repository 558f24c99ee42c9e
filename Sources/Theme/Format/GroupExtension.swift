import StrictJSON

/// `$extends` applied: every group that extends another becomes the other's tokens and
/// properties deep-merged under its own (its own win), before types are inherited and references
/// followed. A group extending itself, a group around it, or a chain that comes back is refused
/// as circular; a target that is missing or is a token is refused.
final class GroupExtension {
  /// The document as written.
  private let document: [(key: String, value: JSONValue)]
  /// Groups already extended, by path.
  private var extended: [[String]: [(key: String, value: JSONValue)]] = [:]
  /// The groups being extended, outermost first.
  private var visiting: [[String]] = []

  /// The deepest chain of groups being extended at once.
  static let maxDepth = 64

  private init(document: [(key: String, value: JSONValue)]) {
    self.document = document
  }

  /// `root` with every `$extends` applied (and removed).
  static func apply(to root: [(key: String, value: JSONValue)]) throws(ThemeError)
    -> [(key: String, value: JSONValue)]
  {
    guard root.contains(where: { Self.mentionsExtends($0.value) }) else { return root }
    return try GroupExtension(document: root).extend(root, at: [])
  }

  /// Whether `value` holds `$extends` anywhere (so documents without it skip the walk).
  private static func mentionsExtends(_ value: JSONValue) -> Bool {
    guard case .object(let members) = value else { return false }
    return members.contains { $0.key == "$extends" || mentionsExtends($0.value) }
  }

  private func extend(_ members: [(key: String, value: JSONValue)], at path: [String])
    throws(ThemeError) -> [(key: String, value: JSONValue)]
  {
    if let done = extended[path] { return done }
    let here = JSONPath.root.appending(keys: path)
    if let start = visiting.firstIndex(of: path) {
      let chain = (visiting[start...] + [path]).map { "{" + $0.joined(separator: ".") + "}" }
      throw TokenStructure.invalid(
        here.appending("$extends"),
        "circular $extends: " + chain.joined(separator: " → "))
    }
    guard visiting.count < Self.maxDepth else {
      throw TokenStructure.invalid(
        here, "$extends chains deeper than \(Self.maxDepth) groups are refused")
    }
    visiting.append(path)
    defer { visiting.removeLast() }
    var result: [(key: String, value: JSONValue)] = []
    var target: JSONValue?
    for (key, value) in members {
      if key == "$extends" {
        target = value
      } else if !key.hasPrefix("$"), case .object(let child) = value,
        !TokenStructure.isToken(child)
      {
        result.append((key, .object(try extend(child, at: path + [key]))))
      } else {
        result.append((key, value))
      }
    }
    if case .string(let reference)? = target {
      let at = here.appending("$extends")
      let targetPath = try Self.groupPath(reference, at: at)
      if let start = visiting.firstIndex(of: targetPath) {
        let chain = (visiting[start...] + [targetPath]).map {
          "{" + $0.joined(separator: ".") + "}"
        }
        throw TokenStructure.invalid(at, "circular $extends: " + chain.joined(separator: " → "))
      }
      let (targetMembers, inheritedType) = try group(at: targetPath, reference: reference, from: at)
      var base = try extend(targetMembers, at: targetPath)
      if TokenStructure.member("$type", of: base) == nil, let inheritedType {
        base.insert(("$type", .string(inheritedType)), at: 0)
      }
      result = Self.merge(result, over: base)
    }
    extended[path] = result
    return result
  }

  /// The group names an `$extends` reference gives.
  private static func groupPath(_ reference: String, at path: JSONPath) throws(ThemeError)
    -> [String]
  {
    let names: [String]
    if reference.hasPrefix("#") {
      switch TokenReference.pointerSteps(reference) {
      case .success(let steps): names = steps
      case .failure(let why): throw TokenStructure.invalid(path, why)
      }
    } else {
      switch TokenReference.curlyPath(reference) {
      case .success(let steps): names = steps
      case .failure(let why): throw TokenStructure.invalid(path, why)
      }
    }
    if let property = names.first(where: { $0.hasPrefix("$") }) {
      throw TokenStructure.invalid(
        path, "$extends names a group, not the property \(JSONValue.quoted(property))")
    }
    return names
  }

  /// The members of the group at `names` in the document as written, and the `$type` it
  /// inherits from the groups around it.
  private func group(at names: [String], reference: String, from path: JSONPath)
    throws(ThemeError) -> ([(key: String, value: JSONValue)], String?)
  {
    var members = document
    var inherited: String?
    for (index, name) in names.enumerated() {
      if case .string(let type)? = TokenStructure.member("$type", of: members) { inherited = type }
      guard case .object(let child)? = TokenStructure.member(name, of: members) else {
        throw TokenStructure.invalid(path, "\(reference) names no group in this document")
      }
      if TokenStructure.isToken(child) {
        let what = index == names.count - 1 ? "a token" : "a path through a token"
        throw TokenStructure.invalid(path, "\(reference) names \(what); $extends names a group")
      }
      members = child
    }
    return (members, inherited)
  }

  /// `own` deep-merged over `base`: a group in both is merged, anything else in `own` wins.
  static func merge(
    _ own: [(key: String, value: JSONValue)], over base: [(key: String, value: JSONValue)]
  ) -> [(key: String, value: JSONValue)] {
    var result = base
    for (key, value) in own {
      guard let index = result.firstIndex(where: { $0.key == key }) else {
        result.append((key, value))
        continue
      }
      if !key.hasPrefix("$"), case .object(let mine) = value, !TokenStructure.isToken(mine),
        case .object(let theirs) = result[index].value, !TokenStructure.isToken(theirs)
      {
        result[index].value = .object(merge(mine, over: theirs))
      } else {
        result[index].value = value
      }
    }
    return result
  }
}
