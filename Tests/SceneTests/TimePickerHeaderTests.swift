import DrawList
import PickerModel
import Scene
import Testing
import Theme

/// The header reads the picked time in the card's clock, as the list does (issue 21: a 12-hour
/// card headed `20:00` over a list in `08:00 PM`), in every locale: the same digits and period as
/// the picked row, drawn and announced (the clear button's value is the picked slot's label).
@Suite struct TimePickerHeaderTests {
  static func list(_ picker: TimePicker) throws -> DrawList {
    let context = SceneContext(theme: Fixture.theme(), shaper: LocaleTests.shaper)
    return try TimePickerScene(context: context).build(picker)
  }

  static func text(_ list: DrawList, _ tag: String) -> String {
    list.items.filter { $0.tag == tag }.compactMap { item -> String? in
      if case .text(let run) = item.command { return run.text } else { return nil }
    }.joined()
  }

  /// Locale, Format, picked slot, and the header's digits and period where written out (`nil`:
  /// the locale's, as its row writes them). Seed 002: "in 12-hour each slot adds AM or PM, and
  /// in 24-hour the period disappears"; the header shows the picked slot as its row does.
  @Test(
    arguments: [
      ("en_US", TimeFormat.twelveHour, "20:00", "08:00", "PM"),
      ("en_US", .twentyFourHour, "20:00", "20:00", ""),
      ("en_US", .twelveHour, "10:30", "10:30", "AM"),
      ("ar_EG", .twelveHour, "20:00", "٠٨:٠٠", "م"),
      ("ar_EG", .twentyFourHour, "20:00", "٢٠:٠٠", ""),
      ("he_IL", .twelveHour, "20:00", "08:00", nil),
      ("he_IL", .twentyFourHour, "20:00", "20:00", ""),
      ("de_DE", .twelveHour, "20:00", "08:00", nil),
      ("de_DE", .twentyFourHour, "10:30", "10:30", ""),
    ] as [(String, TimeFormat, String, String, String?)])
  func theHeaderFollowsTheCardsClock(
    identifier: String, format: TimeFormat, picked: String, digits: String, period: String?
  ) throws {
    let slot = TimeFixture.slot(picked)
    var picker = TimePicker(format: format, localeIdentifier: identifier)
    picker.pick(slot)
    let list = try Self.list(picker)
    let row = "slot \(picked)"
    #expect(Self.text(list, "header time") == digits)
    #expect(Self.text(list, "header time") == Self.text(list, row))
    #expect(Self.text(list, "header time period") == Self.text(list, "\(row) period"))
    if let period { #expect(Self.text(list, "header time period") == period) }
    let node = try #require(list.node(row))
    #expect(node.states.contains(.selected))
    #expect(list.node("clear")?.value == node.label)
    #expect(list.node("clear")?.value == picker.headerTime(of: slot))
  }

  /// Cleared, the header shows its placeholder in the clock's shape and announces no value: the
  /// clear button goes with the time.
  @Test(arguments: [
    ("en_US", TimeFormat.twelveHour, "--"), ("ar_EG", .twelveHour, "--"),
    ("he_IL", .twentyFourHour, ""), ("de_DE", .twentyFourHour, ""),
  ])
  func aClearedHeaderShowsThePlaceholder(identifier: String, format: TimeFormat, period: String)
    throws
  {
    var picker = TimePicker(format: format, localeIdentifier: identifier)
    picker.clear()
    let list = try Self.list(picker)
    #expect(Self.text(list, "header placeholder") == "--:--")
    #expect(Self.text(list, "header placeholder period") == period)
    #expect(Self.text(list, "header time").isEmpty)
    #expect(list.node("clear") == nil)
    #expect(!list.semantics.contains { $0.states.contains(.selected) && $0.role == .slot })
  }
}
