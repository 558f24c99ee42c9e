import PickerModel
import Scene
import Testing

/// A text that must not be empty is refused when it shows nothing: empty, white space, or only
/// invisible characters (a zero-width space, a zero-width joiner, a word joiner, a byte order
/// mark, a Hangul filler). Issue 21: a value of zero-width spaces counted as non-empty and drew
/// an empty button or segment. The scene-file reader (`text()`) and the models' own checks share
/// one rule, ``Swift/StringProtocol/isBlank``, so every family refuses it with its JSON path.
@Suite struct BlankTextTests {
  @Test(arguments: [
    ("", true), (" \t\n", true), ("\u{200B}", true), ("\u{200C}\u{200D}", true),
    ("\u{2060}\u{FEFF}", true), ("\u{3164}", true), ("\u{00A0}\u{3000}", true),
    ("\u{202E}", true), ("a\u{200B}", false), ("\u{0627}\u{200D}", false), ("·", false),
  ])
  func whatShowsNothing(text: String, blank: Bool) {
    #expect(text.isBlank == blank, "\(text.unicodeScalars.map(\.value))")
  }

  static let date = #"{"picker": "date-picker", "month": "2026-01", "labels": "#
  static let tiles = #"{"picker": "option-tiles", "tiles": [{"value": "1 GB"}, "#

  static let refusals: [(String, String)] = [
    (
      date + #"{"dismiss": "\u200B"}}"#,
      "card.json: $.labels.dismiss: the dismiss label is empty"
    ),
    (
      date + #"{"submit": "\u200C\u200D"}}"#,
      "card.json: $.labels.submit: the submit label is empty"
    ),
    (
      #"{"picker": "time-picker", "labels": {"submit": "\u2060\u3164"}}"#,
      "card.json: $.labels.submit: the submit label is empty"
    ),
    (
      ##"{"picker": "color-picker", "color": "#335CFF", "labels": {"palette": "\uFEFF"}}"##,
      "card.json: $.labels.palette: the palette label is empty"
    ),
    (
      #"{"picker": "date-picker", "month": "2026-01", "summary": "\u200B\u200B"}"#,
      "card.json: $.summary: expected a non-empty string, got only invisible characters "
        + "(U+200B U+200B)"
    ),
    (
      #"{"picker": "segmented", "label": "Size", "options": ["S", "\u200B"]}"#,
      "card.json: $.options: segmented picker: option 2 has no text; every segment needs clear, "
        + "distinct text"
    ),
    (
      #"{"picker": "segmented", "label": "\u200D", "options": ["S", "M"]}"#,
      "card.json: $.label: segmented picker: the group label is missing or empty; give the group "
        + "a visible label (Picker label text or a preceding Text) that names what the segments "
        + "choose"
    ),
    (
      tiles + #"{"value": "\u200B"}]}"#,
      #"card.json: $.tiles[1]: option tile with caption "": the value is empty"#
    ),
    (
      tiles + #"{"value": "5 GB", "badge": "\u200B"}]}"#,
      #"card.json: $.tiles[1]: option tile "5 GB": the badge is empty (leave it out instead)"#
    ),
    (
      tiles + #"{"value": "5 GB"}], "segments": ["Data", "\u2060"]}"#,
      "card.json: $.segments[1]: expected a non-empty string, got only invisible characters "
        + "(U+2060)"
    ),
  ]

  @Test(arguments: refusals)
  func aTextOfInvisibleCharactersIsRefusedAtItsPath(_ text: String, _ message: String) {
    #expect(sceneError(text, file: "card.json") == message)
  }
}
