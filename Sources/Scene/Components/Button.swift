import DrawList
import PickerModel
import Theme

/// A labelled push button in one of Appetite's styles, with a `.button` semantic node whose hit
/// area is at least the platform's minimum touch target.
public struct Button: Component {
  /// How the button is drawn.
  public enum Style: String, Hashable, Sendable, CaseIterable {
    /// Brand fill, white label (Submit).
    case primary
    /// Style White / Stroke: white fill under a tiny shadow, a 1 pt soft ring inside the edge,
    /// label on text/sub-700 (Dismiss).
    case stroke
    /// No fill and no ring: the label alone, on text/sub-700.
    case ghost
  }

  /// The label.
  public var title: String
  /// The style.
  public var style: Style
  /// Where it sits.
  public var frame: Rect
  /// The corner radius token.
  public var radius: DimensionToken
  /// The tag on every command, also the semantic id.
  public var tag: String
  /// Semantic states (disabled, focused…).
  public var states: Set<SemanticNode.State>

  /// The paragraph direction the title is shaped in (a word an app gives in its own language).
  public var direction: TextDirection = .leftToRight
  /// The BCP 47 language the title is shaped as.
  public var language = "en"
  /// When set, the title must fit the frame less ``labelInset`` at each end, else this is
  /// thrown with its widths filled in (``FittedText``); `nil` draws it as it comes.
  public var fit: FitError?

  /// The width of the stroke style's ring, drawn inside the edge.
  public static let ringWidth = 1.0
  /// The room a fitted title leaves clear at each end: `spacing/3` (12), a label's padding.
  public static let labelInset = 12.0

  /// Creates a button.
  public init(
    _ title: String, style: Style, frame: Rect, radius: DimensionToken = .radius10, tag: String,
    states: Set<SemanticNode.State> = []
  ) {
    self.title = title
    self.style = style
    self.frame = frame
    self.radius = radius
    self.tag = tag
    self.states = states
  }

  /// Chrome, then the centred label, then the semantic node.
  public func draw(into builder: inout DrawListBuilder) throws {
    let theme = builder.theme
    let r = theme.dimension(radius)
    let shape = Shape.roundedRect(frame, radius: r)
    let label: ColorToken
    switch style {
    case .primary:
      builder.append(.fill(shape, .solid(theme.color(.brandBase))), tag: tag)
      label = .staticWhite
    case .stroke:
      for layer in theme.shadow(.regularXs) {
        builder.append(.shadow(shape, layer), tag: tag)
      }
      builder.append(.fill(shape, .solid(theme.color(.bgWhite0))), tag: tag)
      let half = Self.ringWidth / 2
      builder.append(
        .stroke(
          .roundedRect(frame.insetBy(dx: half, dy: half), radius: r - half),
          .solid(theme.color(.strokeSoft200), width: Self.ringWidth)),
        tag: tag)
      label = .textSub700
    case .ghost:
      label = .textSub700
    }
    if let fit {
      let text = FittedText(
        title, in: frame, inset: Self.labelInset, style: .labelSm, color: label,
        direction: direction, language: language, rule: fit)
      for run in try text.runs(in: builder.context) { builder.append(.text(run), tag: tag) }
    } else {
      builder.append(
        text: try builder.context.centeredText(title, in: frame, style: .labelSm, color: label),
        tag: tag)
    }
    builder.addSemantic(
      SemanticNode(
        id: tag, role: .button, label: title, states: states,
        hitRect: builder.hitRect(around: frame)))
  }
}
