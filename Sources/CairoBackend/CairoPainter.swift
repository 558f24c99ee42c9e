internal import CCairo
import DrawList
import Foundation
import Raster
import Render

/// Draws a ``DrawList`` onto any Cairo context: the one code path behind the raster, SVG and PDF
/// outputs.
///
/// The context must already map points to the output's units (pixels a point for raster, the
/// canvas origin at the surface's top left). The painter decides nothing: it turns each command
/// into Cairo calls, blurs shadow masks and backdrops (Cairo has no blur) and keeps groups and
/// clips balanced.
final class CairoPainter {
  private let cr: OpaquePointer
  private let list: DrawList
  private let fonts: FontLibrary
  /// How many output pixels a point is, for blurs drawn into masks (the scale asked for).
  private let pixelsPerPoint: Double
  /// How many mask pixels a device unit is: 1 on an image surface (its units are pixels), the
  /// blur density on a vector surface (its units are points).
  private let pixelsPerUnit: Double
  /// This painter's references to the shared cairo font faces.
  private var faces: [FontID: OpaquePointer] = [:]
  /// The groups open now, innermost last.
  private var groups: [Group] = []
  /// How many clips are open now.
  private var clips = 0
  /// Whether `cr` draws on an SVG surface, which has no form for meshes (corner and conic
  /// gradients) or blend modes: Cairo would replace the whole page by one fallback image.
  private let svg: Bool
  /// Whether text runs are tagged (`P`) for a tagged PDF.
  private let tagsText: Bool
  /// The shapes drawn as embedded images so far (SVG only), in drawing order.
  private(set) var embedded: [EmbeddedImage] = []
  /// The shadows drawn as placeholders for SVG filters so far (SVG only), in drawing order.
  private(set) var shadowFilters: [SVGShadowFilter] = []
  /// Items already drawn by a blend fallback (a blended group drawn as one image): skipped up to
  /// and including this index.
  private var skipThrough = -1
  /// Where blurred shadow masks are reused from (none: every mask is drawn and blurred).
  private let shadowMasks: ShadowMaskCache?
  /// The backdrops this drawing has blurred, shared with the painters it starts.
  private let backdrops: BackdropMemo

  /// A painter drawing `list` on `cr`; backdrops are blurred at `pixelsPerPoint`, shadow masks at
  /// `pixelsPerUnit` pixels a device unit of `cr`'s surface, reused from `shadowMasks`. A painter
  /// started by another to draw what lies beneath is given its `backdrops`; any other makes its
  /// own.
  init(
    cr: OpaquePointer, list: DrawList, fonts: FontLibrary, pixelsPerPoint: Double,
    pixelsPerUnit: Double = 1, shadowMasks: ShadowMaskCache? = nil,
    backdrops: BackdropMemo? = nil
  ) {
    self.cr = cr
    self.shadowMasks = shadowMasks
    self.backdrops = backdrops ?? BackdropMemo()
    self.list = list
    self.fonts = fonts
    self.pixelsPerPoint = pixelsPerPoint
    self.pixelsPerUnit = pixelsPerUnit
    let type = cairo_surface_get_type(cairo_get_target(cr))
    svg = type == CAIRO_SURFACE_TYPE_SVG
    tagsText = type == CAIRO_SURFACE_TYPE_PDF
  }

  deinit {
    for face in faces.values { cairo_font_face_destroy(face) }
  }

  /// Draws the first `count` items (all by default). Unclosed groups and clips are a
  /// ``RenderError/badCommand(tag:reason:)`` unless `closingOpenGroups`, which composites them as
  /// they are (used to draw what lies beneath a backdrop blur).
  func paint(count: Int? = nil, closingOpenGroups: Bool = false) throws {
    for item in list.items.prefix(count ?? list.items.count).enumerated()
    where item.offset > skipThrough {
      try draw(item.element.command, index: item.offset, tag: item.element.tag)
    }
    if closingOpenGroups {
      while !groups.isEmpty { popGroup() }
      while clips > 0 {
        cairo_restore(cr)
        clips -= 1
      }
    } else if !groups.isEmpty || clips != 0 {
      throw RenderError.badCommand(
        tag: "end", reason: "\(groups.count) group(s) and \(clips) clip(s) left open")
    }
    let status = cairo_status(cr)
    guard status == CAIRO_STATUS_SUCCESS else {
      // What Cairo failed to allocate is not known: the renderer says the image's budget.
      throw CairoSurfaces.failure(status, needing: 0)
    }
  }

  // MARK: - Commands

  private func draw(_ command: Command, index: Int, tag: String) throws {
    switch command {
    case .fill(let shape, let paint):
      if svg, try drawWithoutMesh(shape, paint: paint, stroke: nil, tag: tag) { return }
      addPath(cr, shape)
      try setSource(paint, bounds: shape.bounds)
      cairo_fill(cr)
    case .stroke(let shape, let stroke):
      if svg, try drawWithoutMesh(shape, paint: stroke.paint, stroke: stroke, tag: tag) { return }
      addPath(cr, shape)
      try setSource(stroke.paint, bounds: shape.bounds)
      Self.setStroke(cr, stroke)
      cairo_stroke(cr)
    case .shadow(let shape, let shadow):
      try drawShadow(shape: shape, shadow: shadow, index: index, tag: tag)
    case .text(let run):
      try drawText(run, tag: tag)
    case .pushClip(let shape):
      cairo_save(cr)
      addPath(cr, shape)
      cairo_clip(cr)
      clips += 1
    case .popClip:
      guard clips > 0 else { throw RenderError.badCommand(tag: tag, reason: "unclip without clip") }
      cairo_restore(cr)
      clips -= 1
    case .pushGroup(let group):
      if svg, group.blend != .normal, groups.isEmpty {
        try drawBlendedGroup(at: index, tag: tag)
        return
      }
      cairo_save(cr)
      if let clip = group.clip {
        addPath(cr, clip)
        cairo_clip(cr)
      }
      if let blur = group.backdropBlur, let clip = group.clip {
        try paintBackdrop(beneath: index, clip: clip, blur: blur)
      }
      var matrix = Self.matrix(group.transform)
      cairo_transform(cr, &matrix)
      cairo_push_group(cr)
      groups.append(group)
    case .popGroup:
      guard !groups.isEmpty else {
        throw RenderError.badCommand(tag: tag, reason: "endgroup without group")
      }
      popGroup()
    }
  }

  /// Composites the innermost group with its opacity and blend mode.
  private func popGroup() {
    let group = groups.removeLast()
    cairo_pop_group_to_source(cr)
    cairo_set_operator(cr, Self.operator(group.blend))
    cairo_paint_with_alpha(cr, group.opacity)
    cairo_restore(cr)
  }

  // MARK: - Paint

  /// Sets `paint` as the source; `bounds` is the area it must cover (for conic gradients).
  private func setSource(_ paint: Paint, bounds: Rect) throws {
    if case .solid(let color) = paint {
      Self.setColor(cr, color)
      return
    }
    let pattern = try CairoPaints.pattern(paint, covering: bounds)
    cairo_set_source(cr, pattern)
    cairo_pattern_destroy(pattern)
  }

  /// Sets `stroke`'s width, dashes, cap and join on `cr`.
  static func setStroke(_ cr: OpaquePointer, _ stroke: Stroke) {
    cairo_set_line_width(cr, stroke.width)
    var dash = stroke.dash
    cairo_set_dash(cr, &dash, Int32(dash.count), stroke.dashPhase)
    cairo_set_line_cap(cr, Self.cap(stroke.cap))
    cairo_set_line_join(cr, Self.join(stroke.join))
  }

  static func setColor(_ cr: OpaquePointer, _ color: Color) {
    cairo_set_source_rgba(
      cr, Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255,
      Double(color.alpha) / 255)
  }

  // MARK: - Paths

  /// Replaces the current path with `shape`'s outline.
  static func addPath(_ cr: OpaquePointer, _ shape: Shape) {
    cairo_new_path(cr)
    switch shape {
    case .rect(let rect, let radii):
      let limit = max(0, min(rect.width / 2, rect.height / 2))
      let r = radii.clockwise.map { max(0, min($0, limit)) }
      if r.allSatisfy({ $0 == 0 }) {
        cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
        return
      }
      let quarter = Double.pi / 2
      cairo_new_sub_path(cr)
      cairo_arc(cr, rect.maxX - r[1], rect.y + r[1], r[1], -quarter, 0)
      cairo_arc(cr, rect.maxX - r[2], rect.maxY - r[2], r[2], 0, quarter)
      cairo_arc(cr, rect.x + r[3], rect.maxY - r[3], r[3], quarter, 2 * quarter)
      cairo_arc(cr, rect.x + r[0], rect.y + r[0], r[0], 2 * quarter, 3 * quarter)
      cairo_close_path(cr)
    case .circle(let center, let radius):
      cairo_new_sub_path(cr)
      cairo_arc(cr, center.x, center.y, radius, 0, 2 * Double.pi)
      cairo_close_path(cr)
    case .path(let path):
      for element in path.elements {
        switch element {
        case .move(let p): cairo_move_to(cr, p.x, p.y)
        case .line(let p): cairo_line_to(cr, p.x, p.y)
        case .curve(let p, let c1, let c2): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
        case .close: cairo_close_path(cr)
        }
      }
    }
  }

  private func addPath(_ cr: OpaquePointer, _ shape: Shape) { Self.addPath(cr, shape) }

  // MARK: - Shadows and blurs

  /// The current user-to-device matrix.
  private var deviceMatrix: cairo_matrix_t {
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    return matrix
  }

  /// The device-pixel box around `rect` under `matrix`, padded by `pad` pixels, or a
  /// ``RenderError/badCommand(tag:reason:)`` when it would be larger than
  /// ``DrawListLimits/maxPixels`` a side.
  private static func deviceBox(
    _ rect: Rect, _ matrix: cairo_matrix_t, pad: Double, tag: String, what: String
  ) throws(RenderError) -> (left: Double, top: Double, width: Int, height: Int) {
    let transform = Transform(
      a: matrix.xx, b: matrix.yx, c: matrix.xy, d: matrix.yy, tx: matrix.x0, ty: matrix.y0)
    let box = transform.apply(rect)
    let left = box.x.rounded(.down) - pad
    let top = box.y.rounded(.down) - pad
    let right = box.maxX.rounded(.up) + pad
    let bottom = box.maxY.rounded(.up) + pad
    let limit = Double(DrawListLimits.maxPixels)
    guard left.isFinite, top.isFinite, right.isFinite, bottom.isFinite, right - left <= limit,
      bottom - top <= limit
    else {
      throw RenderError.badCommand(
        tag: tag,
        reason: "the \(what) would be \(RenderError.format(right - left))x"
          + "\(RenderError.format(bottom - top)) pixels (at most \(DrawListLimits.maxPixels) a side)"
      )
    }
    return (left, top, Int(right - left), Int(bottom - top))
  }

  /// How many device pixels a point is under `matrix` (the square root of its area scale).
  private static func scale(of matrix: cairo_matrix_t) -> Double {
    abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx).squareRoot()
  }

  /// Draws the shape's silhouette into an alpha mask in device pixels, blurs it (σ = blur / 2, as
  /// CSS and SVG define) and paints the shadow colour through it, offset. On an SVG surface, a
  /// shadow a filter draws as the PNG does (``SVGShadowFilter``) is a placeholder for that filter;
  /// any other is an image, listed in ``embedded``.
  private func drawShadow(shape: Shape, shadow: Shadow, index: Int, tag: String) throws {
    // User space to mask pixels: the device matrix, scaled where a device unit is not a pixel.
    var matrix = deviceMatrix
    let density = pixelsPerUnit
    if density != 1 {
      var scale = cairo_matrix_t()
      cairo_matrix_init_scale(&scale, density, density)
      var device = matrix
      cairo_matrix_multiply(&matrix, &device, &scale)
    }
    var imageReason: String?
    if svg {
      imageReason = SVGShadowFilter.unsupported(matrix: deviceMatrix, shape: shape, shadow: shadow)
      if imageReason == nil {
        let filter = SVGShadowFilter(
          number: shadowFilters.count + 1, shape: shape, shadow: shadow, matrix: matrix,
          pixelsPerUnit: density)
        try placePlaceholder(for: filter)
        shadowFilters.append(filter)
        return
      }
    }
    let grown = shape.spread(by: shadow.spread)
    let sigma = shadow.blur / 2 * Self.scale(of: matrix)
    let pad = (3 * sigma).rounded(.up) + 1
    // A path cannot be offset exactly: its spread is a round-joined stroke of twice the spread,
    // added to the silhouette (or, for a negative spread, cut from it).
    var pathSpread = 0.0
    if case .path = shape { pathSpread = shadow.spread }
    let reach = max(0, pathSpread)
    let offsetX = matrix.xx * shadow.offsetX + matrix.xy * shadow.offsetY
    let offsetY = matrix.yx * shadow.offsetX + matrix.yy * shadow.offsetY
    var box = try Self.deviceBox(
      grown.bounds.insetBy(dx: -reach, dy: -reach), matrix, pad: pad, tag: tag,
      what: "shadow mask")
    if density == 1 { box = visibleRows(of: box, offsetY: offsetY, sigma: sigma) }
    guard box.width > 0, box.height > 0 else { return }
    let key = ShadowMaskCache.Key(
      shape: grown, pathSpread: pathSpread,
      matrix: [matrix.xx, matrix.yx, matrix.xy, matrix.yy, matrix.x0, matrix.y0], left: box.left,
      top: box.top, width: box.width, height: box.height, sigma: sigma)
    let blurred: ShadowMaskCache.Mask
    if let cached = shadowMasks?.mask(for: key) {
      blurred = cached
    } else {
      blurred = try Self.blurredMask(
        grown, pathSpread: pathSpread, matrix: matrix, box: box, sigma: sigma)
      shadowMasks?.store(blurred, for: key)
    }
    // Cairo only reads a mask surface, so one over the cache's pixels serves where it is painted
    // at once (an image target, or the image a vector shadow is drawn into); a vector surface
    // records its sources for later, so it gets its own copy.
    let paintsNow =
      density != 1 || cairo_surface_get_type(cairo_get_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE
    let mask = try paintsNow ? CairoSurfaces.image(over: blurred) : CairoSurfaces.copy(of: blurred)
    defer {
      cairo_surface_destroy(mask)
      withExtendedLifetime(blurred) {}
    }
    let covered = density == 1 && paintsNow ? coveredBox(after: index) : nil
    cairo_save(cr)
    cairo_identity_matrix(cr)
    Self.setColor(cr, shadow.color)
    if density == 1, !svg {
      if let covered {
        // Pixels the next command paints over with an opaque colour end up that colour whatever
        // lies beneath: the shadow is composited everywhere but there (the same bytes).
        let x = box.left + offsetX
        let y = box.top + offsetY
        let outer = (
          left: x.rounded(.down) - 1, top: y.rounded(.down) - 1,
          right: (x + Double(box.width)).rounded(.up) + 1,
          bottom: (y + Double(box.height)).rounded(.up) + 1
        )
        cairo_rectangle(
          cr, outer.left, outer.top, outer.right - outer.left, outer.bottom - outer.top)
        cairo_rectangle(
          cr, Double(covered.left), Double(covered.top), Double(covered.right - covered.left),
          Double(covered.bottom - covered.top))
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_clip(cr)
      }
      cairo_mask_surface(cr, mask, box.left + offsetX, box.top + offsetY)
      cairo_restore(cr)
    } else {
      cairo_restore(cr)
      // Vector output: an image of only the shadow (its colour through the blurred mask), its
      // PNG encoded by the project's encoder and handed to Cairo, which embeds those bytes.
      let image = try CairoSurfaces.image(CAIRO_FORMAT_ARGB32, width: box.width, height: box.height)
      defer { cairo_surface_destroy(image) }
      let icr = try CairoSurfaces.context(image)
      Self.setColor(icr, shadow.color)
      cairo_mask_surface(icr, mask, 0, 0)
      cairo_destroy(icr)
      try placeImage(image, left: box.left + offsetX, top: box.top + offsetY, density: density)
      if let imageReason {
        embedded.append(
          EmbeddedImage(tag: tag, reason: imageReason, width: box.width, height: box.height))
      }
    }
  }

  /// Whether a shadow skips the pixels the command after it covers (see ``coveredBox(after:)``);
  /// tests turn it off to compare.
  var skipsCoveredPixels = true

  /// The device pixels (whole ones, inside the clip or not) that the item after `index` paints
  /// over completely with an opaque solid colour: a fill of a rectangle, rounded rectangle or
  /// circle whose interior lies axis-aligned on the device, in the same clip and group. Each of
  /// those pixels comes out exactly that colour (full coverage of an opaque source), whatever
  /// was drawn beneath, so a shadow just before it need not be composited there. The box is the
  /// larger of the two rectangles a rounded rectangle's corners leave whole (a circle's inscribed
  /// square), shrunk to whole pixels and then by one more pixel each side, clear of every
  /// antialiased edge and flattened arc. `nil` when there is no such fill or nothing is covered.
  private func coveredBox(after index: Int) -> (left: Int, top: Int, right: Int, bottom: Int)? {
    guard skipsCoveredPixels, index + 1 < list.items.count,
      case .fill(let shape, .solid(let color)) = list.items[index + 1].command, color.alpha == 255
    else { return nil }
    let m = deviceMatrix
    guard m.xy == 0, m.yx == 0, m.xx > 0, m.yy > 0 else { return nil }
    let inner: Rect
    switch shape {
    case .rect(let rect, let radii):
      let top = max(0, radii.topLeft, radii.topRight)
      let bottom = max(0, radii.bottomLeft, radii.bottomRight)
      let left = max(0, radii.topLeft, radii.bottomLeft)
      let right = max(0, radii.topRight, radii.bottomRight)
      let wide = Rect(
        x: rect.x, y: rect.y + top, width: rect.width, height: rect.height - top - bottom)
      let tall = Rect(
        x: rect.x + left, y: rect.y, width: rect.width - left - right, height: rect.height)
      inner = wide.width * wide.height >= tall.width * tall.height ? wide : tall
    case .circle(let center, let radius):
      let half = radius / 2.0.squareRoot()
      inner = Rect(x: center.x - half, y: center.y - half, width: 2 * half, height: 2 * half)
    case .path:
      return nil
    }
    guard inner.width > 0, inner.height > 0 else { return nil }
    let left = (m.xx * inner.x + m.x0).rounded(.up) + 1
    let top = (m.yy * inner.y + m.y0).rounded(.up) + 1
    let right = (m.xx * inner.maxX + m.x0).rounded(.down) - 1
    let bottom = (m.yy * inner.maxY + m.y0).rounded(.down) - 1
    let limit = Double(DrawListLimits.maxPixels)
    guard left.isFinite, top.isFinite, right.isFinite, bottom.isFinite, right > left,
      bottom > top, abs(left) < limit, abs(top) < limit, abs(right) < limit, abs(bottom) < limit
    else { return nil }
    return (Int(left), Int(top), Int(right), Int(bottom))
  }

  /// The shape's silhouette (grown by `pathSpread` for a path) drawn under `matrix` into a new
  /// A8 mask of `box`'s pixels, then blurred with deviation `sigma`.
  private static func blurredMask(
    _ shape: Shape, pathSpread: Double, matrix: cairo_matrix_t,
    box: (left: Double, top: Double, width: Int, height: Int), sigma: Double
  ) throws -> ShadowMaskCache.Mask {
    let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(box.width)))
    let buffer = try CheckedBuffer(bytes: stride * box.height)
    buffer.base.initializeMemory(as: UInt8.self, repeating: 0, count: buffer.count)
    let blurred = ShadowMaskCache.Mask(
      buffer: buffer, width: box.width, height: box.height, stride: stride)
    let mask = try CairoSurfaces.image(over: blurred)
    defer { cairo_surface_destroy(mask) }
    let mcr = try CairoSurfaces.context(mask)
    cairo_translate(mcr, -box.left, -box.top)
    var transform = matrix
    cairo_transform(mcr, &transform)
    Self.addPath(mcr, shape)
    cairo_set_source_rgba(mcr, 0, 0, 0, 1)
    if pathSpread == 0 {
      cairo_fill(mcr)
    } else {
      cairo_fill_preserve(mcr)
      cairo_set_line_width(mcr, 2 * abs(pathSpread))
      cairo_set_line_join(mcr, CAIRO_LINE_JOIN_ROUND)
      if pathSpread < 0 { cairo_set_operator(mcr, CAIRO_OPERATOR_CLEAR) }
      cairo_stroke(mcr)
    }
    let status = cairo_status(mcr)
    cairo_destroy(mcr)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw CairoSurfaces.failure(status, needing: CairoSurfaces.bytes(of: mask))
    }
    cairo_surface_flush(mask)
    try BoxBlur.blur(
      buffer.typed(UInt8.self), width: box.width, height: box.height, stride: stride,
      sigma: sigma)
    return blurred
  }

  /// Paints the placeholder ``SVGShadowFilter/substituted(_:_:)`` replaces by `filter`: a 1x1
  /// image carrying the filter's marker as its PNG, stretched over the filter's region.
  private func placePlaceholder(for filter: SVGShadowFilter) throws {
    let image = try CairoSurfaces.image(CAIRO_FORMAT_ARGB32, width: 1, height: 1)
    defer { cairo_surface_destroy(image) }
    try attachPNG(filter.marker, to: image)
    let pattern = cairo_pattern_create_for_surface(image)
    defer { cairo_pattern_destroy(pattern) }
    var placement = filter.placeholderMatrix
    cairo_pattern_set_matrix(pattern, &placement)
    cairo_save(cr)
    cairo_set_source(cr, pattern)
    cairo_paint(cr)
    cairo_restore(cr)
  }

  /// Attaches `png` to `image` for Cairo's SVG surface to embed as it is.
  private func attachPNG(_ png: [UInt8], to image: OpaquePointer) throws {
    guard let copy = malloc(max(1, png.count)) else { throw RenderError.cairo("out of memory") }
    png.withUnsafeBytes { copy.copyMemory(from: $0.baseAddress!, byteCount: png.count) }
    let status = cairo_surface_set_mime_data(
      image, CAIRO_MIME_TYPE_PNG, copy.assumingMemoryBound(to: UInt8.self), UInt(png.count),
      { free($0) }, copy)
    guard status == CAIRO_STATUS_SUCCESS else {
      free(copy)
      throw RenderError.cairo(String(cString: cairo_status_to_string(status)))
    }
  }

  /// Attaches `image`'s own PNG (the project's encoder, `profile`) for Cairo's SVG surface to
  /// embed as it is, rather than encoding the pixels again through libpng when the document is
  /// finished (the same pixels: both write Cairo's unpremultiplied colour).
  private func attachOwnPNG(to image: OpaquePointer, profile: PNGProfile = .document) throws {
    cairo_surface_flush(image)
    let width = Int(cairo_image_surface_get_width(image))
    let height = Int(cairo_image_surface_get_height(image))
    let png = try PNGCodec.encode(
      CairoRenderer.readPixels(image, width: width, height: height), profile: profile)
    try attachPNG(png, to: image)
  }

  /// Paints `image` (pixels at `density` a device unit, its top left at device pixel `left`,
  /// `top`) on the vector surface, with its PNG (the project's encoder, `.document`) attached for
  /// Cairo's SVG surface to embed as it is.
  ///
  /// Placed by the pattern's matrix under an identity CTM: Cairo's SVG surface (1.16) places an
  /// image by its pattern matrix alone and would drop a CTM scale.
  private func placeImage(_ image: OpaquePointer, left: Double, top: Double, density: Double)
    throws
  {
    try attachOwnPNG(to: image)
    cairo_save(cr)
    cairo_identity_matrix(cr)
    let pattern = cairo_pattern_create_for_surface(image)
    defer { cairo_pattern_destroy(pattern) }
    var placement = cairo_matrix_t()
    cairo_matrix_init(&placement, density, 0, 0, density, -left, -top)
    cairo_pattern_set_matrix(pattern, &placement)
    cairo_set_source(cr, pattern)
    cairo_paint(cr)
    cairo_restore(cr)
  }

  // MARK: - What SVG cannot express

  /// On an SVG surface, draws a paint SVG has no form for, and returns whether it did: a corner
  /// gradient that splits into linear gradients (``CairoPaints/linearLayers(_:)``) as those, any
  /// other corner gradient and every conic gradient as an image of only that shape at the scale
  /// asked for (listed in ``embedded``). Other paints are left to the caller (`false`).
  private func drawWithoutMesh(_ shape: Shape, paint: Paint, stroke: Stroke?, tag: String)
    throws -> Bool
  {
    let reason: String
    switch paint {
    case .cornerGradient:
      if stroke == nil, let layers = CairoPaints.linearLayers(paint) {
        for layer in layers {
          addPath(cr, shape)
          try setSource(layer, bounds: shape.bounds)
          cairo_fill(cr)
        }
        return true
      }
      reason = "four-corner gradient"
    case .conicGradient: reason = "conic gradient"
    default: return false
    }
    var matrix = deviceMatrix
    let density = pixelsPerUnit
    var scale = cairo_matrix_t()
    cairo_matrix_init_scale(&scale, density, density)
    var device = matrix
    cairo_matrix_multiply(&matrix, &device, &scale)
    let reach = stroke.map { $0.width * 2 } ?? 0
    let box = try Self.deviceBox(
      shape.bounds.insetBy(dx: -reach, dy: -reach), matrix, pad: 1, tag: tag, what: reason)
    guard box.width > 0, box.height > 0 else { return true }
    let image = try CairoSurfaces.image(CAIRO_FORMAT_ARGB32, width: box.width, height: box.height)
    defer { cairo_surface_destroy(image) }
    let icr = try CairoSurfaces.context(image)
    cairo_translate(icr, -box.left, -box.top)
    cairo_transform(icr, &matrix)
    Self.addPath(icr, shape)
    let pattern = try CairoPaints.pattern(paint, covering: shape.bounds)
    cairo_set_source(icr, pattern)
    cairo_pattern_destroy(pattern)
    if let stroke {
      Self.setStroke(icr, stroke)
      cairo_stroke(icr)
    } else {
      cairo_fill(icr)
    }
    cairo_destroy(icr)
    try placeImage(image, left: box.left, top: box.top, density: density)
    embedded.append(EmbeddedImage(tag: tag, reason: reason, width: box.width, height: box.height))
    return true
  }

  /// On an SVG surface (which has no blend modes), draws the blended group opened at `index`
  /// (outside any other group) as one image of its box at the scale asked for: what the group
  /// adds over what lies beneath, so the vectors beneath stay and show through it.
  ///
  /// Three rasters of the box: beneath (the items before the group), the group alone (its
  /// coverage), and both blended. With premultiplied pixels, blended = added + (1 − α) · beneath,
  /// α the group's coverage, so added = blended − (1 − α) · beneath.
  private func drawBlendedGroup(at index: Int, tag: String) throws {
    var depth = 0
    var end = index
    for (offset, item) in list.items.enumerated().dropFirst(index) {
      if case .pushGroup = item.command { depth += 1 }
      if case .popGroup = item.command { depth -= 1 }
      if depth == 0 {
        end = offset
        break
      }
    }
    guard depth == 0, case .pushGroup(let group) = list.items[index].command else {
      throw RenderError.badCommand(tag: tag, reason: "group without endgroup")
    }
    var matrix = deviceMatrix
    let density = pixelsPerUnit
    var scale = cairo_matrix_t()
    cairo_matrix_init_scale(&scale, density, density)
    var device = matrix
    cairo_matrix_multiply(&matrix, &device, &scale)
    let bounds = contentBounds(index + 1..<end, group: group)
    let box = try Self.deviceBox(bounds, matrix, pad: 1, tag: tag, what: "blended group")
    guard box.width > 0, box.height > 0 else {
      skipThrough = end
      return
    }
    var alone = list
    var opened = group
    opened.blend = .normal
    alone.items = Array(list.items[index...end])
    alone.items[0].command = .pushGroup(opened)
    let beneath = try raster(list, count: index, box: box, matrix: matrix)
    defer { cairo_surface_destroy(beneath) }
    let coverage = try raster(alone, count: alone.items.count, box: box, matrix: matrix)
    defer { cairo_surface_destroy(coverage) }
    let blended = try raster(list, count: end + 1, box: box, matrix: matrix)
    defer { cairo_surface_destroy(blended) }
    let rowBytes = Int(cairo_image_surface_get_stride(blended))
    guard let b = cairo_image_surface_get_data(beneath),
      let c = cairo_image_surface_get_data(coverage),
      let r = cairo_image_surface_get_data(blended)
    else { throw RenderError.cairo("the blended group has no pixels") }
    // Native-endian ARGB32: alpha is the top byte of each 32-bit pixel.
    for y in 0..<box.height {
      let under = UnsafeMutableRawPointer(b + y * rowBytes).assumingMemoryBound(to: UInt32.self)
      let own = UnsafeMutableRawPointer(c + y * rowBytes).assumingMemoryBound(to: UInt32.self)
      let out = UnsafeMutableRawPointer(r + y * rowBytes).assumingMemoryBound(to: UInt32.self)
      for x in 0..<box.width {
        let alpha = own[x] >> 24
        var pixel: UInt32 = 0
        for shift in stride(from: 0, through: 24, by: 8) {
          let total = Int((out[x] >> UInt32(shift)) & 0xFF)
          let kept = (Int((under[x] >> UInt32(shift)) & 0xFF) * Int(255 - alpha) + 127) / 255
          pixel |=
            UInt32(shift == 24 ? Int(alpha) : min(Int(alpha), max(0, total - kept)))
            << UInt32(shift)
        }
        out[x] = pixel
      }
    }
    cairo_surface_mark_dirty(blended)
    try placeImage(blended, left: box.left, top: box.top, density: density)
    embedded.append(
      EmbeddedImage(
        tag: tag, reason: "blend mode \(group.blend.rawValue)", width: box.width,
        height: box.height))
    skipThrough = end
  }

  /// The first `count` items of `list` drawn on an image of `box` (device pixels under `matrix`).
  private func raster(
    _ list: DrawList, count: Int, box: (left: Double, top: Double, width: Int, height: Int),
    matrix: cairo_matrix_t
  ) throws -> OpaquePointer {
    let image = try CairoSurfaces.image(CAIRO_FORMAT_ARGB32, width: box.width, height: box.height)
    do {
      let icr = try CairoSurfaces.context(image)
      defer { cairo_destroy(icr) }
      cairo_translate(icr, -box.left, -box.top)
      var transform = matrix
      cairo_transform(icr, &transform)
      let painter = CairoPainter(
        cr: icr, list: list, fonts: fonts, pixelsPerPoint: pixelsPerPoint,
        shadowMasks: shadowMasks, backdrops: backdrops)
      try painter.paint(count: count, closingOpenGroups: true)
      cairo_surface_flush(image)
      return image
    } catch {
      cairo_surface_destroy(image)
      throw error
    }
  }

  /// The box (in the user space the group opens in) the items in `range`, drawn inside `group`,
  /// can paint: their shapes' bounds (strokes and shadows grown by their reach), through the
  /// group's transform and inside its clip; the canvas when it holds text or a nested transform.
  private func contentBounds(_ range: Range<Int>, group: Group) -> Rect {
    var box: Rect?
    for item in list.items[range] {
      let rect: Rect
      switch item.command {
      case .fill(let shape, _): rect = shape.bounds
      case .stroke(let shape, let stroke):
        rect = shape.bounds.insetBy(dx: -stroke.width * 2, dy: -stroke.width * 2)
      case .shadow(let shape, let shadow):
        let reach = abs(shadow.spread) + 1.5 * shadow.blur + 1
        rect = shape.bounds.offsetBy(dx: shadow.offsetX, dy: shadow.offsetY)
          .insetBy(dx: -reach, dy: -reach)
      case .pushGroup(let inner) where inner.transform == .identity: continue
      case .pushClip, .popClip, .popGroup: continue
      default: return group.clip?.bounds ?? list.canvas
      }
      box = box.map { $0.union(rect) } ?? rect
    }
    let drawn = group.transform.apply(box ?? Rect(x: 0, y: 0, width: 0, height: 0))
    guard let clip = group.clip?.bounds else { return drawn }
    let left = max(drawn.x, clip.x)
    let top = max(drawn.y, clip.y)
    return Rect(
      x: left, y: top, width: max(0, min(drawn.maxX, clip.maxX) - left),
      height: max(0, min(drawn.maxY, clip.maxY) - top))
  }

  /// The rows of a shadow mask `box` (device pixels) that can show through the current clip once
  /// painted `offsetY` pixels down, on an image surface (a band of a banded render, a clipped
  /// scroll view); any other surface keeps the whole box. A blurred row depends only on the rows
  /// within ``BoxBlur/reach(sigma:)`` of it, so the rows kept blur to exactly the bytes the whole
  /// mask has there (one more row each side for sampling at a fractional offset).
  private func visibleRows(
    of box: (left: Double, top: Double, width: Int, height: Int), offsetY: Double, sigma: Double
  ) -> (left: Double, top: Double, width: Int, height: Int) {
    guard cairo_surface_get_type(cairo_get_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE else {
      return box
    }
    var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
    cairo_restore(cr)
    // Nothing shows through an empty clip.
    guard x2 > x1, y2 > y1 else { return (box.left, box.top, 0, 0) }
    let margin = Double(BoxBlur.reach(sigma: sigma) + 1)
    let top = max(box.top, (y1 - offsetY).rounded(.down) - margin)
    let bottom = min(box.top + Double(box.height), (y2 - offsetY).rounded(.up) + margin)
    guard top.isFinite, bottom.isFinite, bottom > top else { return (box.left, box.top, 0, 0) }
    return (box.left, top, box.width, Int(bottom - top))
  }

  /// Blurs what the items before `index` drew beneath `clip` and paints it back inside `clip`
  /// (the clip is already set): a CSS `backdrop-filter: blur(blur)`.
  ///
  /// What lies beneath is drawn again into an image at this painter's pixel density rather than
  /// read from the target, so raster, SVG and PDF outputs show the same glass.
  private func paintBackdrop(beneath index: Int, clip: Shape, blur: Double) throws {
    let density = pixelsPerPoint
    let sigma = blur / 2 * density
    let pad = (3 * sigma).rounded(.up) + 1
    let canvas = list.canvas
    // The region in canvas pixels around the clip (as placed on the page), padded for the blur.
    var page = cairo_matrix_t()
    cairo_matrix_init_scale(&page, density, density)
    cairo_matrix_translate(&page, -canvas.x, -canvas.y)
    let placed = currentPageTransform().apply(clip.bounds)
    let box = try Self.deviceBox(placed, page, pad: pad, tag: "backdrop", what: "backdrop")
    guard box.width > 0, box.height > 0 else { return }
    let image =
      try backdrops.image(at: index, box: box)
      ?? blurredBackdrop(
        beneath: index, box: box, page: page, sigma: sigma)
    defer { cairo_surface_destroy(image) }
    // Cairo's SVG surface embeds the PNG attached (marking the image dirty dropped any); a PDF
    // takes no PNG data and compresses the pixels itself. `.fast`: a backdrop is a large image,
    // which `.small`'s filter search would take several times its blur to encode.
    if svg && !Self.hasPNG(image) { try attachOwnPNG(to: image, profile: .fast) }
    // Paint it back in page coordinates, inside the clip already set on `cr`.
    cairo_save(cr)
    var undoGroups = currentPageTransform()
    undoGroups = undoGroups.inverted ?? .identity
    var matrix = Self.matrix(undoGroups)
    cairo_transform(cr, &matrix)
    cairo_translate(cr, canvas.x, canvas.y)
    cairo_scale(cr, 1 / density, 1 / density)
    cairo_set_source_surface(cr, image, box.left, box.top)
    cairo_paint(cr)
    cairo_restore(cr)
  }

  /// What the items before `index` draw in `box` (device pixels under `page`), blurred at
  /// `sigma`, and kept in ``backdrops``.
  private func blurredBackdrop(
    beneath index: Int, box: (left: Double, top: Double, width: Int, height: Int),
    page: cairo_matrix_t, sigma: Double
  ) throws -> OpaquePointer {
    let image = try raster(list, count: index, box: box, matrix: page)
    do {
      guard let data = cairo_image_surface_get_data(image) else {
        throw RenderError.cairo("the backdrop has no pixels")
      }
      try BoxBlur.blurChannels(
        data, width: box.width, height: box.height,
        stride: Int(cairo_image_surface_get_stride(image)), sigma: sigma)
      cairo_surface_mark_dirty(image)
    } catch {
      cairo_surface_destroy(image)
      throw error
    }
    backdrops.keep(image, at: index, box: box)
    return image
  }

  /// Whether `image` carries PNG data for an SVG surface to embed.
  private static func hasPNG(_ image: OpaquePointer) -> Bool {
    var data: UnsafePointer<UInt8>?
    var length: UInt = 0
    cairo_surface_get_mime_data(image, CAIRO_MIME_TYPE_PNG, &data, &length)
    return data != nil
  }

  /// The transform from the current user space to page points: every open group's transform,
  /// the innermost applied first (as `cairo_transform` nests them).
  private func currentPageTransform() -> Transform {
    groups.reduce(Transform.identity) { $0.concatenating(after: $1.transform) }
  }

  // MARK: - Text

  /// Draws a shaped run; where the surface can carry text (PDF), the text and its glyph-to-
  /// character clusters go with the glyphs, so the text is selectable.
  private func drawText(_ run: GlyphRun, tag: String) throws {
    let face = try cairoFace(run.font)
    cairo_set_font_face(cr, face)
    cairo_set_font_size(cr, run.size)
    Self.setColor(cr, run.color)
    var glyphs = run.glyphs.map {
      cairo_glyph_t(index: UInt($0.id), x: run.origin.x + $0.x, y: run.origin.y + $0.y)
    }
    guard let count = Int32(exactly: glyphs.count) else {
      throw RenderError.badCommand(tag: tag, reason: "too many glyphs")
    }
    // A tagged PDF marks each run as a paragraph (Cairo tags only content outside groups).
    let tagged = tagsText && groups.isEmpty
    if tagged { cairo_tag_begin(cr, "P", nil) }
    defer { if tagged { cairo_tag_end(cr, "P") } }
    if cairo_surface_has_show_text_glyphs(cairo_get_target(cr)) != 0,
      var clusters = CairoText.clusters(run), !clusters.items.isEmpty
    {
      let utf8 = Array(run.text.utf8CString)
      cairo_show_text_glyphs(
        cr, utf8, Int32(utf8.count - 1), &glyphs, count, &clusters.items,
        Int32(clusters.items.count), clusters.flags)
    } else {
      cairo_show_glyphs(cr, &glyphs, count)
    }
  }

  /// This painter's reference to the shared face for `id`.
  private func cairoFace(_ id: FontID) throws(RenderError) -> OpaquePointer {
    if let face = faces[id] { return face }
    let face = try FontFaceCache.face(
      path: fonts.path(for: id), index: FontLibrary.faceIndex(for: id))
    faces[id] = face
    return face
  }

  // MARK: - Mapping

  static func matrix(_ t: Transform) -> cairo_matrix_t {
    cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
  }

  static func cap(_ cap: Stroke.Cap) -> cairo_line_cap_t {
    switch cap {
    case .butt: CAIRO_LINE_CAP_BUTT
    case .round: CAIRO_LINE_CAP_ROUND
    case .square: CAIRO_LINE_CAP_SQUARE
    }
  }

  static func join(_ join: Stroke.Join) -> cairo_line_join_t {
    switch join {
    case .miter: CAIRO_LINE_JOIN_MITER
    case .round: CAIRO_LINE_JOIN_ROUND
    case .bevel: CAIRO_LINE_JOIN_BEVEL
    }
  }

  static func `operator`(_ blend: BlendMode) -> cairo_operator_t {
    switch blend {
    case .normal: CAIRO_OPERATOR_OVER
    case .multiply: CAIRO_OPERATOR_MULTIPLY
    case .screen: CAIRO_OPERATOR_SCREEN
    case .overlay: CAIRO_OPERATOR_OVERLAY
    case .darken: CAIRO_OPERATOR_DARKEN
    case .lighten: CAIRO_OPERATOR_LIGHTEN
    case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
    case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
    case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
    case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
    case .difference: CAIRO_OPERATOR_DIFFERENCE
    case .exclusion: CAIRO_OPERATOR_EXCLUSION
    case .hue: CAIRO_OPERATOR_HSL_HUE
    case .saturation: CAIRO_OPERATOR_HSL_SATURATION
    case .color: CAIRO_OPERATOR_HSL_COLOR
    case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
    }
  }
}
