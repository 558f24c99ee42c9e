import DrawList
import Scene

/// The accessible name of a rendered picture (an SVG's `<title>`, a PDF's Title): what the
/// semantics the scene builder produced name it by, else the scene's summary.
enum AccessibleName {
  /// The labels of the semantics' containers (`group` nodes), each with its value
  /// (`Fruit: Apple`), joined by `; `; the scene's summary when it has none.
  static func of(_ scene: SceneSpec, semantics: [SemanticNode]) -> String {
    let groups = semantics.filter { $0.role == .group && !$0.label.isEmpty }.map { node in
      node.value.map { "\(node.label): \($0)" } ?? node.label
    }
    return groups.isEmpty ? scene.summary : groups.joined(separator: "; ")
  }
}
