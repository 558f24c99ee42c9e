import DrawList
import Testing

/// ``EscapedText`` decides by code point ranges what Unicode's property tables say.
@Suite struct EscapedTextTests {
  /// Every scalar: escaped exactly when it is a C0 or C1 control, DEL, a noncharacter (by the
  /// standard library's Unicode properties) or, when asked, a bidi control; never when kept.
  @Test func escapesExactlyTheControlsNoncharactersAndBidiControls() {
    let bidi = Set<UInt32>([0x061C, 0x200E, 0x200F]).union(0x202A...0x202E).union(0x2066...0x2069)
    var wrong: [String] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let control = value < 0x20 || (0x7F...0x9F).contains(value)
      let base = control || scalar.properties.isNoncharacterCodePoint
      if EscapedText.needsEscape(scalar, keeping: [], bidi: false) != base
        || EscapedText.needsEscape(scalar, keeping: [], bidi: true)
          != (base || bidi.contains(value))
        || EscapedText.needsEscape(scalar, keeping: [scalar])
      {
        wrong.append(String(value, radix: 16))
      }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(20))")
  }

  /// Rows: text, what is shown with the defaults (line feed and tab kept, bidi controls escaped).
  @Test(arguments: [
    ("plain ASCII ~", "plain ASCII ~"),
    (
      "nonchar"
        + String(String.UnicodeScalarView([0xFFFE, 0xFDD0, 0x10FFFF].map { Unicode.Scalar($0)! })),
      "nonchar\\u{FFFE}\\u{FDD0}\\u{10FFFF}"
    ),
    ("", ""),
    ("tab\tand\nline", "tab\tand\nline"),
    ("esc\u{1B}[2J", "esc\\u{1B}[2J"),
    ("del\u{7F}", "del\\u{7F}"),
    ("bidi\u{202E}x", "bidi\\u{202E}x"),
    ("16 janvier 2026 é 😀", "16 janvier 2026 é 😀"),
  ])
  func showsText(text: String, shown: String) {
    #expect(EscapedText.shown(text) == shown)
  }

  @Test func keepsWhatItIsTold() {
    #expect(EscapedText.shown("a\tb\nc", keeping: []) == "a\\u{9}b\\u{A}c")
    #expect(EscapedText.shown("a\u{202E}b", keeping: [], bidi: false) == "a\u{202E}b")
  }
}
