import CairoBackend
import DrawList
import Testing

/// Splitting text into runs of one script and one direction, and ordering them on the page.
@Suite struct ScriptRunsTests {
  @Test(arguments: [
    (
      "January 2026", TextDirection.leftToRight,
      [("January 2026", WritingScript.latin, TextDirection.leftToRight)]
    ),
    (
      "ינואר 2026", .rightToLeft,
      [("ינואר ", .hebrew, .rightToLeft), ("2026", .latin, .leftToRight)]
    ),
    (
      "يناير ٢٠٢٦", .rightToLeft,
      [("يناير ", .arabic, .rightToLeft), ("٢٠٢٦", .arabic, .leftToRight)]
    ),
    ("16", .rightToLeft, [("16", .latin, .leftToRight)]),
    ("א׳", .rightToLeft, [("א׳", .hebrew, .rightToLeft)]),
    ("Mo", .leftToRight, [("Mo", .latin, .leftToRight)]),
    (" ", .rightToLeft, [(" ", .common, .rightToLeft)]),
    ("Январь Ελλάδα", .leftToRight, [("Январь Ελλάδα", .latin, .leftToRight)]),
    ("जनवरी २०२६", .leftToRight, [("जनवरी २०२६", .devanagari, .leftToRight)]),
    ("มกราคม ๒๕๖๙", .leftToRight, [("มกราคม ๒๕๖๙", .thai, .leftToRight)]),
    (
      "2026年1月", .leftToRight,
      [
        ("2026", .latin, .leftToRight), ("年", .cjk, .leftToRight), ("1", .latin, .leftToRight),
        ("月", .cjk, .leftToRight),
      ]
    ),
    ("午前、ひらがな・カタカナ", .leftToRight, [("午前、ひらがな・カタカナ", .cjk, .leftToRight)]),
    (
      "2026년 1월", .leftToRight,
      [
        ("2026", .latin, .leftToRight), ("년 ", .cjk, .leftToRight),
        ("1", .latin, .leftToRight), ("월", .cjk, .leftToRight),
      ]
    ),
    ("１２（月）", .leftToRight, [("１２（月）", .cjk, .leftToRight)]),
    // A space beside an emoji goes with the text; U+FE0F, a ZWJ and a keycap stay with the emoji.
    ("🍎 Apple", .leftToRight, [("🍎", .emoji, .leftToRight), (" Apple", .latin, .leftToRight)]),
    ("👩\u{200D}💻", .leftToRight, [("👩\u{200D}💻", .emoji, .leftToRight)]),
    (
      "❤\u{FE0F} 1\u{FE0F}\u{20E3}", .leftToRight,
      [("❤\u{FE0F} 1\u{FE0F}\u{20E3}", .emoji, .leftToRight)]
    ),
    ("❤", .leftToRight, [("❤", .common, .leftToRight)]),
    ("🇩🇪", .rightToLeft, [("🇩🇪", .emoji, .leftToRight)]),
    // ar_EG's medium date `dd‏/MM‏/y`: each right-to-left mark takes the slash after it.
    (
      "١٦\u{200F}/٠١\u{200F}/٢٠٢٦", .rightToLeft,
      [
        ("١٦", .arabic, .leftToRight), ("\u{200F}/", .common, .rightToLeft),
        ("٠١", .arabic, .leftToRight), ("\u{200F}/", .common, .rightToLeft),
        ("٢٠٢٦", .arabic, .leftToRight),
      ]
    ),
    ("\u{200E}10:30 AM", .rightToLeft, [("\u{200E}10:30 AM", .latin, .leftToRight)]),
  ])
  func split(
    text: String, paragraph: TextDirection, expected: [(String, WritingScript, TextDirection)]
  ) {
    let runs = ScriptRuns.split(text, paragraph: paragraph)
    #expect(runs.map(\.text) == expected.map(\.0))
    #expect(runs.map(\.script) == expected.map(\.1))
    #expect(runs.map(\.direction) == expected.map(\.2))
  }

  /// Rule L2: in a right-to-left paragraph the runs' order reverses; a left-to-right paragraph
  /// reverses only its right-to-left stretches.
  @Test(arguments: [
    ([TextDirection.rightToLeft, .leftToRight], TextDirection.rightToLeft, [1, 0]),
    ([.rightToLeft, .leftToRight, .rightToLeft], .rightToLeft, [2, 1, 0]),
    ([.leftToRight, .rightToLeft, .rightToLeft, .leftToRight], .leftToRight, [0, 2, 1, 3]),
    ([.leftToRight, .leftToRight], .leftToRight, [0, 1]),
  ])
  func visualOrder(directions: [TextDirection], paragraph: TextDirection, order: [Int]) {
    let runs = Array(directions.indices)
    #expect(ScriptRuns.visualOrder(runs, directions: directions, paragraph: paragraph) == order)
  }

  /// The face of each script (issue 20: Latin, Greek and Cyrillic in the style's face; Hebrew,
  /// Arabic, Devanagari and Thai in Noto from fonts-noto-core, Bold for a bold or semibold style;
  /// CJK in the language's Noto Sans CJK face from fonts-noto-cjk; emoji in Noto Color Emoji).
  @Test(arguments: [
    (WritingScript.hebrew, "Inter-Medium", "he", "NotoSansHebrew-Regular"),
    (.arabic, "Inter-Regular", "ar", "NotoSansArabic-Regular"),
    (.arabic, "Inter-SemiBold", "ar", "NotoSansArabic-Bold"),
    (.devanagari, "Inter-Medium", "hi", "NotoSansDevanagari-Regular"),
    (.devanagari, "Roboto-Bold", "hi", "NotoSansDevanagari-Bold"),
    (.thai, "Inter-Regular", "th", "NotoSansThai-Regular"),
    (.thai, "Inter-SemiBold", "th", "NotoSansThai-Bold"),
    (.cjk, "Inter-Medium", "ja", "NotoSansCJKjp-Regular"),
    (.cjk, "Inter-Medium", "ko", "NotoSansCJKkr-Regular"),
    (.cjk, "Inter-SemiBold", "zh", "NotoSansCJKsc-Bold"),
    (.cjk, "Inter-Medium", "zh-Hans", "NotoSansCJKsc-Regular"),
    (.cjk, "Inter-Medium", "zh-Hant", "NotoSansCJKtc-Regular"),
    (.cjk, "Inter-Medium", "zh-TW", "NotoSansCJKtc-Regular"),
    (.cjk, "Inter-Medium", "zh-Hant-HK", "NotoSansCJKhk-Regular"),
    (.cjk, "Inter-Medium", "en", "NotoSansCJKsc-Regular"),
    (.emoji, "Inter-SemiBold", "en", "NotoColorEmoji"),
    (.latin, "Inter-Medium", "ru", "Inter-Medium"),
    (.latin, "Roboto-Regular", "el", "Roboto-Regular"),
    (.common, "Roboto-Regular", "en", "Roboto-Regular"),
  ])
  func faceForScript(script: WritingScript, base: String, language: String, face: String) {
    #expect(FontLibrary.face(for: script, base: FontID(base), language: language).name == face)
  }

  @Test func notoFacesLiveInTheNotoDirectory() throws {
    let library = FontLibrary(notoDirectory: "/nowhere")
    #expect(library.directory(for: FontID("NotoSansHebrew-Regular")) == "/nowhere")
    #expect(FontLibrary.debianPackage(for: "NotoSansArabic-Regular").package == "fonts-noto-core")
    #expect(throws: RenderError.fontMissing(font: "NotoSansHebrew-Regular", searched: "/nowhere")) {
      try library.path(for: FontID("NotoSansHebrew-Regular"))
    }
  }

  /// A mixed paragraph is shaped run by run, each in its face, laid end to end; a Latin one is
  /// exactly one `shape` call.
  @Test func paragraphShaping() throws {
    let shaper = HarfBuzzShaper()
    let style = TextStyle(font: FontID("Inter-Medium"), size: 14, direction: .rightToLeft)
    let runs = try shaper.shapeParagraph("ינואר 2026", style: style)
    #expect(runs.map(\.font.name) == ["Inter-Medium", "NotoSansHebrew-Regular"])
    #expect(runs[0].x == 0 && runs[1].x == runs[0].advance)
    #expect(runs.allSatisfy { !$0.glyphs.isEmpty && $0.glyphs.allSatisfy { $0.id != 0 } })
    let latin = TextStyle(font: FontID("Inter-Medium"), size: 14)
    let one = try shaper.shapeParagraph("January 2026", style: latin)
    let shaped = try shaper.shape("January 2026", style: latin)
    #expect(one.count == 1 && one[0].glyphs == shaped.glyphs && one[0].advance == shaped.advance)
  }

  /// Whatever the string, the runs put back together are the string, no run is empty and
  /// neighbours differ in script or direction.
  @Test(arguments: [
    "", "\u{05B7}א", "\u{0301}", "a\u{0301}b", "שָׁלוֹם, world!", "123 אבג 456 def", "🙂 سلام 🙂",
    "،،", "٠١٢٣", "a\u{0}b", "(ינואר)", String(repeating: "אa1 ", count: 200),
  ])
  func runsRebuildTheText(text: String) {
    for paragraph in TextDirection.allCases {
      let runs = ScriptRuns.split(text, paragraph: paragraph)
      #expect(runs.map(\.text).joined() == text)
      #expect(runs.allSatisfy { !$0.text.isEmpty })
      for (a, b) in zip(runs, runs.dropFirst()) {
        #expect(a.script != b.script || a.direction != b.direction)
      }
      let order = ScriptRuns.visualOrder(
        Array(runs.indices), directions: runs.map(\.direction), paragraph: paragraph)
      #expect(order.sorted() == Array(runs.indices))
    }
  }
}
