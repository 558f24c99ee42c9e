/// Before or after noon on a 12-hour clock.
public enum MaterialDayPeriod: String, CaseIterable, Sendable {
  /// Before noon.
  case am
  /// Noon and after.
  case pm
}
