import CairoBackend
import DrawList
import Foundation
import Pipeline
import Snapshot
import Testing

/// A golden's fingerprint holds the two Inter hashes always, and a Roboto hash only when its
/// draw list draws with Roboto: the Inter-only goldens' sidecars stay byte-identical.
@Suite struct FingerprintFontTests {
  static func list(fonts: [String]) -> DrawList {
    var list = DrawList(canvas: Rect(x: 0, y: 0, width: 40, height: 20))
    for (index, font) in fonts.enumerated() {
      list.append(
        .text(
          GlyphRun(
            text: "1", font: FontID(font), size: 12, color: .black,
            origin: Point(x: Double(index) * 10, y: 14), glyphs: [Glyph(id: 1, x: 0, y: 0)],
            advance: 7)),
        tag: "t\(index)")
    }
    return list
  }

  @Test(arguments: [
    ([String](), [String]()),
    (["Inter-Medium", "Inter-Regular"], []),
    (
      ["Roboto-Regular", "Inter-Medium", "Roboto-Medium", "Roboto-Regular"],
      ["Roboto-Medium", "Roboto-Regular"]
    ),
  ])
  func extraFontsAreThoseBeyondInter(fonts: [String], extra: [String]) {
    #expect(Fingerprint.extraFonts(in: Self.list(fonts: fonts)) == extra)
  }

  @Test func anInterOnlyListKeepsTheBaseFingerprint() {
    let renderer = CairoSceneRenderer()
    let base = Fingerprint.current(renderer: renderer)
    #expect(
      Fingerprint.adding(fontsOf: Self.list(fonts: ["Inter-Medium"]), to: base, renderer: renderer)
        == base)
    #expect(
      base.keys.filter { $0.hasPrefix("font:") }.sorted() == [
        "font:Inter-Medium", "font:Inter-Regular",
      ])
  }

  @Test func aRobotoListAddsRobotosHash() {
    let base = Fingerprint.current(renderer: CairoSceneRenderer())
    let library = FontLibrary(robotoDirectory: FontLibrary.debianRobotoDirectory)
    let roboto = Fingerprint.adding(
      fontsOf: Self.list(fonts: ["Roboto-Medium"]), to: base,
      renderer: CairoSceneRenderer(fonts: library))
    #expect(roboto.count == base.count + 1)
    #expect(roboto["font:Roboto-Medium"]?.count == 16)
    let missing = Fingerprint.adding(
      fontsOf: Self.list(fonts: ["Roboto-Medium"]), to: base,
      renderer: CairoSceneRenderer(fonts: FontLibrary(robotoDirectory: "/nonexistent")))
    #expect(missing["font:Roboto-Medium"] == "missing")
  }

  /// The fallback faces are hashed like Roboto, only when a run uses them: a Noto Sans CJK face
  /// by its collection file (two languages' faces of one file hash alike), Noto Color Emoji and
  /// Noto Sans Thai by theirs.
  @Test func fallbackFacesAreHashedOnlyWhereUsed() {
    let renderer = CairoSceneRenderer()
    let base = Fingerprint.current(renderer: renderer)
    let fonts = [
      "NotoSansCJKjp-Regular", "NotoSansCJKkr-Regular", "NotoColorEmoji", "NotoSansThai-Bold",
    ]
    let print = Fingerprint.adding(fontsOf: Self.list(fonts: fonts), to: base, renderer: renderer)
    #expect(print.count == base.count + 4)
    for font in fonts { #expect(print["font:\(font)"]?.count == 16, "\(font)") }
    #expect(print["font:NotoSansCJKjp-Regular"] == print["font:NotoSansCJKkr-Regular"])
    #expect(print["font:NotoColorEmoji"] != print["font:NotoSansThai-Bold"])
  }

  /// The recorded sidecars: Roboto's hashes only where the draw list draws Roboto.
  @Test(arguments: [
    ("m3-date-modal/light@2x.json", true), ("m3-time-input/dark@2x.json", true),
    ("date-picker/light@2x.json", false), ("segmented-fruit/dark@2x.json", false),
  ])
  func sidecarsRecordRobotoOnlyForMaterialScenes(path: String, roboto: Bool) throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../goldens/\(path)").standardized
    let text = try String(contentsOf: url, encoding: .utf8)
    #expect(text.contains("\"font:Roboto-Regular\"") == roboto)
    #expect(text.contains("\"font:Inter-Medium\"") && text.contains("\"font:Inter-Regular\""))
  }
}
