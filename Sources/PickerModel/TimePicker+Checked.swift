extension TimePicker {
  /// Opens a picker as ``init(format:selection:focus:visibleSlotCount:localeIdentifier:)`` does,
  /// first checking that the card shows what it is given instead of quietly drawing something
  /// else: the picked slot (unless cleared) and a focused slot are slots of the list (09:30 to
  /// 23:30), and `visibleSlotCount` is in ``visibleSlotCounts`` (1 to 28: at least one row, and
  /// fewer than the list's 29, so the scrollbar shows something left).
  ///
  /// - Throws: ``TimePickerRuleError`` naming the first value that breaks a rule.
  public init(
    checkedFormat format: TimeFormat,
    selection: TimeSelection = TimeSelection(
      slot: TimePicker.defaultSlot, duration: TimePicker.defaultDuration),
    focus: TimePickerFocus? = nil, visibleSlotCount: Int = TimePicker.defaultVisibleSlotCount,
    localeIdentifier: String = TimePicker.defaultLocaleIdentifier
  ) throws(TimePickerRuleError) {
    if let slot = selection.slot, Self.index(of: slot) == nil {
      throw .notInList(.picked, slot)
    }
    if case .slot(let slot) = focus, Self.index(of: slot) == nil {
      throw .notInList(.focused, slot)
    }
    guard Self.visibleSlotCounts.contains(visibleSlotCount) else {
      throw .visibleSlotCount(visibleSlotCount)
    }
    self.init(
      format: format, selection: selection, focus: focus, visibleSlotCount: visibleSlotCount,
      localeIdentifier: localeIdentifier)
  }
}
