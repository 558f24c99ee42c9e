import DrawList
import PickerModel
import Scene
import Testing
import Theme

/// The Time Picker's semantic nodes: roles, labels, states, and hit areas of at least 44 pt, with
/// the 8 pt overlap between neighbouring slots split at their shared edge.
@Suite struct TimePickerSemanticsTests {
  static let lists = [TimeFixture.twelve, TimeFixture.twentyFour, TimeFixture.scrolled]

  @Test func slotNodesAreTheRowsWhollyInViewWithFormatLabels() {
    let twelve = TimeFixture.twelve.semantics.filter { $0.role == .slot }
    #expect(twelve.map(\.label) == ["09:30 AM", "10:00 AM", "10:30 AM", "11:00 AM", "11:30 AM"])
    #expect(twelve.map(\.id) == ["09:30", "10:00", "10:30", "11:00", "11:30"].map { "slot \($0)" })
    let twentyFour = TimeFixture.twentyFour.semantics.filter { $0.role == .slot }
    #expect(twentyFour.map(\.label) == ["09:30", "10:00", "10:30", "11:00", "11:30"])
    let scrolled = TimeFixture.scrolled.semantics.filter { $0.role == .slot }
    #expect(scrolled.map(\.label) == ["06:00 PM", "06:30 PM", "07:00 PM", "07:30 PM", "08:00 PM"])
  }

  @Test(arguments: [
    ("slot 10:30", [SemanticNode.State.selected, .scrollable]), ("slot 10:00", [.scrollable]),
    ("duration 30", [.selected]), ("duration 15", []), ("clear", []),
  ])
  func openingStates(id: String, states: [SemanticNode.State]) {
    #expect(TimeFixture.twelve.node(id)?.states == Set(states))
  }

  @Test(arguments: [
    ("slot 20:00", [SemanticNode.State.focused, .scrollable]), ("slot 19:30", [.scrollable]),
    ("duration 60", [.selected]), ("duration 30", []),
  ])
  func scrolledStates(id: String, states: [SemanticNode.State]) {
    #expect(TimeFixture.scrolled.node(id)?.states == Set(states))
  }

  @Test func pickedAndFocusedIsBoth() throws {
    var picker = TimePicker()
    picker.pick(TimeFixture.slot("11:00"))
    let list = try TimeFixture.list(picker)
    #expect(list.node("slot 11:00")?.states == [.selected, .focused, .scrollable])
    #expect(
      try TimeFixture.list(TimePicker(focus: .duration(.fifteenMinutes)))
        .node("duration 15")?.states == [.focused])
  }

  /// The list always has rows out of view (at most 28 of its 29 show), so, as its scrollbar
  /// shows how much is left, every slot node says it is in a container that scrolls; the
  /// durations and buttons do not.
  @Test(arguments: [
    TimePicker(), TimePicker(visibleSlotCount: 1), TimePicker(visibleSlotCount: 28),
    SceneFixtures.scrolledTimePicker(),
  ])
  func everySlotInViewIsScrollable(picker: TimePicker) throws {
    let nodes = try TimeFixture.list(picker).semantics
    let slots = nodes.filter { $0.role == .slot }
    #expect(slots.count == picker.visibleSlotCount)
    #expect(slots.allSatisfy { $0.states.contains(.scrollable) })
    #expect(nodes.filter { $0.role != .slot }.allSatisfy { !$0.states.contains(.scrollable) })
  }

  @Test func rolesAndLabels() {
    let list = TimeFixture.twelve
    #expect(list.node("clear")?.role == .button)
    #expect(list.node("clear")?.label == "Clear time")
    for duration in QuickDuration.allCases {
      #expect(list.node("duration \(duration.minutes)")?.role == .option)
      #expect(list.node("duration \(duration.minutes)")?.label == duration.label)
    }
    #expect(list.node("submit")?.role == .button && list.node("dismiss")?.role == .button)
  }

  @Test func everyHitRectIsAtLeast44AndCentredOnItsShape() throws {
    for list in Self.lists {
      #expect(Set(list.semantics.map(\.id)).count == list.semantics.count)
      for node in list.semantics {
        #expect(node.hitRect.width >= 44 && node.hitRect.height >= 44, "\(node.id)")
      }
    }
    let layout = TimeFixture.layout
    let clear = try #require(TimeFixture.twelve.node("clear"))
    #expect(clear.hitRect == layout.clearButton.insetBy(dx: -6, dy: -6))
    let pill = try #require(TimeFixture.twelve.node("duration 60"))
    #expect(pill.hitRect == layout.durationFrame(.oneHour).insetBy(dx: 0, dy: -6))
  }

  /// 36 pt rows grow to 44 pt targets: 4 pt above and below, so neighbours overlap by 8 pt.
  @Test func slotTargetsGrowTo44AndNeighboursOverlapBy8() throws {
    let slots = TimeFixture.twelve.semantics.filter { $0.role == .slot }
    for (index, node) in slots.enumerated() {
      let row = TimeFixture.layout.slotFrame(index, offset: 0)
      #expect(node.hitRect == row.insetBy(dx: 0, dy: -4))
    }
    for (upper, lower) in zip(slots, slots.dropFirst()) {
      #expect(upper.hitRect.maxY - lower.hitRect.y == 8)
    }
  }

  /// The overlap goes to the nearer row's centre: the split is the rows' shared edge, and a
  /// point on it goes to the lower row.
  @Test(
    arguments: [
      (156.0, "slot 09:30"), (159.99, "slot 09:30"), (160, "slot 10:00"), (163.99, "slot 10:00"),
      (120, "slot 09:30"), (123.99, "slot 09:30"), (198, "slot 10:30"), (307.99, "slot 11:30"),
    ] as [(Double, String)])
  func overlapsSplitAtTheSharedEdge(y: Double, id: String) {
    let target = TimePickerScene.target(at: Point(x: 100, y: y), in: TimeFixture.twelve.semantics)
    #expect(target?.id == id)
  }

  @Test(arguments: [(100.0, 119.99), (100, 308), (10, 200), (315, 200)] as [(Double, Double)])
  func pointsOutsideEveryTargetHitNothingInTheList(x: Double, y: Double) {
    let target = TimePickerScene.target(at: Point(x: x, y: y), in: TimeFixture.twelve.semantics)
    #expect(target?.role != .slot)
  }

  /// Only neighbouring slots overlap: no target overlaps a target of another kind.
  @Test func noOtherTargetsOverlap() {
    for list in Self.lists {
      let nodes = list.semantics
      for (i, a) in nodes.enumerated() {
        for b in nodes[(i + 1)...] where !(a.role == .slot && b.role == .slot) {
          let overlaps =
            a.hitRect.x < b.hitRect.maxX && b.hitRect.x < a.hitRect.maxX
            && a.hitRect.y < b.hitRect.maxY && b.hitRect.y < a.hitRect.maxY
          #expect(!overlaps, "\(a.id) and \(b.id)")
        }
      }
    }
  }
}
