import DrawList
import PickerModel
import Scene
import Testing
import Theme

/// The range band: 22 at the ends, 44 in the middle, reaching 4 pt past each side it joins; a
/// side that ends a row (Sunday's right, Monday's left) joins nothing and stops at the cell.
@Suite struct RangeBandTests {
  static let list = try! DatePickerScene(context: Fixture.context()).build(
    SceneFixtures.rangePicker)

  func band(_ day: Int) -> Rect? {
    guard
      case .rect(let rect, .zero)? = Self.list.fill(tagged: "day \(Fixture.date(day)) band")?.0
    else { return nil }
    return rect
  }

  func frame(_ day: Int) throws -> Rect {
    let cell = try #require(Fixture.cell(Fixture.date(day), in: SceneFixtures.rangePicker))
    return Fixture.layout.cellFrame(row: cell.row, column: cell.column)
  }

  @Test(arguments: [
    (8, DayCellState.rangeStart), (9, .rangeMiddle), (11, .rangeMiddle), (12, .rangeMiddle),
    (14, .rangeEnd), (15, .default), (7, .default),
  ])
  func stateOfEachDay(day: Int, state: DayCellState) {
    let cell = Fixture.cell(Fixture.date(day), in: SceneFixtures.rangePicker)
    #expect(cell?.state == state)
  }

  @Test(arguments: [
    // day, expected width, left edge relative to the cell, right edge relative to the cell
    (8, 22.0, 18.0, 40.0), (9, 44.0, -4.0, 40.0), (10, 44.0, -4.0, 40.0),
    // The row break: Sunday the 11th stops at its right edge, Monday the 12th at its left.
    (11, 40.0, -4.0, 36.0), (12, 40.0, 0.0, 40.0), (13, 44.0, -4.0, 40.0), (14, 22.0, -4.0, 18.0),
  ])
  func bandWidthAndReach(day: Int, width: Double, left: Double, right: Double) throws {
    let frame = try frame(day)
    let rect = try #require(band(day))
    #expect(rect.width == width)
    #expect(rect.x - frame.x == left)
    #expect(rect.maxX - frame.x == right)
    #expect(rect.y == frame.y && rect.height == 36)
  }

  @Test(arguments: [7, 15, 20])
  func daysOutsideTheRangeHaveNoBand(day: Int) {
    #expect(band(day) == nil)
  }

  /// The band of `day` in January 2026 for a range `start`…`end`, relative to its cell.
  static func band(_ day: Int, range start: Int, _ end: Int) throws -> (
    left: Double, right: Double
  )? {
    let picker = DatePicker(
      month: try YearMonth(year: 2026, month: 1),
      selection: .range(start: Fixture.date(start), end: Fixture.date(end)),
      mode: .range)
    let list = try DatePickerScene(context: Fixture.context()).build(picker)
    guard case .rect(let rect, _)? = list.fill(tagged: "day \(Fixture.date(day)) band")?.0,
      let cell = Fixture.cell(Fixture.date(day), in: picker)
    else { return nil }
    let frame = Fixture.layout.cellFrame(row: cell.row, column: cell.column)
    return (rect.x - frame.x, rect.maxX - frame.x)
  }

  @Test(arguments: [
    // A range starting on Sunday the 11th: its half band runs from the centre to the row's end.
    (11, 11, 14, 18.0, 36.0),
    // …and continues on Monday the 12th, flush with the row's start.
    (12, 11, 14, 0.0, 40.0),
    // A range ending on Monday the 12th: its half band starts at the row's start.
    (12, 8, 12, 0.0, 18.0),
    (11, 8, 12, -4.0, 36.0),
    // Into spilled days: the 31st (Saturday) faces the spilled 1st, outside the run.
    (31, 26, 31, -4.0, 18.0),
  ])
  func aSideThatEndsARowOrTheRunJoinsNothing(
    day: Int, start: Int, end: Int, left: Double, right: Double
  ) throws {
    let band = try #require(try Self.band(day, range: start, end))
    #expect(band.left == left && band.right == right, "\(band)")
  }

  @Test func bandsJoinAcrossTheGapsIntoOneRun() throws {
    // 8…11 share row 1 and 12…14 row 2: each band starts exactly where the previous one ends.
    for day in [9, 10, 11, 13, 14] {
      let previous = try #require(band(day - 1))
      let current = try #require(band(day))
      #expect(previous.maxX == current.x)
    }
  }

  @Test func bandIsBrandAlpha10() throws {
    let (_, paint) = try #require(Self.list.fill(tagged: "day 2026-01-09 band"))
    #expect(paint == .solid(Color(hex: "#335CFF1A")!))
  }

  /// Every band is painted before every day's circle, so no band covers a neighbour's circle.
  @Test func everyBandLiesUnderEveryCircle() throws {
    let items = Self.list.items
    let bands = items.indices.filter { items[$0].tag.hasPrefix("day ") && isBand(items[$0]) }
    let circles = items.indices.filter {
      guard items[$0].tag.hasPrefix("day "), case .fill(.circle(_, let r), _) = items[$0].command
      else { return false }
      return r == 18
    }
    #expect(bands.count == 7 && circles.count == 2)
    #expect(try #require(bands.max()) < #require(circles.min()))
  }

  private func isBand(_ item: DrawList.Item) -> Bool {
    guard case .fill(.rect(_, .zero), .solid(let color)) = item.command else { return false }
    return color == Fixture.theme().color(.brandAlpha10)
  }

  @Test func focusedCellHasAVisibleRing() throws {
    let ring = Self.list.items(tagged: "day 2026-01-14 focus")
    guard case .stroke(.circle(let center, let radius), let stroke)? = ring.first,
      case .solid(let color) = stroke.paint
    else {
      Issue.record("no focus ring on the 14th")
      return
    }
    #expect(center == (try frame(14)).center)
    #expect(radius == 21 && stroke.width == 2 && stroke.dash.isEmpty)
    #expect(color == Color(hex: "#335CFF"))
  }
}
