import PickerModel

extension DatePicker {
  /// The spec's seed card (test support; the built-in scene makes its own): January 2026 with the
  /// 16th selected and dots on the 2nd, 12th, 17th and the spilled February 3rd.
  static let seed: DatePicker = {
    let day = { (month: Int, day: Int) in try! CalendarDate(year: 2026, month: month, day: day) }
    let january = try! YearMonth(year: 2026, month: 1)
    return DatePicker(
      month: january, selection: .single(day(1, 16)),
      markedDates: [day(1, 2), day(1, 12), day(1, 17), day(2, 3)])
  }()
}
