import Audit
import PickerModel

/// The iOS wheels and watchOS scenes and their models: all on 16 January 2026 at 10:30, the
/// Appetite cards' date and time, so a comparison sheet lines them up.
public enum AppleWheelsFixtures {
  /// A picker on 16 January 2026 at `minute` past 10 in `mode` and `localeIdentifier`.
  public static func picker(
    _ mode: AppleDatePickerMode, locale localeIdentifier: String = "en_US", minute: Int = 30,
    minuteInterval: Int = 1
  ) throws -> AppleDatePicker {
    try AppleDatePicker(
      mode: mode, year: 2026, month: 1, day: 16, hour: 10, minute: minute,
      minuteInterval: minuteInterval,
      countdownDuration: AppleCountdownDuration(hours: 1, minutes: 30),
      localeIdentifier: localeIdentifier)
  }

  /// Rows above and below the band are drawn at UIKit's 0.447 opacity, below 4.5:1 by design;
  /// the selected row, in the band, is in full `label` colour.
  public static let offCentreRowsException = ContrastException(
    name: "ios/wheel-off-centre-rows",
    reason: "UIKit fades the rows above and below the selection band (opacity 0.447, Flutter's "
      + "replica value); they are context, the selected row in the band is full label colour"
  ) { finding, _ in
    finding.kind == .text && finding.tag.contains(" row ") && !finding.tag.hasSuffix(" row 0")
  }

  /// The landscape wheels' summary: the 162 pt picker (tokens.md §3.2).
  static let landscapeSummary =
    "iOS date wheels in landscape (320 × 162), en_US: January | 16 | 2026"

  /// The wheel scenes, in listing order, each with the off-centre rows exception; all portrait
  /// but `ios-wheels-date-landscape`.
  public static var scenes: [SceneSpec] {
    let table: [(String, String, AppleWheelsOrientation, @Sendable () throws -> AppleDatePicker)] =
      [
        (
          "ios-wheels-date", "iOS date wheels, en_US: January | 16 | 2026", .portrait,
          { try picker(.date) }
        ),
        ("ios-wheels-date-landscape", landscapeSummary, .landscape, { try picker(.date) }),
        (
          "ios-wheels-date-de", "iOS date wheels, de_DE: the locale's order 16 | Januar | 2026",
          .portrait,
          { try picker(.date, locale: "de_DE") }
        ),
        (
          "ios-wheels-time-12h", "iOS time wheels, en_US 12-hour: 10 | 30 | AM", .portrait,
          { try picker(.time) }
        ),
        (
          "ios-wheels-time-24h", "iOS time wheels, de_DE 24-hour: 10 | 30, no AM/PM wheel",
          .portrait,
          { try picker(.time, locale: "de_DE") }
        ),
        (
          "ios-wheels-datetime", "iOS date-and-time wheels, en_US: Fri Jan 16 | 10 | 30 | AM",
          .portrait,
          { try picker(.dateAndTime) }
        ),
        (
          "ios-countdown", "iOS countdown timer: 1 hour 30 min, fixed unit labels", .portrait,
          { try picker(.countdownTimer) }
        ),
        (
          "ios-wheels-minute-interval-15",
          "iOS time wheels at a 15-minute interval: 10:37 snaps to 10:30, minutes 00 15 30 45 loop",
          .portrait,
          { try picker(.time, minute: 37, minuteInterval: 15) }
        ),
      ]
    let wheels = table.map { id, summary, orientation, model in
      var spec = SceneSpec(
        id: id, summary: summary, model: model, as: .appleWheels(orientation))
      spec.contrastExceptions = [offCentreRowsException]
      return spec
    }
    var watch = SceneSpec(
      id: "watchos-wheels",
      summary: "watchOS wheels, Dark only (watchOS has no light appearance): Fri Jan 16, "
        + "10 | 30 | AM, hour outlined with its caption and the scrolling indicator",
      model: { try picker(.dateAndTime) }, as: .watchWheels, appearances: [.dark])
    watch.contrastExceptions = [offCentreRowsException]
    return wheels + [watch]
  }
}
