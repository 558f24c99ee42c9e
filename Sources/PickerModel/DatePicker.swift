/// The Appetite UI Date Picker: a month card of six weeks, with selection, marked days, keyboard
/// focus and Submit / Dismiss, in a locale (Monday-first English, the spec's card, by default).
public struct DatePicker: Equatable, Sendable {
  /// The locale the spec's card is drawn in: English (US) with weeks starting on Monday.
  public static let defaultLocaleIdentifier = PickerLocale.appetite.identifier

  /// The grid's rows: always six.
  public static let rowCount = 6
  /// The grid's columns: seven, from the locale's first weekday.
  public static let columnCount = 7

  /// The month the grid shows.
  public var displayedMonth: YearMonth
  /// The current selection.
  public var selection: DateSelection
  /// Whether taps pick one day or a range.
  public var mode: SelectionMode
  /// The dates that carry a dot.
  public var markedDates: Set<CalendarDate>
  /// Today's date, drawn in the Today state; `nil` to show no today.
  public var today: CalendarDate?
  /// The date with keyboard focus, if any.
  public var focusedDate: CalendarDate?
  /// The date under a held-down pointer, drawn in the Pressed state.
  public var pressedDate: CalendarDate?
  /// The selection the picker was opened with; Dismiss returns it.
  public let originalSelection: DateSelection
  /// The locale's identifier (`de_DE`, `he_IL`, `ar_EG`): names, first weekday, digits and
  /// direction come from Foundation's data for it. Check input with
  /// ``PickerLocale/isAvailable(_:)``.
  public var localeIdentifier: String {
    didSet { locale = PickerLocale.named(localeIdentifier) }
  }
  /// What the picker takes from ``localeIdentifier``.
  public private(set) var locale: PickerLocale
  /// The footer's words (the spec's Dismiss and Submit unless the app gives its own).
  public var labels = CardLabels.spec

  /// Opens a picker on `month`; `selection` is also kept as `originalSelection`.
  public init(
    month: YearMonth, selection: DateSelection = .none, mode: SelectionMode = .single,
    markedDates: Set<CalendarDate> = [], today: CalendarDate? = nil,
    focusedDate: CalendarDate? = nil, pressedDate: CalendarDate? = nil,
    localeIdentifier: String = DatePicker.defaultLocaleIdentifier
  ) {
    self.localeIdentifier = localeIdentifier
    self.locale = PickerLocale.named(localeIdentifier)
    self.displayedMonth = month
    self.selection = selection
    self.mode = mode
    self.markedDates = markedDates
    self.today = today
    self.focusedDate = focusedDate
    self.pressedDate = pressedDate
    self.originalSelection = selection
  }

  // MARK: Grid

  /// All 42 cells, row-major, the locale's first weekday first.
  public var cells: [DayCell] {
    (0..<(Self.rowCount * Self.columnCount)).map(cell(at:))
  }

  /// The cell at `row` (0...5) and `column` (0...6, from the locale's first weekday).
  public func cell(row: Int, column: Int) -> DayCell {
    precondition((0..<Self.rowCount).contains(row), "row \(row) is outside 0...5")
    precondition((0..<Self.columnCount).contains(column), "column \(column) is outside 0...6")
    return cell(at: row * Self.columnCount + column)
  }

  /// The cell at row-major `index`.
  private func cell(at index: Int) -> DayCell {
    let row = index / Self.columnCount
    let column = index % Self.columnCount
    let first = displayedMonth.firstDay
    // Leading cells are empty; so, past 9999-12-31, are the trailing ones.
    let leading = locale.column(of: first.weekday)
    guard index >= leading, let date = first.offset(byDays: index - leading)
    else { return DayCell(row: row, column: column, date: nil, state: .default) }
    let isSpilled = !displayedMonth.contains(date)
    return DayCell(
      row: row, column: column, date: date, state: state(of: date, spilled: isSpilled),
      hasDot: markedDates.contains(date), isFocused: focusedDate == date, isSpilled: isSpilled)
  }

  /// The state of a cell showing `date`, by the spec's priority. A spilled day is Disabled,
  /// never Pressed, Today or Active, unless a range with both ends picked takes it in: a range
  /// running on into next month bands its days there and caps its end as in the month.
  private func state(of date: CalendarDate, spilled: Bool) -> DayCellState {
    if spilled {
      guard let range = selectedRange, range.contains(date) else { return .disabled }
    }
    if let selected = selectionState(of: date) { return selected }
    if date == pressedDate { return .pressed }
    if date == today { return .today }
    return .default
  }

  /// The state the selection gives `date`, or `nil` when the selection does not include it.
  private func selectionState(of date: CalendarDate) -> DayCellState? {
    switch selection {
    case .none:
      return nil
    case .single(let selected):
      return date == selected ? .active : nil
    case .range(let start, _):
      guard let range = selectedRange, range.lowerBound != range.upperBound else {
        return date == start ? .active : nil
      }
      if date == range.lowerBound { return .rangeStart }
      if date == range.upperBound { return .rangeEnd }
      return range.contains(date) ? .rangeMiddle : nil
    }
  }

  /// The days of a range whose both ends are picked, earlier first (one day when they are the
  /// same); `nil` for a single day, a range in progress or no selection.
  public var selectedRange: ClosedRange<CalendarDate>? {
    guard case .range(let start, let end?) = selection else { return nil }
    return start < end ? start...end : end...start
  }

  /// Whether the selected range runs on from `cell` to its neighbours in the same row: to the
  /// day before it (`earlier`) and the day after it (`later`), whether or not the grid shows
  /// that day (a February card's 1st continues a range begun in January into the empty cell
  /// before it). A row's first column has no earlier neighbour and its last no later one, so a
  /// range breaks with the row. Both are `false` for a cell outside the range.
  public func rangeRuns(from cell: DayCell) -> (earlier: Bool, later: Bool) {
    guard let range = selectedRange, let date = cell.date, range.contains(date) else {
      return (false, false)
    }
    let earlier = date.offset(byDays: -1).map(range.contains) ?? false
    let later = date.offset(byDays: 1).map(range.contains) ?? false
    return (cell.column > 0 && earlier, cell.column < Self.columnCount - 1 && later)
  }

  // MARK: Selection

  /// Picks `date`: in single mode it replaces the selection; in range mode the first tap
  /// starts a range, the second closes it (the earlier date becomes the start) and a third
  /// starts over. Focus moves to `date`, paging to its month if needed (a spilled day).
  public mutating func select(_ date: CalendarDate) {
    switch (mode, selection) {
    case (.single, _):
      selection = .single(date)
    case (.range, .range(let start, end: nil)):
      selection = date < start ? .range(start: date, end: start) : .range(start: start, end: date)
    case (.range, _):
      selection = .range(start: date, end: nil)
    }
    moveFocus(to: date)
  }

  /// Focuses `date`, showing its month if it lies outside the displayed one.
  public mutating func moveFocus(to date: CalendarDate) {
    focusedDate = date
    if !displayedMonth.contains(date) { displayedMonth = date.yearMonth }
  }

  // MARK: Month selector

  /// The selector's next button: shows the next month, keeping the focused day (clamped).
  public mutating func showNextMonth() { showMonth(offset: 1) }

  /// The selector's previous button: shows the previous month, keeping the focused day (clamped).
  public mutating func showPreviousMonth() { showMonth(offset: -1) }

  private mutating func showMonth(offset: Int) {
    guard let month = displayedMonth.offset(byMonths: offset) else { return }
    displayedMonth = month
    if let focusedDate { self.focusedDate = month.clampedDate(day: focusedDate.day) }
  }

  // MARK: Keyboard

  /// Applies a key. Movement keys move focus (from the focused date, else from the
  /// selection if it is in the displayed month, else from the 1st) and page the month when
  /// focus leaves it; Left and Right follow the page, so in a right-to-left locale Left moves to
  /// the next day; Home and End go to the ends of the locale's week; Enter and Space select the
  /// focused date; Escape returns `.dismissed(originalSelection)`. Every key but Escape returns
  /// `nil`.
  public mutating func handle(_ key: PickerKey) -> PickerOutcome<DateSelection>? {
    let locale = self.locale
    let forward = locale.isRightToLeft ? -1 : 1
    switch key {
    case .left: moveFocus { $0.offset(byDays: -forward) }
    case .right: moveFocus { $0.offset(byDays: forward) }
    case .up: moveFocus { $0.offset(byDays: -7) }
    case .down: moveFocus { $0.offset(byDays: 7) }
    case .home: moveFocus { $0.offset(byDays: -locale.column(of: $0.weekday)) }
    case .end: moveFocus { $0.offset(byDays: 6 - locale.column(of: $0.weekday)) }
    case .pageUp:
      moveFocus { date in date.yearMonth.offset(byMonths: -1)?.clampedDate(day: date.day) }
    case .pageDown:
      moveFocus { date in date.yearMonth.offset(byMonths: 1)?.clampedDate(day: date.day) }
    case .enter, .space: if let focusedDate { select(focusedDate) }
    case .escape: return dismiss()
    }
    return nil
  }

  /// Moves focus by `step` from the focus origin; a step off the supported years stays put.
  private mutating func moveFocus(_ step: (CalendarDate) -> CalendarDate?) {
    let origin = focusedDate ?? focusOrigin
    moveFocus(to: step(origin) ?? origin)
  }

  /// Where focus starts when there is none: the selection in the displayed month, else the 1st.
  private var focusOrigin: CalendarDate {
    let candidates: [CalendarDate]
    switch selection {
    case .none: candidates = []
    case .single(let date): candidates = [date]
    case .range(let start, let end): candidates = [start] + (end.map { [$0] } ?? [])
    }
    return candidates.first(where: displayedMonth.contains) ?? displayedMonth.firstDay
  }

  // MARK: Closing

  /// Submit: hands back the current selection.
  public func submit() -> PickerOutcome<DateSelection> { .submitted(selection) }

  /// Dismiss: hands back the selection the picker was opened with.
  public func dismiss() -> PickerOutcome<DateSelection> { .dismissed(originalSelection) }
}
