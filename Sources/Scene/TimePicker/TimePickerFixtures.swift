import PickerModel

extension SceneFixtures {
  /// The Time Picker as it opens: 10:30 picked, 30 min chosen, the list at the top, in `format`.
  public static func timePicker(_ format: TimeFormat) -> TimePicker {
    TimePicker(format: format)
  }

  /// The Time Picker after the header was cleared, 1 hour chosen and focus walked down the list
  /// to 20:00 (12-hour), so the list and its scrollbar have moved.
  public static func scrolledTimePicker() -> TimePicker {
    var picker = TimePicker(format: .twelveHour)
    picker.clear()
    picker.choose(.oneHour)
    for _ in 0..<21 { _ = picker.handle(.down) }
    return picker
  }
}
