/// Where in a model a value comes from, by the names of its properties and the indices of its
/// lists: `tiles[2].caption`, `options[1]`, `month`.
///
/// A family names each field after the scene-file key that holds it, so an error found while a
/// scene is drawn (a text that does not fit its box) can be reported at the file's JSON path
/// (`$.tiles[2].caption`).
///
/// ```swift
/// let path = FieldPath("tiles", 2, "caption")
/// path.description  // "tiles[2].caption"
/// ```
public struct FieldPath: Hashable, Sendable, CustomStringConvertible {
  /// One step down into a model.
  public enum Step: Hashable, Sendable {
    /// A property (a scene file's key).
    case key(String)
    /// An element of a list.
    case index(Int)
  }

  /// The steps, outermost first.
  public var steps: [Step]

  /// A path from its steps.
  public init(steps: [Step]) {
    self.steps = steps
  }

  /// A path from property names (`String`) and list indices (`Int`), outermost first.
  public init(_ parts: any FieldPathPart...) {
    steps = parts.map(\.step)
  }

  /// `tiles[2].caption`.
  public var description: String {
    var text = ""
    for step in steps {
      switch step {
      case .key(let key): text += text.isEmpty ? key : ".\(key)"
      case .index(let index): text += "[\(index)]"
      }
    }
    return text
  }
}

/// A property name or a list index, as ``FieldPath/init(_:)`` takes them.
public protocol FieldPathPart: Sendable {
  /// The step it makes.
  var step: FieldPath.Step { get }
}

extension String: FieldPathPart {
  /// A property of this name.
  public var step: FieldPath.Step { .key(self) }
}

extension Int: FieldPathPart {
  /// The list element at this index.
  public var step: FieldPath.Step { .index(self) }
}
