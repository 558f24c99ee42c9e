import DrawList
import Theme

/// Light and Dark side by side, each on its own page colour and labelled, for documentation.
///
/// Takes the two finished draw lists and the two contexts (for the page colour and label style),
/// and lays them out in one canvas. Semantics move with their panel, ids prefixed `light `/`dark `.
public struct ComparisonScene: Sendable {
  /// Space around each panel's content.
  public static let margin = 24.0
  /// Height of the label band above each panel's content.
  public static let labelHeight = 28.0

  /// The Light context.
  public let light: SceneContext
  /// The Dark context.
  public let dark: SceneContext

  /// Creates a builder.
  public init(light: SceneContext, dark: SceneContext) {
    self.light = light
    self.dark = dark
  }

  /// One canvas: Light on the left, Dark on the right, same size, each labelled.
  public func build(light lightList: DrawList, dark darkList: DrawList) throws -> DrawList {
    let width = max(lightList.canvas.width, darkList.canvas.width) + 2 * Self.margin
    let height =
      max(lightList.canvas.height, darkList.canvas.height) + 2 * Self.margin + Self.labelHeight
    var items: [DrawList.Item] = []
    var semantics: [SemanticNode] = []
    for (index, (context, list, title)) in [
      (light, lightList, "Light"), (dark, darkList, "Dark"),
    ].enumerated() {
      let panel = Rect(x: Double(index) * width, y: 0, width: width, height: height)
      items.append(
        .init(
          .fill(.roundedRect(panel, radius: 0), .solid(context.theme.color(.bgWhite0))),
          tag: "\(title.lowercased()) page"))
      let label = Rect(x: panel.x, y: Self.margin, width: width, height: Self.labelHeight - 8)
      items.append(
        .init(
          .text(
            try context.centeredText(title, in: label, style: .labelSm, color: .textSub700)),
          tag: "\(title.lowercased()) label"))
      let dx =
        panel.x + Self.margin - list.canvas.x + (width - 2 * Self.margin - list.canvas.width) / 2
      let dy = Self.margin + Self.labelHeight - list.canvas.y
      let placed = list.translated(dx: dx, dy: dy)
      items += placed.items.map { .init($0.command, tag: "\(title.lowercased()) \($0.tag)") }
      semantics += placed.semantics.map { node in
        var node = node
        node.id = "\(title.lowercased()) \(node.id)"
        return node
      }
    }
    return DrawList(
      canvas: Rect(x: 0, y: 0, width: 2 * width, height: height), items: items,
      semantics: semantics)
  }
}
