import Audit
import DrawList

/// Touch targets drawn over a scene, for documentation: each declared hit rectangle as a
/// translucent rectangle with a 1 pt outline, magenta when it meets the platform minimum (or a
/// named exception allows it) and red when the audit fails it; overlapping targets show darker
/// where they share an area. The canvas grows to hold them.
enum TargetOverlay {
  static let fill = Color(red: 0xFF, green: 0x00, blue: 0xFF, alpha: 0x33)
  static let outline = Color(red: 0xD0, green: 0x00, blue: 0xD0)
  static let failingFill = Color(red: 0xFF, green: 0x00, blue: 0x00, alpha: 0x40)
  static let failingOutline = Color(red: 0xE0, green: 0x00, blue: 0x00)

  /// `list` with `targets` drawn on top.
  static func drawn(over list: DrawList, targets: [TargetFinding]) -> DrawList {
    var result = list
    for finding in targets {
      let rect = finding.node.hitRect
      let tag = "target \(finding.node.id)"
      result.append(
        .fill(.rect(rect, .zero), .solid(finding.fails ? failingFill : fill)), tag: tag)
      result.append(
        .stroke(
          .rect(rect.insetBy(dx: 0.5, dy: 0.5), .zero),
          .solid(finding.fails ? failingOutline : outline, width: 1)),
        tag: tag)
    }
    let bounds = targets.map(\.node.hitRect).reduce(list.canvas) { $0.union($1) }
    result.canvas = bounds.integral
    return result
  }
}
