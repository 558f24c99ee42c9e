import Foundation
import Scene
import StrictJSON

/// A small JSON Schema (draft 2020-12) validator for the subset `scenes/scene.schema.json` uses:
/// `type`, `enum`, `const`, `required`, `properties`, `additionalProperties` (`false` or a
/// schema), `items`,
/// `minItems`/`maxItems`, `uniqueItems`, `minimum`/`maximum`, `minLength`, `pattern`, `oneOf`
/// and local `$ref`s (`#/$defs/name`). A keyword it does not know fails the check, so the schema
/// cannot quietly grow past what the test checks.
struct SchemaValidator {
  /// The root schema (for `$ref`).
  let root: JSONValue

  /// The keywords understood; annotations (`title`, `description`, `$id`…) are ignored.
  static let keywords: Set<String> = [
    "type", "enum", "const", "required", "properties", "additionalProperties", "items",
    "minItems", "maxItems", "uniqueItems", "minimum", "maximum", "minLength", "pattern", "oneOf",
    "$ref", "$defs", "$schema", "$id", "$comment", "title", "description",
  ]

  /// The problems of `value` against the root schema (empty when valid), each `path: reason`.
  func problems(_ value: JSONValue) -> [String] {
    problems(value, root, path: "$")
  }

  private func member(_ object: JSONValue, _ key: String) -> JSONValue? {
    guard case .object(let members) = object else { return nil }
    return members.first { $0.key == key }?.value
  }

  private func problems(_ value: JSONValue, _ schema: JSONValue, path: String) -> [String] {
    guard case .object(let keywords) = schema else { return ["\(path): schema is not an object"] }
    var found: [String] = []
    for (keyword, argument) in keywords {
      guard Self.keywords.contains(keyword) else {
        found.append("\(path): unsupported keyword \(keyword)")
        continue
      }
      found += check(keyword, argument, value, path: path, siblings: keywords)
    }
    return found
  }

  private func check(
    _ keyword: String, _ argument: JSONValue, _ value: JSONValue, path: String,
    siblings: [(key: String, value: JSONValue)]
  ) -> [String] {
    switch keyword {
    case "$ref":
      guard case .string(let ref) = argument, ref.hasPrefix("#/$defs/"),
        let defs = member(root, "$defs"), let target = member(defs, String(ref.dropFirst(8)))
      else { return ["\(path): unresolvable $ref \(argument.shown)"] }
      return problems(value, target, path: path)
    case "type":
      let types: [String]
      switch argument {
      case .string(let type): types = [type]
      case .array(let items):
        types = items.compactMap { if case .string(let t) = $0 { t } else { nil } }
      default: return ["\(path): bad type keyword"]
      }
      return types.contains(where: { Self.has(value, type: $0) })
        ? [] : ["\(path): expected \(types.joined(separator: " or ")), got \(value.shown)"]
    case "enum":
      guard case .array(let items) = argument else { return ["\(path): bad enum"] }
      return items.contains(value) ? [] : ["\(path): \(value.shown) is not in the enum"]
    case "const":
      return argument == value ? [] : ["\(path): expected \(argument.shown), got \(value.shown)"]
    case "required":
      guard case .object = value, case .array(let names) = argument else { return [] }
      return names.compactMap { name in
        guard case .string(let key) = name else { return "\(path): bad required" }
        return member(value, key) == nil ? "\(path).\(key): required" : nil
      }
    case "properties":
      guard case .object(let members) = value, case .object(let schemas) = argument else {
        return []
      }
      return members.flatMap { key, child in
        schemas.first { $0.key == key }.map { problems(child, $0.value, path: "\(path).\(key)") }
          ?? []
      }
    case "additionalProperties":
      guard case .object(let members) = value else { return [] }
      let known: [String]
      if case .object(let properties)? = siblings.first(where: { $0.key == "properties" })?.value {
        known = properties.map(\.key)
      } else {
        known = []
      }
      let extra = members.filter { !known.contains($0.key) }
      if argument == .bool(false) { return extra.map { "\(path).\($0.key): not allowed" } }
      guard case .object = argument else { return ["\(path): only false or a schema"] }
      return extra.flatMap { problems($0.value, argument, path: "\(path).\($0.key)") }
    case "items":
      guard case .array(let items) = value else { return [] }
      return items.enumerated().flatMap { problems($1, argument, path: "\(path)[\($0)]") }
    case "minItems", "maxItems":
      guard case .array(let items) = value, case .number(let bound, _) = argument else {
        return []
      }
      let ok = keyword == "minItems" ? Double(items.count) >= bound : Double(items.count) <= bound
      return ok ? [] : ["\(path): \(items.count) items breaks \(keyword) \(argument.shown)"]
    case "uniqueItems":
      guard case .array(let items) = value, argument == .bool(true) else { return [] }
      for (index, item) in items.enumerated() where items[..<index].contains(item) {
        return ["\(path)[\(index)]: \(item.shown) is listed twice"]
      }
      return []
    case "minimum", "maximum":
      guard case .number(let number, _) = value, case .number(let bound, _) = argument else {
        return []
      }
      let ok = keyword == "minimum" ? number >= bound : number <= bound
      return ok ? [] : ["\(path): \(value.shown) breaks \(keyword) \(argument.shown)"]
    case "minLength":
      guard case .string(let text) = value, case .number(let bound, _) = argument else {
        return []
      }
      return Double(text.count) >= bound ? [] : ["\(path): shorter than \(argument.shown)"]
    case "pattern":
      guard case .string(let text) = value, case .string(let pattern) = argument else {
        return []
      }
      guard let regex = try? NSRegularExpression(pattern: pattern) else {
        return ["\(path): bad pattern \(pattern)"]
      }
      let range = NSRange(text.startIndex..., in: text)
      return regex.firstMatch(in: text, range: range) == nil
        ? ["\(path): \(value.shown) does not match \(pattern)"] : []
    case "oneOf":
      guard case .array(let branches) = argument else { return ["\(path): bad oneOf"] }
      let passing = branches.filter { problems(value, $0, path: path).isEmpty }.count
      return passing == 1
        ? [] : ["\(path): \(value.shown) matches \(passing) of the oneOf branches, not 1"]
    default:
      return []
    }
  }

  /// Every keyword anywhere in `schema` that the validator does not implement (with its path):
  /// the schema may use only what the test checks.
  static func unsupportedKeywords(_ schema: JSONValue, path: String = "#") -> [String] {
    guard case .object(let members) = schema else { return [] }
    var found: [String] = []
    for (key, value) in members {
      guard keywords.contains(key) else {
        found.append("\(path)/\(key)")
        continue
      }
      switch (key, value) {
      case ("properties", .object(let named)), ("$defs", .object(let named)):
        for (name, child) in named {
          found += unsupportedKeywords(child, path: "\(path)/\(key)/\(name)")
        }
      case ("items", _), ("additionalProperties", .object):
        found += unsupportedKeywords(value, path: "\(path)/\(key)")
      case ("oneOf", .array(let branches)):
        for (index, branch) in branches.enumerated() {
          found += unsupportedKeywords(branch, path: "\(path)/oneOf/\(index)")
        }
      default: break
      }
    }
    return found
  }

  /// Whether `value` is of JSON Schema type `type`.
  static func has(_ value: JSONValue, type: String) -> Bool {
    switch (type, value) {
    case ("null", .null), ("boolean", .bool), ("string", .string), ("array", .array),
      ("object", .object), ("number", .number):
      true
    case ("integer", .number(let number, _)): number == number.rounded()
    default: false
    }
  }
}
