import DrawList
import Theme

/// A round slider handle: a white disc under a tiny shadow, with the current colour inside it
/// when there is one, and a `.slider` semantic node at least the minimum touch target.
public struct SliderHandle: Component {
  /// The white rim around the colour inside.
  public static let rimWidth = 3.0

  /// The handle's centre.
  public var center: Point
  /// Its diameter.
  public var diameter: Double
  /// The colour shown inside the rim, if any.
  public var color: Color?
  /// What assistive technology reads (`Hue`).
  public var label: String
  /// The value it reads out (`210°`).
  public var value: String
  /// The tag on every command, also the semantic id.
  public var tag: String
  /// Semantic states (focused…).
  public var states: Set<SemanticNode.State>

  /// Creates a handle.
  public init(
    center: Point, diameter: Double = 20, color: Color? = nil, label: String, value: String,
    tag: String, states: Set<SemanticNode.State> = []
  ) {
    self.center = center
    self.diameter = diameter
    self.color = color
    self.label = label
    self.value = value
    self.tag = tag
    self.states = states
  }

  /// The handle's square.
  public var frame: Rect {
    Rect(
      x: center.x - diameter / 2, y: center.y - diameter / 2, width: diameter, height: diameter)
  }

  /// Shadow, white disc, colour, semantic node.
  public func draw(into builder: inout DrawListBuilder) {
    let theme = builder.theme
    let disc = Shape.circle(center: center, radius: diameter / 2)
    for layer in theme.shadow(.regularXs) {
      builder.append(.shadow(disc, layer), tag: tag)
    }
    builder.appendMark(.fill(disc, .solid(theme.color(.staticWhite))), tag: tag)
    if let color {
      let inner = max(0, diameter / 2 - Self.rimWidth)
      builder.append(.fill(.circle(center: center, radius: inner), .solid(color)), tag: tag)
    }
    builder.addSemantic(
      SemanticNode(
        id: tag, role: .slider, label: label, value: value, states: states,
        hitRect: builder.hitRect(around: frame)))
  }
}
