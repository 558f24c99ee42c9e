import DrawList
import Foundation
import PickerModel
import Scene
import Testing
import Theme

/// NSDatePicker mirrors: the graphical calendar with a range, the clock face, the textual field
/// with its stepper (platform-metrics §5); the comparison sheet is in
/// ``PlatformComparisonSceneTests``.
@Suite struct MacOSPickerTests {
  static func day(_ day: Int) -> CalendarDate { Fixture.date(day) }

  static func build(_ picker: MacOSDatePicker, _ appearance: Appearance = .light) throws
    -> DrawList
  {
    try SceneStrategy.macOSDatePicker.build(picker, Fixture.context(appearance))
  }

  static func rect(_ shape: Shape?) -> Rect? {
    guard case .rect(let rect, _)? = shape else { return nil }
    return rect
  }

  // MARK: - Graphical

  /// The range 12–16 January is one accent band from the 12th's tile to the 16th's (one week
  /// row in en_US), under white numerals; the 11th and 17th stay in `label`.
  @Test(arguments: Appearance.allCases)
  func rangeFillSpansTheTwelfthToTheSixteenth(_ appearance: Appearance) throws {
    let theme = Fixture.theme(appearance)
    let picker = try MacOSDatePicker(
      style: .graphical, date: Self.day(16), range: Self.day(12)...Self.day(16))
    let list = try Self.build(picker, appearance)
    let bands = list.items.filter { $0.tag.hasPrefix("macos range ") }
    #expect(bands.map(\.tag) == ["macos range 2026-01-12…2026-01-16"])
    let calendar = try MacOSScene.calendar(picker, today: nil, origin: Point(x: 20, y: 20))
    let grid = calendar.grid(theme)
    let first = try #require(grid.cell(of: Self.day(12)))
    let last = try #require(grid.cell(of: Self.day(16)))
    let (shape, paint) = try #require(list.fill(tagged: bands[0].tag))
    let band = try #require(Self.rect(shape))
    #expect(band == first.union(last).insetBy(dx: 1, dy: 1))
    #expect(paint == .solid(theme.color(.iosSystemBlue)))
    for day in 12...16 {
      #expect(list.text(tagged: "macos day \(Self.day(day))")?.color == .white)
      #expect(list.node("macos day \(Self.day(day))")?.states == [.selected])
    }
    for day in [11, 17] {
      #expect(list.text(tagged: "macos day \(Self.day(day))")?.color == theme.color(.iosLabel))
    }
  }

  /// 141 × 148 calendar, 20 × 18 tiles, six rows with the neighbouring months' days faint.
  @Test func calendarHasSixRowsOfTwentyByEighteenTiles() throws {
    let picker = try MacOSDatePicker(style: .graphical, date: Self.day(16))
    let list = try Self.build(picker)
    #expect(
      Self.rect(list.fill(tagged: "macos box")?.0) == Rect(x: 20, y: 20, width: 141, height: 148))
    let grid = try MacOSScene.calendar(picker, today: nil, origin: Point(x: 20, y: 20))
      .grid(Fixture.theme())
    #expect(grid.rows == 6 && grid.columnWidth == 20 && grid.rowHeight == 18)
    #expect(grid.frame.y == 20 + 39)
    #expect(
      list.text(tagged: "macos day 2025-12-28")?.color == Fixture.theme().color(.iosTertiaryLabel))
    #expect(list.text(tagged: "macos day 2026-02-07") != nil)
    #expect(list.text(tagged: "macos weekday 0")?.text == "S")
    #expect(list.text(tagged: "macos month title")?.text == "January 2026")
  }

  /// Each day cell's spoken label names the date's own month and year, also for the spilled
  /// days of the months before and after the one shown.
  @Test(arguments: [
    ("2025-12-28", "28 December 2025"), ("2025-12-31", "31 December 2025"),
    ("2026-01-01", "1 January 2026"), ("2026-01-16", "16 January 2026"),
    ("2026-02-01", "1 February 2026"), ("2026-02-07", "7 February 2026"),
  ])
  func daysOfNeighbouringMonthsReadTheirOwnMonth(id: String, label: String) throws {
    let picker = try MacOSDatePicker(style: .graphical, date: Self.day(16))
    let node = try #require(try Self.build(picker).node("macos day \(id)"))
    #expect(node.label == label)
  }

  @Test func germanCalendarStartsOnMonday() throws {
    let picker = try MacOSDatePicker(
      style: .graphical, date: Self.day(16), localeIdentifier: "de_DE")
    let list = try Self.build(picker)
    #expect(list.text(tagged: "macos weekday 0")?.text == "M")
    #expect(list.text(tagged: "macos day 2025-12-29") != nil)
    #expect(list.text(tagged: "macos day 2025-12-28") == nil)
  }

  /// The macOS picker takes the locale rule every picker shares (``PickerLocale/isAvailable(_:)``):
  /// `de-DE` draws as `de_DE` does, in each style; an identifier Foundation lacks is refused.
  @Test(arguments: [MacOSDatePicker.Style.graphical, .textual, .clock])
  func aHyphenatedLocaleDrawsAsItsICUForm(_ style: MacOSDatePicker.Style) throws {
    let hyphen = try MacOSDatePicker(
      style: style, date: Self.day(16), hour: 10, minute: 30, localeIdentifier: "de-DE")
    let icu = try MacOSDatePicker(
      style: style, date: Self.day(16), hour: 10, minute: 30, localeIdentifier: "de_DE")
    #expect(try Self.build(hyphen).dump() == (try Self.build(icu).dump()))
    #expect(throws: SceneError.badComponent("macOS date picker: unknown locale \"xx-YY\"")) {
      try MacOSDatePicker(style: style, date: Self.day(16), localeIdentifier: "xx-YY")
    }
  }

  // MARK: - Clock

  /// Each hand is drawn at twelve in a group rotated clockwise about the centre: 10:30 puts the
  /// hour hand at 315° and the minute hand at 180°.
  @Test(arguments: [
    (10, 30, 315.0, 180.0), (3, 0, 90.0, 0.0), (18, 15, 187.5, 90.0), (0, 0, 0.0, 0.0),
  ])
  func clockHandsPointAtTheTime(hour: Int, minute: Int, hourAngle: Double, minuteAngle: Double)
    throws
  {
    let picker = try MacOSDatePicker(style: .clock, date: Self.day(16), hour: hour, minute: minute)
    let list = try Self.build(picker)
    for (tag, expected) in [("hour hand", hourAngle), ("minute hand", minuteAngle)] {
      var group: Group?
      for case .pushGroup(let g) in list.items(tagged: tag) { group = g }
      let transform = try #require(group?.transform)
      var degrees = atan2(transform.b, transform.a) * 180 / .pi
      if degrees < -1e-9 { degrees += 360 }
      #expect(abs(degrees - expected) < 1e-9, "\(tag) at \(hour):\(minute)")
      // The pivot is the dial's centre.
      let clock = MacOSClock(picker: picker, origin: Point(x: 20, y: 20))
      let moved = transform.apply(clock.center)
      #expect(abs(moved.x - clock.center.x) < 1e-9 && abs(moved.y - clock.center.y) < 1e-9)
    }
  }

  @Test func clockHasSixtyTicksTwelveNumeralsAndThePeriod() throws {
    let list = try Self.build(
      try MacOSDatePicker(style: .clock, date: Self.day(16), hour: 10, minute: 30))
    #expect(list.items.filter { $0.tag.hasPrefix("clock tick ") }.count == 60)
    #expect((1...12).allSatisfy { list.text(tagged: "clock numeral \($0)")?.text == "\($0)" })
    #expect(list.text(tagged: "clock period")?.text == "AM")
    #expect(list.node("macos clock")?.role == .adjustable)
    #expect(
      list.node("macos clock")?.value?.replacingOccurrences(of: "\u{202F}", with: " ") == "10:30 AM"
    )
  }

  // MARK: - Textual

  /// The field's elements come from the locale's pattern, in its order.
  @Test(arguments: [
    ("en_US", ["1", "/", "16", "/", "2026", "10", ":", "30", "\u{202F}", "AM"]),
    ("de_DE", ["16", ".", "1", ".", "2026", "10", ":", "30"]),
  ])
  func textualElementsFollowTheLocale(locale: String, texts: [String]) throws {
    let picker = try MacOSDatePicker(
      style: .textual, date: Self.day(16), hour: 10, minute: 30, focusedElement: "d",
      localeIdentifier: locale)
    let list = try Self.build(picker)
    let runs = list.items.compactMap { item -> String? in
      guard item.tag.hasPrefix("macos element") || item.tag == "macos separator text",
        case .text(let run) = item.command
      else { return nil }
      return run.text
    }
    #expect(runs.map { $0 == " " ? "\u{202F}" : $0 } == texts)
    let day = try #require(list.text(tagged: "macos element d"))
    #expect(day.text == "16" && day.color == .white)
  }

  @Test func textualFieldHasA23PointBezelAndTheRegularStepper() throws {
    let picker = try MacOSDatePicker(
      style: .textual, date: Self.day(16), hour: 10, minute: 30, focusedElement: "d")
    let list = try Self.build(picker)
    let bezel = try #require(Self.rect(list.fill(tagged: "macos field")?.0))
    #expect(bezel.height == 23 && bezel.y == 20 + 3)
    let highlight = try #require(Self.rect(list.fill(tagged: "macos focused element")?.0))
    #expect(highlight.height == 18 && abs(highlight.midY - bezel.midY) < 1e-9)
    let stepper = try #require(Self.rect(list.fill(tagged: "macos stepper")?.0))
    #expect(
      stepper == Rect(x: bezel.maxX + 5, y: 20 + 1, width: 19, height: 27).insetBy(dx: 3, dy: 2))
    for id in ["macos increment", "macos decrement"] {
      #expect(list.node(id)?.role == .button)
    }
    #expect(list.node("macos field")?.states == [.focused])
  }

  @Test func macOSModelRulesAreOneLineErrors() {
    #expect(
      throws: SceneError.badComponent("macOS date picker: no time 24:0 (hour 0–23, minute 0–59)")
    ) {
      try MacOSDatePicker(style: .clock, date: Self.day(16), hour: 24)
    }
    #expect(
      throws: SceneError.badComponent(
        "macOS date picker: a range needs the graphical style, not textual")
    ) {
      try MacOSDatePicker(style: .textual, date: Self.day(16), range: Self.day(12)...Self.day(16))
    }
    #expect(throws: SceneError.badComponent("macOS date picker: unknown locale \"en_XX_bad\"")) {
      try MacOSDatePicker(style: .clock, date: Self.day(16), localeIdentifier: "en_XX_bad")
    }
  }

  /// The first and last supported months draw without trapping: cells before 1 January 1 or
  /// after 31 December 9999 stay empty, a range ending on the last day ends its band there.
  @Test(arguments: ["0001-01-01", "9999-12-31"])
  func theEdgesOfTheSupportedYearsDrawWithoutTrapping(iso: String) throws {
    let date = try CalendarDate(parsing: iso)
    let range = date.year == 1 ? date...date.adding(days: 4) : date.adding(days: -4)...date
    let mac = try Self.build(try MacOSDatePicker(style: .graphical, date: date, range: range))
    #expect(mac.items.filter { $0.tag.hasPrefix("macos range ") }.count >= 1)
    #expect(mac.text(tagged: "macos day \(date)") != nil)
    let ios = try AppleDatePicker(mode: .dateAndTime, style: .compact, date: date)
    let list = try SceneStrategy.appleCompactOpen.build(ios, Fixture.context())
    #expect(list.node("day \(date)")?.states == [.selected])
  }

  @Test func aGridOfMoreThanSixRowsIsRefused() throws {
    var builder = DrawListBuilder(context: Fixture.context())
    let month = try AppleCalendarMonth(YearMonth(year: 2026, month: 1), localeIdentifier: "en_US")
    let grid = AppleCalendarGrid(
      month: month, frame: Rect(x: 0, y: 0, width: 140, height: 140), rows: 1_000_000,
      style: .macOS(Fixture.theme()), selection: .none, today: nil)
    #expect(throws: SceneError.badComponent("calendar grid: 1000000 rows in 140.0 × 140.0 pt")) {
      try builder.add(grid)
    }
  }
}
