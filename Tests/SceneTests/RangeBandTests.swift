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

  /// The band of `date` for a range `start`…`end` on `shown`'s card in `locale`: its edges
  /// relative to the cell's left edge, and the shape it is clipped to, if any.
  static func band(
    _ date: String, range start: String, _ end: String, shown: String = "2026-01",
    locale: String = DatePicker.defaultLocaleIdentifier
  ) throws -> (left: Double, right: Double, clip: Shape?)? {
    let first = try #require(CalendarDate(iso: start))
    let last = try #require(CalendarDate(iso: end))
    let picker = DatePicker(
      month: try #require(CalendarDate(iso: shown + "-01")).yearMonth,
      selection: .range(start: first, end: last), mode: .range, localeIdentifier: locale)
    let day = try #require(CalendarDate(iso: date))
    let list = try DatePickerScene(context: Fixture.context()).build(picker)
    let tag = "day \(day) band"
    guard case .rect(let rect, _)? = list.fill(tagged: tag)?.0,
      let cell = Fixture.cell(day, in: picker)
    else { return nil }
    let frame = DatePickerLayout(theme: Fixture.theme(), rightToLeft: picker.locale.isRightToLeft)
      .cellFrame(row: cell.row, column: cell.column)
    var clip: Shape?
    if case .pushClip(let shape)? = list.items(tagged: tag).first { clip = shape }
    return (rect.x - frame.x, rect.maxX - frame.x, clip)
  }

  /// Each row names the spec's rule it holds (seed 002, the Day cell: "The band is 22 wide at
  /// the ends and 44 wide in the middle, and it reaches 4 pt past the cell on every side it
  /// joins"). A half band that joins nothing is still 22 wide: it ends at the cell's edge and is
  /// clipped to the circle, so none of it shows outside (issue 21: it was 18 wide, its square
  /// corners outside the circle).
  @Test(
    arguments: [
      // day, range start, end, card, locale, left, right, clipped to the circle, spec source
      (
        "2026-01-11", "2026-01-11", "2026-01-14", "2026-01", "en_US@fw=mon", 14.0, 36.0, true,
        "seed 002: 22 wide at the ends; a Sunday start joins nothing to its right"
      ),
      (
        "2026-01-12", "2026-01-11", "2026-01-14", "2026-01", "en_US@fw=mon", 0.0, 40.0, false,
        "seed 002: 4 pt past a side it joins; Monday's left ends the row"
      ),
      (
        "2026-01-12", "2026-01-08", "2026-01-12", "2026-01", "en_US@fw=mon", 0.0, 22.0, true,
        "seed 002: 22 wide at the ends; a Monday end joins nothing to its left"
      ),
      (
        "2026-01-11", "2026-01-08", "2026-01-12", "2026-01", "en_US@fw=mon", -4.0, 36.0, false,
        "seed 002: 4 pt past a side it joins; Sunday's right ends the row"
      ),
      (
        "2026-01-31", "2026-01-26", "2026-01-31", "2026-01", "en_US@fw=mon", -4.0, 18.0, false,
        "seed 002: a Saturday end joins the Friday before it, 22 wide"
      ),
      (
        "2026-01-08", "2026-01-08", "2026-01-14", "2026-01", "en_US@fw=mon", 18.0, 40.0, false,
        "seed 002: a start that joins runs from its centre to 4 pt past the cell"
      ),
      // Mirrored (he_IL, Sunday at the right): Saturday the 10th stands at the row's left end.
      (
        "2026-01-10", "2026-01-10", "2026-01-14", "2026-01", "he_IL", 0.0, 22.0, true,
        "seed 002 mirrored: a Saturday start at the row's left end joins nothing, 22 wide"
      ),
      (
        "2026-01-11", "2026-01-08", "2026-01-11", "2026-01", "he_IL", 14.0, 36.0, true,
        "seed 002 mirrored: a Sunday end at the row's right end joins nothing, 22 wide"
      ),
      // Into the spilled days: the band runs on to February's 4th, which caps it.
      (
        "2026-01-31", "2026-01-26", "2026-02-04", "2026-01", "en_US@fw=mon", -4.0, 40.0, false,
        "seed 002: 44 in the middle; the 31st joins the spilled 1st"
      ),
      (
        "2026-02-01", "2026-01-26", "2026-02-04", "2026-01", "en_US@fw=mon", -4.0, 36.0, false,
        "seed 002: the spilled 1st is in the range's middle; Sunday's right ends the row"
      ),
      (
        "2026-02-04", "2026-01-26", "2026-02-04", "2026-01", "en_US@fw=mon", -4.0, 18.0, false,
        "seed 002: the spilled 4th ends the range, 22 wide toward the 3rd"
      ),
      // Begun last month: February's 1st joins the empty cell before it, where the range came
      // from ("the continuing side joined at the month edge").
      (
        "2026-02-01", "2026-01-26", "2026-02-10", "2026-02", "en_US@fw=mon", -4.0, 36.0, false,
        "seed 002: 4 pt past the side it joins, toward January's 31st"
      ),
    ] as [(String, String, String, String, String, Double, Double, Bool, String)])
  func aSideThatEndsARowJoinsNothingAndAnEndStays22Wide(
    day: String, start: String, end: String, shown: String, locale: String, left: Double,
    right: Double, clipped: Bool, source: String
  ) throws {
    let band = try #require(
      try Self.band(day, range: start, end, shown: shown, locale: locale), "\(source)")
    #expect(band.left == left && band.right == right, "\(source): \(band)")
    #expect((band.clip != nil) == clipped, "\(source)")
    if let clip = band.clip {
      guard case .circle(_, let radius) = clip else {
        Issue.record("\(source): the clip is not the circle")
        return
      }
      #expect(radius == 18, "\(source)")
    }
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
