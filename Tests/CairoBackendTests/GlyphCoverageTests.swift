import CairoBackend
import DrawList
import Foundation
import Raster
import Testing

/// Every shaped glyph is a real one: a paragraph falls back to a face that covers each script,
/// and a character no face has a glyph for (`.notdef`, glyph 0) is refused, naming the text,
/// its script and the Debian package that covers it.
@Suite struct GlyphCoverageTests {
  static let shaper = HarfBuzzShaper()

  /// A paragraph of each script the issue names is shaped with no `.notdef`, each run in the
  /// face its script falls back to (issue 20, "Glyph coverage is an invariant").
  @Test(arguments: [
    ("January Январь Ιανουάριος", "en", ["Inter-Medium"]),
    ("ינואר 2026", "he", ["NotoSansHebrew-Regular", "Inter-Medium"]),
    ("يناير ٢٠٢٦", "ar", ["NotoSansArabic-Regular", "NotoSansArabic-Regular"]),
    ("जनवरी २०२६", "hi", ["NotoSansDevanagari-Regular"]),
    ("มกราคม ๒๕๖๙", "th", ["NotoSansThai-Regular"]),
    ("๑๐:๓๐", "th", ["NotoSansThai-Regular", "Inter-Medium", "NotoSansThai-Regular"]),
    ("午前10時", "ja", ["NotoSansCJKjp-Regular", "Inter-Medium", "NotoSansCJKjp-Regular"]),
    ("一月", "zh-Hant", ["NotoSansCJKtc-Regular"]),
    ("1월", "ko", ["Inter-Medium", "NotoSansCJKkr-Regular"]),
    ("🍎 Apple", "en", ["NotoColorEmoji", "Inter-Medium"]),
  ])
  func everyScriptHasAFace(text: String, language: String, fonts: [String]) throws {
    let style = TextStyle(font: FontID("Inter-Medium"), size: 14, language: language)
    let runs = try Self.shaper.shapeParagraph(text, style: style)
    #expect(runs.map(\.font.name) == fonts)
    #expect(runs.allSatisfy { !$0.glyphs.isEmpty && $0.glyphs.allSatisfy { $0.id != 0 } })
  }

  /// Glyph 0 is an error naming the text, the character, its script and the package that covers
  /// the script (or none, for a character of no script), never a box.
  @Test(arguments: [
    ("বাংলা", "Inter-Regular", 0x09AC, "Bengali", "fonts-noto-core" as String?),
    ("يناير", "Roboto-Regular", 0x064A, "Arabic", "fonts-noto-core"),
    ("한", "Inter-Regular", 0xD55C, "Hangul", "fonts-noto-cjk"),
    ("🍎", "Inter-Regular", 0x1F34E, "emoji", "fonts-noto-color-emoji"),
    ("a\tb", "Inter-Regular", 0x09, "Common", nil),
  ])
  func notdefIsRefused(
    text: String, font: String, scalar: UInt32, script: String, package: String?
  ) {
    let style = TextStyle(font: FontID(font), size: 14)
    #expect(
      throws: RenderError.missingGlyph(
        text: text, scalar: scalar, script: script, font: font, package: package)
    ) {
      try Self.shaper.shape(text, style: style)
    }
  }

  @Test func theMessageIsOneLineNamingTextScriptAndPackage() throws {
    let error = RenderError.missingGlyph(
      text: "বাংলা\n", scalar: 0x09AC, script: "Bengali", font: "Inter-Regular",
      package: "fonts-noto-core")
    #expect(
      error.description
        == "text \"বাংলা\\u{a}\": no glyph for U+09AC 'ব' (Bengali) in Inter-Regular; Debian's "
        + "fonts-noto-core covers Bengali, a script PickerShot does not fall back to a face for")
    let arabic = RenderError.missingGlyph(
      text: "يناير", scalar: 0x064A, script: "Arabic", font: "Roboto-Regular",
      package: "fonts-noto-core")
    #expect(
      arabic.description.hasSuffix("in Roboto-Regular; Debian's fonts-noto-core covers Arabic"))
    let tab = RenderError.missingGlyph(
      text: "a\tb", scalar: 9, script: "Common", font: "Inter-Regular", package: nil)
    #expect(tab.description.contains("no glyph for U+0009 (Common)"))
    #expect(!tab.description.contains("\t"))
  }

  /// A script run's face that lacks a punctuation mark (Noto Sans Thai has no colon) leaves it to
  /// the style's face; a letter it lacks is still refused.
  @Test func punctuationFallsBackToTheStylesFace() throws {
    let style = TextStyle(font: FontID("Inter-Medium"), size: 14, language: "th")
    let runs = try Self.shaper.shapeParagraph("๑๐:๓๐", style: style)
    #expect(runs.map(\.text) == ["๑๐", ":", "๓๐"])
    #expect(runs[1].font.name == "Inter-Medium")
  }

  /// Noto Sans CJK is a collection: each language's face is found at its index and must carry its
  /// PostScript name (Debian's fonts-noto-cjk: jp, kr, sc, tc, hk).
  @Test(arguments: [
    ("NotoSansCJKjp-Regular", "NotoSansCJK-Regular", 0),
    ("NotoSansCJKkr-Regular", "NotoSansCJK-Regular", 1),
    ("NotoSansCJKsc-Bold", "NotoSansCJK-Bold", 2), ("NotoSansCJKtc-Bold", "NotoSansCJK-Bold", 3),
    ("NotoSansCJKhk-Regular", "NotoSansCJK-Regular", 4),
  ])
  func cjkFacesAreCollectionFaces(name: String, file: String, index: Int) throws {
    let face = try #require(FontLibrary.collectionFace(name))
    #expect(face.file == file && face.index == index)
    #expect(try FontLibrary().path(for: FontID(name)).hasSuffix("/\(file).ttc"))
    let shaped = try Self.shaper.shape("語", style: TextStyle(font: FontID(name), size: 14))
    #expect(shaped.glyphs.count == 1 && shaped.glyphs[0].id != 0)
  }

  /// A collection file with too few faces, or whose face is another font, is bad input (65) for
  /// the shaper and the renderer alike, never a trap or a wrong face.
  @Test func aCollectionWithoutTheNamedFaceIsRefused() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("pickershot-cjk-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let file = "\(folder)/NotoSansCJK-Regular.ttc"
    try FileManager.default.copyItem(
      atPath: "\(FontLibrary.debianInterDirectory)/Inter-Regular.otf", toPath: file)
    let library = FontLibrary(notoCJKDirectory: folder)
    let shaper = HarfBuzzShaper(library: library)
    #expect(throws: RenderError.fontUnreadable(path: file, reason: "it has no face 1")) {
      try shaper.shape("한", style: TextStyle(font: FontID("NotoSansCJKkr-Regular"), size: 14))
    }
    #expect(
      throws: RenderError.fontUnreadable(
        path: file, reason: "face 0 is 'Inter-Regular', not 'NotoSansCJKjp-Regular'")
    ) {
      try shaper.shape("日", style: TextStyle(font: FontID("NotoSansCJKjp-Regular"), size: 14))
    }
    var list = DrawList(canvas: Rect(x: 0, y: 0, width: 20, height: 20))
    list.append(
      .text(
        GlyphRun(
          text: "한", font: FontID("NotoSansCJKkr-Regular"), size: 14, color: .black,
          origin: Point(x: 2, y: 16), glyphs: [Glyph(id: 1, x: 0, y: 0)], advance: 14)),
      tag: "hangul")
    #expect(throws: RenderError.self) {
      try CairoRenderer(library: library).render(list, scale: 1)
    }
  }

  @Test(arguments: [
    "NotoSansCJKxx-Regular", "NotoSansCJKjp-Medium", "NotoSansCJK-Regular", "Inter",
  ])
  func otherNamesAreNoCollectionFace(name: String) {
    #expect(FontLibrary.collectionFace(name) == nil)
  }

  /// A missing fallback face is the machine's: exit 69 naming its package and variable.
  @Test(arguments: [
    ("NotoSansCJKjp-Regular", "fonts-noto-cjk", "PICKERSHOT_NOTO_CJK_DIR"),
    ("NotoColorEmoji", "fonts-noto-color-emoji", "PICKERSHOT_NOTO_DIR"),
    ("NotoSansThai-Bold", "fonts-noto-core", "PICKERSHOT_NOTO_DIR"),
    ("NotoSansDevanagari-Regular", "fonts-noto-core", "PICKERSHOT_NOTO_DIR"),
  ])
  func aMissingFaceNamesItsPackage(font: String, package: String, variable: String) {
    #expect(FontLibrary.debianPackage(for: font) == (package, variable))
    let library = FontLibrary(notoDirectory: "/nowhere", notoCJKDirectory: "/nowhere")
    let shaper = HarfBuzzShaper(library: library)
    #expect(throws: RenderError.fontMissing(font: font, searched: "/nowhere")) {
      try shaper.shape("1", style: TextStyle(font: FontID(font), size: 14))
    }
    let message = RenderError.fontMissing(font: font, searched: "/nowhere").description
    #expect(message.contains("apt-get install \(package)") && message.contains(variable))
  }

  /// Emoji are drawn in colour (Noto Color Emoji's bitmaps through Cairo): the red apple has red
  /// pixels, where a monochrome glyph would only have the run's grey.
  @Test func emojiAreDrawnInColour() throws {
    let style = TextStyle(font: FontID("Inter-Medium"), size: 32)
    let runs = try Self.shaper.shapeParagraph("🍎", style: style)
    #expect(runs.map(\.font) == [FontLibrary.emojiFace])
    var list = DrawList(canvas: Rect(x: 0, y: 0, width: 48, height: 48))
    for run in runs {
      list.append(
        .text(
          GlyphRun(
            text: run.text, font: run.font, size: 32, color: Color(red: 128, green: 128, blue: 128),
            origin: Point(x: 4, y: 38), glyphs: run.glyphs, advance: run.advance)),
        tag: "apple")
    }
    let bitmap = try CairoRenderer().render(list, scale: 2)
    let pixels = stride(from: 0, to: bitmap.pixels.count, by: 4).map {
      Array(bitmap.pixels[$0..<$0 + 4])
    }
    let red = pixels.filter { $0[3] > 200 && $0[0] > 180 && $0[1] < 90 && $0[2] < 90 }
    #expect(red.count > 200, "\(red.count) red pixels")
  }
}
