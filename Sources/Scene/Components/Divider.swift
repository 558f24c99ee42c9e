import DrawList
import Theme

/// A hairline separator: a 1 pt filled bar, across or down.
public struct Divider: Component {
  /// Which way the line runs.
  public enum Axis: Hashable, Sendable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical
  }

  /// The line's thickness.
  public static let thickness = 1.0

  /// The start (top-left) of the line.
  public var origin: Point
  /// Its length along `axis`.
  public var length: Double
  /// Which way it runs.
  public var axis: Axis
  /// Its colour.
  public var color: ColorToken
  /// The tag on its command.
  public var tag: String

  /// Creates a divider.
  public init(
    from origin: Point, length: Double, axis: Axis = .horizontal,
    color: ColorToken = .strokeSoft200, tag: String = "divider"
  ) {
    self.origin = origin
    self.length = length
    self.axis = axis
    self.color = color
    self.tag = tag
  }

  /// The bar it fills.
  public var frame: Rect {
    switch axis {
    case .horizontal:
      Rect(x: origin.x, y: origin.y, width: length, height: Self.thickness)
    case .vertical:
      Rect(x: origin.x, y: origin.y, width: Self.thickness, height: length)
    }
  }

  /// One square-cornered fill.
  public func draw(into builder: inout DrawListBuilder) {
    builder.append(
      .fill(.roundedRect(frame, radius: 0), .solid(builder.theme.color(color))), tag: tag)
  }
}
