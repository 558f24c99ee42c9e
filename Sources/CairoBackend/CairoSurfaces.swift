internal import CCairo
import Raster

/// Checked creation of Cairo image surfaces and contexts: Cairo returns an error object (never
/// `NULL`) on failure, which would otherwise surface later as a crash on missing pixels.
enum CairoSurfaces {
  /// A new image surface of `format`, or ``OutOfMemory`` when Cairo cannot allocate its pixels.
  static func image(_ format: cairo_format_t, width: Int, height: Int) throws -> OpaquePointer {
    guard let w = Int32(exactly: width), let h = Int32(exactly: height),
      let surface = cairo_image_surface_create(format, w, h)
    else { throw RenderError.cairo("cannot create a \(width)x\(height) surface") }
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS, cairo_image_surface_get_data(surface) != nil else {
      cairo_surface_destroy(surface)
      if status == CAIRO_STATUS_NO_MEMORY {
        let stride = Int(cairo_format_stride_for_width(format, w))
        throw OutOfMemory(bytes: max(0, stride) * height)
      }
      throw RenderError.cairo(
        "cannot create a \(width)x\(height) surface: "
          + String(cString: cairo_status_to_string(status)))
    }
    return surface
  }

  /// An A8 surface whose pixels are `mask`'s bytes (not copied): the mask must outlive every use
  /// of the surface, so it is only for drawing that happens at once (image targets).
  static func image(over mask: ShadowMaskCache.Mask) throws -> OpaquePointer {
    guard let w = Int32(exactly: mask.width), let h = Int32(exactly: mask.height),
      let s = Int32(exactly: mask.stride),
      let surface = cairo_image_surface_create_for_data(
        mask.buffer.typed(UInt8.self), CAIRO_FORMAT_A8, w, h, s)
    else { throw RenderError.cairo("cannot create a \(mask.width)x\(mask.height) mask") }
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      throw failure(status, needing: mask.stride * mask.height)
    }
    return surface
  }

  /// An ARGB32 surface of `width`×`height` whose pixels are the bytes at `pixels` (4 a pixel, rows
  /// without padding: Cairo's stride for ARGB32; not copied); they must outlive the surface.
  static func image(over pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int) throws
    -> OpaquePointer
  {
    guard let w = Int32(exactly: width), let h = Int32(exactly: height) else {
      throw RenderError.cairo("cannot create a \(width)x\(height) surface")
    }
    let stride = cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, w)
    guard Int(stride) == width * 4,
      let surface = cairo_image_surface_create_for_data(pixels, CAIRO_FORMAT_ARGB32, w, h, stride)
    else { throw RenderError.cairo("cannot create a \(width)x\(height) surface") }
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      throw failure(status, needing: Int(stride) * height)
    }
    return surface
  }

  /// A new A8 surface holding a copy of `mask`'s pixels, Cairo's own to keep.
  static func copy(of mask: ShadowMaskCache.Mask) throws -> OpaquePointer {
    let surface = try image(CAIRO_FORMAT_A8, width: mask.width, height: mask.height)
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    if let data = cairo_image_surface_get_data(surface) {
      for row in 0..<mask.height {
        (data + row * stride).update(
          from: mask.buffer.typed(UInt8.self) + row * mask.stride, count: mask.width)
      }
    }
    cairo_surface_mark_dirty(surface)
    return surface
  }

  /// A new context on `surface`.
  static func context(_ surface: OpaquePointer) throws -> OpaquePointer {
    guard let cr = cairo_create(surface) else { throw RenderError.cairo("cannot create a context") }
    let status = cairo_status(cr)
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_destroy(cr)
      throw failure(status, needing: bytes(of: surface))
    }
    return cr
  }

  /// The bytes of an image surface's pixels (stride × height); 0 for any other surface.
  static func bytes(of surface: OpaquePointer) -> Int {
    guard cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE else { return 0 }
    let stride = Int(cairo_image_surface_get_stride(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    return max(0, stride) * max(0, height)
  }

  /// The error for a Cairo status other than success: ``OutOfMemory`` for
  /// `CAIRO_STATUS_NO_MEMORY`, needing `bytes` (what Cairo itself asked for is not known: the
  /// size of the surface being drawn; 0 where that is not known either, which the renderer
  /// replaces with the image's whole budget), else ``RenderError/cairo(_:)``.
  static func failure(_ status: cairo_status_t, needing bytes: Int) -> any Error {
    status == CAIRO_STATUS_NO_MEMORY
      ? OutOfMemory(bytes: bytes)
      : RenderError.cairo(String(cString: cairo_status_to_string(status)))
  }
}
