import DrawList
import Theme

/// A fully rounded bar (radius half its height): the date selector, a header, a chosen duration.
public struct Pill: Component {
  /// Where it sits.
  public var frame: Rect
  /// Its colour.
  public var fill: ColorToken
  /// The tag on its command.
  public var tag: String

  /// Creates a pill.
  public init(frame: Rect, fill: ColorToken = .bgWeak50, tag: String) {
    self.frame = frame
    self.fill = fill
    self.tag = tag
  }

  /// One fill.
  public func draw(into builder: inout DrawListBuilder) {
    builder.append(
      .fill(.roundedRect(frame, radius: frame.height / 2), .solid(builder.theme.color(fill))),
      tag: tag)
  }
}
