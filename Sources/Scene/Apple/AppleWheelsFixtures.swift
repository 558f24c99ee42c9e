import Audit
import PickerModel

/// The iOS wheels and watchOS scenes and their models: all on 16 January 2026 at 10:30, the
/// Appetite cards' date and time, so a comparison sheet lines them up.
public enum AppleWheelsFixtures {
  /// A picker on 16 January 2026 at `minute` past 10 in `mode` and `localeIdentifier`, on
  /// `clock` (the locale's when `nil`).
  public static func picker(
    _ mode: AppleDatePickerMode, locale localeIdentifier: String = "en_US", minute: Int = 30,
    minuteInterval: Int = 1, clock: AppleHourCycle? = nil
  ) throws -> AppleDatePicker {
    try AppleDatePicker(
      mode: mode, year: 2026, month: 1, day: 16, hour: 10, minute: minute,
      minuteInterval: minuteInterval,
      countdownDuration: AppleCountdownDuration(hours: 1, minutes: 30),
      localeIdentifier: localeIdentifier, uses24HourClock: clock.map { $0 == .twentyFourHour })
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
}
