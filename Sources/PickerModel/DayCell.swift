/// One of the 42 cells of the picker grid, with everything needed to draw it.
public struct DayCell: Equatable, Sendable {
  /// The row, 0...5, top to bottom.
  public let row: Int
  /// The column, 0...6, from the locale's first weekday (Monday in the spec's card).
  public let column: Int
  /// The date shown, or `nil` for an empty cell before the 1st of the month.
  public let date: CalendarDate?
  /// The day-of-month number shown, or `nil` for an empty cell.
  public let day: Int?
  /// The visual state.
  public let state: DayCellState
  /// Whether the cell carries the dot (its date is marked).
  public let hasDot: Bool
  /// Whether the cell has keyboard focus.
  public let isFocused: Bool
  /// Whether the date belongs to the next month: Disabled, unless a range takes it in (then it
  /// shows the range's state, and its semantics say it is both selected and disabled).
  public let isSpilled: Bool

  /// Creates a cell from its parts; `day` is taken from `date`.
  public init(
    row: Int, column: Int, date: CalendarDate?, state: DayCellState,
    hasDot: Bool = false, isFocused: Bool = false, isSpilled: Bool = false
  ) {
    self.row = row
    self.column = column
    self.date = date
    self.day = date?.day
    self.state = state
    self.hasDot = hasDot
    self.isFocused = isFocused
    self.isSpilled = isSpilled
  }

  /// Whether the cell is an empty leading cell with no date.
  public var isEmpty: Bool { date == nil }

  /// The cell's position in the row-major grid, `row * 7 + column`.
  public var index: Int { row * 7 + column }
}
