/// An axis-aligned rectangle in points.
public struct Rect: Hashable, Sendable {
  /// Left edge.
  public var x: Double
  /// Top edge.
  public var y: Double
  /// Width, never negative.
  public var width: Double
  /// Height, never negative.
  public var height: Double

  /// Creates a rectangle from its origin and size.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// Right edge.
  public var maxX: Double { x + width }
  /// Bottom edge.
  public var maxY: Double { y + height }
  /// Horizontal centre.
  public var midX: Double { x + width / 2 }
  /// Vertical centre.
  public var midY: Double { y + height / 2 }
  /// The centre point.
  public var center: Point { Point(x: midX, y: midY) }

  /// The rectangle grown by `dx` on the left and right and `dy` on the top and bottom.
  public func insetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
  }

  /// The rectangle moved by `dx`, `dy`.
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: x + dx, y: y + dy, width: width, height: height)
  }

  /// The smallest rectangle holding both.
  public func union(_ other: Rect) -> Rect {
    let left = min(x, other.x)
    let top = min(y, other.y)
    return Rect(
      x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
  }

  /// The smallest rectangle with whole-point edges that holds this one.
  public var integral: Rect {
    let left = x.rounded(.down)
    let top = y.rounded(.down)
    return Rect(
      x: left, y: top, width: maxX.rounded(.up) - left, height: maxY.rounded(.up) - top)
  }
}
