import DrawList
import PickerModel
import Scene
import Testing
import Theme

/// The date picker's semantic nodes: every day and button, with labels, states and hit areas at
/// least the platform minimum around the drawn shape.
@Suite struct DatePickerSemanticsTests {
  static let seed = try! Fixture.seedList()
  static let range = try! DatePickerScene(context: Fixture.context()).build(
    SceneFixtures.rangePicker)

  @Test func everyDatedCellHasADayNodeWithA44HitCentredOnIt() throws {
    let days = Self.seed.semantics.filter { $0.role == .day }
    let dated = DatePicker.seed.cells.filter { $0.date != nil }
    #expect(days.count == dated.count)
    for cell in dated {
      let date = try #require(cell.date)
      let node = try #require(Self.seed.node("day \(date)"))
      let frame = Fixture.layout.cellFrame(row: cell.row, column: cell.column)
      #expect(node.hitRect.width >= 44 && node.hitRect.height >= 44)
      #expect(node.hitRect.center == frame.center)
      #expect(node.hitRect == frame.insetBy(dx: -4, dy: -4))
    }
  }

  @Test func idsAreUnique() {
    for list in [Self.seed, Self.range] {
      #expect(Set(list.semantics.map(\.id)).count == list.semantics.count)
    }
  }

  @Test(arguments: [
    (16, 1, "Friday 16 January 2026"), (1, 1, "Thursday 1 January 2026"),
    (31, 1, "Saturday 31 January 2026"), (3, 2, "Tuesday 3 February 2026"),
  ])
  func dayLabelsNameWeekdayDayMonthAndYear(day: Int, month: Int, label: String) {
    #expect(Self.seed.node("day \(Fixture.date(day, month: month))")?.label == label)
  }

  static let seedStateTable: [(Int, Int, [SemanticNode.State])] = [
    (16, 1, [.selected]), (15, 1, []), (3, 2, [.disabled]),
  ]

  @Test(arguments: seedStateTable)
  func seedStates(day: Int, month: Int, states: [SemanticNode.State]) {
    #expect(Self.seed.node("day \(Fixture.date(day, month: month))")?.states == Set(states))
  }

  static let rangeStateTable: [(Int, [SemanticNode.State])] = [
    (8, [.selected]), (11, [.selected]), (14, [.selected, .focused]), (15, []), (20, []),
  ]

  @Test(arguments: rangeStateTable)
  func rangeStates(day: Int, states: [SemanticNode.State]) {
    #expect(Self.range.node("day \(Fixture.date(day))")?.states == Set(states))
  }

  /// A range running on into February's spilled days (scene `date-picker-range-into-spilled`,
  /// 26 January to 4 February): each day it takes in is selected, the spilled ones still
  /// disabled as spilled days are (issue 21: the 1st to the 4th were only disabled).
  static let intoSpilledStateTable: [(Int, Int, [SemanticNode.State])] = [
    (26, 1, [.selected]), (31, 1, [.selected]), (1, 2, [.selected, .disabled]),
    (3, 2, [.selected, .disabled]), (4, 2, [.selected, .disabled]), (5, 2, [.disabled]),
  ]

  @Test(arguments: intoSpilledStateTable)
  func intoSpilledStates(day: Int, month: Int, states: [SemanticNode.State]) throws {
    let scene = try #require(SceneSpec.named("date-picker-range-into-spilled"))
    let list = try scene.build(Fixture.context())
    #expect(list.node("day \(Fixture.date(day, month: month))")?.states == Set(states))
  }

  @Test func aPressedDayIsPressed() throws {
    var picker = DatePicker.seed
    picker.pressedDate = Fixture.date(20)
    let list = try DatePickerScene(context: Fixture.context()).build(picker)
    #expect(list.node("day 2026-01-20")?.states == [.pressed])
  }

  @Test(arguments: [
    ("previous month", "Previous month", Rect(x: 18, y: 18, width: 44, height: 44)),
    ("next month", "Next month", Rect(x: 278, y: 18, width: 44, height: 44)),
  ])
  func monthButtonsAreButtonsWith44Hits(id: String, label: String, hit: Rect) throws {
    let node = try #require(Self.seed.node(id))
    #expect(node.role == .button && node.label == label && node.hitRect == hit)
  }

  @Test(arguments: [("dismiss", "Dismiss"), ("submit", "Submit")])
  func footerButtonsAreButtons(id: String, label: String) throws {
    let node = try #require(Self.seed.node(id))
    let drawn = try #require(Self.seed.fill(tagged: id)?.0.bounds)
    #expect(node.role == .button && node.label == label)
    #expect(node.hitRect.height >= 44 && node.hitRect.width >= drawn.width)
    #expect(node.hitRect.center == drawn.center)
  }

  /// Reading order: the selector's buttons, the days, then the footer.
  @Test func semanticsAreInReadingOrder() {
    let ids = Self.seed.semantics.map(\.id)
    #expect(ids.prefix(2) == ["previous month", "next month"])
    #expect(ids.suffix(2) == ["dismiss", "submit"])
  }

  @Test func aDuplicateIdFailsTheBuild() throws {
    var builder = DrawListBuilder(context: Fixture.context())
    let hit = Rect(x: 0, y: 0, width: 44, height: 44)
    builder.addSemantic(SemanticNode(id: "x", role: .button, label: "A", hitRect: hit))
    builder.addSemantic(SemanticNode(id: "x", role: .button, label: "B", hitRect: hit))
    #expect(throws: SceneError.duplicateSemanticID("x")) { try builder.build() }
  }
}
