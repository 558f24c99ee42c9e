import Audit
import DrawList
import Foundation

/// The semantics of an image as JSON: what assistive technology and tests read.
enum SemanticsJSON {
  struct Document: Encodable {
    var platform: String
    var minimum: Double
    var elements: [Element]
  }

  final class Element: Encodable {
    var id: String
    var role: String
    var label: String
    var value: String?
    var states: [String]
    /// A touch target's rectangle; `nil` for a container.
    var target: [String: Double]?
    /// A container's frame (the whole of what it holds); `nil` for a touch target.
    var frame: [String: Double]?
    /// The elements a container holds (`.accessibilityElement(children: .contain)`); `nil` for
    /// any other element.
    var children: [Element]?

    init(_ node: SemanticNode) {
      id = node.id
      role = node.role.rawValue
      label = node.label
      value = node.value
      states = node.states.sorted().map(\.rawValue)
      let rect = [
        "x": node.hitRect.x, "y": node.hitRect.y, "width": node.hitRect.width,
        "height": node.hitRect.height,
      ]
      if node.isTarget { target = rect } else { frame = rect }
      children = node.isTarget ? nil : []
    }
  }

  /// Stable bytes: sorted keys, pretty-printed, trailing newline. Each touch target's `target` is
  /// the hit rectangle its draw list declares; a container (a `.group`) has its `frame` instead
  /// and holds its elements in `children`, in draw-list order. `platform` and `minimum` say what
  /// the audit holds the targets to.
  static func encoded(_ nodes: [SemanticNode], platform: TouchPlatform, minimum: Double) throws
    -> [UInt8]
  {
    let document = Document(
      platform: platform.rawValue, minimum: minimum, elements: tree(nodes))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return Array(try encoder.encode(document)) + Array("\n".utf8)
  }

  /// `nodes` as a tree: each node under the container its ``SemanticNode/container`` names when
  /// that container comes before it in the list (so no node can end up inside itself), else at
  /// the top level.
  static func tree(_ nodes: [SemanticNode]) -> [Element] {
    var containers: [String: Element] = [:]
    var top: [Element] = []
    for node in nodes {
      let element = Element(node)
      if let id = node.container, let parent = containers[id] {
        parent.children?.append(element)
      } else {
        top.append(element)
      }
      if element.children != nil, containers[node.id] == nil { containers[node.id] = element }
    }
    return top
  }
}
