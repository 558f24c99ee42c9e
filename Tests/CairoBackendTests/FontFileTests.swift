import CairoBackend
import DrawList
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Hostile font folders: FIFOs, directories, devices, corrupt files and path-like names.
///
/// `FontLibrary.path(for:)` only stats, so a FIFO is refused before anything could open (and
/// block on) it; every check below goes through `path(for:)` first.
@Suite struct FontFileTests {
  static let inter = FontLibrary.debianInterDirectory

  /// A fresh font folder: a symlink to the real Inter-Regular, a copy of Inter-Medium, a FIFO, a
  /// directory, a device symlink and a corrupt file, each named like an Inter weight.
  final class Folder {
    let path: String

    init() throws {
      path =
        FileManager.default.temporaryDirectory
        .appendingPathComponent("pickershot-fonts-\(UUID().uuidString)").path
      let files = FileManager.default
      try files.createDirectory(atPath: path, withIntermediateDirectories: true)
      try files.createSymbolicLink(
        atPath: "\(path)/Inter-Regular.otf", withDestinationPath: "\(inter)/Inter-Regular.otf")
      try files.copyItem(atPath: "\(inter)/Inter-Medium.otf", toPath: "\(path)/Inter-Medium.otf")
      guard mkfifo("\(path)/Inter-Bold.otf", 0o644) == 0 else {
        throw CocoaError(.fileWriteUnknown)
      }
      try files.createDirectory(
        atPath: "\(path)/Inter-Black.otf", withIntermediateDirectories: false)
      try files.createSymbolicLink(
        atPath: "\(path)/Inter-Light.otf", withDestinationPath: "/dev/zero")
      var generator = SystemRandomNumberGenerator()
      let garbage = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }
      try Data(garbage).write(to: URL(fileURLWithPath: "\(path)/Inter-Thin.otf"))
      // A file that starts like OpenType but is cut short.
      let real = try Data(contentsOf: URL(fileURLWithPath: "\(inter)/Inter-Medium.otf"))
      try real.prefix(64).write(to: URL(fileURLWithPath: "\(path)/Inter-ExtraLight.otf"))
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
  }

  @Test func regularFilesAndSymlinksToThemAreAccepted() throws {
    let folder = try Folder()
    let library = FontLibrary(directory: folder.path)
    #expect(try library.path(for: FontID("Inter-Regular")) == "\(folder.path)/Inter-Regular.otf")
    #expect(try library.path(for: FontID("Inter-Medium")) == "\(folder.path)/Inter-Medium.otf")
  }

  @Test(arguments: [
    ("Inter-Bold", "not a regular file (a FIFO)"),
    ("Inter-Black", "not a regular file (a directory)"),
    ("Inter-Light", "not a regular file (a character device)"),
  ])
  func nonRegularFilesAreUnreadableWithoutBeingOpened(name: String, reason: String) throws {
    let folder = try Folder()
    let library = FontLibrary(directory: folder.path)
    let expected = RenderError.fontUnreadable(path: "\(folder.path)/\(name).otf", reason: reason)
    // `#require`: if path(for:) ever accepted the FIFO, stop here rather than open it and hang.
    try #require(throws: expected) { try library.path(for: FontID(name)) }
    #expect(throws: expected) {
      try HarfBuzzShaper(library: library).shape("1", style: TextStyle(font: FontID(name), size: 9))
    }
    #expect(throws: expected) {
      try CairoRenderer(library: library).render(Self.text(name), scale: 1)
    }
  }

  @Test(arguments: ["Inter-Thin", "Inter-ExtraLight"])
  func corruptFontsAreUnreadableInTheShaperAndTheRenderer(name: String) throws {
    let folder = try Folder()
    let library = FontLibrary(directory: folder.path)
    let path = "\(folder.path)/\(name).otf"
    #expect(try library.path(for: FontID(name)) == path)
    let style = TextStyle(font: FontID(name), size: 9)
    Self.expectUnreadable(path) { try HarfBuzzShaper(library: library).shape("16", style: style) }
    Self.expectUnreadable(path) { try HarfBuzzShaper(library: library).metrics(style) }
    Self.expectUnreadable(path) {
      try CairoRenderer(library: library).render(Self.text(name), scale: 1)
    }
  }

  @Test func aMissingFileIsStillMissingNotUnreadable() throws {
    let folder = try Folder()
    #expect(throws: RenderError.fontMissing(font: "Inter-Italic", searched: folder.path)) {
      try FontLibrary(directory: folder.path).path(for: FontID("Inter-Italic"))
    }
  }

  @Test(arguments: [
    "../../etc/x-Medium", "a/b", "/etc/passwd", ".", "..", "", ".hidden", "Inter\0-Medium",
  ])
  func pathLikeFontNamesAreRefused(name: String) {
    let library = FontLibrary(directory: Self.inter)
    #expect(throws: RenderError.badFontName(name)) { try library.path(for: FontID(name)) }
    #expect(throws: RenderError.badFontName(name)) {
      try HarfBuzzShaper(library: library).shape("1", style: TextStyle(font: FontID(name), size: 9))
    }
    #expect(!RenderError.badFontName(name).description.contains("\n"))
  }

  /// One glyph of `font`.
  static func text(_ font: String) -> DrawList {
    var list = DrawList(canvas: Rect(x: 0, y: 0, width: 20, height: 20))
    list.append(
      .text(
        GlyphRun(
          text: "1", font: FontID(font), size: 12, color: .black, origin: Point(x: 2, y: 14),
          glyphs: [Glyph(id: 1, x: 0, y: 0)], advance: 7)),
      tag: "digit")
    return list
  }

  /// Expects `body` to throw `fontUnreadable` for `path`, whatever the reason.
  static func expectUnreadable(_ path: String, _ body: () throws -> some Any) {
    do {
      _ = try body()
      Issue.record("expected fontUnreadable(\(path))")
    } catch RenderError.fontUnreadable(let failed, _) {
      #expect(failed == path)
    } catch {
      Issue.record("expected fontUnreadable(\(path)), got \(error)")
    }
  }
}
