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

  @Test(arguments: [
    (WritingScript.hebrew, "Inter-Medium", "NotoSansHebrew-Regular"),
    (.arabic, "Inter-Regular", "NotoSansArabic-Regular"),
    (.arabic, "Inter-SemiBold", "NotoSansArabic-Bold"),
    (.latin, "Inter-Medium", "Inter-Medium"), (.common, "Roboto-Regular", "Roboto-Regular"),
  ])
  func faceForScript(script: WritingScript, base: String, face: String) {
    #expect(FontLibrary.face(for: script, base: FontID(base)).name == face)
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
