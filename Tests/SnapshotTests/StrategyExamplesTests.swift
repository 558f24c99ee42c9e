import PickerModel
import PickerShotTesting
import Scene
import Testing

/// The README's strategy examples ("Snapshot tests in your own package"), one test per picker
/// family, compiled and run: each draws the fixture the built-in scene of that name draws, so the
/// suite's trait checks it against that scene's golden in `goldens/`, recording nothing.
@Suite(.snapshots(record: .never, goldens: .package))
struct StrategyExamplesTests {
  @Test func date() throws {
    expectSnapshot(of: try SceneFixtures.seedCard(), as: .datePicker, named: "date-picker")
    expectSnapshot(of: (), as: .dayCells, named: "day-cells")
  }

  @Test func time() {
    expectSnapshot(
      of: SceneFixtures.timePicker(.twelveHour), as: .timePicker, named: "time-picker-12h")
  }

  @Test func color() {
    expectSnapshot(
      of: ColorPickerFixtures.custom(), as: .colorPicker, named: "color-picker-custom")
  }

  @Test func segmented() throws {
    expectSnapshot(
      of: try SegmentedPickerFixtures.fruit(), as: .segmentedPicker, named: "segmented-fruit")
  }

  @Test func optionTiles() throws {
    expectSnapshot(
      of: try OptionTileFixtures.row(.glass), as: .optionTiles, named: "option-tiles-glass")
  }

  @Test func apple() throws {
    let inline = try AppleCalendarFixtures.ios(.date, .inline)
    expectSnapshot(
      of: IOSDatePickerShot(inline, .inline), as: .iosDatePicker, named: "ios-inline-date")
    expectSnapshot(
      of: try AppleCalendarFixtures.macOS(.clock), as: .macOSDatePicker, named: "macos-clock")
    expectSnapshot(
      of: try AppleWheelsFixtures.picker(.dateAndTime), as: .watchWheels,
      named: "watchos-wheels", theme: .dark)
  }

  @Test func material3() throws {
    expectSnapshot(
      of: try MaterialFixtures.date(.modal), as: .materialDatePicker, named: "m3-date-modal")
    expectSnapshot(
      of: try MaterialFixtures.time(.dialHour), as: .materialTimePicker,
      named: "m3-time-dial-hour")
  }
}
