import DrawList
import PickerModel
import Scene
import Testing
import Theme

/// The watchOS picker draws what its mode asks for (issue 22): date mode shows month, day and
/// year in the locale's order with the same by-eye metrics as the time wheels; the countdown
/// timer, which watchOS does not have, is refused.
@Suite struct WatchOSModeTests {
  static func list(
    _ mode: AppleDatePickerMode, locale: String = "en_US"
  ) throws -> DrawList {
    let picker = try AppleWheelsFixtures.picker(mode, locale: locale)
    return try WatchWheelsScene(context: Fixture.context(.dark)).build(picker)
  }

  /// The group of `column`'s row at `offset`.
  static func group(_ list: DrawList, _ column: AppleWheelColumn, _ offset: Int) -> Group? {
    let tag = AppleWheel.rowTag(AppleWheelsScene.wheelID(column), offset)
    for case .pushGroup(let group) in list.items(tagged: tag) { return group }
    return nil
  }

  /// The text of `column`'s row at `offset`.
  static func text(_ list: DrawList, _ column: AppleWheelColumn, _ offset: Int) -> String? {
    list.text(tagged: AppleWheel.rowTag(AppleWheelsScene.wheelID(column), offset))?.text
  }

  /// Date mode draws the date wheels in the order of the locale's long date (Foundation's
  /// `yMMMMd` pattern), the month abbreviated, placed from the right in a right-to-left locale;
  /// the focused wheel is the day, captioned with the locale's name for a day.
  @Test(arguments: [
    (
      "en_US, MMMM d, y", "en_US", [AppleWheelColumn.month, .day, .year], ["Jan", "16", "2026"],
      "Day", false
    ),
    ("de_DE, d. MMMM y", "de_DE", [.day, .month, .year], ["16", "Jan", "2026"], "Tag", false),
    ("he_IL, d בMMMM y", "he_IL", [.day, .month, .year], ["16", "ינו׳", "2026"], "יום", true),
  ])
  func dateModeDrawsTheLocalesDateWheels(
    source: String, locale: String, columns: [AppleWheelColumn], values: [String],
    caption: String, rightToLeft: Bool
  ) throws {
    let list = try Self.list(.date, locale: locale)
    let ids = columns.map(AppleWheelsScene.wheelID)
    #expect(list.semantics.map(\.id) == ids, "\(source)")
    #expect(list.semantics.map(\.value) == values, "\(source)")
    for (column, value) in zip(columns, values) {
      #expect(Self.text(list, column, 0) == value, "\(source)")
    }
    let lefts = list.semantics.map(\.hitRect.x)
    #expect(lefts == (rightToLeft ? lefts.sorted(by: >) : lefts.sorted()), "\(source)")
    #expect(list.node(AppleWheelsScene.wheelID(.day))?.states == [.focused], "\(source)")
    #expect(list.text(tagged: "caption")?.text == caption, "\(source)")
    // No time wheel is drawn in date mode.
    for column in [AppleWheelColumn.hour, .minute, .period] {
      #expect(list.node(AppleWheelsScene.wheelID(column)) == nil, "\(source): \(column)")
    }
  }

  /// The neighbouring rows turn with their wheels: the month loops (December, February), the
  /// day and year step by one.
  @Test func theDateWheelsShowTheirNeighbours() throws {
    let list = try Self.list(.date)
    #expect(Self.text(list, .month, -1) == "Dec" && Self.text(list, .month, 1) == "Feb")
    #expect(Self.text(list, .day, -1) == "15" && Self.text(list, .day, 1) == "17")
    #expect(Self.text(list, .year, -1) == "2025" && Self.text(list, .year, 1) == "2027")
  }

  /// Each metric the date wheels share with the time wheels of `watchos-wheels`, measured on
  /// the draw list of every mode the watch draws; each row names its source.
  @Test(
    arguments: [
      ("by eye, 45 mm screen (platform-metrics §6; WatchWheelsScene.wheelMidY)", "centre", 140.0),
      ("by eye, 45 mm screen (platform-metrics §6; WatchWheelsScene.rowPitch)", "pitch", 34),
      ("by eye, 45 mm screen (platform-metrics §6; WatchWheelsScene.fontSize)", "size", 24),
      (
        "by eye, 45 mm screen (platform-metrics §6; WatchWheelsScene.neighbourScale)", "scale", 0.75
      ),
      ("Flutter _kOverAndUnderCenterOpacity (platform-metrics §3)", "opacity", 0.447),
      ("by eye, 45 mm screen (platform-metrics §6; WatchWheelsScene.outlineHeight)", "outline", 46),
      (
        "by eye: the 198 pt screen less 8 pt margins, in three (platform-metrics §6)", "column",
        (198 - 16) / 3.0
      ),
    ] as [(String, String, Double)])
  func everyModeHasTheWatchWheelMetrics(source: String, metric: String, expected: Double)
    throws
  {
    for mode in [AppleDatePickerMode.date, .time, .dateAndTime] {
      let list = try Self.list(mode)
      let focused = mode == .date ? AppleWheelColumn.day : .hour
      let box = try #require(list.node(AppleWheelsScene.wheelID(focused))?.hitRect)
      let measured: Double
      switch metric {
      case "centre": measured = box.midY
      case "pitch":
        let below = try #require(Self.group(list, focused, 1)).transform
        measured = below.apply(Point(x: box.midX, y: box.midY + 34)).y - box.midY
      case "size":
        let run = try #require(
          list.text(tagged: AppleWheel.rowTag(AppleWheelsScene.wheelID(focused), 0)))
        measured = run.size
      case "scale": measured = try #require(Self.group(list, focused, -1)).transform.d
      case "opacity": measured = try #require(Self.group(list, focused, 1)).opacity
      case "outline":
        guard case .stroke(.rect(let rect, _), _)? = list.items(tagged: "outline").first else {
          Issue.record("\(mode): no outline")
          continue
        }
        #expect(abs(rect.midY - 140) < 1e-9, "\(source), \(mode)")
        measured = rect.height
      default: measured = box.width
      }
      #expect(abs(measured - expected) < 1e-9, "\(source), \(mode): \(measured)")
    }
  }

  /// The countdown timer is refused, in Swift and in a scene file (at `$.mode`, exit 65):
  /// SwiftUI's `DatePicker` has no countdown mode and UIKit's `countDownTimer` is not on watchOS.
  @Test func theCountdownTimerIsRefused() throws {
    let picker = try AppleWheelsFixtures.picker(.countdownTimer)
    #expect(throws: SceneError.badComponent(WatchWheelsScene.countdownRefusal)) {
      try WatchWheelsScene(context: Fixture.context(.dark)).build(picker)
    }
    let file =
      #"{"picker": "watchos-picker", "mode": "countdown-timer", "date": "2026-01-16", "#
      + #""countdown": {"hours": 1}}"#
    #expect(
      sceneError(file) == "march.json: $.mode: " + WatchWheelsScene.countdownRefusal)
    #expect(
      WatchWheelsScene.countdownRefusal
        == "watchOS date picker: there is no countdown-timer mode on watchOS (SwiftUI's "
        + "DatePicker has none, and UIKit's countDownTimer is iOS only); use date, time or "
        + "date-and-time")
    do {
      _ = try decodeScene(file)
      Issue.record("decoded")
    } catch {
      #expect(error.kind == .modelRule)
    }
  }

  /// The scrolling indicator follows the focused wheel: the day's thumb sits at the 16th of 31.
  @Test func theIndicatorFollowsTheFocusedDay() throws {
    let list = try Self.list(.date)
    let (shape, _) = try #require(list.fill(tagged: "indicator thumb"))
    let track = WatchWheelsScene.indicatorTrack
    let bar = Scrollbar(
      track: track, contentLength: 31, windowLength: 1, offset: 15, minimumThumbLength: 16,
      tag: "indicator")
    #expect(shape == .roundedRect(bar.thumb, radius: track.width / 2))
  }
}
