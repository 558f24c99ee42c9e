import Audit
import PickerModel

/// The comparison sheet: `"picker": "platform-comparison"` in scene files, the Appetite UI Date
/// Picker card beside iOS inline, macOS graphical and Material 3's modal picker on the card's date,
/// and the built-in `compare-platforms`.
/// beside iOS inline, macOS graphical and Material 3's modal picker on the card's date.
///
/// ```json
/// {"picker": "platform-comparison", "month": "2026-01", "selection": "2026-01-16",
///  "marked": ["2026-01-02", "2026-01-12"]}
/// ```
///
/// The keys are the Appetite card's (``DatePickerFamily``); the other panels show its
/// selected day (a range's start, or the 1st of the month when nothing is selected), today on
/// Monday 12 January 2026 as in every Apple scene. The common `locale` draws all four in it
/// (default: the card in the spec's English, the platforms in en_US).
enum PlatformComparisonFamily {
  /// The family.
  static let family = PickerFamily(
    name: "platform-comparison",
    summary: "the Appetite Date Picker beside iOS inline, macOS graphical and the M3 modal",
    strategy: .platformComparison,
    policy: { comparison in
      AuditPolicy(
        contrastExceptions: AppleCalendarFixtures.exceptions
          + DatePickerAudit.exceptions(for: comparison.appetite),
        targetExceptions: [MacOSPointerTargets.exception(idsStartingWith: macOSPrefix)])
    },
    keys: DatePickerFamily.keys, decode: { object, header in try comparison(object, header) },
    scenes: {
      [
        BuiltInScene(
          "compare-platforms",
          "the Appetite Date Picker beside iOS inline, macOS graphical and the M3 modal, "
            + "same date",
          model: { try PlatformComparison(appetite: SceneFixtures.seedCard()) })
      ]
    })

  /// The ids of the macOS panel's own elements (`macos graphical macos day 2026-01-16`): its
  /// title, lower-cased, then the macOS scene's `macos `.
  static let macOSPrefix = PlatformComparisonScene.titles[2].lowercased() + " macos "

  /// The sheet a file describes: the Appetite card from the Date Picker's keys, the other panels
  /// on its date, all in the file's locale.
  static func comparison(_ object: SceneFileObject, _ header: SceneFileHeader) throws
    -> PlatformComparison
  {
    let locale = try header.pickerLocale(in: object)
    let card = try SceneActions.replayed(
      object, on: DatePickerFamily.picker(object, locale: locale))
    let comparison = try (object["locale"] ?? object.value).modelRule {
      try PlatformComparison(appetite: card, localeIdentifier: locale ?? "en_US")
    }
    // The Apple panels announce today with Apple's "Today" when they show its day.
    let today = AppleCalendarFixtures.today
    try IOSDatePickerFamily.requireWords(
      IOSDatePickerShot(comparison.ios, .inline, today: today).usesPlatformWords
        || MacOSScene.drawsToday(comparison.macOS, today: today),
      locale: comparison.ios.localeIdentifier, in: object)
    return comparison
  }

}
