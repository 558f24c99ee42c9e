import DrawList
import PickerShotTesting
import SampleCards
import Scene
import Testing

/// A snapshot in another package: the goldens are in `__Goldens__/` beside this file.
@Suite struct ReleaseCalendarTests {
  @Test(arguments: Appearance.allCases)
  func releaseWeekMatchesItsGolden(theme: Appearance) throws {
    expectSnapshot(
      of: try ReleaseCalendar.releaseWeek(), as: .datePicker, named: "release-week", theme: theme)
  }
}
