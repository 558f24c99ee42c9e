import Foundation
import PickerModel
import Testing

/// Issue 25: NUL, TAB, LF, ESC, DEL and U+FFFF in a segmented picker's `label` and `options` and
/// in tile texts were drawn as `.notdef` boxes, and U+202E was taken but neither drawn nor obeyed.
/// Every text a scene file draws or speaks goes through one check
/// (``Swift/StringProtocol/refusedCharacter``) and is refused at its JSON path, exit 65.
@Suite struct DrawnTextTests {
  /// The second tile of a row (a row has two at least).
  static let tile = #"{"value": "2"}]}"#

  /// A scene file with `X` where the text goes, and that text's JSON path.
  static let keys: [(String, String)] = [
    (#"{"picker": "segmented", "label": "X", "options": ["S", "M"]}"#, "$.label"),
    (#"{"picker": "segmented", "label": "Size", "options": ["S", "X"]}"#, "$.options[1]"),
    (
      #"{"picker": "segmented", "label": "Size", "accessibilityLabel": "X", "options": ["S", "M"]}"#,
      "$.accessibilityLabel"
    ),
    (#"{"picker": "option-tiles", "tiles": [{"value": "X"}, "# + Self.tile, "$.tiles[0].value"),
    (
      #"{"picker": "option-tiles", "tiles": [{"value": "1", "caption": "X"}, "# + Self.tile,
      "$.tiles[0].caption"
    ),
    (
      #"{"picker": "option-tiles", "tiles": [{"value": "1", "badge": "X"}, "# + Self.tile,
      "$.tiles[0].badge"
    ),
    (
      #"{"picker": "option-tiles", "segments": ["A", "X"], "segmentsLabel": "Bundle", "#
        + #""tiles": [{"value": "1"}, "# + Self.tile,
      "$.segments[1]"
    ),
    (
      #"{"picker": "option-tiles", "segments": ["A", "B"], "segmentsLabel": "X", "#
        + #""tiles": [{"value": "1"}, "# + Self.tile,
      "$.segmentsLabel"
    ),
    (#"{"picker": "date-picker", "month": "2026-01", "summary": "X"}"#, "$.summary"),
    (
      #"{"picker": "date-picker", "month": "2026-01", "labels": {"dismiss": "X"}}"#,
      "$.labels.dismiss"
    ),
    (#"{"picker": "time-picker", "labels": {"submit": "X"}}"#, "$.labels.submit"),
    (
      ##"{"picker": "color-picker", "color": "#335CFF", "labels": {"palette": "X"}}"##,
      "$.labels.palette"
    ),
    (
      #"{"picker": "material-date-picker", "mode": "modal-input", "month": "2026-01", "#
        + #""today": "2026-01-05", "input": "X"}"#,
      "$.input"
    ),
  ]

  /// Characters no drawn text may hold (JSON escapes), each with what the message calls it.
  static let characters: [(String, String)] = [
    (#"\u0000"#, "U+0000, a control character"), (#"\t"#, "U+0009, a control character"),
    (#"\n"#, "U+000A, a control character"), (#"\u001B[31m"#, "U+001B, a control character"),
    (#"\u007F"#, "U+007F, a control character"), (#"\u0085"#, "U+0085, a control character"),
    (#"\uFFFF"#, "U+FFFF, a noncharacter"), (#"\uFFFE"#, "U+FFFE, a noncharacter"),
    (#"\uFDD0"#, "U+FDD0, a noncharacter"),
    (#"\u202Eevil"#, "U+202E, a bidi control the shaper does not obey"),
    (#"\u202Bx\u202C"#, "U+202B, a bidi control the shaper does not obey"),
    (#"\u2067x\u2069"#, "U+2067, a bidi control the shaper does not obey"),
  ]

  @Test(arguments: keys, characters)
  func aControlCharacterIsRefusedAtItsPath(key: (String, String), character: (String, String)) {
    let (scene, path) = key
    let text = "a" + character.0 + "b"
    let message = sceneError(
      scene.replacingOccurrences(of: "\"X\"", with: "\"\(text)\""),
      file: "card.json")
    #expect(message?.hasPrefix("card.json: \(path): ") == true, "\(message ?? "accepted")")
    #expect(message?.hasSuffix(" holds \(character.1)") == true, "\(message ?? "accepted")")
  }

  /// The same files with a plain text are taken, so the table above tests the character alone
  /// (`Size`: the accessibility label must match the group label).
  @Test(arguments: keys)
  func thePlainTextIsTaken(scene: String, path: String) {
    #expect(sceneError(scene.replacingOccurrences(of: "\"X\"", with: "\"Size\"")) == nil)
  }

  @Test(arguments: [
    ("Größe", true), ("\u{0627}\u{200D}", true), ("\u{200F}abc", true), ("a\u{1B}", false),
    ("\u{2066}x\u{2069}", false), ("\u{10FFFF}", false), ("\u{9F}", false),
  ])
  func whatADrawnTextMayHold(text: String, taken: Bool) {
    #expect((text.refusedCharacter == nil) == taken)
  }
}
