import DrawList
import Theme

/// One of the value row's text fields (hex, opacity): a bg/white-0 box, radius 10, with a 1 pt
/// ring inside its edge (stroke/soft-200, or state/error when what was typed is refused) and its
/// text in tabular figures; a `.textField` semantic node at least the minimum touch target.
public struct ColorField: Component {
  /// Where the text sits.
  public enum Alignment: Hashable, Sendable {
    /// From the field's inner padding on the left.
    case leading
    /// Centred.
    case center
    /// Ending at the field's inner padding on the right: the leading side of a right-to-left
    /// field (UIKit's natural alignment there), for text such as a hex value that still reads
    /// left to right.
    case trailing
  }

  /// The ring's width, drawn inside the edge.
  public static let ringWidth = 1.0
  /// The text's inset from the left edge (leading alignment).
  public static let textInset = 12.0

  /// Where it sits.
  public var frame: Rect
  /// What it shows.
  public var text: String
  /// The text's colour.
  public var textColor: ColorToken
  /// The ring's colour.
  public var ring: ColorToken
  /// Where the text sits.
  public var alignment: Alignment
  /// What assistive technology reads (`Hex`).
  public var label: String
  /// The tag on every command, also the semantic id.
  public var tag: String

  /// Creates a field.
  public init(
    frame: Rect, text: String, textColor: ColorToken = .textStrong950,
    ring: ColorToken = .strokeSoft200, alignment: Alignment = .leading, label: String,
    tag: String
  ) {
    self.frame = frame
    self.text = text
    self.textColor = textColor
    self.ring = ring
    self.alignment = alignment
    self.label = label
    self.tag = tag
  }

  /// The radius of its corners (`dimensions/radius/10`, the buttons' radius).
  public static let radius = DimensionToken.radius10

  /// Fill, ring, text, semantic node.
  public func draw(into builder: inout DrawListBuilder) throws {
    let theme = builder.theme
    let r = theme.dimension(Self.radius)
    builder.append(
      .fill(.roundedRect(frame, radius: r), .solid(theme.color(.bgWhite0))), tag: tag)
    let half = Self.ringWidth / 2
    builder.append(
      .stroke(
        .roundedRect(frame.insetBy(dx: half, dy: half), radius: r - half),
        .solid(theme.color(ring), width: Self.ringWidth)),
      tag: "\(tag) ring")
    builder.append(
      .text(try Self.tabularText(text, in: frame, alignment: alignment, color: textColor, builder)),
      tag: "\(tag) text")
    builder.addSemantic(
      SemanticNode(
        id: tag, role: .textField, label: label, value: text,
        hitRect: builder.hitRect(around: frame)))
  }

  /// `text` in label-sm with tabular figures, capitals centred on the frame's middle.
  static func tabularText(
    _ text: String, in frame: Rect, alignment: Alignment, color: ColorToken,
    _ builder: DrawListBuilder
  ) throws -> GlyphRun {
    var style = builder.theme.typography(.labelSm).textStyle
    style.features = ["tnum"]
    let context = builder.context
    let shaped = try context.shaper.shape(text, style: style)
    let metrics = try context.shaper.metrics(style)
    let x =
      switch alignment {
      case .leading: frame.x + textInset
      case .center: frame.midX - shaped.advance / 2
      case .trailing: frame.maxX - textInset - shaped.advance
      }
    return GlyphRun(
      text: text, font: style.font, size: style.size, color: builder.theme.color(color),
      origin: Point(x: x, y: frame.midY + metrics.capHeight / 2), glyphs: shaped.glyphs,
      advance: shaped.advance, features: style.features, language: style.language,
      direction: style.direction)
  }
}
