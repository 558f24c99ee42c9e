import PickerModel

/// One date choice as three platforms draw it, for the comparison sheet: the Appetite UI Date
/// Picker card, iOS's inline calendar and macOS's graphical calendar, all on the card's date.
public struct PlatformComparison: Sendable {
  /// The Appetite UI card.
  public var appetite: DatePicker
  /// The iOS inline date picker on the same date.
  public var ios: AppleDatePicker
  /// The macOS graphical date picker on the same date.
  public var macOS: MacOSDatePicker

  /// The three pickers for `appetite`'s date (its single selection, a range's start, or the
  /// 1st of its month when nothing is selected), in `localeIdentifier`.
  ///
  /// - Throws: the iOS model's error for an unknown locale.
  public init(appetite: DatePicker, localeIdentifier: String = "en_US") throws {
    let date: CalendarDate
    switch appetite.selection {
    case .single(let day): date = day
    case .range(let start, _): date = start
    case .none: date = appetite.displayedMonth.firstDay
    }
    self.appetite = appetite
    ios = try AppleDatePicker(
      mode: .date, style: .inline, date: date, localeIdentifier: localeIdentifier)
    macOS = try MacOSDatePicker(
      style: .graphical, date: date, localeIdentifier: localeIdentifier)
  }
}
