import DrawList

/// Touch targets drawn over a scene, for documentation: a translucent magenta rectangle with a
/// 1 pt outline per interactive element, the canvas grown to hold them.
enum TargetOverlay {
  static let fill = Color(red: 0xFF, green: 0x00, blue: 0xFF, alpha: 0x33)
  static let outline = Color(red: 0xD0, green: 0x00, blue: 0xD0)

  /// `list` with `targets` drawn on top.
  static func drawn(over list: DrawList, targets: [SemanticNode]) -> DrawList {
    var result = list
    for node in targets {
      let rect = node.hitRect
      result.append(.fill(.rect(rect, .zero), .solid(fill)), tag: "target \(node.id)")
      result.append(
        .stroke(.rect(rect.insetBy(dx: 0.5, dy: 0.5), .zero), .solid(outline, width: 1)),
        tag: "target \(node.id)")
    }
    let bounds = targets.map(\.hitRect).reduce(list.canvas) { $0.union($1) }
    result.canvas = bounds.integral
    return result
  }
}
