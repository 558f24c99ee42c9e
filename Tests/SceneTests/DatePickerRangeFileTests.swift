import DrawList
import PickerModel
import Scene
import Testing

/// Date Picker scene files with a range across a month (issue 21: refused, though the keyboard
/// reaches them): a range with both ends picked is taken while the card shows a day of it, and
/// drawn as the model holds it; one that runs backwards, or shows nowhere, is refused at
/// `$.selection` with the model's one line.
@Suite struct DatePickerRangeFileTests {
  static func file(_ month: String, _ start: String, _ end: String) -> String {
    #"{"picker": "date-picker", "month": "\#(month)", "#
      + #""selection": {"start": "\#(start)", "end": "\#(end)"}}"#
  }

  @Test(arguments: [
    // card, start, end, the day to look at, its band's left and right edge from the cell's left
    // (seed 002: 4 pt past a side it joins; 22 wide at the ends, 44 in the middle)
    ("2026-02", "2026-01-26", "2026-02-10", "2026-02-01", -4.0, 36.0),
    ("2026-02", "2026-01-26", "2026-02-10", "2026-02-10", -4.0, 18.0),
    ("2026-01", "2026-01-26", "2026-02-10", "2026-02-08", -4.0, 36.0),
    ("2026-01", "2026-01-26", "2026-02-10", "2026-01-26", 18.0, 40.0),
  ])
  func aRangeAcrossAMonthIsTakenAndDrawn(
    month: String, start: String, end: String, day: String, left: Double, right: Double
  ) throws {
    let file = try decodeScene(Self.file(month, start, end))
    let list = try file.spec.build(Fixture.context())
    guard case .rect(let band, _)? = list.fill(tagged: "day \(day) band")?.0 else {
      Issue.record("no band on \(day)")
      return
    }
    let node = try #require(list.node("day \(day)"))
    #expect(node.states.contains(.selected))
    let cell = node.hitRect.insetBy(dx: 4, dy: 4)
    #expect(band.x - cell.x == left && band.maxX - cell.x == right, "\(band) in \(cell)")
  }

  @Test(arguments: [
    (
      file("2026-01", "2026-01-14", "2026-01-08"),
      "march.json: $.selection: date picker: the range's end 2026-01-08 is before its start "
        + "2026-01-14"
    ),
    (
      file("2026-02", "2026-01-05", "2026-01-20"),
      "march.json: $.selection: date picker: the range 2026-01-05 to 2026-01-20 has no day on "
        + "February 2026's grid (2026-02-01 to 2026-03-08)"
    ),
    (
      file("2026-01", "2026-02-09", "2026-02-12"),
      "march.json: $.selection: date picker: the range 2026-02-09 to 2026-02-12 has no day on "
        + "January 2026's grid (2026-01-01 to 2026-02-08)"
    ),
  ])
  func aRangeTheCardCannotShowIsRefused(_ text: String, _ message: String) {
    #expect(sceneError(text) == message)
  }
}
