import DrawList
import Foundation

/// What a draw list has painted at a point by a given command: the fills beneath, composited over
/// the page, with group opacity, transforms and clips applied. Shadows, text and path strokes
/// are not counted (they do not form the surfaces text sits on); a backdrop blur counts as the
/// colour beneath it.
struct ColourProbe {
  /// One open group or clip.
  private struct Layer {
    var transform: Transform
    var opacity: Double
    var hidden: Bool
    var isGroup: Bool
  }

  let list: DrawList
  let page: Color

  /// The opaque colour at `point` (page coordinates) after the first `count` items.
  func colour(at point: Point, before count: Int) -> RGB {
    var result = RGB(page)
    var stack = [Layer(transform: .identity, opacity: 1, hidden: false, isGroup: true)]
    for item in list.items.prefix(count) {
      let top = stack.last!
      let local = top.transform.inverted?.apply(point) ?? point
      switch item.command {
      case .pushGroup(let group):
        let inClip = group.clip.map { Self.contains($0, local) } ?? true
        stack.append(
          Layer(
            // The group's transform works in its parent's coordinates: it applies first.
            transform: top.transform.concatenating(after: group.transform),
            opacity: top.opacity * group.opacity, hidden: top.hidden || !inClip, isGroup: true))
      case .pushClip(let shape):
        var layer = top
        layer.hidden = top.hidden || !Self.contains(shape, local)
        layer.isGroup = false
        stack.append(layer)
      case .popGroup, .popClip:
        if stack.count > 1 { stack.removeLast() }
      case .fill(let shape, let paint):
        guard !top.hidden, Self.contains(shape, local) else { continue }
        result = result.over(Self.colour(of: paint, at: local), opacity: top.opacity)
      case .stroke(let shape, let stroke):
        guard !top.hidden, Self.onStroke(shape, width: stroke.width, local) else { continue }
        result = result.over(Self.colour(of: stroke.paint, at: local), opacity: top.opacity)
      case .shadow, .text:
        continue
      }
    }
    return result
  }

  /// How item `index` is placed and faded by its enclosing groups: the transform from its local
  /// coordinates to the page, and the product of the groups' opacities (a faded wheel row).
  func layer(at index: Int) -> (transform: Transform, opacity: Double) {
    var stack: [(transform: Transform, opacity: Double)] = [(.identity, 1)]
    for item in list.items.prefix(index) {
      switch item.command {
      case .pushGroup(let group):
        let outer = stack.last!
        stack.append(
          (outer.transform.concatenating(after: group.transform), outer.opacity * group.opacity))
      case .pushClip: stack.append(stack.last!)
      case .popGroup, .popClip: if stack.count > 1 { stack.removeLast() }
      default: break
      }
    }
    return stack.last!
  }

  // MARK: - Geometry

  /// Whether `point` lies inside `shape` (paths by the non-zero rule over their control polygon).
  static func contains(_ shape: Shape, _ point: Point) -> Bool {
    switch shape {
    case .rect(let rect, let radii):
      guard point.x >= rect.x, point.x <= rect.maxX, point.y >= rect.y, point.y <= rect.maxY else {
        return false
      }
      let limit = min(rect.width, rect.height) / 2
      let corners: [(Double, Point)] = [
        (min(radii.topLeft, limit), Point(x: rect.x, y: rect.y)),
        (min(radii.topRight, limit), Point(x: rect.maxX, y: rect.y)),
        (min(radii.bottomRight, limit), Point(x: rect.maxX, y: rect.maxY)),
        (min(radii.bottomLeft, limit), Point(x: rect.x, y: rect.maxY)),
      ]
      for (radius, corner) in corners where radius > 0 {
        let cx = corner.x == rect.x ? rect.x + radius : rect.maxX - radius
        let cy = corner.y == rect.y ? rect.y + radius : rect.maxY - radius
        let inCornerBox =
          (corner.x == rect.x ? point.x < cx : point.x > cx)
          && (corner.y == rect.y ? point.y < cy : point.y > cy)
        if inCornerBox && hypot(point.x - cx, point.y - cy) > radius { return false }
      }
      return true
    case .circle(let center, let radius):
      return hypot(point.x - center.x, point.y - center.y) <= radius
    case .path(let path):
      var winding = 0
      for (a, b) in polygon(path) {
        if a.y <= point.y {
          if b.y > point.y && cross(a, b, point) > 0 { winding += 1 }
        } else if b.y <= point.y && cross(a, b, point) < 0 {
          winding -= 1
        }
      }
      return winding != 0
    }
  }

  /// Whether `point` lies on `shape`'s outline stroked `width` wide (rects and circles).
  static func onStroke(_ shape: Shape, width: Double, _ point: Point) -> Bool {
    switch shape {
    case .circle(let center, let radius):
      return abs(hypot(point.x - center.x, point.y - center.y) - radius) <= width / 2
    case .rect(let rect, _):
      let outer = rect.insetBy(dx: -width / 2, dy: -width / 2)
      let inner = rect.insetBy(dx: width / 2, dy: width / 2)
      return contains(.rect(outer, .zero), point)
        && !(inner.width > 0 && inner.height > 0 && contains(.rect(inner, .zero), point))
    case .path:
      return false
    }
  }

  /// The path's segments, curves replaced by their control polygon.
  static func polygon(_ path: Path) -> [(Point, Point)] {
    var segments: [(Point, Point)] = []
    var start: Point?
    var current: Point?
    for element in path.elements {
      switch element {
      case .move(let p):
        if let s = start, let c = current { segments.append((c, s)) }
        start = p
        current = p
      case .line(let p):
        if let c = current { segments.append((c, p)) }
        current = p
      case .curve(let p, let c1, let c2):
        if let c = current { segments += [(c, c1), (c1, c2), (c2, p)] }
        current = p
      case .close:
        if let s = start, let c = current { segments.append((c, s)) }
        current = start
      }
    }
    if let s = start, let c = current, c != s { segments.append((c, s)) }
    return segments
  }

  private static func cross(_ a: Point, _ b: Point, _ p: Point) -> Double {
    (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
  }

  // MARK: - Paint

  /// The straight-alpha colour `paint` has at `point`.
  static func colour(of paint: Paint, at point: Point) -> RGBA {
    switch paint {
    case .solid(let color): return RGBA(color)
    case .linearGradient(let from, let to, let stops):
      let dx = to.x - from.x
      let dy = to.y - from.y
      let length = dx * dx + dy * dy
      let t = length > 0 ? ((point.x - from.x) * dx + (point.y - from.y) * dy) / length : 0
      return RGBA.along(stops, at: t)
    case .radialGradient(let center, let radius, let stops):
      let t = radius > 0 ? hypot(point.x - center.x, point.y - center.y) / radius : 0
      return RGBA.along(stops, at: t)
    case .conicGradient(let center, let start, let stops):
      var angle = atan2(point.y - center.y, point.x - center.x) - start
      angle = angle.truncatingRemainder(dividingBy: 2 * .pi)
      if angle < 0 { angle += 2 * .pi }
      return RGBA.along(stops, at: angle / (2 * .pi))
    case .cornerGradient(let rect, let tl, let tr, let bl, let br):
      let u = rect.width > 0 ? min(max((point.x - rect.x) / rect.width, 0), 1) : 0
      let v = rect.height > 0 ? min(max((point.y - rect.y) / rect.height, 0), 1) : 0
      let top = RGBA(tl).mix(RGBA(tr), u)
      let bottom = RGBA(bl).mix(RGBA(br), u)
      return top.mix(bottom, v)
    case .pattern(let tile):
      guard tile.width > 0, tile.height > 0 else { return RGBA(tile.background) }
      var x = (point.x - tile.origin.x).truncatingRemainder(dividingBy: tile.width)
      var y = (point.y - tile.origin.y).truncatingRemainder(dividingBy: tile.height)
      if x < 0 { x += tile.width }
      if y < 0 { y += tile.height }
      let local = Point(x: x, y: y)
      let cell = tile.cells.last { contains(.rect($0.rect, .zero), local) }
      return RGBA(cell?.color ?? tile.background)
    }
  }
}

/// An opaque colour with channels 0…1.
struct RGB: Equatable {
  var r: Double
  var g: Double
  var b: Double

  init(r: Double, g: Double, b: Double) {
    self.r = r
    self.g = g
    self.b = b
  }

  init(_ color: Color) {
    self.init(r: Double(color.red) / 255, g: Double(color.green) / 255, b: Double(color.blue) / 255)
  }

  /// `top` (straight alpha) composited over this colour, its alpha scaled by `opacity`.
  func over(_ top: RGBA, opacity: Double = 1) -> RGB {
    let a = top.a * opacity
    return RGB(r: top.r * a + r * (1 - a), g: top.g * a + g * (1 - a), b: top.b * a + b * (1 - a))
  }

  /// The nearest 8-bit colour.
  var color: Color {
    func byte(_ v: Double) -> UInt8 { UInt8((min(max(v, 0), 1) * 255).rounded()) }
    return Color(red: byte(r), green: byte(g), blue: byte(b))
  }
}

/// A straight-alpha colour with channels 0…1.
struct RGBA {
  var r: Double
  var g: Double
  var b: Double
  var a: Double

  init(r: Double, g: Double, b: Double, a: Double) {
    self.r = r
    self.g = g
    self.b = b
    self.a = a
  }

  init(_ color: Color) {
    self.init(
      r: Double(color.red) / 255, g: Double(color.green) / 255, b: Double(color.blue) / 255,
      a: Double(color.alpha) / 255)
  }

  func mix(_ other: RGBA, _ t: Double) -> RGBA {
    RGBA(
      r: r + (other.r - r) * t, g: g + (other.g - g) * t, b: b + (other.b - b) * t,
      a: a + (other.a - a) * t)
  }

  /// The colour at `t` along gradient stops (clamped to the ends).
  static func along(_ stops: [GradientStop], at t: Double) -> RGBA {
    guard let first = stops.first, let last = stops.last else { return RGBA(.clear) }
    if t <= first.offset { return RGBA(first.color) }
    if t >= last.offset { return RGBA(last.color) }
    for (a, b) in zip(stops, stops.dropFirst()) where t <= b.offset {
      let span = b.offset - a.offset
      return RGBA(a.color).mix(RGBA(b.color), span > 0 ? (t - a.offset) / span : 1)
    }
    return RGBA(last.color)
  }
}
