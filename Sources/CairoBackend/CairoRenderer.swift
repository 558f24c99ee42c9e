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
  /// How many bands (threads) ``raster(_:scale:background:)`` draws an image in, at most.
  public let bands: Int
  /// Where blurred shadow masks are reused from (`nil`: every shadow is drawn and blurred anew).
  public let shadowMasks: ShadowMaskCache?
  /// Whether a shadow is left uncomposited where the next fill covers it with an opaque colour
  /// (the same bytes; tests turn it off to compare).
  var skipsCoveredPixels = true

  /// Creates a renderer reading fonts from `library`; its ``Backend`` rasters are drawn in up to
  /// `bands` bands at once (see ``render(_:scale:background:bands:)``), for a process drawing one
  /// image with cores to spare. Shadow masks are blurred once and reused from `shadowMasks` (by
  /// default the process's ``ShadowMaskCache/shared``), which gives the same bytes.
  public init(
    library: FontLibrary = FontLibrary(), bands: Int = 1,
    shadowMasks: ShadowMaskCache? = .shared
  ) throws(RenderError) {
    self.library = library
    self.bands = max(1, bands)
    self.shadowMasks = shadowMasks
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
    else { throw RenderError.badCanvas(width: width, height: height, scale: scale) }
    return (Int(width), Int(height))
  }

  /// Renders `list` at `scale` (1, 2 or 3) onto a transparent canvas, or onto `background`.
  ///
  /// With `bands` above 1 the canvas is drawn as up to that many horizontal bands at once, one
  /// thread each (a band is at least ``minimumBandRows`` rows): every band draws the whole list
  /// on a canvas-sized surface clipped to its rows, so it gives exactly the bytes of one pass. A
  /// list ``drawsInBands(_:)`` refuses is drawn in one pass.
  public func render(_ list: DrawList, scale: Int, background: Color? = nil, bands: Int = 1)
    throws -> Bitmap
  {
    try render(
      list, scale: scale, background: background, bands: bands, minimumRows: Self.minimumBandRows)
  }

  /// ``render(_:scale:background:bands:)`` with bands of at least `minimumRows` rows (tests split
  /// small scenes too).
  func render(
    _ list: DrawList, scale: Int, background: Color?, bands: Int, minimumRows: Int
  ) throws -> Bitmap {
    guard Self.supportedScales.contains(scale) else { throw RenderError.unsupportedScale(scale) }
    let budget = try RenderBudget.check(list, scale: scale)
    let (width, height) = (budget.width, budget.height)
    var fitting = Self.drawsInBands(list) ? max(1, min(bands, height / max(1, minimumRows))) : 1
    // Fewer bands where the memory left holds fewer canvases; none at all is out of memory,
    // said before the first allocation.
    if let available = AddressSpace.available() {
      while fitting > 1, budget.bytes(bands: fitting) > available { fitting -= 1 }
      guard budget.bytes(bands: 1) <= available else {
        throw OutOfMemory(bytes: budget.bytes(bands: 1))
      }
    }
    let count = fitting
    do {
      return try draw(
        list, scale: scale, background: background, bands: count, width: width, height: height)
    } catch let error as OutOfMemory {
      // Cairo does not say what it failed to allocate mid-draw: the image's whole budget.
      throw error.needing(budget.bytes(bands: count))
    }
  }

  /// Draws `list` in `count` bands (one pass when 1) into a bitmap of `width` × `height`.
  ///
  /// Every band draws on a surface over the bitmap's own bytes (Cairo's premultiplied ARGB32,
  /// whose stride is exactly 4 bytes a pixel), clipped to its rows, and then turns those rows into
  /// straight RGBA in place: an image costs one buffer of its size, not a canvas and a copy (a
  /// cold @1x render touched 210 pages fewer; every image of a batch saves a pass over it).
  private func draw(
    _ list: DrawList, scale: Int, background: Color?, bands count: Int, width: Int, height: Int
  ) throws -> Bitmap {
    guard Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width))) == width * 4
    else { throw RenderError.cairo("no 4-byte stride for a \(width)-pixel row") }
    let results = BandFailures(count: count)
    // Each band's backdrops; the fullest set is handed on to a vector document of the same list
    // drawn next on this thread (`BackdropHandoff`), and any held from before is dropped now.
    BackdropHandoff.shared.drop()
    let memos = UncheckedSendable(value: (0..<count).map { _ in BackdropMemo() })
    let bitmap = try Bitmap(width: width, height: height) { out in
      guard let base = out.baseAddress else { return }
      base.initialize(repeating: 0, count: out.count)
      let pixels = UncheckedSendable(value: base)
      // During a render the renderer is only read: Cairo copies the font options, and faces come
      // from the process-wide cache, which locks.
      let renderer = UncheckedSendable(value: self)
      let drawBand: @Sendable (Int) -> Void = { band in
        let rows = height * band / count..<height * (band + 1) / count
        let first = pixels.value + rows.lowerBound * width * 4
        do {
          let surface = try renderer.value.draw(
            list, scale: scale, background: background, rows: rows,
            over: pixels.value, width: width, height: height, backdrops: memos.value[band])
          cairo_surface_destroy(surface)
          Unpremultiply.rowsInPlace(first, count: rows.count * width)
        } catch {
          // A failed band's rows are cleared, so the bitmap thrown away holds no half-drawn
          // premultiplied pixels.
          first.update(repeating: 0, count: rows.count * width * 4)
          results.fail(band, error)
        }
      }
      if count == 1 {
        drawBand(0)
      } else {
        // Threads created up front, each checked: where none can be, the bands are drawn
        // serially.
        WorkerThreads.run(count: count, threads: count) { band, _ in drawBand(band) }
      }
    }
    try results.check()
    if let fullest = memos.value.max(by: { $0.count < $1.count }), fullest.count > 0 {
      BackdropHandoff.shared.give(fullest, list: list, scale: scale)
    }
    return bitmap
  }

  /// The fewest rows a band of a banded render has: below that a thread costs more than it saves.
  public static let minimumBandRows = 128

  /// Whether `list` can be drawn in bands with exactly the bytes of one pass. Cairo rasterizes a
  /// mesh (the corner and conic gradients) into an image of the area it composites, which a
  /// band's clip changes, so a list with one is drawn in one pass. Every other command gave the
  /// same bytes on every built-in scene cut into 4 bands at @1x and 3 at @2x, bands as thin as 8
  /// rows (BandedRenderTests checks a sample of them, including a mesh).
  public static func drawsInBands(_ list: DrawList) -> Bool {
    !list.items.contains { item in
      switch item.command {
      case .fill(_, .conicGradient), .fill(_, .cornerGradient): true
      case .stroke(_, let stroke):
        switch stroke.paint {
        case .conicGradient, .cornerGradient: true
        default: false
        }
      default: false
      }
    }
  }

  /// Draws `list` on a `width` × `height` ARGB32 surface over `pixels` (transparent where
  /// nothing is drawn; 4 bytes a pixel), only `rows` of it: all of them, or a band clipped to its
  /// rows, outside which nothing is written.
  private func draw(
    _ list: DrawList, scale: Int, background: Color?, rows: Range<Int>,
    over pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, backdrops: BackdropMemo
  ) throws -> OpaquePointer {
    let surface = try CairoSurfaces.image(over: pixels, width: width, height: height)
    do {
      let cr = try CairoSurfaces.context(surface)
      defer { cairo_destroy(cr) }
      if rows != 0..<height {
        cairo_rectangle(cr, 0, Double(rows.lowerBound), Double(width), Double(rows.count))
        cairo_clip(cr)
      }
      if let background {
        CairoPainter.setColor(cr, background)
        cairo_paint(cr)
      }
      let s = Double(scale)
      cairo_scale(cr, s, s)
      cairo_translate(cr, -list.canvas.x, -list.canvas.y)
      cairo_set_font_options(cr, fontOptions)
      let painter = CairoPainter(
        cr: cr, list: list, fonts: library, pixelsPerPoint: s, shadowMasks: shadowMasks,
        backdrops: backdrops)
      painter.skipsCoveredPixels = skipsCoveredPixels
      try painter.paint()
      cairo_surface_flush(surface)
      return surface
    } catch {
      cairo_surface_destroy(surface)
      throw error
    }
  }

  /// ``Backend`` conformance: ``render(_:scale:background:bands:)`` in this renderer's ``bands``.
  public func raster(_ list: DrawList, scale: Int, background: Color?) throws -> Bitmap {
    try render(list, scale: scale, background: background, bands: bands)
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

  /// ``vectorDocument(_:format:scale:background:title:)``'s bytes, untitled.
  public func vector(
    _ list: DrawList, format: VectorFormat, scale: Int, background: Color? = nil
  ) throws -> [UInt8] {
    try vectorDocument(list, format: format, scale: scale, background: background, title: nil)
      .bytes
  }

  /// Draws `list` as an SVG or PDF document of the canvas's size, through the same code path as
  /// ``render(_:scale:background:bands:)``. Paths, gradients and patterns stay vectors; blurred
  /// backdrops, and shadows in PDF, are embedded images of `scale` (1, 2 or 3) pixels a point, as
  /// ``render(_:scale:background:bands:)`` computes them. In SVG a shadow is a `<filter>`
  /// (Gaussian blur, offset, flood) wherever that draws what the PNG draws (the rule is
  /// ``SVGShadowFilter``'s), else such an image, listed in the document's
  /// ``VectorDocument/embedded``. In PDF, text keeps its characters
  /// (selectable and searchable), each run tagged `P` (a tagged PDF). The document's size does
  /// not depend on `scale`.
  ///
  /// An SVG is sized in CSS pixels, one a point (`width="416px"`, `viewBox="0 0 416 532"`), so
  /// a browser shows it at design size; a PDF is in points. SVG has no meshes or blend modes:
  /// a corner gradient with one single-coloured edge (the colour spectrum) is drawn as two linear
  /// gradients, and each other corner gradient, conic gradient and blended group as an image of
  /// only that shape at `scale` (listed in the document's ``VectorDocument/embedded``), never one
  /// image of the whole page. Embedded images are PNGs from the project's encoder.
  ///
  /// `title` is the picture's accessible name: the SVG's `<title>` (with `role="img"`), the
  /// PDF's Title.
  ///
  /// The bytes are deterministic: no creation date or producer timestamp is written.
  public func vectorDocument(
    _ list: DrawList, format: VectorFormat, scale: Int, background: Color? = nil,
    title: String?
  ) throws -> VectorDocument {
    guard Self.supportedScales.contains(scale) else { throw RenderError.unsupportedScale(scale) }
    _ = try Self.pixelSize(of: list, scale: 1)
    let budget = try RenderBudget.check(list, scale: scale)
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
        // CSS pixels, one a point: browsers show the picture at its design size.
        cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX)
      }
    case .pdf:
      surface = cairo_pdf_surface_create_for_stream(
        VectorSink.write, closure, list.canvas.width, list.canvas.height)
      if let surface {
        cairo_pdf_surface_restrict_to_version(surface, CAIRO_PDF_VERSION_1_5)
        // No dates: the same draw list gives the same bytes.
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "")
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, "")
        if let title { cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, title) }
      }
    }
    guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      throw RenderError.cairo("cannot create a \(format.rawValue) surface")
    }
    var embedded: [EmbeddedImage] = []
    var shadowFilters: [SVGShadowFilter] = []
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
      // The backdrops the raster of this list at this scale just blurred on this thread, if
      // it was drawn last (the gallery's PNG before its SVG): the same images.
      let painter = CairoPainter(
        cr: cr, list: list, fonts: library, pixelsPerPoint: s, pixelsPerUnit: s,
        shadowMasks: shadowMasks, backdrops: BackdropHandoff.shared.take(list: list, scale: scale))
      try painter.paint()
      embedded = painter.embedded
      shadowFilters = painter.shadowFilters
    } catch {
      cairo_surface_destroy(surface)
      // Cairo does not say what it failed to allocate mid-draw: what the document holds so far
      // and the largest blur image drawn into it.
      if let error = error as? OutOfMemory {
        throw error.needing(RenderBudget.adding(sink.bytes.count, budget.largestBlurBytes))
      }
      throw error
    }
    cairo_surface_finish(surface)
    let status = cairo_surface_status(surface)
    cairo_surface_destroy(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      // What the document holds, and the largest blur image drawn into it.
      throw CairoSurfaces.failure(
        status, needing: RenderBudget.adding(sink.bytes.count, budget.largestBlurBytes))
    }
    guard format == .svg else { return VectorDocument(bytes: sink.bytes, embedded: embedded) }
    let svg = SVGIdentifiers.normalized(SVGShadowFilter.substituted(sink.bytes, shadowFilters))
    return VectorDocument(bytes: SVGTitle.inserted(title, into: svg), embedded: embedded)
  }

  // MARK: - Pixels

  /// Cairo's premultiplied native-endian ARGB32 → straight RGBA8, each colour channel rounded as
  /// `(c · 255 + a / 2) / a` (through ``Unpremultiply``, exactly, without an integer division).
  static func readPixels(_ surface: OpaquePointer, width: Int, height: Int) throws -> Bitmap {
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard let data = cairo_image_surface_get_data(surface) else {
      throw RenderError.cairo("the canvas surface has no pixels")
    }
    return try Bitmap(width: width, height: height) { out in
      guard let base = out.baseAddress else { return }
      for y in 0..<height {
        let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
        Unpremultiply.row(row, into: base + y * width * 4, count: width)
      }
    }
  }
}

/// A value a banded render's threads share: the renderer, which they only read, and the pixel
/// buffer, whose rows each band writes alone.
private struct UncheckedSendable<Value>: @unchecked Sendable {
  let value: Value
}

/// What went wrong in each band of a banded render; the first band's error is the one thrown.
private final class BandFailures: @unchecked Sendable {
  private let lock = NSLock()
  private var errors: [(any Error)?]

  init(count: Int) {
    errors = Array(repeating: nil, count: count)
  }

  func fail(_ band: Int, _ error: any Error) {
    lock.lock()
    errors[band] = error
    lock.unlock()
  }

  func check() throws {
    lock.lock()
    defer { lock.unlock() }
    if let error = errors.lazy.compactMap({ $0 }).first { throw error }
  }
}
