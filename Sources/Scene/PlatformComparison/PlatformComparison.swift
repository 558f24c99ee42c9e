import PickerModel

/// One date choice as four pickers draw it, for the comparison sheet: the Appetite UI Date Picker
/// card, iOS's inline calendar, macOS's graphical calendar and Material 3's modal date picker, all
/// on the card's date.
public struct PlatformComparison: Sendable {
  /// The Appetite UI card.
  public var appetite: DatePicker
  /// The iOS inline date picker on the same date.
  public var ios: AppleDatePicker
  /// The macOS graphical date picker on the same date.
  public var macOS: MacOSDatePicker
  /// The Material 3 modal date picker on the same date, its month shown.
  public var material: MaterialDatePicker

  /// The four pickers for `appetite`'s date (its single selection, a range's start, or the 1st
  /// of its month when nothing is selected), in `localeIdentifier`. The Material picker outlines
  /// `today` (the Apple panels' fixed today by default; the date itself when `nil`, as Material
  /// always has a today) and offers Compose's years 1900...2100, widened to hold both.
  ///
  /// - Throws: the iOS or Material model's error for an unknown locale.
  public init(
    appetite: DatePicker, localeIdentifier: String = "en_US",
    today: CalendarDate? = AppleCalendarFixtures.today
  ) throws {
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
    let today = today ?? date
    let years = min(1900, date.year, today.year)...max(2100, date.year, today.year)
    material = try MaterialDatePicker(
      mode: .modal, today: today, displayMonth: date.yearMonth,
      selection: date, years: years, localeIdentifier: localeIdentifier)
  }
}
