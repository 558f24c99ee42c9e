import PickerModel

/// `"picker": "platform-comparison"`: the comparison sheet, the Appetite UI Date Picker card
/// beside iOS inline, macOS graphical and Material 3's modal picker on the card's date.
///
/// ```json
/// {"picker": "platform-comparison", "month": "2026-01", "selection": "2026-01-16",
///  "marked": ["2026-01-02", "2026-01-12"]}
/// ```
///
/// The keys are the Appetite card's (``DatePickerSceneFile``); the other panels show its
/// selected day (a range's start, or the 1st of the month when nothing is selected), today on
/// Monday 12 January 2026 as in every Apple scene. The common `locale` draws all four in it
/// (default: the card in the spec's English, the platforms in en_US).
enum PlatformComparisonSceneFile {
  /// The family.
  static let family = SceneFileFamily(
    picker: "platform-comparison", keys: DatePickerSceneFile.family.keys
  ) { object, header in
    let locale = try header.pickerLocale(in: object)
    let card = try DatePickerSceneFile.picker(object, locale: locale)
    let comparison = try (object["locale"] ?? object.value).modelRule {
      try PlatformComparison(appetite: card, localeIdentifier: locale ?? "en_US")
    }
    var spec = header.spec(comparison, as: .platformComparison)
    spec.contrastExceptions = AppleCalendarFixtures.exceptions
    return spec
  }
}
