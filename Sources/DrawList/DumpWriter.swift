/// Appends the text form of draw-list values (``DumpFormat``) to one UTF-8 buffer.
struct DumpWriter {
  /// What has been written.
  private(set) var bytes: [UInt8] = []

  /// A writer with room for `capacity` bytes.
  init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

  /// What has been written, as text.
  var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Appends `text`.
  mutating func write(_ text: String) {
    var text = text
    text.withUTF8 { bytes.append(contentsOf: $0) }
  }

  /// Appends the decimal digits of `value`.
  mutating func write(_ value: UInt) {
    var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes: UInt's 20 digits fit
    var count = 0
    var rest = value
    withUnsafeMutableBytes(of: &digits) { buffer in
      repeat {
        buffer[23 - count] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
        count += 1
      } while rest > 0
      bytes.append(contentsOf: buffer[(24 - count)...])
    }
  }

  /// A number with exactly two decimals (see ``DumpFormat/number(_:)``).
  mutating func number(_ value: Double) {
    guard value.isFinite else { return write(value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf")) }
    guard abs(value) < 1e15 else { return write(value < 0 ? "-huge" : "huge") }
    let hundredths = Int((value * 100).rounded())
    if hundredths < 0 { write("-") }
    let magnitude = hundredths.magnitude
    write(magnitude / 100)
    write(".")
    let fraction = magnitude % 100
    bytes.append(UInt8(ascii: "0") + UInt8(fraction / 10))
    bytes.append(UInt8(ascii: "0") + UInt8(fraction % 10))
  }

  /// `x,y`.
  mutating func point(_ p: Point) {
    number(p.x)
    write(",")
    number(p.y)
  }

  /// `x,y wxh`.
  mutating func rect(_ r: Rect) {
    number(r.x)
    write(",")
    number(r.y)
    write(" ")
    number(r.width)
    write("x")
    number(r.height)
  }

  /// `r32.00`, or `r6.00/6.00/28.00/28.00`.
  mutating func radii(_ radii: CornerRadii) {
    write("r")
    guard !radii.isUniform else { return number(radii.topLeft) }
    numbers(radii.clockwise, separator: "/")
  }

  /// `values`, with `separator` between them.
  mutating func numbers(_ values: [Double], separator: String) {
    for (index, value) in values.enumerated() {
      if index > 0 { write(separator) }
      number(value)
    }
  }

  /// `words`, with `separator` between them. (Not `joined(separator:)`: its first use in a
  /// process looks up generic witnesses, a tenth of a millisecond of a one-scene `verify`.)
  mutating func words(_ words: [String], separator: String) {
    for (index, word) in words.enumerated() {
      if index > 0 { write(separator) }
      write(word)
    }
  }

  /// ``Color/hex``: `#RRGGBB`, or `#RRGGBBAA` when not opaque.
  mutating func color(_ color: Color) { write(color.hex) }

  /// A shape, e.g. `circle 38.00,122.00 r18.00`.
  mutating func shape(_ shape: Shape) {
    switch shape {
    case .rect(let rect, let radii):
      write("rect ")
      self.rect(rect)
      write(" ")
      self.radii(radii)
    case .circle(let center, let radius):
      write("circle ")
      point(center)
      write(" r")
      number(radius)
    case .path(let path):
      write("path ")
      for (index, element) in path.elements.enumerated() {
        if index > 0 { write(" ") }
        switch element {
        case .move(let p):
          write("M")
          point(p)
        case .line(let p):
          write("L")
          point(p)
        case .curve(let p, let c1, let c2):
          write("C")
          point(c1)
          write(" ")
          point(c2)
          write(" ")
          point(p)
        case .close: write("Z")
        }
      }
    }
  }

  /// Gradient stops, e.g. `#FF0000@0.00 #0000FF@1.00`.
  mutating func stops(_ stops: [GradientStop]) {
    for (index, stop) in stops.enumerated() {
      if index > 0 { write(" ") }
      color(stop.color)
      write("@")
      number(stop.offset)
    }
  }

  /// A paint, e.g. `#335CFF`.
  mutating func paint(_ paint: Paint) {
    switch paint {
    case .solid(let color): self.color(color)
    case .linearGradient(let from, let to, let stops):
      write("linear ")
      point(from)
      write("→")
      point(to)
      write(" ")
      self.stops(stops)
    case .radialGradient(let center, let radius, let stops):
      write("radial ")
      point(center)
      write(" r")
      number(radius)
      write(" ")
      self.stops(stops)
    case .conicGradient(let center, let angle, let stops):
      write("conic ")
      point(center)
      write(" from ")
      number(angle)
      write(" ")
      self.stops(stops)
    case .cornerGradient(let rect, let tl, let tr, let bl, let br):
      write("corners ")
      self.rect(rect)
      for corner in [tl, tr, bl, br] {
        write(" ")
        color(corner)
      }
    case .pattern(let tile):
      write("pattern ")
      point(tile.origin)
      write(" ")
      number(tile.width)
      write("x")
      number(tile.height)
      write(" ")
      color(tile.background)
      for cell in tile.cells {
        write(" ")
        rect(cell.rect)
        write(" ")
        color(cell.color)
      }
    }
  }

  /// A stroke, e.g. `#E1E4EA w1.00`, or `#335CFF w2.00 dash 4.00,2.00 cap round`.
  mutating func stroke(_ stroke: Stroke) {
    paint(stroke.paint)
    write(" w")
    number(stroke.width)
    if !stroke.dash.isEmpty {
      write(" dash ")
      numbers(stroke.dash, separator: ",")
      if stroke.dashPhase != 0 {
        write(" phase ")
        number(stroke.dashPhase)
      }
    }
    if stroke.cap != .butt { write(" cap " + stroke.cap.rawValue) }
    if stroke.join != .miter { write(" join " + stroke.join.rawValue) }
  }

  /// A group's settings, e.g. `group opacity 0.50 blend multiply`.
  mutating func group(_ group: Group) {
    write("group")
    if group.opacity != 1 {
      write(" opacity ")
      number(group.opacity)
    }
    if !group.transform.isIdentity {
      let t = group.transform
      write(" transform ")
      numbers([t.a, t.b, t.c, t.d, t.tx, t.ty], separator: ",")
    }
    if group.blend != .normal { write(" blend " + group.blend.rawValue) }
    if let clip = group.clip {
      write(" clip ")
      shape(clip)
    }
    if let blur = group.backdropBlur {
      write(" backdrop-blur ")
      number(blur)
    }
  }

  /// One command on one line.
  mutating func command(_ command: Command) {
    switch command {
    case .fill(let shape, let paint):
      write("fill ")
      self.shape(shape)
      write(" ")
      self.paint(paint)
    case .stroke(let shape, let stroke):
      write("stroke ")
      self.shape(shape)
      write(" ")
      self.stroke(stroke)
    case .shadow(let shape, let s):
      write("shadow ")
      self.shape(shape)
      write(" offset ")
      number(s.offsetX)
      write(",")
      number(s.offsetY)
      write(" blur ")
      number(s.blur)
      write(" spread ")
      number(s.spread)
      write(" ")
      color(s.color)
    case .text(let run): text(run)
    case .pushClip(let shape):
      write("clip ")
      self.shape(shape)
    case .popClip: write("unclip")
    case .pushGroup(let group): self.group(group)
    case .popGroup: write("endgroup")
    }
  }

  /// A text run, e.g. `text "16" Inter-Medium 14.00 at … glyphs 20@0.00 25@8.40`.
  mutating func text(_ run: GlyphRun) {
    write("text \"")
    write(DumpFormat.shown(run.text))
    write("\" ")
    write(run.font.name)
    write(" ")
    number(run.size)
    write(" at ")
    point(run.origin)
    write(" ")
    color(run.color)
    write(" advance ")
    number(run.advance)
    if run.language != "en" { write(" lang " + run.language) }
    if run.direction != .leftToRight { write(" dir " + run.direction.rawValue) }
    if !run.features.isEmpty {
      write(" features ")
      words(run.features, separator: ",")
    }
    write(" glyphs ")
    for (index, glyph) in run.glyphs.enumerated() {
      if index > 0 { write(" ") }
      write(UInt(glyph.id))
      write("@")
      number(glyph.x)
      if glyph.y != 0 {
        write(",")
        number(glyph.y)
      }
    }
  }

  /// A semantic node, e.g. `semantic day "16 January 2026" [selected] hit 152.00,104.00 44.00x44.00`.
  mutating func semantic(_ node: SemanticNode) {
    write("semantic " + node.role.rawValue + " \"")
    write(DumpFormat.shown(node.label))
    write("\"")
    if let value = node.value {
      write(" value \"")
      write(DumpFormat.shown(value))
      write("\"")
    }
    if !node.states.isEmpty {
      write(" [")
      words(node.states.sorted().map(\.rawValue), separator: ",")
      write("]")
    }
    if let container = node.container { write(" in \"" + container + "\"") }
    write(node.isTarget ? " hit " : " frame ")
    rect(node.hitRect)
  }
}
