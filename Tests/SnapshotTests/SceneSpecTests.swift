import CairoBackend
import DrawList
import PickerModel
import Scene
import Snapshot
import Testing
import Theme

/// Scenes as values: the built-in list, ids, scales and the golden matrix they make.
@Suite struct SceneSpecTests {
  @Test(arguments: [
    ("date-picker", true), ("primitives/dashed-stroke", true), ("a1-b2", true),
    ("primitives/dashed-stroke/x", false), ("../x", false), ("/x", false), ("x/", false),
    ("a//b", false), ("Date-Picker", false), ("", false), ("1st", false), ("a b", false),
    ("-x", false), (String(repeating: "a", count: 101), false),
  ])
  func idShapes(id: String, valid: Bool) {
    #expect(SceneSpec.isValidID(id) == valid)
  }

  @Test func builtInIDsAreValidAndUnique() {
    let ids = SceneSpec.builtIn.map(\.id)
    #expect(ids.allSatisfy(SceneSpec.isValidID))
    #expect(Set(ids).count == ids.count)
    for id in ids { #expect(SceneSpec.named(id)?.id == id) }
    #expect(SceneSpec.named("nope") == nil)
  }

  /// The matrix: every scene and theme at @2x; the three Appetite cards at every scale.
  @Test func theGoldenMatrixFollowsEachScenesScales() {
    for scene in SceneSpec.builtIn {
      #expect(scene.scales.contains(.x2), "\(scene.id) has no @2x golden")
    }
    let cards = ["date-picker", "date-picker-range", "day-cells"]
    for id in cards { #expect(SceneSpec.named(id)?.scales == RenderScale.allCases) }
    let all = SnapshotCase.all
    #expect(Set(all.map(\.id)).count == all.count)
    let expected = SceneSpec.builtIn.reduce(0) { $0 + $1.appearances.count * $1.scales.count }
    #expect(all.count == expected)
    // A @2x-only scene asked for at every scale yields its @2x case alone.
    let docOnly = SceneSpec(id: "doc-only", summary: "", model: (), as: .dayCells)
    let selected = SnapshotCase.cases(
      [docOnly], appearances: [.dark], scales: RenderScale.allCases)
    #expect(selected.map(\.id) == ["doc-only/dark@2x"])
  }

  @Test func aStrategyRendersAnyModelLikeTheBuiltInScene() throws {
    let context = SceneContext(
      theme: try TokenSet.builtIn().theme(.light), shaper: HarfBuzzShaper())
    let builtIn = try #require(SceneSpec.named("date-picker")).build(context)
    let adHoc = try SceneStrategy.datePicker.build(try SceneFixtures.seedCard(), context)
    #expect(builtIn == adHoc)
    // A pullback draws another model type through the same builder.
    let byMonth = SceneStrategy.datePicker.pullback { (month: YearMonth) in
      DatePicker(month: month)
    }
    let march = try byMonth.build(try YearMonth(year: 2026, month: 3), context)
    #expect(march != builtIn)
    #expect(march.canvas == builtIn.canvas)
  }

  @Test func aModelThatCannotBeMadeIsAnErrorNotATrap() {
    let broken = SceneSpec(
      id: "broken", summary: "",
      model: { try YearMonth(year: 2026, month: 13) },
      as: SceneStrategy.datePicker.pullback {
        DatePicker(month: $0)
      })
    #expect(throws: DateError.self) {
      try broken.build(
        SceneContext(theme: try TokenSet.builtIn().theme(.light), shaper: HarfBuzzShaper()))
    }
  }
}
