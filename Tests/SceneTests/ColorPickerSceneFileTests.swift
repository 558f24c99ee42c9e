import DrawList
import PickerModel
import Scene
import Testing
import Theme

/// A Color Picker scene file draws what it says or is refused: a picked swatch's own `color`
/// and `alpha` are drawn as given (its token's values, per theme, only when it gives none), the
/// saved row holds at most six (seed 002: one row of saved swatches with an Add button), and
/// blank or invisible text is no colour.
@Suite struct ColorPickerSceneFileTests {
  static let palette = ##""picker": "color-picker", "tab": "palette", "color": "#335CFF""##

  /// The value row (hex text, opacity text) and the picked swatch's state that `text` draws.
  static func valueRow(_ text: String, _ appearance: Appearance) throws -> (String?, String?) {
    let list = try decodeScene(text).spec.build(Fixture.context(appearance))
    return (list.text(tagged: "hex text")?.text, list.text(tagged: "opacity text")?.text)
  }

  /// (file, appearance, hex shown, opacity shown).
  @Test(arguments: [
    (
      ##"{\##(palette), "swatch": {"id": "feature-light", "color": "#000000", "alpha": 128}}"##,
      Appearance.light, "#000000", "50%"
    ),
    (
      ##"{\##(palette), "swatch": {"id": "feature-light", "color": "#000000", "alpha": 128}}"##,
      .dark, "#000000", "50%"
    ),
    (##"{\##(palette), "swatch": {"id": "error", "color": "#12ab34"}}"##, .dark, "#12AB34", "100%"),
    (
      ##"{\##(palette), "swatch": {"id": "error", "color": "#12ab34", "alpha": 0}}"##, .light,
      "#12AB34", "0%"
    ),
    // No colour given: the swatch's token, as each theme shows it.
    (##"{\##(palette), "swatch": {"id": "feature-light"}}"##, .light, "#CAC0FF", "100%"),
    (##"{\##(palette), "swatch": {"id": "feature-light"}}"##, .dark, "#784DEF", "24%"),
    (
      ##"{"picker": "color-picker", "color": "#335CFF", "swatch": {"id": "faded-light"}}"##, .dark,
      "#7B7B7B", "24%"
    ),
  ])
  func aPickedSwatchDrawsTheColourTheFileGives(
    text: String, appearance: Appearance, hex: String, opacity: String
  ) throws {
    let (shownHex, shownOpacity) = try Self.valueRow(text, appearance)
    #expect(shownHex == hex && shownOpacity == opacity)
  }

  @Test func thePickedSwatchIsSelectedWhateverItsColour() throws {
    let text = ##"{\##(Self.palette), "swatch": {"id": "feature-light", "color": "#000000"}}"##
    let list = try decodeScene(text).spec.build(Fixture.context(.dark))
    #expect(list.node("swatch feature-light")?.states == [.selected])
    #expect(list.node("hex")?.value == "#000000" && list.node("opacity")?.value == "100%")
  }

  /// Up to six saved swatches are drawn, each, with the Add button after them.
  @Test(arguments: 0...6)
  func upToSixSavedSwatchesAreAllDrawn(count: Int) throws {
    let saved = (0..<count).map { "\"#1\($0)1\($0)1\($0)\"" }.joined(separator: ", ")
    let text = ##"{"picker": "color-picker", "color": "#335CFF", "saved": [\##(saved)]}"##
    let list = try decodeScene(text).spec.build(Fixture.context())
    let drawn = list.semantics.filter { $0.id.hasPrefix("saved ") }
    #expect(drawn.map(\.label) == (0..<count).map { "Saved #1\($0)1\($0)1\($0)" })
    #expect(list.node("add swatch") != nil)
  }

  /// Hostile and over-the-limit values, each refused with one line naming the file and path.
  @Test(arguments: [
    (
      ##"{"picker": "color-picker", "color": "#335CFF", "saved": ["#111111", "#222222", "##
        + ##""#333333", "#444444", "#555555", "#666666", "#777777"]}"##,
      "march.json: $.saved: color picker: 7 saved swatches, at most 6 (the spec's one saved "
        + "row: seven places, the last for the Add button)"
    ),
    (
      ##"{"picker": "color-picker", "color": "#335CFF", "saved": ["#111111", "#222222", "##
        + ##""#333333", "#444444", "#555555", "#666666", "#777777", "#888888"]}"##,
      "march.json: $.saved: color picker: 8 saved swatches, at most 6 (the spec's one saved "
        + "row: seven places, the last for the Add button)"
    ),
    (
      ##"{"picker": "color-picker", "color": "#335CFF", "saved": ["#111111", "   "]}"##,
      "march.json: $.saved[1]: Enter six hex digits, like #335CFF"
    ),
    (
      ##"{"picker": "color-picker", "color": "\u200B\u200D\uFEFF"}"##,
      "march.json: $.color: Enter six hex digits, like #335CFF"
    ),
    (
      ##"{\##(palette), "swatch": {"id": "feature-light", "alpha": 128}}"##,
      "march.json: $.swatch.alpha: an alpha needs the swatch's color; without one the swatch "
        + "shows its token's colour and opacity in each theme"
    ),
    (
      ##"{\##(palette), "opacity": 50, "swatch": {"id": "feature-light"}}"##,
      "march.json: $.opacity: the picked swatch sets the opacity; give it as swatch.alpha "
        + "(0…255) with swatch.color"
    ),
    (
      ##"{\##(palette), "swatch": {"id": "feature-light", "color": "\u2060"}}"##,
      "march.json: $.swatch.color: Enter six hex digits, like #335CFF"
    ),
    (
      ##"{\##(palette), "swatch": {"id": "feature-light", "color": "#000000", "alpha": 256}}"##,
      "march.json: $.swatch.alpha: expected a whole number from 0 to 255, got 256"
    ),
    (
      ##"{\##(palette), "swatch": {"id": "feature-light", "color": "#000000", "alpha": -1}}"##,
      "march.json: $.swatch.alpha: expected a whole number from 0 to 255, got -1"
    ),
    (
      ##"{\##(palette), "swatch": {"id": "feature-light", "color": "#000000", "alpha": 1e300}}"##,
      "march.json: $.swatch.alpha: expected a whole number from 0 to 255, got 1e300"
    ),
    (
      ##"{\##(palette), "swatch": {"id": "feature-light", "color": "#000000", "alpha": "80"}}"##,
      ##"march.json: $.swatch.alpha: expected a whole number from 0 to 255, got "80""##
    ),
    (
      ##"{\##(palette), "swatch": {"id": "feature-light", "color": null}}"##,
      "march.json: $.swatch.color: expected a string, got null"
    ),
  ])
  func aBadValueIsRefusedNamingItsPath(text: String, message: String) {
    let got = sceneError(text)
    #expect(got == message)
    #expect(got.map { !$0.contains("\n") } ?? false)
  }

  /// Through the Swift API too, more saved swatches than the row holds are refused, never
  /// dropped.
  @Test(arguments: [7, 8, 64])
  func theSceneRefusesMoreSavedSwatchesThanTheRowHolds(count: Int) {
    let saved = Array(repeating: ColorPickerFixtures.brand, count: count)
    let picker = ColorPicker(color: ColorPickerFixtures.brand, savedColors: saved)
    #expect(throws: ColorPickerRuleError.tooManySaved(count, limit: 6)) {
      try ColorPickerScene(context: Fixture.context()).build(picker)
    }
  }
}
