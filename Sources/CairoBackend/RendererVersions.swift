internal import CCairo
internal import CHarfBuzz

/// The versions of the C libraries that decide this backend's pixels, for golden fingerprints.
public enum RendererVersions {
  /// `cairo`, `pixman`, `freetype` and `harfbuzz` → version string, as linked at run time.
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
    ]
  }
}
