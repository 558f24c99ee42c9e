import Audit
import PickerModel

/// The Material 3 mirror scenes and their models: 16 January 2026 and 10:30, like the Appetite
/// cards, with today on the 20th.
public enum MaterialFixtures {
  /// 16 January 2026 (the selected day), the 20th (today) and the month.
  static func day(_ day: Int) throws -> CalendarDate {
    try CalendarDate(year: 2026, month: 1, day: day)
  }

  /// A date picker in `mode` on January 2026, today the 20th, in `locale`.
  public static func date(
    _ mode: MaterialDatePickerMode, input: String? = nil, locale: String = "en_US"
  ) throws -> MaterialDatePicker {
    let range = mode.choosesRange ? (start: try day(12), end: try day(16)) : nil
    return try MaterialDatePicker(
      mode: mode, today: try day(20), displayMonth: try YearMonth(year: 2026, month: 1),
      selection: mode.choosesRange ? nil : try day(16), range: range,
      inputText: mode == .modalInput ? (input ?? "01/16/2026") : nil, localeIdentifier: locale)
  }

  /// A time picker at 10:30 in `locale`, on the locale's clock unless `is24Hour` says.
  public static func time(
    _ mode: MaterialTimePickerMode, is24Hour: Bool? = false,
    orientation: MaterialTimeOrientation = .portrait, locale: String = "en_US"
  ) throws -> MaterialTimePicker {
    try MaterialTimePicker(
      hour: 10, minute: 30, is24Hour: is24Hour, mode: mode, orientation: orientation,
      localeIdentifier: locale)
  }

  /// The docked picker's outside-month days are on-surface at 0.38 (MW tokens): below 4.5:1 by
  /// design, like disabled text, and never the only way a date is told apart.
  public static let outsideMonthException = ContrastException(
    name: "m3/outside-month-days",
    reason: "Material's docked picker draws other months' days in on-surface at 0.38 (the "
      + "disabled opacity); the month's own days carry the information"
  ) { finding, _ in
    finding.kind == .text && finding.tag.hasSuffix(" outside")
  }

  /// A dial label the handle's edge crosses (the 24-hour inner ring's 22 beside the handle on
  /// 10) is drawn in on-surface and again in on-primary clipped to the handle, so each visible
  /// part keeps its contrast; the audit samples each of the two runs whole, across the edge.
  public static let splitLabelException = ContrastException(
    name: "m3/dial-label-split-by-handle",
    reason: "Compose draws the part of a dial label under the handle in on-primary (clipped to "
      + "the handle) and the rest in on-surface; each run is sampled whole across the edge"
  ) { finding, _ in
    finding.kind == .text && finding.tag.contains(MaterialTimePickerScene.splitByHandle)
  }
}
