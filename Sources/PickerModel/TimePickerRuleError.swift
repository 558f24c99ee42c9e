/// Why ``TimePicker/init(checkedFormat:selection:focus:visibleSlotCount:localeIdentifier:)``
/// refused a picker: a time the list does not hold, or a window the list cannot fill. Each
/// message is one line and names what is allowed.
public enum TimePickerRuleError: ModelRuleError, Hashable, Sendable, CustomStringConvertible {
  /// Which slot broke the rule.
  public enum Role: String, Hashable, Sendable {
    /// The picked time, the header's.
    case picked = "picked time"
    /// The keyboard focus.
    case focused = "focused slot"
  }

  /// A picked or focused slot that is not one of the list's (09:30 to 23:30).
  case notInList(Role, TimeSlot)
  /// A window of this many rows: fewer than one, or the whole list or more, which leaves the
  /// scrollbar nothing to show.
  case visibleSlotCount(Int)

  /// The one-line message.
  public var description: String {
    switch self {
    case .notInList(let role, let slot):
      "time picker: the \(role.rawValue) \(slot) is not one of the list's slots "
        + "(\(TimePickerRuleError.listRange))"
    case .visibleSlotCount(let count):
      "time picker: \(count) visible slots; the window shows "
        + "\(TimePicker.visibleSlotCounts.lowerBound) to \(TimePicker.visibleSlotCounts.upperBound)"
        + ": at least one row, and fewer than the list's \(TimePicker.slots.count) slots, so its "
        + "scrollbar has something left to show"
    }
  }

  /// `09:30 to 23:30, every 30 minutes`.
  static var listRange: String {
    let first = TimePicker.slots.first?.description ?? ""
    let last = TimePicker.slots.last?.description ?? ""
    return "\(first) to \(last), every 30 minutes"
  }
}
