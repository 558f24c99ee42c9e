/// An outline made of straight and cubic Bézier segments, in points.
public struct Path: Hashable, Sendable {
  /// One step of a path.
  public enum Element: Hashable, Sendable {
    /// Starts a new sub-path.
    case move(to: Point)
    /// A straight segment.
    case line(to: Point)
    /// A cubic Bézier segment.
    case curve(to: Point, control1: Point, control2: Point)
    /// Closes the current sub-path.
    case close
  }

  /// The elements in drawing order.
  public var elements: [Element]

  /// Creates a path from its elements.
  public init(_ elements: [Element] = []) {
    self.elements = elements
  }

  /// Appends a `move`.
  public mutating func move(to point: Point) { elements.append(.move(to: point)) }
  /// Appends a `line`.
  public mutating func line(to point: Point) { elements.append(.line(to: point)) }
  /// Appends a `curve`.
  public mutating func curve(to point: Point, control1: Point, control2: Point) {
    elements.append(.curve(to: point, control1: control1, control2: control2))
  }
  /// Appends a `close`.
  public mutating func close() { elements.append(.close) }

  /// The bounding box of every point the path names (control points included).
  public var bounds: Rect {
    var points: [Point] = []
    for element in elements {
      switch element {
      case .move(let p), .line(let p): points.append(p)
      case .curve(let p, let c1, let c2): points += [p, c1, c2]
      case .close: break
      }
    }
    guard let first = points.first else { return Rect(x: 0, y: 0, width: 0, height: 0) }
    return points.dropFirst().reduce(Rect(x: first.x, y: first.y, width: 0, height: 0)) {
      $0.union(Rect(x: $1.x, y: $1.y, width: 0, height: 0))
    }
  }
}
