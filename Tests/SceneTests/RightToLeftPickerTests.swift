import DrawList
import PickerModel
import Scene
import Testing
import Theme

/// The segmented picker, the tiles, the e& control and the date selector in a right-to-left
/// locale: each mirrors as its platform does, and a scene file's `locale` reaches it.
///
/// Sources: UIKit controls flip under a right-to-left layout (Apple, "Supporting Right-To-Left
/// Languages": "In iOS apps, UIKit controls appear flipped"; `UISemanticContentAttribute
/// .unspecified`: "The view is flipped when switching between left-to-right and right-to-left
/// layouts"), so UISegmentedControl's first segment is at the right; seed 004 puts the tile's
/// check at `.topTrailing`, the top left in a right-to-left layout, and its row is an HStack,
/// which starts at the trailing edge.
@Suite struct RightToLeftPickerTests {
  static func segmented(_ locale: String) throws -> DrawList {
    try SegmentedPickerScene(context: Fixture.context())
      .build(
        SegmentedPicker(
          groupLabel: "Range", accessibilityLabel: "Range", options: ["Day", "Week", "Month"],
          selectedIndex: 1, width: 343, localeIdentifier: locale))
  }

  static func node(_ list: DrawList, _ id: String) throws -> SemanticNode {
    try #require(list.semantics.first { $0.id == id })
  }

  /// Segment i's rectangle: 16 pt margin, 2 pt thumb inset, (343 − 4) / 3 = 113 pt segments.
  @Test(arguments: [("en_US", [0, 1, 2]), ("he_IL", [2, 1, 0]), ("ar_EG", [2, 1, 0])])
  func segmentsRunFromTheLocalesLeadingEdge(locale: String, slots: [Int]) throws {
    let list = try Self.segmented(locale)
    for (index, slot) in slots.enumerated() {
      let node = try Self.node(list, SegmentedPickerScene.segmentID(index))
      #expect(node.hitRect.midX == 16 + 2 + 113 * (Double(slot) + 0.5))
    }
    // The thumb follows its segment.
    let (thumb, _) = try #require(list.fill(tagged: "thumb"))
    #expect(thumb.bounds.midX == 16 + 2 + 113 * 1.5)
  }

  @Test func theGroupLabelStartsAtTheRightEdgeInHebrew() throws {
    let list = try Self.segmented("he_IL")
    let label = try #require(list.text(tagged: "group label"))
    #expect(abs(label.origin.x + label.advance - (16 + 343)) < 1e-9)
    #expect(label.direction == .rightToLeft && label.language == "he")
    let english = try #require(try Self.segmented("en_US").text(tagged: "group label"))
    #expect(english.origin.x == 16)
  }

  /// Four-segment separators (hidden beside the thumb): in he_IL the one between options 2 and
  /// 3 stands where en_US has the one between options 0 and 1.
  @Test func separatorsMirror() throws {
    func separators(_ locale: String) throws -> [Double] {
      let list = try SegmentedPickerScene(context: Fixture.context())
        .build(
          SegmentedPicker(
            groupLabel: "Range", accessibilityLabel: "Range",
            options: ["Day", "Week", "Month", "Year"], selectedIndex: 1, width: 343,
            localeIdentifier: locale))
      return list.items.filter { $0.tag.hasPrefix("separator") }.compactMap {
        if case .fill(let shape, _) = $0.command { return shape.bounds.midX }
        return nil
      }
    }
    let english = try separators("en_US")
    let hebrew = try separators("he_IL")
    #expect(english.count == 1 && hebrew.count == 1)
    #expect(abs(english[0] + hebrew[0] - (16 + 16 + 343)) < 1e-9)
  }

  // MARK: Tiles

  static func tiles(_ locale: String, viewport: Double? = nil) throws -> DrawList {
    try OptionTilesScene(context: Fixture.context())
      .build(
        OptionTileRow(
          try OptionTileFixtures.tiles(), viewport: viewport, localeIdentifier: locale))
  }

  /// Seed 004: the check is 20 pt in a 24 pt box, 6 pt from the top and end edges (its centre
  /// 18 pt in); 8 pt gaps and 20 pt page padding put ar_EG's first tile at 488 − 20 − 106 = 362.
  @Test(arguments: [("en_US", 20.0, 106.0 - 18), ("ar_EG", 362, 18)])
  func theRowStartsAndTheCheckSitsAtTheLeadingEdge(
    locale: String, firstTile: Double, checkX: Double
  ) throws {
    let list = try Self.tiles(locale)
    #expect(try Self.node(list, "option 1 GB").hitRect.x == firstTile)
    let selected = try Self.node(list, "option 5 GB").hitRect
    let (circle, _) = try #require(list.fill(tagged: "option 5 GB check"))
    #expect(circle == .circle(center: Point(x: selected.x + checkX, y: 20 + 18), radius: 10))
  }

  @Test func aRightToLeftViewportClipsAtTheLeftAndPeeksThere() throws {
    let list = try Self.tiles("ar_EG", viewport: 300)
    #expect(list.canvas.width == 300)
    // 300 − 20 − 106 = 174: the second tile at 60, the third cut at the left edge.
    #expect(try Self.node(list, "option 1 GB").hitRect.x == 174)
    let third = try Self.node(list, "option 10 GB").hitRect
    #expect(third.x == 0 && third.width == 106 - 54)
    #expect(third.width >= 44)
    #expect(!list.semantics.contains { $0.id == "option 20 GB" })
  }

  @Test func eandSegmentsRunFromTheRight() throws {
    var page = try OptionTileFixtures.page()
    page.row.localeIdentifier = "ar_EG"
    let list = try OptionTilesScene(context: Fixture.context()).build(page)
    let first = try Self.node(list, "segment 0").hitRect
    let last = try Self.node(list, "segment 2").hitRect
    #expect(first.midX > last.midX)
  }

  // MARK: Date selector

  static func selector(_ locale: String) throws -> DrawList {
    try DateSelectorScene(context: Fixture.context())
      .build(MonthSelector(month: try YearMonth(year: 2026, month: 1), localeIdentifier: locale))
  }

  /// As the Date Picker card's own selector: previous at the right, pointing right.
  @Test func theSelectorMirrorsAndSpeaksItsLocale() throws {
    let hebrew = try Self.selector("he_IL")
    #expect(try Self.node(hebrew, "previous month").hitRect.midX == 300)
    #expect(try Self.node(hebrew, "next month").hitRect.midX == 40)
    #expect(hebrew.text(tagged: "month")?.text == "ינואר 2026")
    #expect(hebrew.text(tagged: "month")?.direction == .rightToLeft)
    // The same selector the Date Picker card draws in he_IL.
    let card = try DatePickerScene(context: Fixture.context())
      .build(try LocaleFixtures.seedCard("he_IL"))
    let tags: Set = ["selector", "month", "previous month", "next month"]
    #expect(
      hebrew.items.filter { tags.contains($0.tag) }.map(\.command)
        == card.items.filter { tags.contains($0.tag) }.map(\.command))
  }

  @Test func theSpecsEnglishSelectorIsUnchanged() throws {
    let english = try Self.selector(DatePicker.defaultLocaleIdentifier)
    let plain = try DateSelectorScene(context: Fixture.context())
      .build(try YearMonth(year: 2026, month: 1))
    #expect(english.dump() == plain.dump())
    #expect(english.text(tagged: "month")?.text == "January 2026")
  }
}
