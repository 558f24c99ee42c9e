import DrawList
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Finds font files by PostScript name in fixed directories, so output never depends on the
/// machine's fontconfig setup.
///
/// Inter (every face not named `Roboto…` or `Noto…`) is looked up in ``directory``: Debian's
/// `fonts-inter` location unless `PICKERSHOT_FONT_DIR` or `--font-dir` names another. Roboto faces
/// (`Roboto-Regular`, `Roboto-Medium`, for the Material 3 mirrors) are looked up in
/// ``robotoDirectory``: Debian's `fonts-roboto-unhinted` location unless `PICKERSHOT_ROBOTO_DIR`
/// names another; `--font-dir` never moves Roboto. Noto faces (`NotoSansHebrew-Regular`,
/// `NotoSansArabic-Bold`, `NotoSansDevanagari-Regular`, `NotoSansThai-Regular` from
/// `fonts-noto-core`, and `NotoColorEmoji` from `fonts-noto-color-emoji`, which installs into the
/// same folder) are looked up in ``notoDirectory``: Debian's location unless `PICKERSHOT_NOTO_DIR`
/// names another. Noto Sans CJK faces (`NotoSansCJKjp-Regular`…, from `fonts-noto-cjk`) are faces
/// of a collection file (``collectionFace(_:)``) in ``notoCJKDirectory``: Debian's location unless
/// `PICKERSHOT_NOTO_CJK_DIR` names another. Only regular files are ever returned (a symlink
/// to one is fine: Debian symlinks fonts), so a FIFO or device named like a font can never block
/// or feed FreeType.
public struct FontLibrary: Sendable {
  /// Where Debian's fonts-inter installs Inter.
  public static let debianInterDirectory = "/usr/share/fonts/opentype/inter"

  /// Where Debian's fonts-roboto-unhinted installs Roboto (unhinted: the renderer never hints).
  public static let debianRobotoDirectory = "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF"

  /// Where Debian's fonts-noto-core installs the Noto faces (Hebrew, Arabic, Devanagari, Thai),
  /// and fonts-noto-color-emoji its one face.
  public static let debianNotoDirectory = "/usr/share/fonts/truetype/noto"

  /// Where Debian's fonts-noto-cjk installs the Noto Sans CJK collections.
  public static let debianNotoCJKDirectory = "/usr/share/fonts/opentype/noto"

  /// The largest font file accepted, in bytes (Inter's files are about 300 KiB, a Noto Sans CJK
  /// collection about 20 MiB).
  public static let maxFontBytes = 64 << 20

  /// The directory searched for Inter (every face but Roboto's and Noto's).
  public let directory: String

  /// The directory searched for Roboto faces.
  public let robotoDirectory: String

  /// The directory searched for Noto faces (Noto Sans CJK's aside).
  public let notoDirectory: String

  /// The directory searched for the Noto Sans CJK collections.
  public let notoCJKDirectory: String

  /// Creates a library over `directory` (Inter), `robotoDirectory` (Roboto), `notoDirectory`
  /// (Noto) and `notoCJKDirectory` (Noto Sans CJK), or the environment's (`PICKERSHOT_FONT_DIR`,
  /// `PICKERSHOT_ROBOTO_DIR`, `PICKERSHOT_NOTO_DIR`, `PICKERSHOT_NOTO_CJK_DIR`) or Debian's
  /// defaults.
  public init(
    directory: String? = nil, robotoDirectory: String? = nil, notoDirectory: String? = nil,
    notoCJKDirectory: String? = nil
  ) {
    // Each variable read with getenv: ProcessInfo's whole dictionary is a cold start's cost.
    let environment = { (name: String) in getenv(name).map { String(cString: $0) } }
    self.directory =
      directory ?? environment("PICKERSHOT_FONT_DIR") ?? Self.debianInterDirectory
    self.robotoDirectory =
      robotoDirectory ?? environment("PICKERSHOT_ROBOTO_DIR") ?? Self.debianRobotoDirectory
    self.notoDirectory =
      notoDirectory ?? environment("PICKERSHOT_NOTO_DIR") ?? Self.debianNotoDirectory
    self.notoCJKDirectory =
      notoCJKDirectory ?? environment("PICKERSHOT_NOTO_CJK_DIR") ?? Self.debianNotoCJKDirectory
  }

  /// Whether `name` is a Roboto face (`Roboto` or `Roboto-…`), looked up in ``robotoDirectory``.
  public static func isRoboto(_ name: String) -> Bool {
    name == "Roboto" || name.hasPrefix("Roboto-")
  }

  /// Whether `name` is a Noto face (`Noto…`), looked up in ``notoDirectory`` (or, for Noto Sans
  /// CJK, ``notoCJKDirectory``).
  public static func isNoto(_ name: String) -> Bool {
    name.hasPrefix("Noto")
  }

  /// Whether `name` is a Noto Sans CJK face (`NotoSansCJK…`), looked up in ``notoCJKDirectory``.
  public static func isNotoCJK(_ name: String) -> Bool {
    name.hasPrefix("NotoSansCJK")
  }

  /// The Debian package that installs `font`, and the variable that points elsewhere:
  /// `("fonts-roboto-unhinted", "PICKERSHOT_ROBOTO_DIR")` for Roboto, `("fonts-noto-cjk",
  /// "PICKERSHOT_NOTO_CJK_DIR")` for Noto Sans CJK, `("fonts-noto-color-emoji",
  /// "PICKERSHOT_NOTO_DIR")` for Noto Color Emoji, `("fonts-noto-core", "PICKERSHOT_NOTO_DIR")`
  /// for any other Noto face, Inter's otherwise.
  public static func debianPackage(for font: String) -> (package: String, variable: String) {
    if isRoboto(font) { return ("fonts-roboto-unhinted", "PICKERSHOT_ROBOTO_DIR") }
    if isNotoCJK(font) { return ("fonts-noto-cjk", "PICKERSHOT_NOTO_CJK_DIR") }
    if font == emojiFace.name { return ("fonts-noto-color-emoji", "PICKERSHOT_NOTO_DIR") }
    if isNoto(font) { return ("fonts-noto-core", "PICKERSHOT_NOTO_DIR") }
    return ("fonts-inter", "PICKERSHOT_FONT_DIR")
  }

  /// The directory `font` is looked up in.
  public func directory(for font: FontID) -> String {
    if Self.isRoboto(font.name) { return robotoDirectory }
    if Self.isNotoCJK(font.name) { return notoCJKDirectory }
    if Self.isNoto(font.name) { return notoDirectory }
    return directory
  }

  /// The one emoji face: Noto Color Emoji (colour bitmaps, drawn by Cairo in colour).
  public static let emojiFace = FontID("NotoColorEmoji")

  /// The face that draws a run of `script` for text styled in `base` and written in `language`
  /// (BCP 47): `base` itself for Latin (Greek and Cyrillic too) and common characters; for the
  /// other scripts a Noto face at Bold when `base` is a bold or semibold face, else at Regular
  /// (Debian's Noto has only those two weights, so Inter Medium maps to Regular): Noto Sans
  /// Hebrew, Arabic, Devanagari or Thai, and Noto Sans CJK in the language's face
  /// (``cjkRegion(language:)``); Noto Color Emoji for emoji, at every weight.
  public static func face(for script: WritingScript, base: FontID, language: String) -> FontID {
    let family: String
    switch script {
    case .latin, .common: return base
    case .emoji: return emojiFace
    case .hebrew: family = "NotoSansHebrew"
    case .arabic: family = "NotoSansArabic"
    case .devanagari: family = "NotoSansDevanagari"
    case .thai: family = "NotoSansThai"
    case .cjk: family = "NotoSansCJK" + cjkRegion(language: language)
    }
    let bold = base.name.hasSuffix("Bold") || base.name.hasSuffix("SemiBold")
    return FontID("\(family)-\(bold ? "Bold" : "Regular")")
  }

  /// The Noto Sans CJK face for text in `language` (BCP 47, any case): `jp` for Japanese, `kr`
  /// for Korean, `hk` for Chinese of Hong Kong, `tc` for Traditional Chinese (`zh-Hant`, Taiwan,
  /// Macao), `sc` for any other Chinese and for every other language (each face holds every CJK
  /// character; the language picks the regional glyph forms).
  public static func cjkRegion(language: String) -> String {
    let subtags = language.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" })
    switch subtags.first {
    case "ja": return "jp"
    case "ko": return "kr"
    case "zh":
      if subtags.contains("hk") { return "hk" }
      if subtags.contains("hant") || subtags.contains("tw") || subtags.contains("mo") {
        return "tc"
      }
      return "sc"
    default: return "sc"
    }
  }

  /// The collection file and face index of a Noto Sans CJK face, in the order Debian's
  /// fonts-noto-cjk builds them (`jp`, `kr`, `sc`, `tc`, `hk`): `NotoSansCJKkr-Bold` is face 1 of
  /// `NotoSansCJK-Bold.ttc`. `nil` for every other name. The shaper checks that the face it opens
  /// carries the PostScript name asked for.
  public static func collectionFace(_ name: String) -> (file: String, index: Int)? {
    let regions = ["jp", "kr", "sc", "tc", "hk"]
    guard isNotoCJK(name) else { return nil }
    let rest = name.dropFirst("NotoSansCJK".count)
    guard let index = regions.firstIndex(of: String(rest.prefix(2))) else { return nil }
    let weight = rest.dropFirst(2)
    guard weight == "-Regular" || weight == "-Bold" else { return nil }
    return ("NotoSansCJK\(weight)", index)
  }

  /// The face index of `font` in its file: its place in a collection (``collectionFace(_:)``),
  /// else 0.
  public static func faceIndex(for font: FontID) -> Int {
    collectionFace(font.name)?.index ?? 0
  }

  /// The file holding `font` (`<directory>/<name>.otf` or `.ttf`, in ``directory(for:)``; a
  /// Noto Sans CJK face's collection, `<directory>/NotoSansCJK-<weight>.ttc`).
  ///
  /// Checks with `stat` only, never opening the file: a name that is not a plain file name is
  /// ``RenderError/badFontName(_:)``; a candidate that exists but is not a readable regular file of
  /// at most ``maxFontBytes`` is ``RenderError/fontUnreadable(path:reason:)``; no candidate at all
  /// is ``RenderError/fontMissing(font:searched:)``.
  public func path(for font: FontID) throws(RenderError) -> String {
    guard Self.isPlainName(font.name) else { throw RenderError.badFontName(font.name) }
    let directory = directory(for: font)
    let collection = Self.collectionFace(font.name)
    for ext in collection == nil ? ["otf", "ttf"] : ["ttc"] {
      let candidate = "\(directory)/\(collection?.file ?? font.name).\(ext)"
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
