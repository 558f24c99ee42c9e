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
  /// The locale its text is shaped in (a right-to-left one shapes it as such a paragraph).
  public var localeIdentifier: String

  /// Creates a button.
  public init(
    text: String, label: String, maxX: Double, y: Double, id: String, isOpen: Bool = false,
    localeIdentifier: String = "en_US"
  ) {
    self.text = text
    self.label = label
    self.maxX = maxX
    self.y = y
    self.id = id
    self.isOpen = isOpen
    self.localeIdentifier = localeIdentifier
  }

  /// The 17 pt regular text style.
  public static func textStyle(_ theme: Theme) -> TextStyle {
    AppleType.style(theme, weight: 400, size: 17)
  }

  /// The 17 pt regular text style in `localeIdentifier`'s language and direction.
  public static func textStyle(_ theme: Theme, localeIdentifier: String) -> TextStyle {
    AppleType.style(theme, weight: 400, size: 17, localeIdentifier: localeIdentifier)
  }

  /// The button's width in `theme`, measured with `shaper`.
  public func width(_ theme: Theme, shaper: any TextShaper) throws -> Double {
    try AppleType.advance(
      text, style: Self.textStyle(theme, localeIdentifier: localeIdentifier), shaper: shaper)
      + 2 * Self.padding
  }

  /// The button's box in `theme`, measured with `shaper`.
  public func frame(_ theme: Theme, shaper: any TextShaper) throws -> Rect {
    let width = try width(theme, shaper: shaper)
    return Rect(x: maxX - width, y: y, width: width, height: Self.height)
  }

  /// Draws the fill and the accent text, and adds the button's node.
  public func draw(into builder: inout DrawListBuilder) throws {
    let theme = builder.theme
    let box = try frame(theme, shaper: builder.context.shaper)
    builder.append(
      .fill(.roundedRect(box, radius: Self.radius), .solid(theme.color(ApplePalette.fill))),
      tag: id)
    for run in try AppleType.runs(
      text, style: Self.textStyle(theme, localeIdentifier: localeIdentifier),
      color: theme.color(ApplePalette.accent), x: box.midX, midY: box.midY, anchor: .centre,
      shaper: builder.context.shaper)
    {
      builder.append(.text(run), tag: "\(id) text")
    }
    builder.addSemantic(
      SemanticNode(
        id: id, role: .button, label: label, value: text, states: isOpen ? [.selected] : [],
        hitRect: builder.hitRect(around: box)))
  }
}
