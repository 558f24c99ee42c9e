import DrawList
import Theme

/// A 32 pt round icon button at Style White: white fill under a tiny shadow, a 1 pt soft ring
/// inside the edge and a 20 pt icon, with a 44 × 44 `.button` hit area.
public struct CompactButton: Component {
  /// The button's side.
  public static let size = 32.0
  /// The icon's box, centred.
  public static let iconSize = 20.0
  /// The ring's width, drawn inside the edge.
  public static let ringWidth = 1.0

  /// Where it sits (square, ``size`` a side).
  public var frame: Rect
  /// The icon.
  public var icon: Icon
  /// What assistive technology reads (`Previous month`).
  public var label: String
  /// The tag on every command, also the semantic id.
  public var tag: String

  /// Creates a compact button.
  public init(frame: Rect, icon: Icon, label: String, tag: String) {
    self.frame = frame
    self.icon = icon
    self.label = label
    self.tag = tag
  }

  /// Shadow, fill, ring, icon, then the semantic node.
  public func draw(into builder: inout DrawListBuilder) {
    let theme = builder.theme
    let radius = frame.width / 2
    let shape = Shape.circle(center: frame.center, radius: radius)
    for layer in theme.shadow(.regularXs) {
      builder.append(.shadow(shape, layer), tag: tag)
    }
    builder.append(.fill(shape, .solid(theme.color(.bgWhite0))), tag: tag)
    builder.append(
      .stroke(
        .circle(center: frame.center, radius: radius - Self.ringWidth / 2),
        .solid(theme.color(.strokeSoft200), width: Self.ringWidth)),
      tag: tag)
    let iconBox = Rect(
      x: frame.midX - Self.iconSize / 2, y: frame.midY - Self.iconSize / 2, width: Self.iconSize,
      height: Self.iconSize)
    builder.append(
      .fill(.path(icon.path(in: iconBox)), .solid(theme.color(.textSub700))), tag: tag)
    builder.addSemantic(
      SemanticNode(id: tag, role: .button, label: label, hitRect: builder.hitRect(around: frame)))
  }
}
