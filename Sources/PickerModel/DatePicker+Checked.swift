extension DatePicker {
  /// Opens a picker as
  /// ``init(month:selection:mode:markedDates:today:focusedDate:pressedDate:localeIdentifier:)``
  /// does, first checking that the card shows what it is given: a single selection and the start
  /// of a range in progress lie in `month`; a range with both ends picked runs forward (its end
  /// is not before its start) and has at least one day on the grid (the month or its trailing
  /// spilled days), so a February card may show a range begun in January, and a January card
  /// one running on into February, as the keyboard reaches them; the focused and the pressed day
  /// lie on the grid. The grid is laid out as the locale lays it out, from its first weekday
  /// (January 2026 ends on 8 February from Monday, on the 6th from Saturday in ar_EG). Marked days
  /// and today may lie anywhere.
  ///
  /// - Throws: ``DatePickerRuleError`` naming the first day that breaks a rule.
  public init(
    checkedMonth month: YearMonth, selection: DateSelection = .none, mode: SelectionMode = .single,
    markedDates: Set<CalendarDate> = [], today: CalendarDate? = nil,
    focusedDate: CalendarDate? = nil, pressedDate: CalendarDate? = nil,
    localeIdentifier: String = DatePicker.defaultLocaleIdentifier
  ) throws(DatePickerRuleError) {
    self.init(
      month: month, selection: selection, mode: mode, markedDates: markedDates, today: today,
      focusedDate: focusedDate, pressedDate: pressedDate, localeIdentifier: localeIdentifier)
    // The leading cells are empty; the last is 41 cells after the 1st's column (or 9999-12-31).
    let first = month.firstDay
    let last = first.offset(byDays: 41 - locale.column(of: first.weekday)) ?? CalendarDate.last
    func onGrid(_ role: String, _ date: CalendarDate?) throws(DatePickerRuleError) {
      guard let date, date < first || last < date else { return }
      throw .offGrid(role: role, date, month, first: first, last: last)
    }
    switch selection {
    case .none: break
    case .single(let date):
      guard month.contains(date) else { throw .outsideMonth(role: "selected day", date, month) }
    case .range(let start, nil):
      guard month.contains(start) else { throw .outsideMonth(role: "range's start", start, month) }
    case .range(let start, let end?):
      guard start <= end else { throw .reversedRange(start: start, end: end) }
      guard start <= last && first <= end else {
        throw .rangeOffGrid(start: start, end: end, month, first: first, last: last)
      }
    }
    try onGrid("focused day", focusedDate)
    try onGrid("pressed day", pressedDate)
  }
}
