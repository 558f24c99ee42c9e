import Foundation
import PickerModel
import Testing

/// Locale identifiers in ICU's and BCP 47's forms (issue 20: `hi-IN-u-nu-deva` and
/// `hi_IN@numbers=deva` are accepted); every keyword is one the pickers honour, anything else is
/// refused with its reason, never ignored.
@Suite struct LocaleIdentifierTests {
  @Test(arguments: [
    ("de_DE", "de_DE"), ("de-DE", "de_DE"), ("en_US@fw=mon", "en_US@fw=mon"),
    ("hi_IN@numbers=deva", "hi_IN@numbers=deva"), ("hi-IN-u-nu-deva", "hi_IN@numbers=deva"),
    ("en-US-u-fw-mon", "en_US@fw=mon"), ("en-US-u-nu-arab-fw-sun", "en_US@fw=sun;numbers=arab"),
    ("hi_IN@numbers=deva;fw=mon", "hi_IN@fw=mon;numbers=deva"), ("zh-Hant-TW", "zh_Hant_TW"),
    ("th-TH-u-nu-thai", "th_TH@numbers=thai"), ("HI-IN-U-NU-DEVA", "hi_IN@numbers=deva"),
    ("ja_JP@numbers=hanidec", "ja_JP@numbers=hanidec"), ("ar_EG", "ar_EG"), ("ar", "ar"),
    ("zh_CN", "zh_CN"), ("zh-TW", "zh_TW"), ("sr_RS", "sr_RS"),
  ])
  func icuForm(identifier: String, icu: String) throws {
    #expect(try LocaleIdentifier(identifier).icuForm == icu)
    #expect(PickerLocale.icuForm(identifier) == icu)
    #expect(PickerLocale.isAvailable(identifier))
  }

  @Test(arguments: [
    ("", LocaleIdentifierError.malformed("")), ("garbage!!", .malformed("garbage!!")),
    ("nan", .noData("nan", base: "nan")), ("xx_YY", .noData("xx_YY", base: "xx_YY")),
    ("de_DE\n", .malformed("de_DE\n")), ("de_DE@", .malformed("de_DE@")),
    ("de_DE@fw", .malformed("de_DE@fw")), ("hi-IN-u", .malformed("hi-IN-u")),
    ("hi-IN-u-nu", .malformed("hi-IN-u-nu")),
    ("hi-IN-u-nu-deva@fw=mon", .malformed("hi-IN-u-nu-deva@fw=mon")),
    ("de_DE@fw=xyz", .badFirstWeekday("de_DE@fw=xyz", value: "xyz")),
    ("de_DE@calendar=hebrew", .unknownKeyword("de_DE@calendar=hebrew", key: "calendar")),
    ("de-DE-u-ca-hebrew", .unknownKeyword("de-DE-u-ca-hebrew", key: "ca")),
    ("de-DE-u-hc-h12", .unknownKeyword("de-DE-u-hc-h12", key: "hc")),
    ("de-DE-x-private", .unknownKeyword("de-DE-x-private", key: "-x-")),
    ("hi_IN@numbers=xyz", .badNumberingSystem("hi_IN@numbers=xyz", value: "xyz")),
    ("hi_IN@numbers=roman", .badNumberingSystem("hi_IN@numbers=roman", value: "roman")),
    ("hi-IN-u-nu-nan", .badNumberingSystem("hi-IN-u-nu-nan", value: "nan")),
    (
      "hi_IN@numbers=deva;numbers=arab",
      .repeatedKeyword("hi_IN@numbers=deva;numbers=arab", key: "numbers")
    ),
    (String(repeating: "a", count: 101), .malformed(String(repeating: "a", count: 101))),
  ])
  func refused(identifier: String, error: LocaleIdentifierError) {
    #expect(throws: error) { try LocaleIdentifier(identifier) }
    #expect(!PickerLocale.isAvailable(identifier))
    #expect(!error.description.contains("\n") || identifier.contains("\n"))
  }

  @Test func aHugeIdentifierIsCutInItsMessage() {
    let error = LocaleIdentifierError.malformed(String(repeating: "x", count: 100_000))
    #expect(error.description.count < 300)
  }

  /// The keywords reach Foundation: Devanagari and Thai digits, a Monday-first week.
  @Test(arguments: [
    ("hi-IN-u-nu-deva", "१६", "०९:३०"), ("hi_IN@numbers=deva", "१६", "०९:३०"),
    ("th-TH-u-nu-thai", "๑๖", "๐๙:๓๐"), ("hi_IN", "16", "09:30"),
  ])
  func digitsFollowTheNumberingSystem(identifier: String, sixteen: String, time: String) {
    let locale = PickerLocale(identifier)
    #expect(locale.numeral(16) == sixteen)
    #expect(locale.numeral("09:30") == time)
  }

  @Test func theFirstWeekdayKeywordReachesTheCalendar() {
    #expect(PickerLocale("hi-IN-u-fw-mon").firstWeekday == .monday)
    #expect(PickerLocale("hi_IN").firstWeekday == .sunday)
  }

  /// Chinese keeps its script, so Traditional text takes the Traditional CJK face.
  @Test(arguments: [
    ("zh_CN", "zh-Hans"), ("zh_TW", "zh-Hant"), ("zh_Hant_HK", "zh-Hant-HK"),
    ("zh_HK", "zh-Hant-HK"), ("ja_JP", "ja"),
    ("ko_KR", "ko"),
  ])
  func chineseLanguageKeepsItsScript(identifier: String, language: String) {
    #expect(PickerLocale(identifier).language == language)
  }
}
