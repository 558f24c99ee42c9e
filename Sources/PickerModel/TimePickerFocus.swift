/// Where the Time Picker's keyboard focus is: on a quick duration or on a slot of the list.
public enum TimePickerFocus: Hashable, Sendable {
  /// A duration pill in the row under the header.
  case duration(QuickDuration)
  /// A row of the list.
  case slot(TimeSlot)
}
