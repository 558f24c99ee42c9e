import Audit
import DrawList
import Foundation
import Testing

@testable import PickerShotCLI

/// `render --semantics`: containers hold their children, and only touch targets have a `target`.
@Suite struct SemanticsJSONTests {
  static func rect(_ y: Double) -> Rect { Rect(x: 0, y: y, width: 44, height: 44) }

  /// The JSON of `nodes`, parsed.
  static func document(_ nodes: [SemanticNode]) throws -> [String: Any] {
    let bytes = try SemanticsJSON.encoded(nodes, platform: .ios, minimum: 44)
    return try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
  }

  static func elements(_ object: [String: Any], _ key: String = "elements") -> [[String: Any]] {
    object[key] as? [[String: Any]] ?? []
  }

  /// Seed 003's Fruit picker: one top-level group named "Fruit", framing the whole picker (no
  /// target of its own), whose children are the three segments, each with its 44 pt target.
  @Test func theSegmentedGroupHoldsItsSegments() throws {
    let folder = temporaryFolder()
    let run = CLIRun(
      "render", "segmented-fruit", "--theme", "light", "--scale", "1", "--semantics", "--out",
      "\(folder)/fruit.png")
    #expect(run.status == 0, "\(run.err)")
    let data = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/fruit.semantics.json"))
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let top = Self.elements(object)
    #expect(top.count == 1)
    let group = try #require(top.first)
    #expect(group["role"] as? String == "group" && group["label"] as? String == "Fruit")
    #expect(group["target"] == nil)
    let frame = try #require(group["frame"] as? [String: Double])
    #expect(frame["x"] == 16 && frame["y"] == 16 && frame["width"] == 343)
    let children = Self.elements(group, "children")
    #expect(children.map { $0["label"] as? String } == ["Apple", "Banana", "Cherry"])
    for child in children {
      #expect(child["role"] as? String == "segment" && child["children"] == nil)
      let target = try #require(child["target"] as? [String: Double])
      #expect(target["height"] == 44)
    }
  }

  /// A node names a container that comes before it, or it stays at the top level: no node is
  /// lost, none nests inside itself.
  @Test func nodesNestOnlyUnderAnEarlierContainer() throws {
    let nodes = [
      SemanticNode(id: "a", role: .button, label: "A", hitRect: Self.rect(0), container: "g"),
      SemanticNode(id: "g", role: .group, label: "G", hitRect: Self.rect(44), container: "g"),
      SemanticNode(id: "b", role: .segment, label: "B", hitRect: Self.rect(88), container: "g"),
      SemanticNode(id: "c", role: .segment, label: "C", hitRect: Self.rect(0), container: "b"),
      SemanticNode(id: "d", role: .segment, label: "D", hitRect: Self.rect(0), container: "x"),
    ]
    let top = Self.elements(try Self.document(nodes))
    #expect(top.map { $0["id"] as? String } == ["a", "g", "c", "d"])
    let group = try #require(top.first { $0["id"] as? String == "g" })
    #expect(Self.elements(group, "children").map { $0["id"] as? String } == ["b"])
  }
}
