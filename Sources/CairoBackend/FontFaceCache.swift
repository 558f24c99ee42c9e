internal import CCairo
import Foundation

/// The process-wide cairo font faces: one per face of a font file (a collection holds several),
/// shared by every ``CairoRenderer``.
///
/// Cairo's manual requires an `FT_Face` given to `cairo_ft_font_face_create_for_ft_face` to
/// outlive the cairo font face's last reference, which Cairo's own scaled-font caches may hold
/// after every renderer is gone. So each `FT_Face` is attached to its cairo face with
/// `cairo_font_face_set_user_data`, whose destroy callback calls `FT_Done_Face` when Cairo drops the
/// face. The faces come from one FreeType library created once and never freed, so it outlives
/// them all; `FT_New_Face` and `FT_Done_Face` are serialized by a lock, as FreeType requires (the
/// destroy callback can run on any thread). The cache holds one reference to each face for the
/// life of the process.
enum FontFaceCache {
  /// The one FreeType library; `nil` if FreeType could not start.
  nonisolated(unsafe) private static let library: FT_Library? = {
    var library: FT_Library?
    return FT_Init_FreeType(&library) == 0 ? library : nil
  }()

  /// Serializes `FT_New_Face` and `FT_Done_Face` on ``library``.
  private static let freeTypeLock = NSLock()
  /// Guards ``faces``. Taken before ``freeTypeLock`` when both are held, never after.
  private static let cacheLock = NSLock()
  /// The cached faces by font file path and face index, each holding one reference.
  nonisolated(unsafe) private static var faces: [Key: OpaquePointer] = [:]

  /// A face of a font file.
  private struct Key: Hashable {
    var path: String
    var index: Int
  }

  /// The user-data key the `FT_Face` is attached under (only its address matters).
  nonisolated(unsafe) private static let faceKey: UnsafeMutablePointer<cairo_user_data_key_t> = {
    let key = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)
    key.initialize(to: cairo_user_data_key_t())
    return key
  }()

  /// A new reference to the cairo font face for face `index` of the font file at `path`; the
  /// caller releases it with `cairo_font_face_destroy`.
  static func face(path: String, index: Int) throws(RenderError) -> OpaquePointer {
    cacheLock.lock()
    defer { cacheLock.unlock() }
    let key = Key(path: path, index: index)
    if let face = faces[key] { return cairo_font_face_reference(face) }
    let face = try create(path: path, index: index)
    faces[key] = face
    return cairo_font_face_reference(face)
  }

  /// How many font faces are cached, for tests.
  static var count: Int {
    cacheLock.lock()
    defer { cacheLock.unlock() }
    return faces.count
  }

  /// Opens face `index` of the file with FreeType and wraps it in a cairo font face that owns the
  /// `FT_Face`.
  private static func create(path: String, index: Int) throws(RenderError) -> OpaquePointer {
    guard let library else { throw RenderError.cairo("FreeType could not be initialized") }
    var ftFace: FT_Face?
    freeTypeLock.lock()
    let error = FT_New_Face(library, path, index, &ftFace)
    freeTypeLock.unlock()
    guard error == 0, let ftFace else {
      throw RenderError.fontUnreadable(
        path: path, reason: "FreeType cannot open it (error \(error)): not a usable font")
    }
    // FT_LOAD_NO_HINTING: outlines exactly as designed, whatever the FreeType build prefers.
    let face = cairo_ft_font_face_create_for_ft_face(ftFace, Int32(FT_LOAD_NO_HINTING))
    guard let face, cairo_font_face_status(face) == CAIRO_STATUS_SUCCESS else {
      let status = face.map { cairo_font_face_status($0) } ?? CAIRO_STATUS_NO_MEMORY
      if let face { cairo_font_face_destroy(face) }
      doneFace(UnsafeMutableRawPointer(ftFace))
      throw RenderError.cairo(String(cString: cairo_status_to_string(status)))
    }
    let status = cairo_font_face_set_user_data(face, faceKey, UnsafeMutableRawPointer(ftFace)) {
      FontFaceCache.doneFace($0)
    }
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_font_face_destroy(face)
      doneFace(UnsafeMutableRawPointer(ftFace))
      throw RenderError.cairo(String(cString: cairo_status_to_string(status)))
    }
    return face
  }

  /// The destroy callback: `FT_Done_Face` under the FreeType lock.
  private static func doneFace(_ pointer: UnsafeMutableRawPointer?) {
    guard let pointer else { return }
    freeTypeLock.lock()
    FT_Done_Face(pointer.assumingMemoryBound(to: FT_FaceRec.self))
    freeTypeLock.unlock()
  }
}
