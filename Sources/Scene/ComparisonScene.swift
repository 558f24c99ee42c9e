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
    try Self.sideBySide([
      Panel(context: light, list: lightList, title: "Light"),
      Panel(context: dark, list: darkList, title: "Dark"),
    ])
  }

  /// One labelled panel of a side-by-side sheet: a finished draw list, the context whose page
  /// colour and label style it sits on, and its title.
  public struct Panel: Sendable {
    /// The context for the panel's page colour and label.
    public var context: SceneContext
    /// The drawing.
    public var list: DrawList
    /// The label above it (`Light`, `iOS inline`); its lower-cased form prefixes the panel's
    /// tags and semantic ids.
    public var title: String

    /// Creates a panel.
    public init(context: SceneContext, list: DrawList, title: String) {
      self.context = context
      self.list = list
      self.title = title
    }
  }

  /// `panels` left to right in one canvas, every panel as wide and tall as the largest, each on
  /// its context's page colour with its title above, content centred across and top-aligned.
  /// Semantics move with their panel, ids prefixed by the lower-cased title and a space.
  public static func sideBySide(_ panels: [Panel]) throws -> DrawList {
    let width = (panels.map(\.list.canvas.width).max() ?? 0) + 2 * margin
    let height = (panels.map(\.list.canvas.height).max() ?? 0) + 2 * margin + labelHeight
    var items: [DrawList.Item] = []
    var semantics: [SemanticNode] = []
    for (index, panel) in panels.enumerated() {
      let (context, list, title) = (panel.context, panel.list, panel.title)
      let prefix = title.lowercased()
      let frame = Rect(x: Double(index) * width, y: 0, width: width, height: height)
      items.append(
        .init(
          .fill(.roundedRect(frame, radius: 0), .solid(context.theme.color(.bgWhite0))),
          tag: "\(prefix) page"))
      let label = Rect(x: frame.x, y: margin, width: width, height: labelHeight - 8)
      items += try context.centeredText(title, in: label, style: .labelSm, color: .textSub700)
        .map { .init(.text($0), tag: "\(prefix) label") }
      let dx = frame.x + margin - list.canvas.x + (width - 2 * margin - list.canvas.width) / 2
      let dy = margin + labelHeight - list.canvas.y
      let placed = list.translated(dx: dx, dy: dy)
      items += placed.items.map { .init($0.command, tag: "\(prefix) \($0.tag)", isMark: $0.isMark) }
      semantics += placed.semantics.map { node in
        var node = node
        node.id = "\(prefix) \(node.id)"
        node.container = node.container.map { "\(prefix) \($0)" }
        return node
      }
    }
    return DrawList(
      canvas: Rect(x: 0, y: 0, width: Double(panels.count) * width, height: height),
      items: items, semantics: semantics)
  }
}
