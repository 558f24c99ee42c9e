import DrawList

/// Two interactive elements whose declared targets share an area: listed by the audit as
/// information (a target may overlap its neighbour), never counted as a failure.
public struct TargetOverlap: Hashable, Sendable {
  /// The first element's id, in semantics order.
  public var first: String
  /// The second element's id.
  public var second: String
  /// The area both targets cover.
  public var area: Rect

  /// Creates an overlap.
  public init(first: String, second: String, area: Rect) {
    self.first = first
    self.second = second
    self.area = area
  }
}
