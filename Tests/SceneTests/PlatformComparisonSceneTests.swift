import Audit
import DrawList
import PickerModel
import Scene
import Testing
import Theme

/// The comparison sheet (`compare-platforms`): four labelled panels, left to right, each drawing
/// its platform's picker on 16 January 2026 with the day selected.
@Suite struct PlatformComparisonSceneTests {
  static func sheet(_ appearance: Appearance = .light) throws -> DrawList {
    let comparison = try PlatformComparison(appetite: SceneFixtures.seedCard())
    return try SceneStrategy.platformComparison.build(comparison, Fixture.context(appearance))
  }

  static func rect(_ shape: Shape?) -> Rect? {
    guard case .rect(let rect, _)? = shape else { return nil }
    return rect
  }

  @Test func everyPickerIsOnTheCardsDate() throws {
    let comparison = try PlatformComparison(appetite: SceneFixtures.seedCard())
    let sixteenth = Fixture.date(16)
    #expect(comparison.ios.date == sixteenth && comparison.macOS.date == sixteenth)
    #expect(comparison.material.mode == .modal)
    #expect(comparison.material.selection == sixteenth)
    #expect(comparison.material.displayMonth == sixteenth.yearMonth)
    // Today is the Apple panels' fixed today, so the four panels agree on it too.
    #expect(comparison.material.today == AppleCalendarFixtures.today)
  }

  @Test func aDateOutsideComposesYearsWidensThem() throws {
    let card = DatePicker(month: try YearMonth(year: 1850, month: 3))
    let comparison = try PlatformComparison(appetite: card, today: nil)
    #expect(comparison.material.years == 1850...2100)
    #expect(comparison.material.today == (try CalendarDate(year: 1850, month: 3, day: 1)))
  }

  /// Panel, title (its lower-cased form prefixes the panel's tags and ids) and the selected
  /// day's semantic id inside it, left to right.
  @Test(arguments: [
    (0, "Appetite UI", "appetite ui day 2026-01-16"),
    (1, "iOS inline", "ios inline day 2026-01-16"),
    (2, "macOS graphical", "macos graphical macos day 2026-01-16"),
    (3, "Material 3 modal", "material 3 modal day 2026-01-16"),
  ])
  func panelsAreLabelledInOrderEachWithTheSixteenthSelected(
    index: Int, title: String, selectedID: String
  ) throws {
    #expect(PlatformComparisonScene.titles[index] == title)
    let list = try Self.sheet()
    let prefix = title.lowercased()
    let page = try #require(Self.rect(list.fill(tagged: "\(prefix) page")?.0))
    #expect(page.x == Double(index) * page.width && page.y == 0)
    let label = try #require(list.text(tagged: "\(prefix) label"))
    #expect(label.text == title)
    #expect(label.origin.x >= page.x && label.origin.x + label.advance <= page.maxX)
    #expect(list.node(selectedID)?.states.contains(.selected) == true)
    // Every fill, stroke and run of the panel stays on its page (outside groups, whose
    // coordinates are their own): the panels never overlap.
    var depth = 0
    for item in list.items where item.tag.hasPrefix(prefix + " ") {
      switch item.command {
      case .pushGroup, .pushClip: depth += 1
      case .popGroup, .popClip: depth -= 1
      default:
        guard depth == 0, let bounds = item.command.bounds, !item.tag.hasSuffix(" elevation")
        else { continue }
        #expect(
          bounds.x >= page.x - 1e-9 && bounds.maxX <= page.maxX + 1e-9, "\(item.tag) \(bounds)")
      }
    }
  }

  @Test func theSheetHoldsFourPanelsAsTallAsTheMaterialModal() throws {
    let list = try Self.sheet()
    let titles = PlatformComparisonScene.titles
    #expect(titles.count == 4)
    let pages = try titles.map {
      try #require(Self.rect(list.fill(tagged: "\($0.lowercased()) page")?.0))
    }
    #expect(list.items.filter { $0.tag.hasSuffix(" page") && !$0.tag.contains("  ") }.count >= 4)
    #expect(list.canvas.width == 4 * pages[0].width)
    // The Material modal (568 high with its 24 dp surface margin) is the tallest panel.
    let modal = MaterialMetrics.modalHeight + 2 * MaterialMetrics.margin
    let height = modal + 2 * ComparisonScene.margin + ComparisonScene.labelHeight
    #expect(list.canvas.height == height)
    #expect(pages.allSatisfy { $0.height == height })
    // Marks stay marks when a panel is placed (the audit holds them to 3:1).
    #expect(list.items.contains { $0.tag == "ios inline next month" && $0.isMark })
  }

  /// The Material panel draws the M3 modal: the 16th's 40 dp primary circle under its on-primary
  /// label, today's 1 dp primary outline on the 12th, the headline, Cancel and OK.
  @Test(arguments: Appearance.allCases)
  func theMaterialPanelDrawsTheModalOnTheSixteenth(_ appearance: Appearance) throws {
    let list = try Self.sheet(appearance)
    let theme = Fixture.theme(appearance)
    let circle = try #require(list.filledCircle(tagged: "material 3 modal day 2026-01-16 selected"))
    #expect(circle.radius * 2 == MaterialMetrics.dayCell)
    #expect(
      list.fillColor(tagged: "material 3 modal day 2026-01-16 selected")
        == theme.color(.m3Primary))
    let label = try #require(list.text(tagged: "material 3 modal day 2026-01-16"))
    #expect(label.text == "16" && label.color == theme.color(.m3OnPrimary))
    let today = try #require(list.stroke(tagged: "material 3 modal day 2026-01-12 today"))
    #expect(today.1.paint == .solid(theme.color(.m3Primary)))
    #expect(list.text(tagged: "material 3 modal headline")?.text == "Jan 16, 2026")
    #expect(list.node("material 3 modal ok") != nil && list.node("material 3 modal cancel") != nil)
  }

  /// The sheet is one iOS scene (44 pt), but the Material panel keeps Android's 48 dp: every one
  /// of its hit rectangles is 48 dp already, so it meets Android's minimum inside the sheet; the
  /// whole sheet passes at its own platform, the macOS panel's tiles under the pointer exception.
  @Test(arguments: Appearance.allCases)
  func theMaterialPanelMeetsAndroidsMinimumInsideTheSheet(_ appearance: Appearance) throws {
    let scene = try #require(SceneSpec.named("compare-platforms"))
    #expect(try scene.auditPolicy().touchPlatform == .ios)
    let list = try Self.sheet(appearance)
    let material = list.semantics.filter { $0.id.hasPrefix("material 3 modal ") }
    #expect(material.count >= 35)
    let android = SceneAudit.minimumTarget(.android, Fixture.theme(appearance))
    #expect(android == 48)
    #expect(TouchTargetAudit(minimum: android).audit(material).allSatisfy { !$0.fails })
    let sheet = try SceneAudit.targets(Fixture.theme(appearance), for: scene).audit(list)
    #expect(sheet.allSatisfy { !$0.fails })
    let excepted = sheet.filter { $0.exception != nil }.map(\.node.id)
    #expect(!excepted.isEmpty && excepted.allSatisfy { $0.hasPrefix("macos graphical macos ") })
  }
}
