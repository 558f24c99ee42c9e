internal import CCairo
import DrawList
import Foundation

/// Cairo patterns for the draw list's paints. Gradients, meshes and recording-surface tiles stay
/// vectors on SVG and PDF surfaces.
enum CairoPaints {
  /// Degrees of arc per patch of a conic gradient: small enough that a patch's Bézier edge and
  /// its linear colour ramp are indistinguishable from the true sweep.
  static let conicStep = 10.0

  /// A new pattern for `paint`; `bounds` is the area it must cover. Release with
  /// `cairo_pattern_destroy`.
  static func pattern(_ paint: Paint, covering bounds: Rect) throws -> OpaquePointer {
    switch paint {
    case .solid(let color):
      let (r, g, b, a) = rgba(color)
      return try checked(cairo_pattern_create_rgba(r, g, b, a))
    case .linearGradient(let from, let to, let stops):
      let pattern = try checked(cairo_pattern_create_linear(from.x, from.y, to.x, to.y))
      addStops(pattern, stops)
      return pattern
    case .radialGradient(let center, let radius, let stops):
      let pattern = try checked(
        cairo_pattern_create_radial(center.x, center.y, 0, center.x, center.y, radius))
      addStops(pattern, stops)
      return pattern
    case .conicGradient(let center, let startAngle, let stops):
      return try conic(center: center, startAngle: startAngle, stops: stops, covering: bounds)
    case .cornerGradient(let rect, let tl, let tr, let bl, let br):
      let pattern = try checked(cairo_pattern_create_mesh())
      cairo_mesh_pattern_begin_patch(pattern)
      cairo_mesh_pattern_move_to(pattern, rect.x, rect.y)
      cairo_mesh_pattern_line_to(pattern, rect.maxX, rect.y)
      cairo_mesh_pattern_line_to(pattern, rect.maxX, rect.maxY)
      cairo_mesh_pattern_line_to(pattern, rect.x, rect.maxY)
      for (corner, color) in [tl, tr, br, bl].enumerated() {
        let (r, g, b, a) = rgba(color)
        cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(corner), r, g, b, a)
      }
      cairo_mesh_pattern_end_patch(pattern)
      return pattern
    case .pattern(let tile):
      return try repeating(tile)
    }
  }

  /// A corner gradient of opaque colours as linear gradients drawn one over the other, when one
  /// edge is a single colour (the colour spectrum: white to the hue across the top, black along
  /// the bottom), else `nil`. With the bottom one colour B, the colour at (u, v) is
  /// (1 − v) · top(u) + v · B: the top's linear gradient, then B from transparent at the top to
  /// opaque at the bottom over it, exactly (the same for each edge).
  static func linearLayers(_ paint: Paint) -> [Paint]? {
    guard case .cornerGradient(let rect, let tl, let tr, let bl, let br) = paint,
      [tl, tr, bl, br].allSatisfy({ $0.alpha == 255 })
    else { return nil }
    let (top, bottom) = (Point(x: rect.x, y: rect.y), Point(x: rect.x, y: rect.maxY))
    let (left, right) = (top, Point(x: rect.maxX, y: rect.y))
    func ramp(_ from: Point, _ to: Point, _ a: Color, _ b: Color) -> Paint {
      .linearGradient(
        from: from, to: to,
        stops: [GradientStop(offset: 0, color: a), GradientStop(offset: 1, color: b)])
    }
    func clear(_ c: Color) -> Color { Color(red: c.red, green: c.green, blue: c.blue, alpha: 0) }
    if bl == br { return [ramp(left, right, tl, tr), ramp(top, bottom, clear(bl), bl)] }
    if tl == tr { return [ramp(left, right, bl, br), ramp(top, bottom, tl, clear(tl))] }
    let (rightTop, rightBottom) = (right, Point(x: rect.maxX, y: rect.maxY))
    if tr == br { return [ramp(top, bottom, tl, bl), ramp(left, right, clear(tr), tr)] }
    if tl == bl { return [ramp(rightTop, rightBottom, tr, br), ramp(left, right, tl, clear(tl))] }
    return nil
  }

  /// The four channels of `color`, 0…1.
  static func rgba(_ c: Color) -> (Double, Double, Double, Double) {
    (Double(c.red) / 255, Double(c.green) / 255, Double(c.blue) / 255, Double(c.alpha) / 255)
  }

  private static func checked(_ pattern: OpaquePointer?) throws(RenderError) -> OpaquePointer {
    guard let pattern, cairo_pattern_status(pattern) == CAIRO_STATUS_SUCCESS else {
      if let pattern { cairo_pattern_destroy(pattern) }
      throw RenderError.cairo("cannot create a pattern")
    }
    return pattern
  }

  private static func addStops(_ pattern: OpaquePointer, _ stops: [GradientStop]) {
    for stop in stops {
      let (r, g, b, a) = rgba(stop.color)
      cairo_pattern_add_color_stop_rgba(pattern, stop.offset, r, g, b, a)
    }
  }

  /// The colour at `offset` (0…1) along `stops`, interpolated in straight sRGB like Cairo's own
  /// gradients; before the first stop the first colour, after the last the last.
  static func color(at offset: Double, _ stops: [GradientStop]) -> (Double, Double, Double, Double)
  {
    guard let first = stops.first, let last = stops.last else { return (0, 0, 0, 0) }
    if offset <= first.offset { return rgba(first.color) }
    if offset >= last.offset { return rgba(last.color) }
    for (a, b) in zip(stops, stops.dropFirst()) where offset <= b.offset {
      let span = b.offset - a.offset
      let t = span > 0 ? (offset - a.offset) / span : 1
      let (ca, cb) = (rgba(a.color), rgba(b.color))
      return (
        ca.0 + (cb.0 - ca.0) * t, ca.1 + (cb.1 - ca.1) * t, ca.2 + (cb.2 - ca.2) * t,
        ca.3 + (cb.3 - ca.3) * t
      )
    }
    return rgba(last.color)
  }

  /// A sweep gradient as a mesh of thin wedges around `center`, each reaching past `bounds`.
  private static func conic(
    center: Point, startAngle: Double, stops: [GradientStop], covering bounds: Rect
  ) throws -> OpaquePointer {
    let pattern = try checked(cairo_pattern_create_mesh())
    let corners = [
      Point(x: bounds.x, y: bounds.y), Point(x: bounds.maxX, y: bounds.y),
      Point(x: bounds.x, y: bounds.maxY), Point(x: bounds.maxX, y: bounds.maxY),
    ]
    let reach =
      corners.map { ($0.x - center.x) * ($0.x - center.x) + ($0.y - center.y) * ($0.y - center.y) }
      .max()!.squareRoot() + 1
    let count = Int(360 / conicStep)
    let step = 2 * Double.pi / Double(count)
    // A circular arc of angle θ as one cubic: control points at 4/3·tan(θ/4) of the radius.
    let handle = 4.0 / 3.0 * tan(step / 4) * reach
    for index in 0..<count {
      let a0 = startAngle + Double(index) * step
      let a1 = a0 + step
      let p0 = Point(x: center.x + reach * cos(a0), y: center.y + reach * sin(a0))
      let p1 = Point(x: center.x + reach * cos(a1), y: center.y + reach * sin(a1))
      let c0 = Point(x: p0.x - handle * sin(a0), y: p0.y + handle * cos(a0))
      let c1 = Point(x: p1.x + handle * sin(a1), y: p1.y - handle * cos(a1))
      let from = color(at: Double(index) / Double(count), stops)
      let to = color(at: Double(index + 1) / Double(count), stops)
      cairo_mesh_pattern_begin_patch(pattern)
      cairo_mesh_pattern_move_to(pattern, center.x, center.y)
      cairo_mesh_pattern_line_to(pattern, p0.x, p0.y)
      cairo_mesh_pattern_curve_to(pattern, c0.x, c0.y, c1.x, c1.y, p1.x, p1.y)
      cairo_mesh_pattern_line_to(pattern, center.x, center.y)
      for (corner, c) in [from, from, to, to].enumerated() {
        cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(corner), c.0, c.1, c.2, c.3)
      }
      cairo_mesh_pattern_end_patch(pattern)
    }
    return pattern
  }

  /// A repeating tile, drawn once on a recording surface (so it stays a vector in SVG and PDF).
  private static func repeating(_ tile: PatternTile) throws -> OpaquePointer {
    var extents = cairo_rectangle_t(x: 0, y: 0, width: tile.width, height: tile.height)
    guard let surface = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents),
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
    else { throw RenderError.cairo("cannot create a pattern tile") }
    defer { cairo_surface_destroy(surface) }
    let cr = try CairoSurfaces.context(surface)
    CairoPainter.setColor(cr, tile.background)
    cairo_paint(cr)
    for cell in tile.cells {
      cairo_rectangle(cr, cell.rect.x, cell.rect.y, cell.rect.width, cell.rect.height)
      CairoPainter.setColor(cr, cell.color)
      cairo_fill(cr)
    }
    cairo_destroy(cr)
    let pattern = try checked(cairo_pattern_create_for_surface(surface))
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
    // Nearest: the tile's square edges stay square at any scale.
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
    var matrix = cairo_matrix_t()
    cairo_matrix_init_translate(&matrix, -tile.origin.x, -tile.origin.y)
    cairo_pattern_set_matrix(pattern, &matrix)
    return pattern
  }
}
