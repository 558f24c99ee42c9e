/// Whether a time is written on a 12-hour clock with AM/PM or a 24-hour clock.
public enum AppleHourCycle: String, CaseIterable, Hashable, Sendable {
  /// 1–12 with an AM/PM column (`h` in a date pattern), as en_US writes time.
  case twelveHour = "12-hour"
  /// 0–23, no AM/PM (`H` in a date pattern), as de_DE and en_GB write time.
  case twentyFourHour = "24-hour"
}
