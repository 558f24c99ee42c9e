/// How an iOS date picker is presented (`UIDatePickerStyle`).
public enum AppleDatePickerStyle: String, CaseIterable, Hashable, Sendable {
  /// Scrolling wheels, one per column.
  case wheels
  /// A button showing the value in the accent colour; tapping it opens a modal editor.
  case compact
  /// For dates, an inline calendar; for time only, a button that shows wheels.
  case inline
}
