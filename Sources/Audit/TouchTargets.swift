import DrawList

/// The platform whose minimum touch target applies.
public enum TouchPlatform: String, Sendable, CaseIterable {
  /// 44 × 44 pt (Apple's Human Interface Guidelines).
  case ios
  /// 48 × 48 dp (Material).
  case android
}

/// Hit rectangles at a platform's minimum, centred on each interactive element, with the overlap
/// between neighbours split fairly.
///
/// Every node's hit rectangle grows to `minimum` on each axis around its centre (never shrinks).
/// Where two grown rectangles would overlap (48 dp around 36 pt day cells on a 44 pt pitch), the
/// overlap is split at the midpoint between their centres, along the axis that separates them
/// most: each keeps the half nearer to it, so neighbours touch and never share a point, and a tap
/// goes to the nearer element. A day cell's target on Android is therefore 44 × 44 pt, the pitch.
public enum TouchTargets {
  /// `nodes` with their hit rectangles grown to `minimum` and overlaps split.
  public static func resolve(_ nodes: [SemanticNode], minimum: Double) -> [SemanticNode] {
    var rects = nodes.map { grown($0.hitRect, to: minimum) }
    // Cuts are placed from the original centres, so the order of the pairs does not matter.
    let centres = nodes.map(\.hitRect.center)
    for i in rects.indices {
      for j in rects.indices where j > i {
        var (a, b) = (rects[i], rects[j])
        split(&a, &b, centres: (centres[i], centres[j]))
        (rects[i], rects[j]) = (a, b)
      }
    }
    return zip(nodes, rects).map { node, rect in
      var node = node
      node.hitRect = rect
      return node
    }
  }

  /// Pairs of nodes (by id) whose hit rectangles overlap by more than a hair.
  public static func overlaps(_ nodes: [SemanticNode]) -> [(String, String)] {
    var result: [(String, String)] = []
    for i in nodes.indices {
      for j in nodes.indices where j > i {
        let a = nodes[i].hitRect
        let b = nodes[j].hitRect
        let width = min(a.maxX, b.maxX) - max(a.x, b.x)
        let height = min(a.maxY, b.maxY) - max(a.y, b.y)
        if width > 1e-6 && height > 1e-6 { result.append((nodes[i].id, nodes[j].id)) }
      }
    }
    return result
  }

  /// `rect` grown about its centre to at least `minimum` on each axis.
  static func grown(_ rect: Rect, to minimum: Double) -> Rect {
    let width = max(rect.width, minimum)
    let height = max(rect.height, minimum)
    return Rect(x: rect.midX - width / 2, y: rect.midY - height / 2, width: width, height: height)
  }

  /// Cuts two overlapping rectangles at the midpoint between their elements' centres.
  static func split(_ a: inout Rect, _ b: inout Rect, centres: (Point, Point)) {
    let width = min(a.maxX, b.maxX) - max(a.x, b.x)
    let height = min(a.maxY, b.maxY) - max(a.y, b.y)
    guard width > 0, height > 0 else { return }
    let dx = centres.1.x - centres.0.x
    let dy = centres.1.y - centres.0.y
    if abs(dx) >= abs(dy) {
      let cut = (centres.0.x + centres.1.x) / 2
      if dx >= 0 {
        a = Rect(x: a.x, y: a.y, width: min(a.maxX, cut) - a.x, height: a.height)
        b = Rect(x: max(b.x, cut), y: b.y, width: b.maxX - max(b.x, cut), height: b.height)
      } else {
        b = Rect(x: b.x, y: b.y, width: min(b.maxX, cut) - b.x, height: b.height)
        a = Rect(x: max(a.x, cut), y: a.y, width: a.maxX - max(a.x, cut), height: a.height)
      }
    } else {
      let cut = (centres.0.y + centres.1.y) / 2
      if dy >= 0 {
        a = Rect(x: a.x, y: a.y, width: a.width, height: min(a.maxY, cut) - a.y)
        b = Rect(x: b.x, y: max(b.y, cut), width: b.width, height: b.maxY - max(b.y, cut))
      } else {
        b = Rect(x: b.x, y: b.y, width: b.width, height: min(b.maxY, cut) - b.y)
        a = Rect(x: a.x, y: max(a.y, cut), width: a.width, height: a.maxY - max(a.y, cut))
      }
    }
  }
}
