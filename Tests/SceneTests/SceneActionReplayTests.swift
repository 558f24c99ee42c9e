import DrawList
import PickerModel
import Scene
import Testing

/// What `"actions"` do: each step goes through the model, in order, after the static keys, and
/// the card (its focus ring and semantics too) shows the state they leave.
@Suite struct SceneActionReplayTests {
  static func day(_ day: Int, month: Int = 1) -> CalendarDate {
    try! CalendarDate(year: 2026, month: month, day: day)
  }

  /// From the seed card (January 2026, the 16th selected, no focus): where focus lands, what is
  /// selected and the month shown.
  @Test(arguments: [
    (["ArrowDown"], day(23), day(16), 1), (["ArrowDown", "ArrowDown"], day(30), day(16), 1),
    (["ArrowUp"], day(9), day(16), 1), (["ArrowRight"], day(17), day(16), 1),
    (["ArrowLeft"], day(15), day(16), 1), (["Home"], day(12), day(16), 1),
    (["End"], day(18), day(16), 1), (["PageDown"], day(16, month: 2), day(16), 2),
    (["ArrowDown", "ArrowDown", "ArrowDown"], day(6, month: 2), day(16), 2),
    (["ArrowDown", "Enter"], day(23), day(23), 1), (["ArrowLeft", "Space"], day(15), day(15), 1),
  ])
  func dateKeysMoveFocusAndPick(
    _ steps: [String], _ focus: CalendarDate, _ selected: CalendarDate, _ month: Int
  ) throws {
    let picker = try SceneActions.replay(steps, on: SceneFixtures.seedCard())
    #expect(picker.focusedDate == focus)
    #expect(picker.selection == .single(selected))
    #expect(picker.displayedMonth == (try YearMonth(year: 2026, month: month)))
  }

  @Test func leftFollowsThePageInARightToLeftLocale() throws {
    let picker = DatePicker(
      month: try YearMonth(year: 2026, month: 1), selection: .single(Self.day(16)),
      localeIdentifier: "he_IL")
    #expect(try SceneActions.replay(["ArrowLeft"], on: picker).focusedDate == Self.day(17))
  }

  /// Escape is Dismiss: the card shows what it hands back, the selection and month it opened
  /// on, and focus is gone.
  @Test(arguments: [["Escape"], ["ArrowDown", "Enter", "Escape"], ["PageDown", "Escape"]])
  func escapeShowsTheDateCardAsDismissHandsItBack(_ steps: [String]) throws {
    let opened = try SceneFixtures.seedCard()
    let picker = try SceneActions.replay(steps, on: opened)
    #expect(picker.selection == opened.dismiss().value)
    #expect(picker.selection == .single(Self.day(16)))
    #expect(picker.displayedMonth == opened.displayedMonth)
    #expect(picker.focusedDate == nil)
  }

  @Test func aRangeIsPickedWithTwoEnters() throws {
    let opened = DatePicker(month: try YearMonth(year: 2026, month: 1), mode: .range)
    let picker = try SceneActions.replay(
      ["ArrowRight", "Enter", "ArrowDown", "Enter"], on: opened)
    #expect(picker.selection == .range(start: Self.day(2), end: Self.day(9)))
  }

  /// From the Time Picker as it opens (10:30 picked, 30 min, no focus).
  @Test(arguments: [
    (["End"], TimePickerFocus.slot(TimePicker.slots[28]), "10:30", 24),
    (["End", "Enter"], .slot(TimePicker.slots[28]), "23:30", 24),
    (["Home"], .slot(TimePicker.slots[0]), "10:30", 0),
    (["ArrowDown"], .slot(TimePicker.slots[3]), "10:30", 0),
    (["PageDown"], .slot(TimePicker.slots[7]), "10:30", 3),
    (["Home", "ArrowUp"], .duration(.thirtyMinutes), "10:30", 0),
    (["Home", "ArrowUp", "ArrowRight", "Enter"], .duration(.oneHour), "10:30", 0),
  ])
  func timeKeysMoveFocusScrollAndPick(
    _ steps: [String], _ focus: TimePickerFocus, _ picked: String, _ top: Int
  ) throws {
    let picker = try SceneActions.replay(steps, on: SceneFixtures.timePicker(.twelveHour))
    #expect(picker.focus == focus)
    #expect(picker.selection.slot?.description == picked)
    #expect(picker.firstVisibleIndex == top)
    if steps.last == "Enter", case .duration(let duration) = focus {
      #expect(picker.selection.duration == duration)
    }
  }

  @Test func escapePutsTheTimeBackAndDropsFocus() throws {
    let picker = try SceneActions.replay(
      ["End", "Enter", "Escape"], on: SceneFixtures.timePicker(.twelveHour))
    #expect(picker.selection == TimePicker().originalSelection)
    #expect(picker.focus == nil)
  }

  /// A Color Picker at hue 180°, saturation and brightness 50 %, `focus` focused.
  static func colorPicker(_ focus: ColorPicker.Handle? = .hue) -> ColorPicker {
    var picker = ColorPicker(color: RGBColor(red: 0, green: 0, blue: 0), focusedHandle: focus)
    picker.setColor(HSVColor(hue: 180, saturation: 0.5, brightness: 0.5))
    return picker
  }

  static let hueTable: [([String], Double)] = [
    (["End"], 360), (["Home"], 0), (["Shift+End"], 360), (["Shift+Home"], 0),
    (["ArrowRight"], 181), (["ArrowUp"], 181), (["ArrowLeft"], 179), (["ArrowDown"], 179),
    (["Shift+ArrowRight"], 190), (["Shift+ArrowLeft"], 170), (["End", "ArrowRight"], 360),
    (["End", "ArrowLeft"], 359), (["Home", "Shift+ArrowLeft"], 0),
  ]

  @Test(arguments: hueTable)
  func hueKeysReachBothEnds(_ steps: [String], _ hue: Double) throws {
    let picker = try SceneActions.replay(steps, on: Self.colorPicker())
    #expect(abs(picker.color.hue - hue) < 1e-9)
    #expect(picker.focusedHandle == .hue)
  }

  static let spectrumTable: [([String], Double, Double)] = [
    (["ArrowRight"], 51, 50), (["Shift+ArrowRight"], 60, 50),
    (["Shift+ArrowDown"], 50, 40),
    (["ArrowUp", "ArrowUp"], 50, 52),
  ]

  @Test(arguments: spectrumTable)
  func spectrumKeysMoveSaturationAndBrightness(
    _ steps: [String], _ saturation: Double, _ brightness: Double
  ) throws {
    let picker = try SceneActions.replay(steps, on: Self.colorPicker(.spectrum))
    #expect(abs(picker.color.saturation * 100 - saturation) < 1e-6)
    #expect(abs(picker.color.brightness * 100 - brightness) < 1e-6)
  }

  @Test(arguments: [
    ["type:#1FC16B"], ["type:1fc16b", "Enter"], ["type:#1fc16b", "Enter", "Enter"],
  ])
  func typingTakesTheHexAndMovesFocusToTheField(_ steps: [String]) throws {
    let picker = try SceneActions.replay(steps, on: Self.colorPicker())
    #expect(picker.rgb == RGBColor(red: 0x1F, green: 0xC1, blue: 0x6B))
    #expect(picker.hexText == "#1FC16B" && picker.hexError == nil)
    #expect(picker.focusedHandle == nil)
  }

  // MARK: The card

  static func list(_ text: String) throws -> DrawList {
    try decodeScene(text).spec.build(Fixture.context())
  }

  static func focused(_ list: DrawList) -> [String] {
    list.semantics.filter { $0.states.contains(.focused) }.map(\.id)
  }

  /// The static state is set first and the steps run after it, whatever the key order in the
  /// file; the focus ring and the semantics follow the last step.
  @Test func theDateCardShowsFocusWhereTheStepsLeftIt() throws {
    let list = try Self.list(
      #"{"actions": ["ArrowDown", "ArrowDown"], "picker": "date-picker", "month": "2026-01", "#
        + #""selection": "2026-01-16", "focus": "2026-01-05"}"#)
    #expect(Self.focused(list) == ["day 2026-01-19"])
    #expect(list.node("day 2026-01-16")?.states == [.selected])
  }

  @Test func theTimeCardShowsTheSlotPickedAtTheEnd() throws {
    let list = try Self.list(#"{"picker": "time-picker", "actions": ["End", "Enter"]}"#)
    #expect(Self.focused(list) == ["slot 23:30"])
    #expect(list.node("slot 23:30")?.states == [.selected, .focused, .scrollable])
    #expect(list.node("slot 10:30") == nil)
  }

  /// End reaches 360°: the hue handle at the track's end, its value 360°, though `#FF0000` on
  /// its own reads as 0°.
  @Test func endReachesHue360OnTheCard() throws {
    let head = ##"{"picker": "color-picker", "color": "#FF0000", "focus": "hue""##
    let start = try Self.list(head + "}")
    let end = try Self.list(head + #", "actions": ["End"]}"#)
    #expect(start.node("hue")?.value == "0°")
    #expect(end.node("hue")?.value == "360°")
    let layout = ColorPickerScene(context: Fixture.context()).layout(for: Self.colorPicker())
    #expect(end.node("hue")?.hitRect.center.x == layout.huePoint(360).x)
    #expect(start.node("hue")?.hitRect.center.x == layout.huePoint(0).x)
    #expect(Self.focused(end) == ["hue"])
  }

  @Test func afterTypingNoHandleShowsFocus() throws {
    let list = try Self.list(
      ##"{"picker": "color-picker", "color": "#335CFF", "focus": "hue", "##
        + ##""actions": ["type:#1FC16B", "Enter"]}"##)
    #expect(Self.focused(list).isEmpty)
    #expect(list.node("hex")?.value == "#1FC16B")
  }

  /// The comparison sheet takes the Date Picker's keys, `actions` too: its card shows them and
  /// the other panels follow the day picked.
  @Test func theComparisonSheetReplaysItsCardsActions() throws {
    let head = #"{"picker": "platform-comparison", "month": "2026-01", "selection": "2026-01-16""#
    let still = try Self.list(head + "}")
    let moved = try Self.list(head + #", "actions": ["ArrowRight", "Enter"]}"#)
    #expect(still.dump() != moved.dump())
    #expect(
      moved.semantics.contains { $0.id.hasSuffix("day 2026-01-17") && $0.states.contains(.focused) }
    )
  }
}
