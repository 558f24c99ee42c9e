/// The Time Picker's Format property: how the list writes each slot.
public enum TimeFormat: String, CaseIterable, Sendable {
  /// `09:30 AM` … `11:30 PM`: two-digit hours 01–12 and a period.
  case twelveHour = "12-hour"
  /// `09:30` … `23:30`: two-digit hours 00–23, no period.
  case twentyFourHour = "24-hour"

  /// The format a locale's clock uses (its `j` skeleton): 24-hour for de_DE and he_IL, 12-hour
  /// for en_US and ar_EG.
  public init(locale: PickerLocale) {
    self = locale.uses24HourClock ? .twentyFourHour : .twelveHour
  }
}
