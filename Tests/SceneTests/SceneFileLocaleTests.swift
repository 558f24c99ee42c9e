import PickerModel
import Scene
import Testing

/// A scene file's `locale` takes ICU keywords and BCP 47 Unicode extensions (issue 20), and
/// refuses at `$.locale`, with the reason, a keyword the pickers would ignore.
@Suite struct SceneFileLocaleTests {
  @Test(arguments: [
    "hi-IN-u-nu-deva", "hi_IN@numbers=deva", "en-US-u-fw-mon", "th_TH@numbers=thai",
  ])
  func extensionsAndKeywordsAreRead(locale: String) throws {
    let file = try decodeScene(#"{"picker": "time-picker", "locale": "\#(locale)"}"#)
    #expect(file.locale == locale)
    let list = try file.spec.build(Fixture.context())
    let zero = PickerLocale(locale).numeral(0)
    #expect(
      list.textRuns.contains { tag, run in tag.hasPrefix("slot ") && run.text.hasPrefix(zero) })
  }

  @Test(arguments: [
    (
      "hi_IN@numbers=xyz",
      #"march.json: $.locale: unknown locale "hi_IN@numbers=xyz": xyz is not a decimal "#
        + "numbering system Foundation has (such as latn, arab, arabext, deva, thai or hanidec)"
    ),
    (
      "de-DE-u-ca-hebrew",
      #"march.json: $.locale: unknown locale "de-DE-u-ca-hebrew": ca is not read by the pickers "#
        + "(they read fw and numbers, in BCP 47 -u-fw and -u-nu)"
    ),
    (
      "de_DE@fw=mon;fw=sun",
      #"march.json: $.locale: unknown locale "de_DE@fw=mon;fw=sun": fw is given twice"#
    ),
    (
      "de_DE@fw=",
      #"march.json: $.locale: expected a locale identifier such as "en_US", "de_DE", "he_IL" or "#
        + #""hi-IN-u-nu-deva", got "de_DE@fw=""#
    ),
  ])
  func badKeywordsAreRefusedAtTheirPath(locale: String, message: String) {
    #expect(sceneError(#"{"picker": "time-picker", "locale": "\#(locale)"}"#) == message)
  }
}
