import DrawList
import Theme

/// A round colour swatch; a translucent colour sits on a checkerboard so its opacity shows. A
/// chosen swatch wears a 2 pt ring 2 pt outside it. Each is a `.swatch` semantic node whose value
/// is the colour's hex.
public struct Swatch: Component {
  /// The side of one checkerboard square.
  public static let checkerSize = 4.0
  /// The selection ring's gap outside the swatch.
  public static let ringGap = 2.0
  /// The selection ring's width.
  public static let ringWidth = 2.0

  /// Where it sits (a circle fills the square's width).
  public var frame: Rect
  /// The colour shown.
  public var color: Color
  /// What assistive technology reads (`Error 500`).
  public var label: String
  /// Whether it is the chosen swatch.
  public var isSelected: Bool
  /// The tag on every command, also the semantic id.
  public var tag: String

  /// Creates a swatch.
  public init(frame: Rect, color: Color, label: String, isSelected: Bool = false, tag: String) {
    self.frame = frame
    self.color = color
    self.label = label
    self.isSelected = isSelected
    self.tag = tag
  }

  /// Whether the colour lets what is beneath show through (and so needs the checkerboard).
  public var isTranslucent: Bool { color.alpha < 255 }

  /// Checkerboard (translucent colours only), colour, ring when chosen, semantic node.
  public func draw(into builder: inout DrawListBuilder) {
    let theme = builder.theme
    let radius = frame.width / 2
    let shape = Shape.circle(center: frame.center, radius: radius)
    if isTranslucent {
      let tile = PatternTile.checkerboard(
        origin: Point(x: frame.x, y: frame.y), cell: Self.checkerSize,
        light: theme.color(.bgWhite0), dark: theme.color(.bgSoft200))
      builder.append(.fill(shape, .pattern(tile)), tag: "\(tag) checkerboard")
    }
    builder.append(.fill(shape, .solid(color)), tag: tag)
    if isSelected {
      builder.appendMark(
        .stroke(
          .circle(center: frame.center, radius: radius + Self.ringGap + Self.ringWidth / 2),
          .solid(theme.color(.textStrong950), width: Self.ringWidth)),
        tag: "\(tag) ring")
    }
    builder.addSemantic(
      SemanticNode(
        id: tag, role: .swatch, label: label, value: color.hex,
        states: isSelected ? [.selected] : [], hitRect: builder.hitRect(around: frame)))
  }
}
