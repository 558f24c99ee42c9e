import CairoBackend
import DrawList
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Roboto (the Material 3 mirrors) comes from Debian's fonts-roboto-unhinted folder, apart from
/// Inter's, with the same safety checks; `--font-dir` (the `directory`) keeps meaning Inter.
@Suite struct RobotoFontTests {
  static let roboto = FontLibrary.debianRobotoDirectory

  @Test(arguments: ["Roboto-Regular", "Roboto-Medium"])
  func robotoFacesAreFoundInDebiansFolder(name: String) throws {
    let library = FontLibrary(robotoDirectory: Self.roboto)
    #expect(try library.path(for: FontID(name)) == "\(Self.roboto)/\(name).ttf")
  }

  @Test func theInterFolderNeverMovesRoboto() throws {
    let library = FontLibrary(directory: "/nonexistent", robotoDirectory: Self.roboto)
    #expect(try library.path(for: FontID("Roboto-Medium")) == "\(Self.roboto)/Roboto-Medium.ttf")
    #expect(throws: RenderError.fontMissing(font: "Inter-Medium", searched: "/nonexistent")) {
      try library.path(for: FontID("Inter-Medium"))
    }
  }

  @Test(arguments: [
    ("Roboto", true), ("Roboto-Medium", true), ("Inter-Medium", false), ("RobotoFlex", false),
    ("Robot-Medium", false),
  ])
  func whichNamesAreRoboto(name: String, roboto: Bool) {
    #expect(FontLibrary.isRoboto(name) == roboto)
  }

  @Test func aMissingRobotoNamesItsDebianPackageAndVariable() {
    let library = FontLibrary(robotoDirectory: "/nonexistent")
    #expect(throws: RenderError.fontMissing(font: "Roboto-Medium", searched: "/nonexistent")) {
      try library.path(for: FontID("Roboto-Medium"))
    }
    let message = RenderError.fontMissing(font: "Roboto-Medium", searched: "/x").description
    #expect(message.contains("fonts-roboto-unhinted") && message.contains("PICKERSHOT_ROBOTO_DIR"))
    #expect(!message.contains("fonts-inter") && !message.contains("\n"))
    let inter = RenderError.fontMissing(font: "Inter-Medium", searched: "/x").description
    #expect(inter.contains("fonts-inter") && inter.contains("PICKERSHOT_FONT_DIR"))
  }

  @Test func aFIFONamedLikeRobotoIsRefusedWithoutBeingOpened() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("pickershot-roboto-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try #require(mkfifo("\(folder)/Roboto-Medium.ttf", 0o644) == 0)
    let library = FontLibrary(robotoDirectory: folder)
    let expected = RenderError.fontUnreadable(
      path: "\(folder)/Roboto-Medium.ttf", reason: "not a regular file (a FIFO)")
    try #require(throws: expected) { try library.path(for: FontID("Roboto-Medium")) }
  }

  @Test func pathLikeNamesAreRefusedBeforeTheRobotoFolderIsChosen() {
    let library = FontLibrary(robotoDirectory: Self.roboto)
    #expect(throws: RenderError.badFontName("Roboto-../x")) {
      try library.path(for: FontID("Roboto-../x"))
    }
  }

  @Test func robotoShapesWithHarfBuzz() throws {
    let shaper = HarfBuzzShaper(library: FontLibrary(robotoDirectory: Self.roboto))
    let run = try shaper.shape("10:30", style: TextStyle(font: FontID("Roboto-Regular"), size: 57))
    #expect(run.glyphs.count == 5 && run.advance > 100)
  }
}
