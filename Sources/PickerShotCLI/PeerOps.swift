import CairoBackend
import DrawList

/// The draw list as the plain operations `tools/peer-card.c` replays, one a line, numbers at full
/// precision (shadow shapes already spread): the format is described at the top of that file.
enum PeerOps {
  /// The operations for `list`, or a usage error naming the first command the peer cannot draw.
  static func text(of list: DrawList, fonts: FontLibrary) throws -> String {
    let c = list.canvas
    var lines = ["canvas \(c.x) \(c.y) \(c.width) \(c.height)"]
    for item in list.items {
      switch item.command {
      case .fill(let shape, .solid(let color)):
        lines.append("fill \(try self.shape(shape, item.tag)) \(rgba(color))")
      case .stroke(let shape, let stroke):
        guard case .solid(let color) = stroke.paint, stroke.dash.isEmpty else {
          throw unsupported(item.tag)
        }
        let cap = Stroke.Cap.allCases.firstIndex(of: stroke.cap) ?? 0
        let join = Stroke.Join.allCases.firstIndex(of: stroke.join) ?? 0
        lines.append(
          "stroke \(try self.shape(shape, item.tag)) \(stroke.width) \(cap) \(join) \(rgba(color))")
      case .shadow(let shape, let shadow):
        // The peer shadows rects and circles only (a path's spread is a stroke, not a fill).
        if case .path = shape { throw unsupported(item.tag) }
        let grown = shape.spread(by: shadow.spread)
        lines.append(
          "shadow \(try self.shape(grown, item.tag)) \(shadow.offsetX) \(shadow.offsetY) "
            + "\(shadow.blur) \(rgba(shadow.color))")
      case .text(let run):
        let glyphs = run.glyphs.map { "\($0.id) \($0.x) \($0.y)" }.joined(separator: " ")
        lines.append(
          "text \(try fonts.path(for: run.font)) \(run.size) \(run.origin.x) \(run.origin.y) "
            + "\(rgba(run.color)) \(run.glyphs.count) \(glyphs)")
      case .pushClip(let shape):
        lines.append("clip \(try self.shape(shape, item.tag))")
      case .popClip:
        lines.append("unclip")
      default:
        throw unsupported(item.tag)
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func unsupported(_ tag: String) -> CLIError {
    CLIError.usage("bench: --peer-ops: the C peer cannot draw command [\(tag)]")
  }

  private static func rgba(_ c: Color) -> String { "\(c.red) \(c.green) \(c.blue) \(c.alpha)" }

  private static func shape(_ shape: Shape, _ tag: String) throws -> String {
    switch shape {
    case .rect(let r, let radii):
      let corners = radii.clockwise.map { "\($0)" }.joined(separator: " ")
      return "R \(r.x) \(r.y) \(r.width) \(r.height) \(corners)"
    case .circle(let center, let radius):
      return "C \(center.x) \(center.y) \(radius)"
    case .path(let path):
      let tokens = path.elements.map { element -> String in
        switch element {
        case .move(let p): "M \(p.x) \(p.y)"
        case .line(let p): "L \(p.x) \(p.y)"
        case .curve(let p, let c1, let c2): "B \(c1.x) \(c1.y) \(c2.x) \(c2.y) \(p.x) \(p.y)"
        case .close: "Z"
        }
      }
      return "P \(tokens.count) " + tokens.joined(separator: " ")
    }
  }
}
