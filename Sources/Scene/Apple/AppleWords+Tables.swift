extension AppleWords {
  /// Every table, one per language (and per regional file Flutter ships with its own words),
  /// each read from `flutter/flutter: packages/flutter_localizations/lib/src/l10n/
  /// cupertino_<lang>.arb` at the commit it names (``Key/today``: `todayLabel`).
  ///
  /// A language's table also answers for its regions that have no table here (`de_AT` takes
  /// `de`), as Flutter falls back from a region to its language. Flutter's regional files
  /// `en_GB`, `es_419` and `de_CH` were read too and give their language's word; `fr_CA`,
  /// `pt_PT`, `zh_TW` and `zh_HK` have tables of their own, and any other Traditional Chinese
  /// (`zh_Hant_MO`) has none.
  public static let all: [AppleWords] = [
    AppleWords(
      "en", language: "en", arb: "en", commit: "08583c8065d5f53f745b714523a3837f88ec0717",
      today: "Today"),
    AppleWords(
      "de", language: "de", arb: "de", commit: "22f6ff46e92b8238fb4563e93f9325541e5e1ffe",
      today: "Heute"),
    AppleWords(
      "fr", language: "fr", arb: "fr", commit: "d1a9d65d4f786578c02a76d812c5054a719e0db4",
      today: "aujourd'hui"),
    AppleWords(
      "fr-CA", language: "fr", region: "CA", arb: "fr_CA",
      commit: "0492c250ac0b0c32cb6664eeaabd334634a9956c", today: "Aujourd'hui"),
    AppleWords(
      "es", language: "es", arb: "es", commit: "0208727af19bb5de66bf9f8395259bdef7411eff",
      today: "Hoy"),
    AppleWords(
      "pt-BR", language: "pt", arb: "pt", commit: "0208727af19bb5de66bf9f8395259bdef7411eff",
      today: "Hoje"),
    AppleWords(
      "pt-PT", language: "pt", region: "PT", arb: "pt_PT",
      commit: "17059d854257868eff98df4fefa06510f568cf3d", today: "Hoje"),
    AppleWords(
      "ru", language: "ru", arb: "ru", commit: "04ae847a68f706d80b89933bc4460cbe5676f31b",
      today: "Сегодня"),
    AppleWords(
      "el", language: "el", arb: "el", commit: "00fa4704fa4f6f27a8eeb7135dece6994a93a798",
      today: "Σήμερα"),
    AppleWords(
      "he", language: "he", arb: "he", commit: "0146a6b5874e64d7a628895709415add70099847",
      today: "היום"),
    AppleWords(
      "ar", language: "ar", arb: "ar", commit: "008e16373364a7fbb387601e16b52c1baba8dc20",
      today: "اليوم"),
    AppleWords(
      "fa", language: "fa", arb: "fa", commit: "09aef6d3aa4ac750557b693c0a9e8b03899c8eec",
      today: "امروز"),
    AppleWords(
      "ur", language: "ur", arb: "ur", commit: "04fbdcfac997f9bcbef805fe785ff71971ea16d2",
      today: "آج"),
    AppleWords(
      "hi", language: "hi", arb: "hi", commit: "09aef6d3aa4ac750557b693c0a9e8b03899c8eec",
      today: "आज"),
    AppleWords(
      "th", language: "th", arb: "th", commit: "0208727af19bb5de66bf9f8395259bdef7411eff",
      today: "วันนี้"),
    AppleWords(
      "ja", language: "ja", arb: "ja", commit: "09aef6d3aa4ac750557b693c0a9e8b03899c8eec",
      today: "今日"),
    AppleWords(
      "zh-Hans", language: "zh", script: "Hans", arb: "zh",
      commit: "09aef6d3aa4ac750557b693c0a9e8b03899c8eec", today: "今天"),
    AppleWords(
      "zh-TW", language: "zh", region: "TW", arb: "zh_TW",
      commit: "17059d854257868eff98df4fefa06510f568cf3d", today: "今天"),
    AppleWords(
      "zh-HK", language: "zh", region: "HK", arb: "zh_HK",
      commit: "02eebab58183eebc4261ff424d76196724f0ebb2", today: "今天"),
    AppleWords(
      "ko", language: "ko", arb: "ko", commit: "0146a6b5874e64d7a628895709415add70099847",
      today: "오늘"),
  ]
}
