import DrawList
import Foundation

/// Finds font files by PostScript name in one fixed directory, so output never depends on the
/// machine's fontconfig setup.
///
/// The directory is Debian's `fonts-inter` location unless `PICKERSHOT_FONT_DIR` names another.
public struct FontLibrary: Sendable {
  /// Where Debian's fonts-inter installs Inter.
  public static let debianInterDirectory = "/usr/share/fonts/opentype/inter"

  /// The directory searched.
  public let directory: String

  /// Creates a library over `directory`, or the environment's or Debian's default.
  public init(directory: String? = nil) {
    self.directory =
      directory ?? ProcessInfo.processInfo.environment["PICKERSHOT_FONT_DIR"]
      ?? Self.debianInterDirectory
  }

  /// The file holding `font` (`<directory>/<name>.otf` or `.ttf`).
  public func path(for font: FontID) throws(RenderError) -> String {
    for ext in ["otf", "ttf"] {
      let candidate = "\(directory)/\(font.name).\(ext)"
      if FileManager.default.isReadableFile(atPath: candidate) { return candidate }
    }
    throw RenderError.fontMissing(font: font.name, searched: directory)
  }
}
