import DrawList
import Theme

/// The keyboard focus ring: a 2 pt line whose inner edge sits 2 pt outside the focused shape,
/// solid or dashed.
public struct FocusRing: Component {
  /// Solid or dashed.
  public enum Style: Hashable, Sendable {
    /// A continuous line.
    case solid
    /// On and off dashes of ``FocusRing/dashPattern``, round caps.
    case dashed
  }

  /// The gap between the shape and the ring's inner edge.
  public static let gap = 2.0
  /// The ring's width.
  public static let width = 2.0
  /// The dashed style's on and off lengths.
  public static let dashPattern = [4.0, 3.0]

  /// The focused shape.
  public var shape: Shape
  /// Solid or dashed.
  public var style: Style
  /// The ring's colour.
  public var color: ColorToken
  /// The tag on its command.
  public var tag: String
  /// A 1 pt band of this colour on both sides of the ring (`bg/raised` for a ring that sits on a
  /// gradient or an image), so the ring keeps 3:1 whatever lies beneath it; `nil` for none.
  public var halo: ColorToken?

  /// Creates a ring around `shape`.
  public init(
    around shape: Shape, style: Style = .solid, color: ColorToken = .focusRing,
    halo: ColorToken? = nil, tag: String
  ) {
    self.shape = shape
    self.style = style
    self.color = color
    self.halo = halo
    self.tag = tag
  }

  /// The outline the ring's centre line follows: `shape` grown by the gap plus half the width
  /// (a path grows as its bounding box).
  public var ringShape: Shape {
    let grow = Self.gap + Self.width / 2
    switch shape {
    case .circle(let center, let radius):
      return .circle(center: center, radius: radius + grow)
    case .rect(let rect, let radii):
      return .rect(rect.insetBy(dx: -grow, dy: -grow), radii.grown(by: grow))
    case .path(let path):
      return .rect(path.bounds.insetBy(dx: -grow, dy: -grow), .zero)
    }
  }

  /// One stroke.
  public func draw(into builder: inout DrawListBuilder) {
    let paint = Paint.solid(builder.theme.color(color))
    let stroke =
      switch style {
      case .solid: Stroke(paint, width: Self.width)
      case .dashed: Stroke(paint, width: Self.width, dash: Self.dashPattern, cap: .round)
      }
    if let halo {
      builder.append(
        .stroke(ringShape, .solid(builder.theme.color(halo), width: Self.width + 2)),
        tag: "\(tag) halo")
    }
    builder.appendMark(.stroke(ringShape, stroke), tag: tag)
  }
}
