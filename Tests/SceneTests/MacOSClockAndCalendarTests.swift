import DrawList
import PickerModel
import Scene
import Testing
import Theme

/// NSDatePicker's graphical style with date and time elements (`macos-graphical-datetime`,
/// issue 22): the calendar and the clock face side by side, each drawn by its own painter, laid
/// out as the CP replica lays them out (platform-metrics §5).
@Suite struct MacOSClockAndCalendarTests {
  static func picker(locale: String = "en_US") throws -> MacOSDatePicker {
    try MacOSDatePicker(
      style: .clockAndCalendar, date: Fixture.date(16), hour: 10, minute: 30,
      localeIdentifier: locale)
  }

  static func list(_ picker: MacOSDatePicker, _ appearance: Appearance = .light) throws
    -> DrawList
  {
    try SceneStrategy.macOSDatePicker.build(picker, Fixture.context(appearance))
  }

  /// Each number of the layout, measured on the draw list; each row names its source.
  @Test(
    arguments: [
      ("CP size-calendar / min-size-calendar: 141 wide", "calendar width", 141.0),
      ("CP min-size-calendar: 148 high", "calendar height", 148),
      ("CP size-clock: 122 wide", "clock width", 122),
      ("CP size-clock: 123 high", "clock height", 123),
      ("CP _CPDatePickerCalendar.j: the clock at sizeCalendar.width + 10", "gap", 10),
      ("CP _CPDatePickerCalendar.j: centred on the height, (148 − 123) / 2", "clock top", 12.5),
      ("computed: 141 + 10 + 122 (CP's showcase frame says 276)", "width", 273),
    ] as [(String, String, Double)])
  func theCalendarAndClockStandSideBySide(source: String, metric: String, expected: Double)
    throws
  {
    let list = try Self.list(Self.picker())
    let calendar = try #require(list.fill(tagged: "macos box")?.0.bounds, "\(source)")
    let clock = try #require(list.node("macos clock")?.hitRect, "\(source)")
    let measured: Double =
      switch metric {
      case "calendar width": calendar.width
      case "calendar height": calendar.height
      case "clock width": clock.width
      case "clock height": clock.height
      case "gap": clock.x - calendar.maxX
      case "clock top": clock.y - calendar.y
      default: clock.maxX - calendar.x
      }
    #expect(abs(measured - expected) < 1e-9, "\(source): \(measured)")
    #expect(calendar.x == 20 && calendar.y == 20, "\(source)")
  }

  /// Both painters draw in full: the month's grid with the 16th selected (no range) and today
  /// in the accent, and the clock with its ticks, numerals, AM and hands at 10:30.
  @Test func bothPaintersDrawTheirParts() throws {
    let list = try Self.list(Self.picker())
    #expect(list.text(tagged: "macos month title")?.text == "January 2026")
    #expect(list.node("macos day 2026-01-16")?.states == [.selected])
    #expect(list.items.allSatisfy { !$0.tag.hasPrefix("macos range ") })
    #expect(
      list.text(tagged: "macos day 2026-01-12")?.color == Fixture.theme().color(.iosSystemBlue))
    #expect(list.items.filter { $0.tag.hasPrefix("clock tick ") }.count == 60)
    #expect(list.text(tagged: "clock period")?.text == "AM")
    #expect(!list.items(tagged: "minute hand").isEmpty && !list.items(tagged: "hour hand").isEmpty)
    #expect(list.node("macos clock")?.role == .adjustable)
  }

  /// Right to left the pair is mirrored (the calendar at the right, itself mirrored; the clock
  /// at the left, not mirrored).
  @Test func rightToLeftTheClockStandsAtTheLeft() throws {
    let list = try Self.list(Self.picker(locale: "he_IL"))
    let calendar = try #require(list.fill(tagged: "macos box")?.0.bounds)
    let clock = try #require(list.node("macos clock")?.hitRect)
    #expect(clock.x == 20 && calendar.x - clock.maxX == 10)
    let twelve = try #require(list.text(tagged: "clock numeral 12"))
    #expect(abs(twelve.origin.x + twelve.advance / 2 - clock.midX) < 1e-9)
  }

  /// A range stays the calendar-only style's; the style's scene file reads `clock-and-calendar`.
  @Test func aRangeNeedsTheCalendarOnlyStyle() throws {
    #expect(
      throws: SceneError.badComponent(
        "macOS date picker: a range needs the graphical style, not clockAndCalendar")
    ) {
      try MacOSDatePicker(
        style: .clockAndCalendar, date: Fixture.date(16),
        range: Fixture.date(12)...Fixture.date(16))
    }
    let file = try decodeScene(
      #"{"picker": "macos-date-picker", "style": "clock-and-calendar", "date": "2026-01-16", "#
        + #""time": "10:30"}"#)
    let builtIn = try #require(SceneSpec.named("macos-graphical-datetime"))
    #expect(
      try file.spec.build(Fixture.context()).dump() == (try builtIn.build(Fixture.context()).dump())
    )
  }
}
