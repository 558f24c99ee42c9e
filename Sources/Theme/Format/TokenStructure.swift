import StrictJSON

/// The shape rules of a DTCG 2025.10 document, checked before any value is read: which `$`
/// properties a group and a token may hold and of what JSON type, what a name may contain, and
/// that an object is a token or a group, never both.
enum TokenStructure {
  /// The properties a group may hold (the document's top also `$schema`).
  static let groupProperties = [
    "$type", "$description", "$extensions", "$extends", "$deprecated", "$root",
  ]
  /// The properties a token may hold.
  static let tokenProperties = [
    "$value", "$ref", "$type", "$description", "$extensions", "$deprecated",
  ]

  /// Checks a whole document (its top is a group that may also hold `$schema`).
  static func check(document root: JSONValue) throws(ThemeError) {
    guard case .object(let members) = root else {
      throw .malformed("the top level is not an object")
    }
    try check(group: members, at: .root, isTop: true)
  }

  /// Whether `members` make a token: an object holding `$value` or `$ref`.
  static func isToken(_ members: [(key: String, value: JSONValue)]) -> Bool {
    members.contains { $0.key == "$value" || $0.key == "$ref" }
  }

  /// The member `key` of `members`.
  static func member(_ key: String, of members: [(key: String, value: JSONValue)]) -> JSONValue? {
    members.first { $0.key == key }?.value
  }

  static func check(
    group members: [(key: String, value: JSONValue)], at path: JSONPath, isTop: Bool
  )
    throws(ThemeError)
  {
    for (key, value) in members {
      let here = path.appending(key)
      if key.hasPrefix("$") {
        switch key {
        case "$schema" where isTop:
          guard case .string = value else { throw invalid(here, "$schema must be a string") }
        case "$type": try checkType(value, at: here)
        case "$description": try checkDescription(value, at: here)
        case "$extensions": try checkExtensions(value, at: here)
        case "$deprecated": try checkDeprecated(value, at: here)
        case "$extends":
          guard case .string(let text) = value, TokenReference.isCurly(text) || text.hasPrefix("#/")
          else {
            throw invalid(
              here,
              "$extends must name a group as \"{group.name}\" or \"#/group/name\", not "
                + value.shown)
          }
        case "$root":
          guard case .object(let token) = value, isToken(token) else {
            throw invalid(here, "$root must be a token (an object with $value or $ref)")
          }
          try check(token: token, at: here)
        default:
          let allowed = (isTop ? ["$schema"] : []) + groupProperties
          throw invalid(
            here,
            "unknown property \(JSONValue.quoted(key)) (a group holds "
              + allowed.joined(separator: ", ") + ", tokens and groups)")
        }
        continue
      }
      try checkName(key, at: here)
      guard case .object(let child) = value else {
        throw invalid(here, "expected a token or a group (an object), got \(value.shown)")
      }
      if isToken(child) {
        try check(token: child, at: here)
      } else {
        try check(group: child, at: here, isTop: false)
      }
    }
  }

  static func check(token members: [(key: String, value: JSONValue)], at path: JSONPath)
    throws(ThemeError)
  {
    if member("$value", of: members) != nil, member("$ref", of: members) != nil {
      throw invalid(path, "a token has $value or $ref, not both")
    }
    for (key, value) in members {
      let here = path.appending(key)
      switch key {
      case "$value":
        if case .null = value { throw invalid(here, "$value cannot be null") }
      case "$ref":
        guard case .string = value else {
          throw invalid(here, "$ref must be a JSON pointer string such as \"#/group/token/$value\"")
        }
      case "$type": try checkType(value, at: here)
      case "$description": try checkDescription(value, at: here)
      case "$extensions": try checkExtensions(value, at: here)
      case "$deprecated": try checkDeprecated(value, at: here)
      default:
        if key.hasPrefix("$") {
          throw invalid(
            here,
            "unknown property \(JSONValue.quoted(key)) (a token holds "
              + tokenProperties.joined(separator: ", ") + ")")
        }
        throw invalid(
          here,
          "a token cannot hold \(JSONValue.quoted(key)): an object with $value is a token, "
            + "not a group")
      }
    }
  }

  /// A token or group name: not empty, not starting with `$`, no `{`, `}` or `.`.
  static func checkName(_ name: String, at path: JSONPath) throws(ThemeError) {
    guard !name.isEmpty else { throw invalid(path, "a name cannot be empty") }
    for character: Character in ["{", "}", "."] where name.contains(character) {
      throw invalid(
        path, "a name cannot contain '\(character)' (it is reserved for references)")
    }
  }

  static func checkType(_ value: JSONValue, at path: JSONPath) throws(ThemeError) {
    guard case .string(let name) = value, TokenType(rawValue: name) != nil else {
      throw invalid(path, "$type must be one of \(TokenType.list), not \(value.shown)")
    }
  }

  static func checkDescription(_ value: JSONValue, at path: JSONPath) throws(ThemeError) {
    guard case .string = value else {
      throw invalid(path, "$description must be a string, not \(value.shown)")
    }
  }

  static func checkExtensions(_ value: JSONValue, at path: JSONPath) throws(ThemeError) {
    guard case .object = value else {
      throw invalid(path, "$extensions must be an object, not \(value.shown)")
    }
  }

  static func checkDeprecated(_ value: JSONValue, at path: JSONPath) throws(ThemeError) {
    switch value {
    case .bool, .string: return
    default: throw invalid(path, "$deprecated must be true, false or a string, not \(value.shown)")
    }
  }

  static func invalid(_ path: JSONPath, _ reason: String) -> ThemeError {
    .invalid(path: path.description, reason: reason)
  }
}
