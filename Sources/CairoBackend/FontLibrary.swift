import DrawList
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Finds font files by PostScript name in fixed directories, so output never depends on the
/// machine's fontconfig setup.
///
/// Inter (every face not named `Roboto…`) is looked up in ``directory``: Debian's `fonts-inter`
/// location unless `PICKERSHOT_FONT_DIR` or `--font-dir` names another. Roboto faces
/// (`Roboto-Regular`, `Roboto-Medium`, for the Material 3 mirrors) are looked up in
/// ``robotoDirectory``: Debian's `fonts-roboto-unhinted` location unless `PICKERSHOT_ROBOTO_DIR`
/// names another; `--font-dir` never moves Roboto. Noto faces (`NotoSansHebrew-Regular`,
/// `NotoSansArabic-Bold`…, for Hebrew and Arabic runs of a right-to-left locale) are looked up in
/// ``notoDirectory``: Debian's `fonts-noto-core` location unless `PICKERSHOT_NOTO_DIR` names
/// another. Only regular files are ever returned (a symlink
/// to one is fine: Debian symlinks fonts), so a FIFO or device named like a font can never block
/// or feed FreeType.
public struct FontLibrary: Sendable {
  /// Where Debian's fonts-inter installs Inter.
  public static let debianInterDirectory = "/usr/share/fonts/opentype/inter"

  /// Where Debian's fonts-roboto-unhinted installs Roboto (unhinted: the renderer never hints).
  public static let debianRobotoDirectory = "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF"

  /// Where Debian's fonts-noto-core installs the Noto faces (Hebrew and Arabic among them).
  public static let debianNotoDirectory = "/usr/share/fonts/truetype/noto"

  /// The largest font file accepted, in bytes (Inter's files are about 300 KiB).
  public static let maxFontBytes = 64 << 20

  /// The directory searched for Inter (every face but Roboto's).
  public let directory: String

  /// The directory searched for Roboto faces.
  public let robotoDirectory: String

  /// The directory searched for Noto faces.
  public let notoDirectory: String

  /// Creates a library over `directory` (Inter), `robotoDirectory` (Roboto) and `notoDirectory`
  /// (Noto), or the environment's (`PICKERSHOT_FONT_DIR`, `PICKERSHOT_ROBOTO_DIR`,
  /// `PICKERSHOT_NOTO_DIR`) or Debian's defaults.
  public init(
    directory: String? = nil, robotoDirectory: String? = nil, notoDirectory: String? = nil
  ) {
    let environment = ProcessInfo.processInfo.environment
    self.directory =
      directory ?? environment["PICKERSHOT_FONT_DIR"] ?? Self.debianInterDirectory
    self.robotoDirectory =
      robotoDirectory ?? environment["PICKERSHOT_ROBOTO_DIR"] ?? Self.debianRobotoDirectory
    self.notoDirectory =
      notoDirectory ?? environment["PICKERSHOT_NOTO_DIR"] ?? Self.debianNotoDirectory
  }

  /// Whether `name` is a Roboto face (`Roboto` or `Roboto-…`), looked up in ``robotoDirectory``.
  public static func isRoboto(_ name: String) -> Bool {
    name == "Roboto" || name.hasPrefix("Roboto-")
  }

  /// Whether `name` is a Noto face (`Noto…`), looked up in ``notoDirectory``.
  public static func isNoto(_ name: String) -> Bool {
    name.hasPrefix("Noto")
  }

  /// The Debian package that installs `font`, and the variable that points elsewhere:
  /// `("fonts-roboto-unhinted", "PICKERSHOT_ROBOTO_DIR")` for Roboto, `("fonts-noto-core",
  /// "PICKERSHOT_NOTO_DIR")` for Noto, Inter's otherwise.
  public static func debianPackage(for font: String) -> (package: String, variable: String) {
    if isRoboto(font) { return ("fonts-roboto-unhinted", "PICKERSHOT_ROBOTO_DIR") }
    if isNoto(font) { return ("fonts-noto-core", "PICKERSHOT_NOTO_DIR") }
    return ("fonts-inter", "PICKERSHOT_FONT_DIR")
  }

  /// The directory `font` is looked up in.
  public func directory(for font: FontID) -> String {
    if Self.isRoboto(font.name) { return robotoDirectory }
    if Self.isNoto(font.name) { return notoDirectory }
    return directory
  }

  /// The face that draws a run of `script` for text styled in `base`: `base` itself for Latin
  /// and common characters; for Hebrew and Arabic, Noto Sans Hebrew or Noto Sans Arabic at
  /// Bold when `base` is a bold or semibold face, else at Regular (Debian's Noto has only those
  /// two weights, so Inter Medium maps to Regular).
  public static func face(for script: WritingScript, base: FontID) -> FontID {
    let family: String
    switch script {
    case .latin, .common: return base
    case .hebrew: family = "NotoSansHebrew"
    case .arabic: family = "NotoSansArabic"
    }
    let bold = base.name.hasSuffix("Bold") || base.name.hasSuffix("SemiBold")
    return FontID("\(family)-\(bold ? "Bold" : "Regular")")
  }

  /// The file holding `font` (`<directory>/<name>.otf` or `.ttf`, in ``directory(for:)``).
  ///
  /// Checks with `stat` only, never opening the file: a name that is not a plain file name is
  /// ``RenderError/badFontName(_:)``; a candidate that exists but is not a readable regular file of
  /// at most ``maxFontBytes`` is ``RenderError/fontUnreadable(path:reason:)``; no candidate at all
  /// is ``RenderError/fontMissing(font:searched:)``.
  public func path(for font: FontID) throws(RenderError) -> String {
    guard Self.isPlainName(font.name) else { throw RenderError.badFontName(font.name) }
    let directory = directory(for: font)
    for ext in ["otf", "ttf"] {
      let candidate = "\(directory)/\(font.name).\(ext)"
      var info = stat()
      guard stat(candidate, &info) == 0 else {
        let code = errno
        if code == ENOENT || code == ENOTDIR { continue }
        throw RenderError.fontUnreadable(
          path: candidate, reason: String(cString: strerror(code)).lowercased())
      }
      guard info.st_mode & S_IFMT == S_IFREG else {
        throw RenderError.fontUnreadable(
          path: candidate, reason: "not a regular file (\(Self.kind(info.st_mode)))")
      }
      guard info.st_size <= Self.maxFontBytes else {
        throw RenderError.fontUnreadable(
          path: candidate, reason: "\(info.st_size) bytes is more than \(Self.maxFontBytes)")
      }
      guard access(candidate, R_OK) == 0 else {
        throw RenderError.fontUnreadable(path: candidate, reason: "permission denied")
      }
      return candidate
    }
    throw RenderError.fontMissing(font: font.name, searched: directory)
  }

  /// Whether `name` can only name a file directly inside the directory: not empty, at most 200
  /// bytes, no `/` or NUL, and not starting with `.` (so never `.`, `..` or a hidden file).
  static func isPlainName(_ name: String) -> Bool {
    !name.isEmpty && name.utf8.count <= 200 && !name.hasPrefix(".")
      && !name.utf8.contains(UInt8(ascii: "/")) && !name.utf8.contains(0)
  }

  /// `a FIFO`, `a directory`, … for messages.
  private static func kind(_ mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFIFO: "a FIFO"
    case S_IFDIR: "a directory"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFSOCK: "a socket"
    default: "not a file"
    }
  }
}
