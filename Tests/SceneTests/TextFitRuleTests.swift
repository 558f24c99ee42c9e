import DrawList
import PickerModel
import Scene
import Testing
import Theme

/// Fit or refuse: every text in a fixed box of the segmented picker, the tiles, the e& control
/// and the date selector is measured against its box, and one character too many is a
/// ``FitError`` naming the width the box has and where the text comes from.
///
/// The fake shaper advances every character half an em, so `n` characters of a 16 pt style are
/// exactly `8n` pt wide: each row gives the most characters that fit, and one more is refused.
@Suite struct TextFitRuleTests {
  /// One box: where its numbers come from, how to draw `n` characters into it, the most that fit,
  /// the width the box has and the field a refusal names.
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var source: String
    var fits: Int
    var has: Double
    var field: FieldPath
    var draw: @Sendable (String) throws -> Void
    var testDescription: String { "\(name) (\(source))" }
  }

  static func row(_ tiles: [OptionTile]) throws -> OptionTileRow {
    try OptionTileRow(tiles + [try OptionTile(value: "x1"), try OptionTile(value: "x2")])
  }

  static func tiles(_ tiles: [OptionTile]) throws {
    _ = try OptionTilesScene(context: Fixture.context()).build(try row(tiles))
  }

  static let cases: [Case] = [
    Case(
      name: "tile value, 16 pt title/sm", source: "seed 004: 106 pt tile, 8 pt side padding",
      fits: 11, has: 90, field: FieldPath("tiles", 0, "value"),
      draw: { try tiles([try OptionTile(value: $0)]) }),
    Case(
      name: "selected tile value, clear of the check",
      source: "seed 004: 20 pt check in a 24 pt box 6 pt from the top and end: 2 × (53 − 28)",
      fits: 6, has: 50, field: FieldPath("tiles", 0, "value"),
      draw: { try tiles([try OptionTile(value: $0, selected: true)]) }),
    Case(
      name: "tile caption, 12 pt body/xs", source: "seed 004: 106 pt tile, 8 pt side padding",
      fits: 15, has: 90, field: FieldPath("tiles", 0, "caption"),
      draw: { try tiles([try OptionTile(value: "1 GB", caption: $0)]) }),
    Case(
      name: "tile badge, 10 pt label/2xs, 6 pt clear at each end",
      source: "seed 004: badge strip 2 pt inside the tile; eand/spacing/xs",
      fits: 18, has: 102, field: FieldPath("tiles", 0, "badge"),
      draw: { try tiles([try OptionTile(value: "1 GB", badge: .text($0))]) }),
    Case(
      name: "e& segment label, 14 pt label/sm, 8 pt clear at each end",
      source: "seed 004 selectors: a pill track; eand/spacing/2xs inside it, eand/spacing/sm",
      fits: 18, has: (448 - 8) / 3, field: FieldPath("segments", 1),
      draw: {
        let tiles = try OptionTileFixtures.tiles()
        _ = try OptionTilesScene(context: Fixture.context())
          .build(
            OptionTilesPage(
              label: "Bundle type", segments: ["Data", $0, "Combo"], selectedSegment: 0,
              row: try OptionTileRow(tiles)))
      }),
    Case(
      name: "date selector month title, 14 pt label-sm",
      source: "seed 002 card 340 pt, 20 pt padding, 32 pt buttons 4 pt in: 300 − 2 × 36",
      fits: 31, has: 228, field: FieldPath("month"),
      draw: {
        _ = try Fixture.draw(Fixture.layout.dateSelector(title: $0))
      }),
    Case(
      name: "segmented group label, 17 pt body", source: "platform-metrics §3.3: a 343 pt track",
      fits: 40, has: 343, field: FieldPath("label"),
      draw: {
        _ = try SegmentedPickerScene(context: Fixture.context())
          .build(
            SegmentedPicker(
              groupLabel: $0, accessibilityLabel: $0, options: ["A", "B"], width: 343))
      }),
  ]

  @Test(arguments: cases)
  func theMostThatFitsIsDrawnAndOneMoreIsRefused(_ box: Case) throws {
    try box.draw(String(repeating: "m", count: box.fits))
    let refused = #expect(throws: FitError.self) {
      try box.draw(String(repeating: "m", count: box.fits + 1))
    }
    #expect(refused?.has == box.has)
    #expect(refused?.field == box.field)
    #expect((refused?.needs ?? 0) > box.has)
  }

  /// The e& control keeps each segment at the 44 pt minimum touch target (Apple's Human
  /// Interface Guidelines; `platform/min-touch-target`): a two-tile row's 220 pt track holds four
  /// segments of 53 pt, not five of 42.4.
  @Test(arguments: [(4, true), (5, false)])
  func eandSegmentsAreAtLeastTheMinimumTarget(count: Int, fits: Bool) throws {
    let page = OptionTilesPage(
      label: "Bundle type", segments: (1...count).map { "\($0)" }, selectedSegment: 0,
      row: try OptionTileRow([try OptionTile(value: "1 GB"), try OptionTile(value: "5 GB")]))
    do {
      _ = try OptionTilesScene(context: Fixture.context()).build(page)
      #expect(fits)
    } catch let error as FitError {
      #expect(!fits)
      #expect(error.field == FieldPath("segments"))
      #expect(error.needs == 44)
      #expect(abs(error.has - 42.4) < 1e-9)
    }
  }

  @Test func theSegmentedTrackKeepsEachSegmentAtTheMinimumTarget() throws {
    let picker = try SegmentedPicker(
      groupLabel: "Size", accessibilityLabel: "Size", options: ["S", "M", "L", "XL", "XXL"],
      width: 200)
    let refused = #expect(throws: FitError.self) {
      _ = try SegmentedPickerScene(context: Fixture.context()).build(picker)
    }
    #expect(refused?.field == FieldPath("width"))
    #expect(refused?.has == 196.0 / 5)
  }
}
