import DrawList
import PickerModel
import Scene
import Testing
import Theme

/// The layout is placed by named spacing tokens: the built-in steps reproduce the spec's
/// geometry, and changing a step moves what it places, and nothing else.
@Suite struct SpacingTokenTests {
  @Test(arguments: [
    (DimensionToken.spacing1, 4.0), (.spacing2, 8), (.spacing3, 12), (.spacing4, 16),
    (.spacing5, 20), (.spacing6, 24), (.spacing14, 56), (.minTouchTarget, 44),
  ])
  func builtInStepsAreFourPointMultiples(token: DimensionToken, points: Double) {
    for appearance in Appearance.allCases {
      #expect(Fixture.theme(appearance).dimension(token) == points)
    }
  }

  @Test func builtInSpacingGivesTheSpecGeometry() {
    let layout = Fixture.layout
    #expect(layout.weekdayRow.y == 76)
    #expect(layout.gridTop == 104)
    #expect(layout.footer.divider.y == layout.gridBottom + 16)
    #expect(layout.footer.dismissButton.y == layout.footer.divider.maxY + 15)
    #expect(layout.cardHeight == 448)
  }

  /// `spacing/4` separates the sections: 4 more points move the weekday row and everything below
  /// it by 4, the footer by 12 (three section gaps), and leave the selector where it was.
  @Test func sectionSpacingMovesTheSections() throws {
    let tokens = try Fixture.tokens(replacing: ["dimensions", "spacing", "4"], with: "20px")
    let wide = DatePickerLayout(theme: tokens.theme(.light))
    let base = Fixture.layout
    #expect(wide.selector == base.selector)
    #expect(wide.weekdayRow.y == base.weekdayRow.y + 4)
    #expect(wide.gridTop == base.gridTop + 4)
    #expect(wide.footer.divider.y == base.footer.divider.y + 8)
    #expect(wide.footer.dismissButton.y == base.footer.dismissButton.y + 12)
    let list = try DatePickerScene(
      context: SceneContext(theme: tokens.theme(.light), shaper: Fixture.shaper)
    ).build(DatePicker.seed)
    let moved = try #require(list.node("day 2026-01-01")?.hitRect)
    let original = try #require(try Fixture.seedList().node("day 2026-01-01")?.hitRect)
    #expect(moved == original.offsetBy(dx: 0, dy: 4))
  }

  /// A bigger minimum touch target grows every hit rect with it.
  @Test func minTouchTargetSizesTheHitRects() throws {
    let tokens = try Fixture.tokens(replacing: ["platform", "min-touch-target"], with: "48px")
    let list = try DatePickerScene(
      context: SceneContext(theme: tokens.theme(.light), shaper: Fixture.shaper)
    ).build(DatePicker.seed)
    #expect(list.semantics.allSatisfy { $0.hitRect.height == 48 })
    #expect(list.node("day 2026-01-16")?.hitRect.width == 48)
  }

  @Test func dayCellSheetIsPlacedBySpacingToo() {
    let scene = DayCellsScene(context: Fixture.context())
    #expect(scene.columnWidth == 84 && scene.rowLabelWidth == 56)
    #expect(scene.firstRowTop == 52 && scene.rowPitch == 60)
  }
}
