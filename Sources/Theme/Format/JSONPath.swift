/// Where a value sits in a JSON document, written as messages write it: `$`, `$.mode.dark.bg`,
/// `$.shadow.$value[1].blur`, `$["token uno"]`.
///
/// A key made only of letters, digits and `_ - $ @` is written after a dot; any other key (a
/// space, a dot, a control character) is written in brackets as a JSON string with control
/// characters escaped, so a path is always one line.
///
/// ```swift
/// JSONPath.root.appending("typography").appending("label-sm").description
/// // "$.typography.label-sm"
/// ```
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
  /// One step: an object member or an array element.
  public enum Component: Hashable, Sendable {
    /// An object member by key.
    case key(String)
    /// An array element by index, from 0.
    case index(Int)
  }

  /// The steps from the document's top.
  public var components: [Component]

  /// Creates a path from its steps.
  public init(_ components: [Component] = []) {
    self.components = components
  }

  /// The document itself, `$`.
  public static let root = JSONPath()

  /// This path one member further.
  public func appending(_ key: String) -> JSONPath {
    JSONPath(components + [.key(key)])
  }

  /// This path one array element further.
  public func appending(_ index: Int) -> JSONPath {
    JSONPath(components + [.index(index)])
  }

  /// This path followed by the object members `keys`.
  public func appending(keys: [String]) -> JSONPath {
    JSONPath(components + keys.map { .key($0) })
  }

  /// `$.a.b[0]`.
  public var description: String {
    var text = "$"
    for component in components {
      switch component {
      case .index(let index): text += "[\(index)]"
      case .key(let key) where Self.isPlain(key): text += "." + key
      case .key(let key): text += "[" + Self.quoted(key) + "]"
      }
    }
    return text
  }

  /// Whether `key` can be written after a dot.
  static func isPlain(_ key: String) -> Bool {
    !key.isEmpty && key.unicodeScalars.count <= 64
      && key.unicodeScalars.allSatisfy { scalar in
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
          || ("0"..."9").contains(scalar) || "_-$@".unicodeScalars.contains(scalar)
      }
  }

  /// `key` as a JSON string, control and bidi characters escaped, cut to 64 characters.
  static func quoted(_ key: String) -> String {
    var text = "\""
    for scalar in key.unicodeScalars.prefix(64) {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case _
      where scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value)
        || (0x200E...0x200F).contains(scalar.value) || (0x202A...0x202E).contains(scalar.value)
        || (0x2066...0x2069).contains(scalar.value):
        text += "\\u{\(String(scalar.value, radix: 16))}"
      default: text.unicodeScalars.append(scalar)
      }
    }
    return text + (key.unicodeScalars.count > 64 ? "…\"" : "\"")
  }
}
