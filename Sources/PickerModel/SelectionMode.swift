/// Whether a tap picks one day or one end of a range.
public enum SelectionMode: Sendable {
  /// Each tap replaces the selected day.
  case single
  /// Taps alternate between starting a range and closing it.
  case range
}
