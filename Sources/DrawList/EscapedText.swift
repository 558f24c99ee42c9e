/// Text shown to a reader with every character that could act on the reader's screen, or hide,
/// written as `\u{1B}`: the one escaping the terminal, the HTML and JUnit reports and the draw
/// list's text dump share, so ESC reads the same `\u{1B}` everywhere.
///
/// ```swift
/// EscapedText.shown("a\u{1B}[2Jb")  // a\u{1B}[2Jb
/// ```
public enum EscapedText {
  /// `text` with C0 and C1 controls and DEL (line feed and tab only when not in `kept`),
  /// noncharacters (U+FFFE, U+FFFF…: XML forbids some) and, when `bidi`, the bidirectional controls
  /// (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069), which can make a line read
  /// backwards, each written as `\u{…}` in uppercase hex.
  public static func shown(
    _ text: String, keeping kept: Set<Unicode.Scalar> = lineBreaks, bidi: Bool = true
  ) -> String {
    // Printable ASCII, the common case, is found without looking at scalars.
    guard !text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }),
      text.unicodeScalars.contains(where: { needsEscape($0, keeping: kept, bidi: bidi) })
    else { return text }
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      if needsEscape(scalar, keeping: kept, bidi: bidi) {
        result += escape(scalar)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Line feed and tab: what ``shown(_:keeping:bidi:)`` and ``needsEscape(_:keeping:bidi:)`` keep
  /// unless told otherwise.
  public static let lineBreaks: Set<Unicode.Scalar> = ["\n", "\t"]

  /// `\u{1B}`.
  public static func escape(_ scalar: Unicode.Scalar) -> String {
    "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
  }

  /// Whether ``shown(_:keeping:bidi:)`` escapes `scalar`.
  public static func needsEscape(
    _ scalar: Unicode.Scalar, keeping kept: Set<Unicode.Scalar> = lineBreaks, bidi: Bool = true
  ) -> Bool {
    let escaped: Bool
    switch scalar.value {
    case 0..<0x20, 0x7F...0x9F: escaped = true
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: escaped = bidi
    // The 66 noncharacters, fixed by Unicode's stability policy: U+FDD0-U+FDEF and the last two
    // code points of every plane (a lookup of the scalar's properties cost a draw-list dump
    // a tenth of a millisecond).
    case 0xFDD0...0xFDEF: escaped = true
    case let value: escaped = value & 0xFFFE == 0xFFFE
    }
    return escaped && !kept.contains(scalar)
  }
}
