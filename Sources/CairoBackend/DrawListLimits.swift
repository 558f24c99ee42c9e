import DrawList

/// What ``CairoRenderer`` agrees to draw, checked before any pixel is touched.
///
/// Cairo works in 24.8 fixed point and loops for ever on arcs of absurd radius (1e50), so every
/// number in a draw list must be finite and within ``maxCoordinate`` points; text sizes are capped
/// so one glyph's bitmap stays small; surfaces (the canvas and each shadow mask) are at most
/// ``maxPixels`` a side. Anything else is a ``RenderError`` naming the command, never a trap.
public enum DrawListLimits {
  /// The largest magnitude of any coordinate, length, radius or offset, in points.
  public static let maxCoordinate = 1_000_000.0
  /// The largest text size, in points.
  public static let maxTextSize = 1000.0
  /// The most glyphs one run may hold.
  public static let maxGlyphs = 1_000_000
  /// The largest side of any surface the renderer creates, in pixels.
  public static let maxPixels = 16384

  /// Throws ``RenderError/badCommand(tag:reason:)`` for the first item holding a value outside
  /// the limits.
  static func check(_ list: DrawList) throws(RenderError) {
    try rect(list.canvas, tag: "canvas")
    for item in list.items {
      try command(item.command, tag: item.tag)
    }
  }

  private static func command(_ command: Command, tag: String) throws(RenderError) {
    switch command {
    case .fill(let shape, let paint):
      try self.shape(shape, tag: tag)
      try self.paint(paint, tag: tag)
    case .stroke(let shape, let stroke):
      try self.shape(shape, tag: tag)
      try self.paint(stroke.paint, tag: tag)
      try number(stroke.width, "stroke width", tag: tag)
      try number(stroke.dashPhase, "dash phase", tag: tag)
      guard stroke.dash.count <= 64 else {
        throw RenderError.badCommand(tag: tag, reason: "\(stroke.dash.count) dash lengths")
      }
      for length in stroke.dash {
        guard length >= 0 else {
          throw RenderError.badCommand(tag: tag, reason: "dash length \(length) is negative")
        }
        try number(length, "dash length", tag: tag)
      }
    case .shadow(let shape, let shadow):
      try self.shape(shape, tag: tag)
      try number(shadow.offsetX, "shadow offsetX", tag: tag)
      try number(shadow.offsetY, "shadow offsetY", tag: tag)
      try number(shadow.blur, "shadow blur", tag: tag)
      try number(shadow.spread, "shadow spread", tag: tag)
    case .text(let run):
      guard run.size.isFinite, abs(run.size) <= maxTextSize else {
        throw RenderError.badCommand(
          tag: tag, reason: "text size \(run.size) is outside -\(maxTextSize)…\(maxTextSize) pt")
      }
      guard run.glyphs.count <= maxGlyphs else {
        throw RenderError.badCommand(
          tag: tag, reason: "\(run.glyphs.count) glyphs is more than \(maxGlyphs)")
      }
      try point(run.origin, "text origin", tag: tag)
      for glyph in run.glyphs {
        try number(glyph.x, "glyph x", tag: tag)
        try number(glyph.y, "glyph y", tag: tag)
      }
    case .pushClip(let shape):
      try self.shape(shape, tag: tag)
    case .pushGroup(let group):
      guard group.opacity.isFinite, (0...1).contains(group.opacity) else {
        throw RenderError.badCommand(tag: tag, reason: "opacity \(group.opacity) is outside 0…1")
      }
      let t = group.transform
      for (value, name) in [
        (t.a, "a"), (t.b, "b"), (t.c, "c"), (t.d, "d"), (t.tx, "tx"), (t.ty, "ty"),
      ] {
        try number(value, "transform \(name)", tag: tag)
      }
      guard abs(t.a * t.d - t.b * t.c) > 1e-12 else {
        throw RenderError.badCommand(tag: tag, reason: "the group transform is not invertible")
      }
      if let clip = group.clip { try shape(clip, tag: tag) }
      if let blur = group.backdropBlur {
        guard group.clip != nil else {
          throw RenderError.badCommand(tag: tag, reason: "a backdrop blur needs a clip shape")
        }
        guard blur.isFinite, (0...500).contains(blur) else {
          throw RenderError.badCommand(
            tag: tag, reason: "backdrop blur \(blur) is outside 0…500 pt")
        }
      }
    case .popClip, .popGroup:
      break
    }
  }

  private static func shape(_ shape: Shape, tag: String) throws(RenderError) {
    switch shape {
    case .rect(let rect, let radii):
      try self.rect(rect, tag: tag)
      for radius in radii.clockwise { try number(radius, "radius", tag: tag) }
    case .circle(let center, let radius):
      try point(center, "circle centre", tag: tag)
      try number(radius, "radius", tag: tag)
    case .path(let path):
      for element in path.elements {
        switch element {
        case .move(let p), .line(let p): try point(p, "path point", tag: tag)
        case .curve(let p, let c1, let c2):
          try point(p, "path point", tag: tag)
          try point(c1, "path control point", tag: tag)
          try point(c2, "path control point", tag: tag)
        case .close: break
        }
      }
    }
  }

  private static func paint(_ paint: Paint, tag: String) throws(RenderError) {
    switch paint {
    case .solid: break
    case .linearGradient(let from, let to, let stops):
      try point(from, "gradient start", tag: tag)
      try point(to, "gradient end", tag: tag)
      for stop in stops { try number(stop.offset, "gradient stop offset", tag: tag) }
    case .radialGradient(let center, let radius, let stops):
      try point(center, "gradient centre", tag: tag)
      try number(radius, "gradient radius", tag: tag)
      for stop in stops { try number(stop.offset, "gradient stop offset", tag: tag) }
    case .conicGradient(let center, let angle, let stops):
      try point(center, "gradient centre", tag: tag)
      try number(angle, "gradient angle", tag: tag)
      for stop in stops { try number(stop.offset, "gradient stop offset", tag: tag) }
    case .cornerGradient(let rect, _, _, _, _):
      try self.rect(rect, tag: tag)
    case .pattern(let tile):
      try point(tile.origin, "pattern origin", tag: tag)
      guard tile.width.isFinite, tile.height.isFinite, tile.width >= 0.25, tile.height >= 0.25,
        tile.width <= 4096, tile.height <= 4096, tile.cells.count <= 4096
      else {
        throw RenderError.badCommand(
          tag: tag, reason: "a pattern tile must be 0.25…4096 pt a side with at most 4096 cells")
      }
      for cell in tile.cells { try rect(cell.rect, tag: tag) }
    }
  }

  private static func rect(_ rect: Rect, tag: String) throws(RenderError) {
    try number(rect.x, "x", tag: tag)
    try number(rect.y, "y", tag: tag)
    try number(rect.width, "width", tag: tag)
    try number(rect.height, "height", tag: tag)
  }

  private static func point(_ point: Point, _ what: String, tag: String) throws(RenderError) {
    try number(point.x, what + " x", tag: tag)
    try number(point.y, what + " y", tag: tag)
  }

  private static func number(_ value: Double, _ what: String, tag: String) throws(RenderError) {
    guard value.isFinite, abs(value) <= maxCoordinate else {
      throw RenderError.badCommand(
        tag: tag, reason: "\(what) \(value) is outside ±\(Int(maxCoordinate)) pt")
    }
  }
}
