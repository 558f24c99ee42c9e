import DrawList
import Theme

/// Collects a scene's commands and semantic nodes, component by component, and places the canvas
/// around them at the end.
///
/// Components read their tokens through it, and layouts read named spacing steps
/// (``spacing(_:)``) instead of writing literal offsets.
///
/// ```swift
/// var builder = DrawListBuilder(context: context)
/// try builder.add(Card(frame: frame))
/// try builder.add(Button("Submit", style: .primary, frame: submit, tag: "submit"))
/// let list = try builder.build()
/// ```
public struct DrawListBuilder: Sendable {
  /// The theme and shaper the components draw with.
  public let context: SceneContext
  /// The commands so far, in painting order.
  public private(set) var items: [DrawList.Item] = []
  /// The interactive elements so far, in reading order.
  public private(set) var semantics: [SemanticNode] = []

  /// Creates an empty builder.
  public init(context: SceneContext) {
    self.context = context
  }

  /// The resolved tokens.
  public var theme: Theme { context.theme }

  /// A named spacing step in points (`.spacing4` is 16).
  public func spacing(_ token: DimensionToken) -> Double {
    theme.dimension(token)
  }

  /// `rect` grown (never shrunk) to the platform's minimum touch target, centred on it.
  public func hitRect(around rect: Rect) -> Rect {
    Self.hitRect(around: rect, minimum: theme.dimension(.minTouchTarget))
  }

  /// `rect` grown (never shrunk) to `minimum` on each side, centred on it.
  public static func hitRect(around rect: Rect, minimum: Double) -> Rect {
    let width = max(rect.width, minimum)
    let height = max(rect.height, minimum)
    return Rect(
      x: rect.midX - width / 2, y: rect.midY - height / 2, width: width, height: height)
  }

  /// Appends one command.
  public mutating func append(_ command: Command, tag: String) {
    items.append(DrawList.Item(command, tag: tag))
  }

  /// Appends the runs of one line of text (``SceneContext/centeredText(_:in:style:color:)``),
  /// each a text command under `tag`.
  public mutating func append(text runs: [GlyphRun], tag: String) {
    for run in runs { items.append(DrawList.Item(.text(run), tag: tag)) }
  }

  /// Appends a non-text mark a reader must see (a dot, a ring, a handle, a tick): the contrast
  /// audit holds it to 3:1 against what is beneath it.
  public mutating func appendMark(_ command: Command, tag: String) {
    items.append(DrawList.Item(command, tag: tag, isMark: true))
  }

  /// Appends commands drawn elsewhere (a sub-builder's items), in order.
  public mutating func append(contentsOf newItems: [DrawList.Item]) {
    items += newItems
  }

  /// Appends a semantic node.
  public mutating func addSemantic(_ node: SemanticNode) {
    semantics.append(node)
  }

  /// Draws `component` on top of what is there.
  public mutating func add(_ component: some Component) throws {
    try component.draw(into: &self)
  }

  /// The items `component` draws on its own, for a scene that orders them itself.
  public func items(of component: some Component) throws -> [DrawList.Item] {
    var builder = DrawListBuilder(context: context)
    try builder.add(component)
    return builder.items
  }

  /// The draw list: canvas fitted around everything drawn (shadows included), with the
  /// semantics.
  ///
  /// - Throws: ``SceneError/duplicateSemanticID(_:)`` when two nodes share an id.
  public func build() throws(SceneError) -> DrawList {
    var seen: Set<String> = []
    for node in semantics where !seen.insert(node.id).inserted {
      throw .duplicateSemanticID(node.id)
    }
    var list = SceneContext.fitted(items)
    list.semantics = semantics
    return list
  }
}
