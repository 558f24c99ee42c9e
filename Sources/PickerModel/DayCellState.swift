/// The eight visual states of a day cell (the dot is a separate boolean on `DayCell`).
public enum DayCellState: String, CaseIterable, Sendable {
  /// No fill, number on text/sub-700.
  case `default` = "default"
  /// Pointer held down on the cell.
  case pressed = "pressed"
  /// The selected day.
  case active = "active"
  /// Today's date, not otherwise selected.
  case today = "today"
  /// A spilled day from the next month.
  case disabled = "disabled"
  /// The earlier end of a selected range.
  case rangeStart = "range-start"
  /// The later end of a selected range.
  case rangeEnd = "range-end"
  /// A day strictly inside a selected range.
  case rangeMiddle = "range-middle"

  /// The state's name as the design file writes it, such as `Range Start`.
  public var title: String {
    switch self {
    case .default: "Default"
    case .pressed: "Pressed"
    case .active: "Active"
    case .today: "Today"
    case .disabled: "Disabled"
    case .rangeStart: "Range Start"
    case .rangeEnd: "Range End"
    case .rangeMiddle: "Range Middle"
    }
  }
}
