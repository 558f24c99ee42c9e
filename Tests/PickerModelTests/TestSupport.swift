import PickerModel
import Testing

/// Parses `"2026-01-16"`, recording a test issue if it is not a date.
func date(_ iso: String) throws -> CalendarDate {
  try #require(CalendarDate(iso: iso), "\(iso) is not a date")
}

/// Parses `"2026-01"` into a month, recording a test issue if it is not one.
func month(_ text: String) throws -> YearMonth {
  try date(text + "-01").yearMonth
}

/// The seed card with `selection` and `mode` swapped in (and kept as the original selection).
func seed(selection: DateSelection, mode: SelectionMode = .range) -> DatePicker {
  let seed = DatePicker.seed
  return DatePicker(
    month: seed.displayedMonth, selection: selection, mode: mode, markedDates: seed.markedDates)
}

/// Parses a selection written as `none`, `single 2026-01-16`, `range 2026-01-10` or
/// `range 2026-01-10 2026-01-14`.
func selection(_ text: String) throws -> DateSelection {
  let words = text.split(separator: " ").map(String.init)
  switch (words.first, words.count) {
  case ("none", 1): return .none
  case ("single", 2): return .single(try date(words[1]))
  case ("range", 2): return .range(start: try date(words[1]), end: nil)
  case ("range", 3): return .range(start: try date(words[1]), end: try date(words[2]))
  default:
    Issue.record("unreadable selection \(text)")
    return .none
  }
}
