internal import CCairo

/// Checked creation of Cairo image surfaces and contexts: Cairo returns an error object (never
/// `NULL`) on failure, which would otherwise surface later as a crash on missing pixels.
enum CairoSurfaces {
  /// A new image surface of `format`.
  static func image(_ format: cairo_format_t, width: Int, height: Int) throws(RenderError)
    -> OpaquePointer
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

  /// A new context on `surface`.
  static func context(_ surface: OpaquePointer) throws(RenderError) -> OpaquePointer {
    guard let cr = cairo_create(surface) else { throw RenderError.cairo("cannot create a context") }
    let status = cairo_status(cr)
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_destroy(cr)
      throw RenderError.cairo(String(cString: cairo_status_to_string(status)))
    }
    return cr
  }
}
