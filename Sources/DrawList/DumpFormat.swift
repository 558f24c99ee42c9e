/// The text form of draw-list values used by ``DrawList/dump()``: fixed two-decimal numbers.
public enum DumpFormat {
  /// A number with exactly two decimals, `-0.00` printed as `0.00`.
  public static func number(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let sign = hundredths < 0 ? "-" : ""
    let magnitude = hundredths.magnitude
    let fraction = magnitude % 100
    return "\(sign)\(magnitude / 100).\(fraction < 10 ? "0" : "")\(fraction)"
  }

  /// `x,y`.
  public static func point(_ p: Point) -> String { "\(number(p.x)),\(number(p.y))" }

  /// `x,y wxh`.
  public static func rect(_ r: Rect) -> String {
    "\(number(r.x)),\(number(r.y)) \(number(r.width))x\(number(r.height))"
  }

  /// A shape, e.g. `circle 38.00,122.00 r18.00`.
  public static func shape(_ shape: Shape) -> String {
    switch shape {
    case .roundedRect(let rect, let radius): "rect \(self.rect(rect)) r\(number(radius))"
    case .circle(let center, let radius): "circle \(point(center)) r\(number(radius))"
    case .path(let path):
      "path "
        + path.elements.map { element in
          switch element {
          case .move(let p): "M\(point(p))"
          case .line(let p): "L\(point(p))"
          case .curve(let p, let c1, let c2): "C\(point(c1)) \(point(c2)) \(point(p))"
          case .close: "Z"
          }
        }.joined(separator: " ")
    }
  }

  /// A paint, e.g. `#335CFF`.
  public static func paint(_ paint: Paint) -> String {
    switch paint {
    case .solid(let color): color.hex
    case .linearGradient(let from, let to, let stops):
      "linear \(point(from))→\(point(to)) "
        + stops.map { "\($0.color.hex)@\(number($0.offset))" }.joined(separator: " ")
    case .cornerGradient(let rect, let tl, let tr, let bl, let br):
      "corners \(self.rect(rect)) \(tl.hex) \(tr.hex) \(bl.hex) \(br.hex)"
    }
  }

  /// One command on one line.
  public static func command(_ command: Command) -> String {
    switch command {
    case .fill(let shape, let paint): "fill \(self.shape(shape)) \(self.paint(paint))"
    case .stroke(let shape, let color, let width):
      "stroke \(self.shape(shape)) \(color.hex) w\(number(width))"
    case .shadow(let shape, let s):
      "shadow \(self.shape(shape)) offset \(number(s.offsetX)),\(number(s.offsetY)) "
        + "blur \(number(s.blur)) spread \(number(s.spread)) \(s.color.hex)"
    case .text(let run):
      "text \"\(run.text)\" \(run.font) \(number(run.size)) at \(point(run.origin)) "
        + "\(run.color.hex) advance \(number(run.advance)) glyphs "
        + run.glyphs.map { "\($0.id)@\(number($0.x))" + ($0.y == 0 ? "" : ",\(number($0.y))") }
        .joined(separator: " ")
    case .pushClip(let shape): "clip \(self.shape(shape))"
    case .popClip: "unclip"
    }
  }
}
