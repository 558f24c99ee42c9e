/// The text form of draw-list values used by ``DrawList/dump()``: fixed two-decimal numbers.
///
/// Defaults are left out (a solid butt-capped stroke, an LTR English run without features, an
/// untransformed group), so a line only grows when a command uses what it shows.
public enum DumpFormat {
  /// A number with exactly two decimals, `-0.00` printed as `0.00`; `nan`, `inf` and `-inf` for
  /// values no scene should produce, and `huge`/`-huge` past ±10¹⁵, rather than a trap.
  public static func number(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    guard abs(value) < 1e15 else { return value < 0 ? "-huge" : "huge" }
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

  /// `r32.00`, or `r6.00/6.00/28.00/28.00` (clockwise from the top left) when the corners differ.
  public static func radii(_ radii: CornerRadii) -> String {
    radii.isUniform
      ? "r\(number(radii.topLeft))" : "r" + radii.clockwise.map(number).joined(separator: "/")
  }

  /// A shape, e.g. `circle 38.00,122.00 r18.00`.
  public static func shape(_ shape: Shape) -> String {
    switch shape {
    case .rect(let rect, let radii): "rect \(self.rect(rect)) \(self.radii(radii))"
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

  /// Gradient stops, e.g. `#FF0000@0.00 #0000FF@1.00`.
  static func stops(_ stops: [GradientStop]) -> String {
    stops.map { "\($0.color.hex)@\(number($0.offset))" }.joined(separator: " ")
  }

  /// A paint, e.g. `#335CFF`.
  public static func paint(_ paint: Paint) -> String {
    switch paint {
    case .solid(let color): color.hex
    case .linearGradient(let from, let to, let stops):
      "linear \(point(from))→\(point(to)) " + self.stops(stops)
    case .radialGradient(let center, let radius, let stops):
      "radial \(point(center)) r\(number(radius)) " + self.stops(stops)
    case .conicGradient(let center, let angle, let stops):
      "conic \(point(center)) from \(number(angle)) " + self.stops(stops)
    case .cornerGradient(let rect, let tl, let tr, let bl, let br):
      "corners \(self.rect(rect)) \(tl.hex) \(tr.hex) \(bl.hex) \(br.hex)"
    case .pattern(let tile):
      "pattern \(point(tile.origin)) \(number(tile.width))x\(number(tile.height)) "
        + tile.background.hex
        + tile.cells.map { " \(rect($0.rect)) \($0.color.hex)" }.joined()
    }
  }

  /// A stroke, e.g. `#E1E4EA w1.00`, or `#335CFF w2.00 dash 4.00,2.00 cap round`.
  public static func stroke(_ stroke: Stroke) -> String {
    var text = "\(paint(stroke.paint)) w\(number(stroke.width))"
    if !stroke.dash.isEmpty {
      text += " dash " + stroke.dash.map(number).joined(separator: ",")
      if stroke.dashPhase != 0 { text += " phase \(number(stroke.dashPhase))" }
    }
    if stroke.cap != .butt { text += " cap \(stroke.cap.rawValue)" }
    if stroke.join != .miter { text += " join \(stroke.join.rawValue)" }
    return text
  }

  /// A group's settings, e.g. `group opacity 0.50 blend multiply`.
  public static func group(_ group: Group) -> String {
    var text = "group"
    if group.opacity != 1 { text += " opacity \(number(group.opacity))" }
    if !group.transform.isIdentity {
      let t = group.transform
      text += " transform " + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(number).joined(separator: ",")
    }
    if group.blend != .normal { text += " blend \(group.blend.rawValue)" }
    if let clip = group.clip { text += " clip \(shape(clip))" }
    if let blur = group.backdropBlur { text += " backdrop-blur \(number(blur))" }
    return text
  }

  /// One command on one line.
  public static func command(_ command: Command) -> String {
    switch command {
    case .fill(let shape, let paint): "fill \(self.shape(shape)) \(self.paint(paint))"
    case .stroke(let shape, let stroke): "stroke \(self.shape(shape)) \(self.stroke(stroke))"
    case .shadow(let shape, let s):
      "shadow \(self.shape(shape)) offset \(number(s.offsetX)),\(number(s.offsetY)) "
        + "blur \(number(s.blur)) spread \(number(s.spread)) \(s.color.hex)"
    case .text(let run): text(run)
    case .pushClip(let shape): "clip \(self.shape(shape))"
    case .popClip: "unclip"
    case .pushGroup(let group): self.group(group)
    case .popGroup: "endgroup"
    }
  }

  /// A text run, e.g. `text "16" Inter-Medium 14.00 at … glyphs 20@0.00 25@8.40`.
  static func text(_ run: GlyphRun) -> String {
    var text =
      "text \"\(shown(run.text))\" \(run.font) \(number(run.size)) at \(point(run.origin)) "
      + "\(run.color.hex) advance \(number(run.advance))"
    if run.language != "en" { text += " lang \(run.language)" }
    if run.direction != .leftToRight { text += " dir \(run.direction.rawValue)" }
    if !run.features.isEmpty { text += " features " + run.features.joined(separator: ",") }
    return text + " glyphs "
      + run.glyphs.map { "\($0.id)@\(number($0.x))" + ($0.y == 0 ? "" : ",\(number($0.y))") }
      .joined(separator: " ")
  }

  /// A semantic node, e.g. `semantic day "16 January 2026" [selected] hit 152.00,104.00 44.00x44.00`;
  /// a container's rectangle is its `frame`, and a node inside one says `in <group id>`.
  public static func semantic(_ node: SemanticNode) -> String {
    var text = "semantic \(node.role.rawValue) \"\(shown(node.label))\""
    if let value = node.value { text += " value \"\(shown(value))\"" }
    if !node.states.isEmpty {
      text += " [" + node.states.sorted().map(\.rawValue).joined(separator: ",") + "]"
    }
    if let container = node.container { text += " in \"\(container)\"" }
    return text + (node.isTarget ? " hit " : " frame ") + rect(node.hitRect)
  }

  /// A run's or a node's text as the dump quotes it: control characters (tab and line feed too)
  /// and noncharacters written as `\u{1B}` (``EscapedText``), so a draw-list file never holds a
  /// raw control byte; bidi marks stay, as localized dates hold them.
  public static func shown(_ text: String) -> String {
    EscapedText.shown(text, keeping: [], bidi: false)
  }
}
