/// A keyboard key the picker responds to.
public enum PickerKey: Sendable {
  /// Focus one day earlier.
  case left
  /// Focus one day later.
  case right
  /// Focus one week earlier.
  case up
  /// Focus one week later.
  case down
  /// Focus the same day of the previous month (clamped).
  case pageUp
  /// Focus the same day of the next month (clamped).
  case pageDown
  /// Focus the Monday of the focused week.
  case home
  /// Focus the Sunday of the focused week.
  case end
  /// Select the focused day.
  case enter
  /// Select the focused day.
  case space
  /// Dismiss the picker.
  case escape
}
