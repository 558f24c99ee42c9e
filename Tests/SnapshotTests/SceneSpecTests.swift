import CairoBackend
import DrawList
import Foundation
import PickerModel
import PickerShotTesting
import Pipeline
import Render
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

  /// Making a scene value makes no model: the model expression runs when the scene is built, so
  /// listing the built-in scenes in a cold process reads no locale data.
  @Test func aSceneMakesItsModelOnlyWhenBuilt() throws {
    let made = Counter()
    let spec = SceneSpec(
      id: "lazy", summary: "counts its models", model: try made.next(), as: .datePicker)
    #expect(made.value == 0)
    _ = try spec.build(
      SceneContext(theme: try TokenSet.builtIn().theme(.light), shaper: HarfBuzzShaper()))
    #expect(made.value == 1)
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
      [SceneDescription(docOnly)], appearances: [.dark], scales: RenderScale.allCases)
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

/// Counts the models made through it (a lock, so the Sendable closure may hold it).
final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  /// How many models were made.
  var value: Int { lock.withLock { count } }
  /// Counts one more, then returns the seed card.
  func next() throws -> DatePicker {
    lock.withLock { count += 1 }
    return try SceneFixtures.seedCard()
  }
}
