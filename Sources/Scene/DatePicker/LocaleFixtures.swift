import PickerModel

/// The Date Picker in other locales: the seed card's content (January 2026, the 16th selected,
/// the same marked days) with names, first weekday, digits and direction from Foundation.
public enum LocaleFixtures {
  /// The locales drawn, with their scene ids' suffixes and what each shows.
  public static let locales: [(identifier: String, suffix: String, summary: String)] = [
    ("en_US", "en-us", "en_US: weeks start on Sunday (the seed card, en_US@fw=mon, on Monday)"),
    ("de_DE", "de-de", "de_DE: Januar 2026, weeks start on Monday, labels Mo Di Mi Do Fr Sa So"),
    ("he_IL", "he-il", "he_IL: mirrored, Sunday first at the right, Hebrew names, Latin digits"),
    ("ar_EG", "ar-eg", "ar_EG: mirrored, Saturday first at the right, Arabic-Indic digits"),
    ("ar", "ar", "ar: mirrored, Saturday first at the right, Latin digits (Foundation's ar)"),
  ]

  /// The seed card in `identifier`'s locale.
  public static func seedCard(_ identifier: String) throws -> DatePicker {
    var picker = try SceneFixtures.seedCard()
    picker.localeIdentifier = identifier
    return picker
  }

  /// The range card (the 8th to the 14th, today the 20th, focus on the 14th) in `identifier`'s
  /// locale.
  public static func rangeCard(_ identifier: String) throws -> DatePicker {
    var picker = try SceneFixtures.rangeCard()
    picker.localeIdentifier = identifier
    return picker
  }
}
