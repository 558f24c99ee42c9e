import DrawList
import PickerModel
import Scene
import Testing
import Theme

/// The range band: 22 at the ends, 44 in the middle, reaching 4 pt past each joined side.
@Suite struct RangeBandTests {
  static let list = try! DatePickerScene(context: Fixture.context()).build(
    SceneFixtures.rangePicker)

  func band(_ day: Int) -> Rect? {
    guard
      case .rect(let rect, .zero)? = Self.list.fill(tagged: "day \(Fixture.date(day)) band")?.0
    else { return nil }
    return rect
  }

  @Test(arguments: [
    (8, DayCellState.rangeStart), (9, .rangeMiddle), (11, .rangeMiddle), (12, .rangeMiddle),
    (14, .rangeEnd), (15, .default), (7, .default),
  ])
  func stateOfEachDay(day: Int, state: DayCellState) {
    let cell = SceneFixtures.rangePicker.cells.first { $0.date == Fixture.date(day) }
    #expect(cell?.state == state)
  }

  @Test(arguments: [
    // day, expected width, left edge relative to the cell, right edge relative to the cell
    (8, 22.0, 18.0, 40.0), (9, 44.0, -4.0, 40.0), (10, 44.0, -4.0, 40.0), (11, 44.0, -4.0, 40.0),
    (12, 44.0, -4.0, 40.0), (13, 44.0, -4.0, 40.0), (14, 22.0, -4.0, 18.0),
  ])
  func bandWidthAndReach(day: Int, width: Double, left: Double, right: Double) throws {
    let cell = try #require(SceneFixtures.rangePicker.cells.first { $0.date == Fixture.date(day) })
    let frame = DatePickerLayout.cellFrame(row: cell.row, column: cell.column)
    let rect = try #require(band(day))
    #expect(rect.width == width)
    #expect(rect.x - frame.x == left)
    #expect(rect.maxX - frame.x == right)
    #expect(rect.y == frame.y && rect.height == 36)
  }

  @Test func bandsJoinAcrossTheGapsIntoOneRun() throws {
    // 8…11 share row 1: each band starts exactly where the previous one ends.
    for day in 9...11 {
      let previous = try #require(band(day - 1))
      let current = try #require(band(day))
      #expect(previous.maxX == current.x)
    }
    #expect(DayCellStyle.bandEndWidth == 22)
    #expect(DayCellStyle.bandMiddleWidth == 44)
    #expect(DayCellStyle.bandReach == 4)
  }

  @Test func bandIsBrandAlpha10UnderTheCircles() throws {
    let (_, paint) = try #require(Self.list.fill(tagged: "day 2026-01-09 band"))
    #expect(paint == .solid(Color(hex: "#335CFF1A")!))
    let tags = Self.list.items.map(\.tag)
    let lastBand = try #require(tags.lastIndex { $0.hasSuffix(" band") })
    let firstCircle = try #require(tags.firstIndex(of: "day 2026-01-08"))
    #expect(lastBand < firstCircle)
  }

  @Test func focusedCellHasAVisibleRing() throws {
    let ring = Self.list.items(tagged: "day 2026-01-14 focus")
    guard case .stroke(.circle(let center, let radius), let stroke)? = ring.first,
      case .solid(let color) = stroke.paint
    else {
      Issue.record("no focus ring on the 14th")
      return
    }
    let cell = try #require(SceneFixtures.rangePicker.cells.first { $0.date == Fixture.date(14) })
    #expect(center == DatePickerLayout.cellFrame(row: cell.row, column: cell.column).center)
    #expect(radius == 21 && stroke.width == 2)
    #expect(color == Color(hex: "#335CFF"))
  }
}
