internal import CCairo
import DrawList
import Foundation
import Raster

/// Rasterizes a ``DrawList`` with Cairo: the backend that decides nothing.
///
/// Every colour, position and glyph comes from the draw list; the renderer only maps points to
/// pixels (`scale` pixels a point), blurs shadow masks (Cairo has none) and reads the pixels back.
/// Text is drawn with FreeType faces loaded from ``FontLibrary`` files, with fixed font options
/// (grey antialiasing, no hinting, no hint metrics), so output never depends on fontconfig.
///
/// A renderer is meant for one thread; make one per worker. Font faces come from one process-wide
/// cache shared by all renderers (see `FontFaceCache`), so making and dropping renderers is cheap.
///
/// Every value in the draw list is checked against ``DrawListLimits`` first: a non-finite or
/// absurd value is a ``RenderError``, never a trap or a hang inside Cairo.
///
/// ```swift
/// let renderer = try CairoRenderer()
/// let bitmap = try renderer.render(list, scale: 2)
/// ```
public final class CairoRenderer {
  /// The scales a draw list can be rendered at.
  public static let supportedScales = [1, 2, 3]

  private let library: FontLibrary
  /// This renderer's references to the shared cairo font faces.
  private var faces: [FontID: OpaquePointer] = [:]
  private let fontOptions: OpaquePointer

  /// Creates a renderer reading fonts from `library`.
  public init(library: FontLibrary = FontLibrary()) throws(RenderError) {
    self.library = library
    guard let fontOptions = cairo_font_options_create(),
      cairo_font_options_status(fontOptions) == CAIRO_STATUS_SUCCESS
    else { throw RenderError.cairo("cannot create font options") }
    self.fontOptions = fontOptions
    cairo_font_options_set_antialias(fontOptions, CAIRO_ANTIALIAS_GRAY)
    cairo_font_options_set_hint_style(fontOptions, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(fontOptions, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_subpixel_order(fontOptions, CAIRO_SUBPIXEL_ORDER_DEFAULT)
  }

  deinit {
    // Only this renderer's references: the faces live on while Cairo or the cache holds them.
    for face in faces.values { cairo_font_face_destroy(face) }
    cairo_font_options_destroy(fontOptions)
  }

  /// The pixel size of `list` at `scale`, or ``RenderError/badCanvas(width:height:)`` when a side
  /// is not finite, not positive or more than ``DrawListLimits/maxPixels``.
  public static func pixelSize(of list: DrawList, scale: Int) throws(RenderError) -> (
    width: Int, height: Int
  ) {
    let width = (list.canvas.width * Double(scale)).rounded(.up)
    let height = (list.canvas.height * Double(scale)).rounded(.up)
    let limit = Double(DrawListLimits.maxPixels)
    guard width.isFinite, height.isFinite, width > 0, height > 0, width <= limit, height <= limit
    else { throw RenderError.badCanvas(width: width, height: height) }
    return (Int(width), Int(height))
  }

  /// Renders `list` at `scale` (1, 2 or 3) onto a transparent canvas, or onto `background`.
  public func render(_ list: DrawList, scale: Int, background: Color? = nil) throws -> Bitmap {
    guard Self.supportedScales.contains(scale) else { throw RenderError.unsupportedScale(scale) }
    let (width, height) = try Self.pixelSize(of: list, scale: scale)
    try DrawListLimits.check(list)
    let surface = try Self.imageSurface(CAIRO_FORMAT_ARGB32, width: width, height: height)
    defer { cairo_surface_destroy(surface) }
    let cr = try Self.context(surface)
    defer { cairo_destroy(cr) }
    if let background {
      setSource(cr, background)
      cairo_paint(cr)
    }
    let s = Double(scale)
    cairo_scale(cr, s, s)
    cairo_translate(cr, -list.canvas.x, -list.canvas.y)
    cairo_set_font_options(cr, fontOptions)
    for item in list.items {
      try draw(item.command, tag: item.tag, cr, canvas: list.canvas, scale: s)
    }
    let status = cairo_status(cr)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw RenderError.cairo(String(cString: cairo_status_to_string(status)))
    }
    cairo_surface_flush(surface)
    return try Self.readPixels(surface, width: width, height: height)
  }

  /// A new image surface, checked: Cairo returns an error surface (never `NULL`) on failure.
  private static func imageSurface(_ format: cairo_format_t, width: Int, height: Int)
    throws(RenderError) -> OpaquePointer
  {
    guard let w = Int32(exactly: width), let h = Int32(exactly: height),
      let surface = cairo_image_surface_create(format, w, h)
    else { throw RenderError.cairo("cannot create a \(width)x\(height) surface") }
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS, cairo_image_surface_get_data(surface) != nil else {
      cairo_surface_destroy(surface)
      throw RenderError.cairo(
        "cannot create a \(width)x\(height) surface: "
          + String(cString: cairo_status_to_string(status)))
    }
    return surface
  }

  /// A new context on `surface`, checked.
  private static func context(_ surface: OpaquePointer) throws(RenderError) -> OpaquePointer {
    guard let cr = cairo_create(surface) else { throw RenderError.cairo("cannot create a context") }
    let status = cairo_status(cr)
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_destroy(cr)
      throw RenderError.cairo(String(cString: cairo_status_to_string(status)))
    }
    return cr
  }

  // MARK: - Commands

  private func draw(
    _ command: Command, tag: String, _ cr: OpaquePointer, canvas: Rect, scale: Double
  ) throws {
    switch command {
    case .fill(let shape, let paint):
      addPath(cr, shape)
      let pattern = try makePattern(paint)
      cairo_set_source(cr, pattern)
      cairo_pattern_destroy(pattern)
      cairo_fill(cr)
    case .stroke(let shape, let color, let width):
      addPath(cr, shape)
      setSource(cr, color)
      cairo_set_line_width(cr, width)
      cairo_stroke(cr)
    case .shadow(let shape, let shadow):
      try drawShadow(cr, shape: shape, shadow: shadow, tag: tag, canvas: canvas, scale: scale)
    case .text(let run):
      try drawText(cr, run, tag: tag)
    case .pushClip(let shape):
      cairo_save(cr)
      addPath(cr, shape)
      cairo_clip(cr)
    case .popClip:
      cairo_restore(cr)
    }
  }

  private func setSource(_ cr: OpaquePointer, _ color: Color) {
    cairo_set_source_rgba(
      cr, Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255,
      Double(color.alpha) / 255)
  }

  private func makePattern(_ paint: Paint) throws(RenderError) -> OpaquePointer {
    func rgba(_ c: Color) -> (Double, Double, Double, Double) {
      (Double(c.red) / 255, Double(c.green) / 255, Double(c.blue) / 255, Double(c.alpha) / 255)
    }
    switch paint {
    case .solid(let color):
      let (r, g, b, a) = rgba(color)
      guard let pattern = cairo_pattern_create_rgba(r, g, b, a) else {
        throw RenderError.cairo("cannot create a pattern")
      }
      return pattern
    case .linearGradient(let from, let to, let stops):
      guard let pattern = cairo_pattern_create_linear(from.x, from.y, to.x, to.y) else {
        throw RenderError.cairo("cannot create a pattern")
      }
      for stop in stops {
        let (r, g, b, a) = rgba(stop.color)
        cairo_pattern_add_color_stop_rgba(pattern, stop.offset, r, g, b, a)
      }
      return pattern
    case .cornerGradient(let rect, let tl, let tr, let bl, let br):
      guard let pattern = cairo_pattern_create_mesh() else {
        throw RenderError.cairo("cannot create a pattern")
      }
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
    }
  }

  private func addPath(_ cr: OpaquePointer, _ shape: Shape) {
    cairo_new_path(cr)
    switch shape {
    case .roundedRect(let rect, let radius):
      let r = max(0, min(radius, rect.width / 2, rect.height / 2))
      if r == 0 {
        cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
        return
      }
      cairo_new_sub_path(cr)
      cairo_arc(cr, rect.maxX - r, rect.y + r, r, -Double.pi / 2, 0)
      cairo_arc(cr, rect.maxX - r, rect.maxY - r, r, 0, Double.pi / 2)
      cairo_arc(cr, rect.x + r, rect.maxY - r, r, Double.pi / 2, Double.pi)
      cairo_arc(cr, rect.x + r, rect.y + r, r, Double.pi, 3 * Double.pi / 2)
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

  /// Draws the shape's silhouette into an alpha mask, blurs it and paints the shadow colour
  /// through it, offset, in device pixels.
  ///
  /// The mask box is computed in `Double` and checked (finite, at most
  /// ``DrawListLimits/maxPixels`` a side) before any conversion to `Int`.
  private func drawShadow(
    _ cr: OpaquePointer, shape: Shape, shadow: Shadow, tag: String, canvas: Rect, scale: Double
  ) throws(RenderError) {
    let grown = Self.spread(shape, by: shadow.spread)
    let sigma = shadow.blur / 2 * scale
    let pad = (3 * sigma).rounded(.up) + 1
    let bounds = grown.bounds
    // Device-pixel box of the (unblurred, un-offset) silhouette, padded for the blur.
    let left = ((bounds.x - canvas.x) * scale).rounded(.down) - pad
    let top = ((bounds.y - canvas.y) * scale).rounded(.down) - pad
    let right = ((bounds.maxX - canvas.x) * scale).rounded(.up) + pad
    let bottom = ((bounds.maxY - canvas.y) * scale).rounded(.up) + pad
    let limit = Double(DrawListLimits.maxPixels)
    guard left.isFinite, top.isFinite, right.isFinite, bottom.isFinite, right - left <= limit,
      bottom - top <= limit
    else {
      throw RenderError.badCommand(
        tag: tag,
        reason: "the shadow mask would be \(RenderError.format(right - left))x"
          + "\(RenderError.format(bottom - top)) pixels (at most \(DrawListLimits.maxPixels) a side)"
      )
    }
    let width = Int(right - left)
    let height = Int(bottom - top)
    guard width > 0, height > 0 else { return }
    let mask = try Self.imageSurface(CAIRO_FORMAT_A8, width: width, height: height)
    defer { cairo_surface_destroy(mask) }
    let mcr = try Self.context(mask)
    cairo_translate(mcr, -left, -top)
    cairo_scale(mcr, scale, scale)
    cairo_translate(mcr, -canvas.x, -canvas.y)
    addPath(mcr, grown)
    cairo_set_source_rgba(mcr, 0, 0, 0, 1)
    cairo_fill(mcr)
    let status = cairo_status(mcr)
    cairo_destroy(mcr)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw RenderError.cairo(String(cString: cairo_status_to_string(status)))
    }
    cairo_surface_flush(mask)
    guard let data = cairo_image_surface_get_data(mask) else {
      throw RenderError.cairo("the shadow mask has no pixels")
    }
    BoxBlur.blur(
      data, width: width, height: height, stride: Int(cairo_image_surface_get_stride(mask)),
      sigma: sigma)
    cairo_surface_mark_dirty(mask)
    cairo_save(cr)
    cairo_identity_matrix(cr)
    setSource(cr, shadow.color)
    cairo_mask_surface(cr, mask, left + shadow.offsetX * scale, top + shadow.offsetY * scale)
    cairo_restore(cr)
  }

  /// The shape grown outward by `spread` points (CSS box-shadow spread).
  static func spread(_ shape: Shape, by spread: Double) -> Shape {
    guard spread != 0 else { return shape }
    switch shape {
    case .roundedRect(let rect, let radius):
      return .roundedRect(
        rect.insetBy(dx: -spread, dy: -spread), radius: max(0, radius + spread))
    case .circle(let center, let radius):
      return .circle(center: center, radius: max(0, radius + spread))
    case .path:
      return shape
    }
  }

  private func drawText(_ cr: OpaquePointer, _ run: GlyphRun, tag: String) throws {
    let face = try cairoFace(run.font)
    cairo_set_font_face(cr, face)
    cairo_set_font_size(cr, run.size)
    setSource(cr, run.color)
    var glyphs = run.glyphs.map {
      cairo_glyph_t(index: UInt($0.id), x: run.origin.x + $0.x, y: run.origin.y + $0.y)
    }
    guard let count = Int32(exactly: glyphs.count) else {
      throw RenderError.badCommand(tag: tag, reason: "too many glyphs")
    }
    cairo_show_glyphs(cr, &glyphs, count)
  }

  /// This renderer's reference to the shared face for `id`.
  private func cairoFace(_ id: FontID) throws(RenderError) -> OpaquePointer {
    if let face = faces[id] { return face }
    let face = try FontFaceCache.face(path: library.path(for: id))
    faces[id] = face
    return face
  }

  // MARK: - Pixels

  /// Cairo's premultiplied native-endian ARGB32 → straight RGBA8.
  private static func readPixels(_ surface: OpaquePointer, width: Int, height: Int) throws -> Bitmap
  {
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard let data = cairo_image_surface_get_data(surface) else {
      throw RenderError.cairo("the canvas surface has no pixels")
    }
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    pixels.withUnsafeMutableBufferPointer { out in
      for y in 0..<height {
        let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
        var o = y * width * 4
        for x in 0..<width {
          let argb = row[x]
          let a = argb >> 24
          if a == 0 {
            o += 4
            continue
          }
          var r = (argb >> 16) & 0xFF
          var g = (argb >> 8) & 0xFF
          var b = argb & 0xFF
          if a != 255 {
            r = (r * 255 + a / 2) / a
            g = (g * 255 + a / 2) / a
            b = (b * 255 + a / 2) / a
          }
          out[o] = UInt8(r)
          out[o + 1] = UInt8(g)
          out[o + 2] = UInt8(b)
          out[o + 3] = UInt8(a)
          o += 4
        }
      }
    }
    return try Bitmap(width: width, height: height, pixels: pixels)
  }
}
