import DrawList
import PickerModel
import Scene
import Testing

/// The Appetite cards in other locales: the Time Picker's durations from Foundation, the cards'
/// `labels`, and the Color Picker mirrored right to left.
@Suite struct AppetiteLocaleTests {
  /// The message a scene file is refused with, decoding or drawing (fake shaper).
  static func refusal(_ text: String) -> String? {
    do {
      _ = try decodeScene(text, file: "card.json").spec.build(Fixture.context())
      return nil
    } catch {
      return String(describing: error)
    }
  }

  @Test(arguments: [
    ("en_US", ["15 min", "30 min", "1 hour"]),
    ("en_GB", ["15 min", "30 min", "1 hr"]),
    ("de_DE", ["15 Min.", "30 Min.", "1 Std."]),
    ("he_IL", ["15 דק׳", "30 דק׳", "1 שעה"]),
    ("ar_EG", ["١٥ د", "٣٠ د", "١ س"]),
  ])
  func durationsComeFromFoundationButTheDefaultKeepsTheSpec(locale: String, words: [String])
    throws
  {
    let picker = TimePicker(localeIdentifier: locale)
    #expect(QuickDuration.allCases.map { picker.label(of: $0) } == words)
    let list = try TimePickerScene(context: Fixture.context()).build(picker)
    for (duration, word) in zip(QuickDuration.allCases, words) {
      let node = try #require(list.semantics.first { $0.id == "duration \(duration.minutes)" })
      #expect(node.label == word)
    }
  }

  @Test func aLocaleWhoseDurationsDoNotFitIsRefusedAtLocale() {
    let big =
      #""tokens": {"typography": {"label-sm": {"$value": {"fontFamily": "Inter", "#
      + #""fontWeight": 500, "fontSize": "24px", "lineHeight": "28px", "letterSpacing": "0em"}}}}"#
    let message = Self.refusal(#"{"picker": "time-picker", "locale": "de_DE", "# + big + "}")
    #expect(message?.hasPrefix("card.json: $.locale: the 15-minute duration \"15 Min.\"") == true)
    #expect(message?.contains("does not fit") == true)
  }

  static let date = #"{"picker": "date-picker", "month": "2026-01", "labels": "#

  static let refusals: [(String, String)] = [
    (date + #"{"dismiss": ""}}"#, "card.json: $.labels.dismiss: the dismiss label is empty"),
    (date + #"{"dismiss": "  "}}"#, "card.json: $.labels.dismiss: the dismiss label is empty"),
    (
      date + #"{"cancel": "Nein"}}"#,
      "card.json: $.labels.cancel: unknown key (known: dismiss, submit)"
    ),
    (
      date + #"{"submit": "a\u0007b"}}"#,
      #"card.json: $.labels.submit: "a\u{7}b" holds U+0007, a control character"#
    ),
    (
      date + #"{"submit": "a\u202Eb"}}"#,
      "card.json: $.labels.submit: \"a\u{202E}b\" holds U+202E, a bidi control the shaper does "
        + "not obey"
    ),
    (
      date + "{\"submit\": \"" + String(repeating: "x", count: 5000) + "\"}}",
      "card.json: $.labels.submit: the submit label has 5000 characters, at most 64"
    ),
    (date + #"{"submit": 3}}"#, "card.json: $.labels.submit: expected a string, got 3"),
    (
      ##"{"picker": "color-picker", "color": "#335CFF", "labels": {"dismiss": "x"}}"##,
      "card.json: $.labels.dismiss: unknown key (known: custom, palette)"
    ),
    (
      date + #"{"submit": "Bestätigen und weiter zur Kasse"}}"#,
      "card.json: $.labels.submit: the submit label \"Bestätigen und weiter z…\" does not fit: "
        + "it needs 241 pt, the button (12 pt padding at each end) has 144 pt; shorten it"
    ),
    (
      ##"{"picker": "color-picker", "color": "#335CFF", "labels": {"palette": "##
        + #""Every product colour there is"}}"#,
      "card.json: $.labels.palette: the palette tab \"Every product colour th…\" does not fit: "
        + "it needs 219 pt, the 148 pt tab has 148 pt; shorten it"
    ),
  ]

  @Test(arguments: refusals)
  func labelsAreRefusedAtTheirPath(_ text: String, _ message: String) {
    #expect(Self.refusal(text) == message)
  }

  @Test func labelsReplaceTheSpecsWordsAndDefaultsStay() throws {
    let file = try decodeScene(
      #"{"picker": "time-picker", "locale": "de_DE", "labels": {"dismiss": "Abbrechen"}}"#)
    let list = try file.spec.build(Fixture.context())
    #expect(list.text(tagged: "dismiss")?.text == "Abbrechen")
    #expect(list.text(tagged: "dismiss")?.language == "de")
    #expect(list.text(tagged: "submit")?.text == "Submit")
    #expect(list.text(tagged: "submit")?.language == "en")
    let spec = try DatePickerScene(context: Fixture.context()).build(DatePicker.seed)
    #expect(spec.text(tagged: "dismiss")?.text == "Dismiss")
  }

  /// Mirrored: the tabs, the value row and the saved row run from the right; the spectrum and
  /// the hue slider stay where they are in every locale.
  @Test func theColorPickerMirrorsItsRowsButNotTheSpectrum() {
    let theme = Fixture.theme()
    let ltr = ColorPickerLayout(theme: theme, tab: .custom)
    let rtl = ColorPickerLayout(theme: theme, tab: .custom, rightToLeft: true)
    #expect(rtl.spectrum == ltr.spectrum && rtl.hueTrack == ltr.hueTrack)
    #expect(rtl.huePoint(120) == ltr.huePoint(120))
    #expect(rtl.eyedropper.maxX == 320 && ltr.eyedropper.x == 20)
    #expect(rtl.opacityField.x == 20 && rtl.hexField.x > rtl.opacityField.maxX)
    #expect(rtl.savedSlot(0).maxX == 340 - ltr.savedSlot(0).x)
    #expect(rtl.savedSlot(1).x < rtl.savedSlot(0).x)
    #expect(rtl.paletteSwatch(0).maxX == 340 - ltr.paletteSwatch(0).x)
  }

  @Test func aColorPickerFileTakesItsLocale() throws {
    let file = try decodeScene(
      ##"{"picker": "color-picker", "color": "#335CFF", "locale": "he_IL", "saved": ["#FB3748"]}"##)
    let list = try file.spec.build(Fixture.context())
    let custom = try #require(list.semantics.first { $0.id == "tabs 0" })
    let palette = try #require(list.semantics.first { $0.id == "tabs 1" })
    #expect(custom.hitRect.midX > palette.hitRect.midX)
    let eyedropper = try #require(list.semantics.first { $0.id == "eyedropper" })
    let opacity = try #require(list.semantics.first { $0.id == "opacity" })
    #expect(eyedropper.hitRect.midX > opacity.hitRect.midX)
    let hex = try #require(list.text(tagged: "hex text"))
    #expect(
      hex.origin.x + hex.advance == ColorPickerLayout(
        theme: Fixture.theme(), tab: .custom, rightToLeft: true
      ).hexField.maxX - ColorField.textInset)
    let english = try decodeScene(##"{"picker": "color-picker", "color": "#335CFF"}"##)
    let englishList = try english.spec.build(Fixture.context())
    let englishCustom = try #require(englishList.semantics.first { $0.id == "tabs 0" })
    #expect(englishCustom.hitRect.midX < palette.hitRect.midX + 1)
  }
}
