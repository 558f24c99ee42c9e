/// What the Time Picker hands back: the picked slot (`nil` once cleared) and the chosen duration.
public struct TimeSelection: Hashable, Sendable {
  /// The picked slot, shown in the header; `nil` when the header is cleared.
  public var slot: TimeSlot?
  /// The chosen quick duration.
  public var duration: QuickDuration

  /// Creates a selection.
  public init(slot: TimeSlot?, duration: QuickDuration) {
    self.slot = slot
    self.duration = duration
  }
}
