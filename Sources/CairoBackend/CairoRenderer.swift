internal import CCairo
import DrawList
import Foundation
import Raster
import Render

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
public final class CairoRenderer: Backend {
  /// The scales a draw list can be rendered at.
  public static let supportedScales = RenderScale.values

  private let library: FontLibrary
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
    let surface = try CairoSurfaces.image(CAIRO_FORMAT_ARGB32, width: width, height: height)
    defer { cairo_surface_destroy(surface) }
    let cr = try CairoSurfaces.context(surface)
    defer { cairo_destroy(cr) }
    if let background {
      CairoPainter.setColor(cr, background)
      cairo_paint(cr)
    }
    let s = Double(scale)
    cairo_scale(cr, s, s)
    cairo_translate(cr, -list.canvas.x, -list.canvas.y)
    cairo_set_font_options(cr, fontOptions)
    try CairoPainter(cr: cr, list: list, fonts: library, pixelsPerPoint: s).paint()
    cairo_surface_flush(surface)
    return try Self.readPixels(surface, width: width, height: height)
  }

  /// ``Backend`` conformance: ``render(_:scale:background:)``.
  public func raster(_ list: DrawList, scale: Int, background: Color?) throws -> Bitmap {
    try render(list, scale: scale, background: background)
  }

  /// The pixel density blurs (shadows, backdrops) are embedded at in vector output when no scale
  /// is asked for (``vector(_:format:background:)``, a convenience of this type only).
  public static let vectorBlurDensity = 2.0

  /// ``vector(_:format:scale:background:)`` with blurs embedded at ``vectorBlurDensity``.
  public func vector(_ list: DrawList, format: VectorFormat, background: Color? = nil) throws
    -> [UInt8]
  {
    try vector(list, format: format, scale: Int(Self.vectorBlurDensity), background: background)
  }

  /// Draws `list` as an SVG or PDF document of the canvas's size in points, through the same code
  /// path as ``render(_:scale:background:)``. Paths, gradients and patterns stay vectors; blurred
  /// shadows and backdrops are embedded images of `scale` (1, 2 or 3) pixels a point, as
  /// ``render(_:scale:background:)`` computes them; in PDF, text keeps its characters (selectable
  /// and searchable). The document's size does not depend on `scale`.
  ///
  /// The bytes are deterministic: no creation date or producer timestamp is written.
  public func vector(
    _ list: DrawList, format: VectorFormat, scale: Int, background: Color? = nil
  ) throws -> [UInt8] {
    guard Self.supportedScales.contains(scale) else { throw RenderError.unsupportedScale(scale) }
    _ = try Self.pixelSize(of: list, scale: 1)
    try DrawListLimits.check(list)
    let sink = VectorSink()
    let unmanaged = Unmanaged.passRetained(sink)
    defer { unmanaged.release() }
    let closure = unmanaged.toOpaque()
    let surface: OpaquePointer?
    switch format {
    case .svg:
      surface = cairo_svg_surface_create_for_stream(
        VectorSink.write, closure, list.canvas.width, list.canvas.height)
      if let surface {
        cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_1)
        cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PT)
      }
    case .pdf:
      surface = cairo_pdf_surface_create_for_stream(
        VectorSink.write, closure, list.canvas.width, list.canvas.height)
      if let surface {
        cairo_pdf_surface_restrict_to_version(surface, CAIRO_PDF_VERSION_1_5)
        // No dates: the same draw list gives the same bytes.
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "")
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, "")
      }
    }
    guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      throw RenderError.cairo("cannot create a \(format.rawValue) surface")
    }
    do {
      let cr = try CairoSurfaces.context(surface)
      defer { cairo_destroy(cr) }
      if let background {
        CairoPainter.setColor(cr, background)
        cairo_paint(cr)
      }
      cairo_translate(cr, -list.canvas.x, -list.canvas.y)
      cairo_set_font_options(cr, fontOptions)
      // One device unit a point: shadow masks and backdrops are computed `scale` pixels a unit.
      let s = Double(scale)
      try CairoPainter(cr: cr, list: list, fonts: library, pixelsPerPoint: s, pixelsPerUnit: s)
        .paint()
    } catch {
      cairo_surface_destroy(surface)
      throw error
    }
    cairo_surface_finish(surface)
    let status = cairo_surface_status(surface)
    cairo_surface_destroy(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw RenderError.cairo(String(cString: cairo_status_to_string(status)))
    }
    return format == .svg ? SVGIdentifiers.normalized(sink.bytes) : sink.bytes
  }

  // MARK: - Pixels

  /// Cairo's premultiplied native-endian ARGB32 → straight RGBA8, each colour channel rounded as
  /// `(c · 255 + a / 2) / a` (through ``Unpremultiply``'s reciprocal table, no division).
  static func readPixels(_ surface: OpaquePointer, width: Int, height: Int) throws -> Bitmap {
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard let data = cairo_image_surface_get_data(surface) else {
      throw RenderError.cairo("the canvas surface has no pixels")
    }
    return Bitmap(width: width, height: height) { out in
      guard let base = out.baseAddress else { return }
      for y in 0..<height {
        Unpremultiply.row(
          UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self),
          into: UnsafeMutableRawPointer(base + y * width * 4), count: width)
      }
    }
  }
}
