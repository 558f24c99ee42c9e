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

  struct Element: Encodable {
    var id: String
    var role: String
    var label: String
    var value: String?
    var states: [String]
    var target: [String: Double]
  }

  /// Stable bytes: sorted keys, pretty-printed, trailing newline. Each element's `target` is the
  /// hit rectangle its draw list declares; `platform` and `minimum` say what the audit holds
  /// them to.
  static func encoded(_ nodes: [SemanticNode], platform: TouchPlatform, minimum: Double) throws
    -> [UInt8]
  {
    let document = Document(
      platform: platform.rawValue, minimum: minimum,
      elements: nodes.map { node in
        Element(
          id: node.id, role: node.role.rawValue, label: node.label, value: node.value,
          states: node.states.sorted().map(\.rawValue),
          target: [
            "x": node.hitRect.x, "y": node.hitRect.y, "width": node.hitRect.width,
            "height": node.hitRect.height,
          ])
      })
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return Array(try encoder.encode(document)) + Array("\n".utf8)
  }
}
