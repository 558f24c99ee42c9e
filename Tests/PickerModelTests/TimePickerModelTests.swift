import PickerModel
import Testing

@Suite struct TimePickerModelTests {
  // MARK: Slots and labels

  @Test func theListRunsEveryHalfHourFrom0930To2330() throws {
    #expect(TimePicker.slots.count == 29)
    #expect(TimePicker.slots.first == (try slot("09:30")))
    #expect(TimePicker.slots.last == (try slot("23:30")))
    for (earlier, later) in zip(TimePicker.slots, TimePicker.slots.dropFirst()) {
      #expect(later.minutes - earlier.minutes == 30)
    }
  }

  @Test(arguments: [
    (9, 30, true), (0, 0, true), (23, 30, true), (24, 0, false), (-1, 0, false),
    (10, 15, false), (10, 60, false), (Int.max, 0, false), (0, Int.min, false),
  ])
  func slotsAreHalfHoursOfOneDay(hour: Int, minute: Int, valid: Bool) {
    #expect((TimeSlot(hour: hour, minute: minute) != nil) == valid)
  }

  /// Hours take two digits in both formats; 12-hour adds the period, 24-hour has none.
  @Test(arguments: [
    ("09:30", "09:30 AM", "09:30"), ("10:30", "10:30 AM", "10:30"),
    ("11:30", "11:30 AM", "11:30"), ("12:00", "12:00 PM", "12:00"),
    ("12:30", "12:30 PM", "12:30"), ("13:00", "01:00 PM", "13:00"),
    ("20:00", "08:00 PM", "20:00"), ("23:30", "11:30 PM", "23:30"),
    ("00:00", "12:00 AM", "00:00"), ("00:30", "12:30 AM", "00:30"),
  ])
  func labels(time: String, twelve: String, twentyFour: String) throws {
    let slot = try slot(time)
    #expect(slot.label(in: .twelveHour) == twelve)
    #expect(slot.label(in: .twentyFourHour) == twentyFour)
    #expect(slot.period(in: .twentyFourHour) == nil)
    #expect(slot.description == twentyFour)
  }

  @Test(
    arguments: [
      ("23:30", 1, nil), ("00:00", -1, nil), ("10:30", 1, "11:00"), ("10:30", -3, "09:00"),
      ("10:30", Int.max, nil), ("10:30", Int.min, nil),
    ] as [(String, Int, String?)])
  func advancing(from: String, count: Int, to: String?) throws {
    let expected = try to.map(slot)
    #expect(try slot(from).advanced(byHalfHours: count) == expected)
  }

  @Test func durationsAre15And30MinutesAndAnHour() {
    #expect(QuickDuration.allCases.map(\.label) == ["15 min", "30 min", "1 hour"])
    #expect(QuickDuration.allCases.map(\.minutes) == [15, 30, 60])
  }

  // MARK: Opening

  @Test func opensOn1030And30MinutesAtTheTopOfTheList() throws {
    let picker = TimePicker()
    #expect(picker.selection == TimeSelection(slot: try slot("10:30"), duration: .thirtyMinutes))
    #expect(picker.firstVisibleIndex == 0)
    #expect(picker.visibleRange == 0..<5)
    #expect(picker.focus == nil)
  }

  @Test(arguments: [(0, 1), (5, 5), (28, 28), (29, 28), (100, 28), (Int.min, 1)])
  func visibleSlotCountIsClamped(asked: Int, kept: Int) {
    #expect(TimePicker(visibleSlotCount: asked).visibleSlotCount == kept)
  }

  /// Opening scrolls to the focused slot, else the picked one.
  @Test(arguments: [
    ("20:00", "-", 17), ("23:30", "-", 24), ("09:30", "23:00", 23), ("08:00", "-", 0),
    ("10:30", "07:00", 0),
  ])
  func opensScrolledToShow(picked: String, focus: String, first: Int) throws {
    let picker = TimePicker(
      selection: TimeSelection(slot: try slot(picked), duration: .oneHour),
      focus: try timeFocus(focus))
    #expect(picker.firstVisibleIndex == first)
  }

  @Test func aFocusOutsideTheListIsDropped() throws {
    #expect(TimePicker(focus: .slot(try slot("07:00"))).focus == nil)
  }

  // MARK: Keyboard

  /// Focus before, key, focus after, top row after (the picked slot is 10:30, the chosen
  /// duration 30 min, the list opened at the top and scrolled to show the starting focus).
  @Test(arguments: [
    // The durations row: Left / Right step and stop at the ends; Home / End jump.
    ("d30", PickerKey.left, "d15", 0), ("d15", .left, "d15", 0), ("d30", .right, "d60", 0),
    ("d60", .right, "d60", 0), ("d60", .home, "d15", 0), ("d15", .end, "d60", 0),
    // Up, Page Up / Down do nothing there; Down enters the list on the picked slot in view.
    ("d30", .up, "d30", 0), ("d30", .pageUp, "d30", 0), ("d30", .pageDown, "d30", 0),
    ("d15", .down, "10:30", 0),
    // The list: Up / Down one slot, scrolling to keep focus in view.
    ("10:30", .down, "11:00", 0), ("10:30", .up, "10:00", 0), ("11:30", .down, "12:00", 1),
    ("12:00", .down, "12:30", 2), ("23:30", .down, "23:30", 24),
    // Up at the first slot leaves the list for the chosen duration (the top row stays 0).
    ("09:30", .up, "d30", 0),
    // Left and Right do nothing in the list.
    ("10:30", .left, "10:30", 0), ("10:30", .right, "10:30", 0),
    // Page Up / Down move a window (5 rows), Home / End to the ends, all clamped.
    ("10:30", .pageDown, "13:00", 3), ("13:00", .pageUp, "10:30", 2),
    ("10:00", .pageUp, "09:30", 0), ("22:30", .pageDown, "23:30", 24),
    ("10:30", .end, "23:30", 24), ("23:30", .home, "09:30", 0),
    // With no focus, movement starts from the picked slot.
    ("-", .down, "11:00", 0), ("-", .up, "10:00", 0), ("-", .end, "23:30", 24),
  ])
  func focusMoves(from: String, key: PickerKey, to: String, first: Int) throws {
    var picker = TimePicker(focus: try timeFocus(from))
    #expect(picker.handle(key) == nil)
    #expect(picker.focus == (try timeFocus(to)))
    #expect(picker.firstVisibleIndex == first)
    #expect(picker.selection == TimePicker().selection, "movement never picks")
  }

  @Test func scrollingUpKeepsFocusInView() throws {
    var picker = TimePicker(focus: .slot(try slot("20:00")))
    #expect(picker.firstVisibleIndex == 17)
    for _ in 0..<5 { _ = picker.handle(.up) }
    #expect(picker.focus == .slot(try slot("17:30")))
    #expect(picker.firstVisibleIndex == 16)
    #expect(picker.visibleRange.contains(try #require(TimePicker.index(of: try slot("17:30")))))
  }

  /// Down from the durations lands on the top row when the picked slot is out of view or cleared.
  @Test func downFromTheDurationsLandsOnTheTopRowWhenThePickIsOutOfView() throws {
    var picker = TimePicker(focus: .slot(try slot("20:00")))
    _ = picker.handle(.home)
    #expect(picker.firstVisibleIndex == 0)
    picker.scroll(toFirst: 6)
    picker.moveFocus(to: .duration(.oneHour))
    _ = picker.handle(.down)
    #expect(picker.focus == .slot(try slot("12:30")))

    var cleared = TimePicker(focus: .duration(.fifteenMinutes))
    cleared.clear()
    _ = cleared.handle(.down)
    #expect(cleared.focus == .slot(try slot("09:30")))
  }

  @Test func withNoFocusAndNoPickMovementStartsFromTheTopRow() throws {
    var picker = TimePicker()
    picker.clear()
    picker.scroll(toFirst: 4)
    _ = picker.handle(.down)
    #expect(picker.focus == .slot(try slot("12:00")))
  }

  @Test(arguments: [PickerKey.enter, .space])
  func enterAndSpacePickTheFocusedSlot(key: PickerKey) throws {
    var picker = TimePicker(focus: .slot(try slot("14:00")))
    #expect(picker.handle(key) == nil)
    #expect(picker.selection.slot == (try slot("14:00")))
    #expect(
      picker.submit()
        == .submitted(TimeSelection(slot: try slot("14:00"), duration: .thirtyMinutes)))
  }

  @Test(arguments: [PickerKey.enter, .space])
  func enterAndSpaceChooseTheFocusedDuration(key: PickerKey) throws {
    var picker = TimePicker(focus: .duration(.oneHour))
    _ = picker.handle(key)
    #expect(picker.selection.duration == .oneHour)
    #expect(picker.selection.slot == (try slot("10:30")))
  }

  @Test func enterWithNoFocusDoesNothing() {
    var picker = TimePicker()
    picker.clear()
    _ = picker.handle(.enter)
    #expect(picker.selection.slot == nil)
    #expect(picker.focus == nil)
  }

  // MARK: Picking, clearing, closing

  @Test func pickingFocusesAndScrollsToTheSlot() throws {
    var picker = TimePicker()
    picker.pick(try slot("22:00"))
    #expect(picker.selection.slot == (try slot("22:00")))
    #expect(picker.focus == .slot(try slot("22:00")))
    #expect(picker.firstVisibleIndex == 21)
  }

  @Test func clearEmptiesTheHeaderAndSubmitHandsBackNoSlot() {
    var picker = TimePicker(focus: .duration(.oneHour))
    picker.choose(.fifteenMinutes)
    picker.clear()
    #expect(picker.selection.slot == nil)
    #expect(picker.focus == .duration(.oneHour))
    #expect(picker.submit() == .submitted(TimeSelection(slot: nil, duration: .fifteenMinutes)))
  }

  @Test func submitKeepsTheChosenSlot() throws {
    var picker = TimePicker()
    _ = picker.handle(.down)
    _ = picker.handle(.down)
    _ = picker.handle(.enter)
    #expect(picker.submit().value.slot == (try slot("11:30")))
    #expect(picker.submit() == .submitted(picker.selection))
  }

  /// Dismiss (or Escape) puts the pick back on 10:30 and the duration on 30 min, whatever
  /// happened, and scrolls the list back to show it.
  @Test(arguments: [false, true])
  func dismissPutsThePickBackOn1030(viaEscape: Bool) throws {
    var picker = TimePicker()
    picker.pick(try slot("21:00"))
    picker.choose(.oneHour)
    picker.clear()
    let outcome = viaEscape ? picker.handle(.escape) : picker.dismiss()
    let original = TimeSelection(slot: try slot("10:30"), duration: .thirtyMinutes)
    #expect(outcome == .dismissed(original))
    #expect(picker.selection == original)
    #expect(picker.focus == nil)
    #expect(picker.visibleRange.contains(2))
  }

  @Test(arguments: [(-5, 0), (3, 3), (24, 24), (25, 24), (Int.max, 24), (Int.min, 0)])
  func scrollingIsClamped(to index: Int, first: Int) {
    var picker = TimePicker()
    picker.scroll(toFirst: index)
    #expect(picker.firstVisibleIndex == first)
  }

  @Test func movingFocusToASlotOutsideTheListIsIgnored() throws {
    var picker = TimePicker(focus: .duration(.oneHour))
    picker.moveFocus(to: .slot(try slot("06:00")))
    #expect(picker.focus == .duration(.oneHour))
  }
}

/// The checked initializer refuses what the plain one clamps or keeps (issue 21): a picked or
/// focused time the list does not hold, and a window that shows the whole list or no row.
@Suite struct TimePickerRuleTests {
  @Test func theWindowShows1To28Rows() {
    #expect(TimePicker.visibleSlotCounts == 1...28)
    #expect(TimePicker.visibleSlotCounts.upperBound < TimePicker.slots.count)
  }

  @Test(arguments: [1, 5, 28])
  func aWindowOf1To28RowsOpens(count: Int) throws {
    let picker = try TimePicker(checkedFormat: .twelveHour, visibleSlotCount: count)
    #expect(picker.visibleSlotCount == count)
    #expect(picker.maximumFirstVisibleIndex >= 1, "something is left to scroll")
  }

  @Test(arguments: [0, -1, 29, 30, Int.max, Int.min])
  func anyOtherWindowIsRefused(count: Int) {
    #expect(throws: TimePickerRuleError.visibleSlotCount(count)) {
      try TimePicker(checkedFormat: .twelveHour, visibleSlotCount: count)
    }
    #expect(TimePickerRuleError.visibleSlotCount(count).description.contains("1 to 28"))
  }

  /// Picked and focused slots must be the list's: 09:30 to 23:30.
  @Test(arguments: ["09:00", "00:00", "07:30", "09:30", "23:30"])
  func pickedAndFocusedSlotsMustBeInTheList(time: String) throws {
    let slot = try slot(time)
    let inList = TimePicker.index(of: slot) != nil
    let picked = Result { () throws(TimePickerRuleError) -> TimePicker in
      try TimePicker(
        checkedFormat: .twentyFourHour, selection: TimeSelection(slot: slot, duration: .oneHour))
    }
    let focused = Result { () throws(TimePickerRuleError) -> TimePicker in
      try TimePicker(checkedFormat: .twentyFourHour, focus: .slot(slot))
    }
    if inList {
      #expect(try picked.get().selection.slot == slot)
      #expect(try focused.get().focus == .slot(slot))
    } else {
      #expect(throws: TimePickerRuleError.notInList(.picked, slot)) { try picked.get() }
      #expect(throws: TimePickerRuleError.notInList(.focused, slot)) { try focused.get() }
    }
  }

  @Test func aClearedPickOpens() throws {
    let picker = try TimePicker(
      checkedFormat: .twelveHour, selection: TimeSelection(slot: nil, duration: .fifteenMinutes))
    #expect(picker.selection.slot == nil)
  }

  @Test func theMessagesNameTheRangeAndStep() throws {
    #expect(
      TimePickerRuleError.notInList(.picked, try slot("09:00")).description
        == "time picker: the picked time 09:00 is not one of the list's slots (09:30 to 23:30, "
        + "every 30 minutes)")
    #expect(
      TimePickerRuleError.visibleSlotCount(29).description
        == "time picker: 29 visible slots; the window shows 1 to 28: at least one row, and fewer "
        + "than the list's 29 slots, so its scrollbar has something left to show")
  }
}
