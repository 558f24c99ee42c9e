import DrawList
import PickerModel
import Scene
import Testing

/// A row of tiles in a viewport: drawn as a screen that wide shows it, clipped with the next tile
/// peeking and marked scrollable; without a viewport, the whole row.
@Suite struct OptionTileViewportTests {
  /// Eight tiles: 8 × 106 + 7 × 8 = 904 pt, 944 with the page's 20 pt padding on each side.
  static func eight(viewport: Double?) throws -> OptionTileRow {
    try OptionTileRow(
      (1...8).map { try OptionTile(value: "\($0) GB", selected: $0 == 2) }, viewport: viewport)
  }

  static func list(_ row: OptionTileRow) throws -> DrawList {
    try OptionTilesScene(context: Fixture.context()).build(row)
  }

  @Test func withoutAViewportTheWholeRowIsDrawn() throws {
    let list = try Self.list(Self.eight(viewport: nil))
    #expect(list.canvas == Rect(x: 0, y: 0, width: 944, height: 112))
    #expect(list.semantics.count == 8)
    #expect(list.semantics.allSatisfy { !$0.states.contains(.scrollable) })
    #expect(!list.items.contains { $0.tag == "row viewport" })
  }

  /// 414 pt (an iPhone 11 Pro Max): tiles at 20, 134 and 248 whole, the fourth at 362 cut to 52.
  @Test func aRowWiderThanItsViewportIsClippedPeekingAndScrollable() throws {
    let list = try Self.list(Self.eight(viewport: 414))
    let page = Rect(x: 0, y: 0, width: 414, height: 112)
    #expect(list.canvas == page)
    #expect(list.items.first { $0.tag == "row viewport" }?.command == .pushClip(.rect(page, .zero)))
    #expect(list.items.last { $0.tag == "row viewport" }?.command == .popClip)
    #expect(
      list.semantics.map(\.id) == ["option 1 GB", "option 2 GB", "option 3 GB", "option 4 GB"])
    #expect(list.semantics.allSatisfy { $0.states.contains(.scrollable) })
    #expect(list.semantics.map(\.hitRect.x) == [20, 134, 248, 362])
    #expect(list.semantics.last?.hitRect.width == 52)
    // Tiles wholly out of view are not drawn.
    #expect(!list.items.contains { $0.tag.hasPrefix("option 5 GB") })
  }

  @Test func aRowThatFitsItsViewportIsNotScrollable() throws {
    let row = try OptionTileRow(try OptionTileFixtures.tiles(), viewport: 600)
    let list = try Self.list(row)
    #expect(list.canvas.width == 600)
    #expect(list.semantics.allSatisfy { !$0.states.contains(.scrollable) })
    #expect(!list.items.contains { $0.tag == "row viewport" })
  }

  /// The viewport must hold the first tile and the page's 20 pt padding on each side: 146 pt.
  @Test(arguments: [(146.0, true), (145.9, false), (1, false)])
  func theViewportHoldsAtLeastOneTile(viewport: Double, fits: Bool) throws {
    do {
      _ = try Self.list(Self.eight(viewport: viewport))
      #expect(fits)
    } catch let error as FitError {
      #expect(!fits)
      #expect(error.field == FieldPath("viewport"))
      #expect(error.needs == 146 && error.has == viewport)
    }
  }

  @Test func aTileOutOfViewMustStillFit() throws {
    var tiles = (1...7).map { try? OptionTile(value: "\($0) GB") }.compactMap { $0 }
    tiles.append(try OptionTile(value: "8 GB", caption: String(repeating: "m", count: 16)))
    let refused = #expect(throws: FitError.self) {
      _ = try Self.list(try OptionTileRow(tiles, viewport: 414))
    }
    #expect(refused?.field == FieldPath("tiles", 7, "caption"))
  }

  @Test func thePagesControlSpansTheViewport() throws {
    let page = OptionTilesPage(
      label: "Bundle type", segments: ["Data", "Minutes", "Combo"], selectedSegment: 0,
      row: try Self.eight(viewport: 414))
    let list = try OptionTilesScene(context: Fixture.context()).build(page)
    #expect(list.canvas.width == 414)
    let (track, _) = try #require(list.fill(tagged: "segment track"))
    #expect(track.bounds == Rect(x: 20, y: 20, width: 374, height: 40))
  }
}
