/// The Time Picker's Format property: how the list writes each slot.
public enum TimeFormat: String, CaseIterable, Sendable {
  /// `09:30 AM` … `11:30 PM`: two-digit hours 01–12 and a period.
  case twelveHour = "12-hour"
  /// `09:30` … `23:30`: two-digit hours 00–23, no period.
  case twentyFourHour = "24-hour"
}
