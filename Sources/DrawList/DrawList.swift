/// A flat, fully resolved list of drawing commands in points: the contract between the scene
/// builder, which decides everything, and a backend, which decides nothing.
///
/// Coordinates are absolute. `canvas` is the area a backend rasterizes; its origin may be negative
/// so that a card keeps its own origin at (0, 0) while its shadow still fits.
///
/// ```swift
/// var list = DrawList(canvas: Rect(x: 0, y: 0, width: 40, height: 40))
/// list.append(.fill(.circle(center: Point(x: 20, y: 20), radius: 18), .solid(.black)), tag: "dot")
/// print(list.dump())
/// ```
public struct DrawList: Hashable, Sendable {
  /// A command with a short human tag naming what it draws (`day 16`, `card`).
  public struct Item: Hashable, Sendable {
    /// What to draw.
    public var command: Command
    /// What it is, for dumps and diffs.
    public var tag: String
    /// Whether it is a non-text mark a reader must see (a dot, a focus ring, a handle, a selected
    /// ring, a tick): the contrast audit holds marks to 3:1 against what is beneath them, as WCAG
    /// 1.4.11 asks. Surfaces and decoration are not marks.
    public var isMark: Bool

    /// Creates an item.
    public init(_ command: Command, tag: String, isMark: Bool = false) {
      self.command = command
      self.tag = tag
      self.isMark = isMark
    }
  }

  /// The rasterized area in points.
  public var canvas: Rect
  /// The commands in painting order.
  public var items: [Item]
  /// The interactive elements, in reading order: ids, roles, labels, values, states and hit areas.
  public var semantics: [SemanticNode]

  /// Creates a draw list.
  public init(canvas: Rect, items: [Item] = [], semantics: [SemanticNode] = []) {
    self.canvas = canvas
    self.items = items
    self.semantics = semantics
  }

  /// Appends one command.
  public mutating func append(_ command: Command, tag: String) {
    items.append(Item(command, tag: tag))
  }

  /// The union of every command's bounds on the page (group transforms applied), or `nil` when
  /// there is nothing to draw.
  public var contentBounds: Rect? {
    var transforms: [Transform] = [.identity]
    var result: Rect?
    for item in items {
      switch item.command {
      case .pushGroup(let group):
        // The group's transform works inside its parent's coordinates, so it applies first.
        transforms.append(transforms.last!.concatenating(after: group.transform))
      case .popGroup:
        if transforms.count > 1 { transforms.removeLast() }
      default:
        if let bounds = item.command.bounds {
          let placed = transforms.last!.apply(bounds)
          result = result?.union(placed) ?? placed
        }
      }
    }
    return result
  }

  /// The commands only, in order.
  public var commands: [Command] { items.map(\.command) }

  /// A stable text form, one command a line, then one line per semantic node, every number with
  /// two decimals.
  ///
  /// Used for text goldens: it changes only when the scene changes, whatever the rasterizer does.
  public func dump() -> String {
    var writer = DumpWriter(capacity: 96 * (1 + items.count + semantics.count))
    writer.write("canvas ")
    writer.rect(canvas)
    for item in items {
      writer.write("\n[" + item.tag + "] ")
      writer.command(item.command)
    }
    for node in semantics {
      writer.write("\n[" + node.id + "] ")
      writer.semantic(node)
    }
    writer.write("\n")
    return writer.text
  }
}
