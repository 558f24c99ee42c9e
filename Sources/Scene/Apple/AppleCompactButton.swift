import DrawList
import Theme

/// The compact date picker's button (platform-metrics §1.1): a 34 pt rounded rectangle (radius
/// 8) in `tertiarySystemFill` with 12 pt side padding around 17 pt text in the accent colour, as
/// Apple's guidance describes it ("a button that shows the current value in your app's accent
/// color"). Its right edge sits at `maxX`.
///
/// The replicas (CC, IO) draw the text in `label` until the editor opens; the scenes follow the
/// guidance.
public struct AppleCompactButton: Component {
  /// The button's height.
  public static let height = 34.0
  /// The corner radius.
  public static let radius = 8.0
  /// The padding either side of the text.
  public static let padding = 12.0
  /// The gap between the date and time buttons (3 pt margin on each, IO).
  public static let gap = 6.0

  /// The value shown (`Jan 16, 2026`, `10:30 AM`).
  public var text: String
  /// What assistive technology calls it (`Date`, `Time`).
  public var label: String
  /// The right edge.
  public var maxX: Double
  /// The top edge.
  public var y: Double
  /// The semantic id (and the tag prefix).
  public var id: String
  /// Whether its editor is open (the node is `selected`).
  public var isOpen: Bool

  /// Creates a button.
  public init(
    text: String, label: String, maxX: Double, y: Double, id: String, isOpen: Bool = false
  ) {
    self.text = text
    self.label = label
    self.maxX = maxX
    self.y = y
    self.id = id
    self.isOpen = isOpen
  }

  /// The 17 pt regular text style.
  public static func textStyle(_ theme: Theme) -> TextStyle {
    AppleType.style(theme, weight: 400, size: 17)
  }

  /// The button's box in `theme`, measured with `shaper`.
  public func frame(_ theme: Theme, shaper: any TextShaper) throws -> Rect {
    let advance = try shaper.shape(text, style: Self.textStyle(theme)).advance
    let width = advance + 2 * Self.padding
    return Rect(x: maxX - width, y: y, width: width, height: Self.height)
  }

  /// Draws the fill and the accent text, and adds the button's node.
  public func draw(into builder: inout DrawListBuilder) throws {
    let theme = builder.theme
    let box = try frame(theme, shaper: builder.context.shaper)
    builder.append(
      .fill(.roundedRect(box, radius: Self.radius), .solid(theme.color(ApplePalette.fill))),
      tag: id)
    builder.append(
      .text(
        try AppleType.run(
          text, style: Self.textStyle(theme), color: theme.color(ApplePalette.accent),
          x: box.midX, midY: box.midY, centred: true, shaper: builder.context.shaper)),
      tag: "\(id) text")
    builder.addSemantic(
      SemanticNode(
        id: id, role: .button, label: label, value: text, states: isOpen ? [.selected] : [],
        hitRect: builder.hitRect(around: box)))
  }
}
