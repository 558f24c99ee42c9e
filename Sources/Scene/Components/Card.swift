import DrawList
import Theme

/// A raised surface: a rounded rectangle under its drop shadow, with no stroke.
public struct Card: Component {
  /// Where the card sits.
  public var frame: Rect
  /// The corner radius token (`radius/3xl` 32 for the Date Picker, `4xl` 40 for Time and Color).
  public var radius: DimensionToken
  /// The surface colour.
  public var fill: ColorToken
  /// The shadow under it.
  public var shadow: ShadowToken
  /// The tag on every command.
  public var tag: String

  /// Creates a card; the defaults are the Date Picker card's.
  public init(
    frame: Rect, radius: DimensionToken = .radius3xl, fill: ColorToken = .bgRaised,
    shadow: ShadowToken = .dropShadow2xl, tag: String = "card"
  ) {
    self.frame = frame
    self.radius = radius
    self.fill = fill
    self.shadow = shadow
    self.tag = tag
  }

  /// Shadow layers first, then the fill.
  public func draw(into builder: inout DrawListBuilder) {
    let shape = Shape.roundedRect(frame, radius: builder.theme.dimension(radius))
    for layer in builder.theme.shadow(shadow) {
      builder.append(.shadow(shape, layer), tag: tag)
    }
    builder.append(.fill(shape, .solid(builder.theme.color(fill))), tag: tag)
  }
}
