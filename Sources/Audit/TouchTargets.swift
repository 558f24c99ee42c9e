import DrawList

/// The geometry of touch targets: which declared hit rectangles share an area.
///
/// A target may overlap its neighbour (44 pt slots on a 36 pt pitch share 8 pt): the overlap is
/// information for the reader, never a failure, and nothing is cut to remove it.
public enum TouchTargets {
  /// Every pair of nodes whose hit rectangles share an area wider and taller than a hair, in
  /// node order; rectangles that only touch do not overlap. A container (``SemanticNode/isTarget``
  /// false) holds its children and is no target, so it overlaps nothing.
  public static func overlaps(_ nodes: [SemanticNode]) -> [TargetOverlap] {
    let nodes = nodes.filter(\.isTarget)
    var result: [TargetOverlap] = []
    for i in nodes.indices {
      for j in nodes.indices where j > i {
        if let area = shared(nodes[i].hitRect, nodes[j].hitRect) {
          result.append(TargetOverlap(first: nodes[i].id, second: nodes[j].id, area: area))
        }
      }
    }
    return result
  }

  /// The area `a` and `b` share, when it is wider and taller than `1e-6` pt.
  static func shared(_ a: Rect, _ b: Rect) -> Rect? {
    let x = max(a.x, b.x)
    let y = max(a.y, b.y)
    let width = min(a.maxX, b.maxX) - x
    let height = min(a.maxY, b.maxY) - y
    guard width > 1e-6, height > 1e-6 else { return nil }
    return Rect(x: x, y: y, width: width, height: height)
  }
}
