import DrawList
import PickerModel
import Scene
import Testing
import Theme

/// The Color Picker's key colour pairs against WCAG 2.x: text ≥ 4.5:1, non-text marks (handles,
/// the selected swatch's ring, focus, the error ring) ≥ 3:1, in Light and Dark. text/soft-500 is
/// the spec's documented exception. A pair that fails is listed as failing, so a token change
/// that fixes or breaks one turns this red; none is hidden by a new colour.
@Suite struct ColorPickerContrastTests {
  /// What is drawn on what.
  enum Ink: String, Sendable {
    case white, brand, pureHue
  }

  /// (what, foreground, background, appearance, minimum, passes).
  static let pairs: [(String, ColorToken, ColorToken, Appearance, Double, Bool)] = [
    ("hex text", .textStrong950, .bgWhite0, .light, 4.5, true),
    ("hex text", .textStrong950, .bgWhite0, .dark, 4.5, true),
    ("chosen tab", .textStrong950, .bgWhite0, .light, 4.5, true),
    ("chosen tab", .textStrong950, .bgWhite0, .dark, 4.5, true),
    ("unchosen tab (text/sub-700 on the track)", .textSub700, .bgWeak50, .light, 4.5, true),
    ("unchosen tab (text/sub-700 on the track)", .textSub700, .bgWeak50, .dark, 4.5, true),
    ("chosen tab's thumb border on the track", .textStrong950, .bgWeak50, .light, 3, true),
    ("chosen tab's thumb border on the track", .textStrong950, .bgWeak50, .dark, 3, true),
    ("chosen tab's thumb fill alone on the track", .bgWhite0, .bgWeak50, .light, 3, false),
    ("chosen tab's thumb fill alone on the track", .bgWhite0, .bgWeak50, .dark, 3, false),
    ("opacity (soft-500, documented 3.26)", .textSoft500, .bgWhite0, .light, 3.26, true),
    ("opacity", .textSoft500, .bgWhite0, .dark, 4.5, true),
    ("selected swatch ring", .textStrong950, .bgRaised, .light, 3, true),
    ("selected swatch ring", .textStrong950, .bgRaised, .dark, 3, true),
    ("focus ring", .focusRing, .bgRaised, .light, 3, true),
    ("focus ring (blue-400 on gray-800)", .focusRing, .bgRaised, .dark, 3, true),
    ("error ring", .stateErrorBase, .bgWhite0, .light, 3, true),
    ("error ring", .stateErrorBase, .bgWhite0, .dark, 3, true),
    ("error message (text/error)", .textError, .bgRaised, .light, 4.5, true),
    ("error message (text/error)", .textError, .bgRaised, .dark, 4.5, true),
    ("eyedropper and plus icons", .textSub700, .bgWhite0, .light, 3, true),
    ("eyedropper and plus icons", .textSub700, .bgWhite0, .dark, 3, true),
  ]

  @Test(arguments: pairs)
  func keyPairs(
    what: String, foreground: ColorToken, background: ColorToken, appearance: Appearance,
    minimum: Double, passes: Bool
  ) {
    let theme = Fixture.theme(appearance)
    let ratio = theme.color(foreground).contrastRatio(against: theme.color(background))
    #expect(
      (ratio >= minimum) == passes,
      "\(what) in \(appearance): \(ratio) against \(minimum)")
  }

  /// The handles' white rim against the colour under it, for the built-in scenes' colour: the
  /// spectrum handle sits on the colour itself, the hue handle on its pure hue.
  @Test(arguments: Appearance.allCases)
  func handlesStandOutFromWhatIsUnderThem(appearance: Appearance) {
    let picker = ColorPickerFixtures.custom()
    let rim = Fixture.theme(appearance).color(.staticWhite)
    let onSpectrum = ColorPickerScene.color(picker.rgb)
    let onHue = ColorPickerScene.color(RGBColor(picker.color.pureHue))
    #expect(rim.contrastRatio(against: onSpectrum) >= 3)
    #expect(rim.contrastRatio(against: onHue) >= 3)
  }

  /// Why the error message is not in state/error: its ratios as text, pinned.
  @Test(arguments: [
    (ColorToken.stateErrorBase, ColorToken.bgRaised, Appearance.light, 3.66),
    (.stateErrorBase, .bgRaised, .dark, 3.50),
  ])
  func failingRatios(
    foreground: ColorToken, background: ColorToken, appearance: Appearance,
    ratio: Double
  ) {
    let theme = Fixture.theme(appearance)
    let measured = theme.color(foreground).contrastRatio(against: theme.color(background))
    #expect(abs(measured - ratio) < 0.01, "\(measured)")
  }
}
