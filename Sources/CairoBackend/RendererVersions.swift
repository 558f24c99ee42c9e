internal import CCairo
internal import CHarfBuzz
import Raster

/// The versions of the C libraries that decide this backend's pixels, and the hash of the code
/// that draws with them, for golden fingerprints.
public enum RendererVersions {
  /// `cairo`, `pixman`, `freetype`, `harfbuzz` and `libpng` → version string, as linked at run
  /// time, and `backend` → ``codeHash``.
  public static func current() -> [String: String] {
    var major: Int32 = 0
    var minor: Int32 = 0
    var patch: Int32 = 0
    var library: FT_Library?
    if FT_Init_FreeType(&library) == 0 {
      FT_Library_Version(library, &major, &minor, &patch)
      FT_Done_FreeType(library)
    }
    return [
      "cairo": String(cString: cairo_version_string()),
      "pixman": String(cString: pixman_version_string()),
      "freetype": "\(major).\(minor).\(patch)",
      "harfbuzz": String(cString: hb_version_string()),
      "libpng": PNGCodec.libpngVersion,
      codeKey: String(codeHash.prefix(16)),
    ]
  }

  /// The fingerprint key of ``codeHash`` (its first 16 hex digits).
  public static let codeKey = "backend"

  /// The SHA-256 of the code that decides pixels (the backend, its C libraries' shims, the raster
  /// and PNG code, the draw-list types, the pixel comparison, Package.swift), computed by the
  /// `BackendCodeHash` build-tool plugin at build time, so it always matches the code built.
  public static let codeHash = BackendCodeHash.value
  /// The folders every file of which ``codeHash`` covers, relative to the package.
  public static let codeFolders = BackendCodeHash.folders
  /// The files ``codeHash`` covers, relative to the package, sorted.
  public static let codeFiles = BackendCodeHash.files
}
