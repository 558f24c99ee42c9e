import PickerModel

/// A watchOS date picker's wheels, on the watch's black screen: `"picker": "watchos-picker"` in
/// scene files, and the built-in `watchos-wheels`.
///
/// ```json
/// {"picker": "watchos-picker", "mode": "date-and-time", "date": "2026-01-16", "time": "10:30"}
/// ```
///
/// The keys are the iOS picker's without `style` (``IOSDatePickerFamily/modelKeys``); `theme`
/// defaults to `dark`, as watchOS has no light appearance. `mode` `date` draws the month, day and
/// year wheels, `time` and `date-and-time` the time wheels under the date; `countdown-timer` is
/// refused at `$.mode` (watchOS has no countdown picker, ``WatchWheelsScene/countdownRefusal``).
enum WatchOSPickerFamily {
  /// The family.
  static let family = PickerFamily(
    name: "watchos-picker", summary: "a watchOS date picker's wheels, Dark only",
    strategy: .watchWheels,
    policy: { _ in AuditPolicy(contrastExceptions: [AppleWheelsFixtures.offCentreRowsException]) },
    keys: IOSDatePickerFamily.modelKeys,
    decode: { object, header in
      if !object.has("theme") { header.appearances = [.dark] }
      let picker = try IOSDatePickerFamily.picker(object, header, style: .wheels)
      if picker.mode == .countdownTimer {
        throw object.error(at: "mode", WatchWheelsScene.countdownRefusal)
      }
      return picker
    },
    scenes: {
      [
        BuiltInScene(
          "watchos-wheels",
          "watchOS wheels, Dark only (watchOS has no light appearance): Fri Jan 16, "
            + "10 | 30 | AM, hour outlined with its caption and the scrolling indicator",
          appearances: [.dark], model: { try AppleWheelsFixtures.picker(.dateAndTime) }),
        BuiltInScene(
          "watchos-wheels-he-il",
          "watchOS wheels, he_IL, Dark only, mirrored: the hour at the right under its caption, "
            + "the indicator still beside the crown",
          appearances: [.dark],
          model: { try AppleWheelsFixtures.picker(.dateAndTime, locale: "he_IL") }),
        BuiltInScene(
          "watchos-date",
          "watchOS date wheels, Dark only: Jan | 16 | 2026 in the locale's order, the day "
            + "outlined with its caption and the scrolling indicator",
          appearances: [.dark], model: { try AppleWheelsFixtures.picker(.date) }),
      ]
    })
}
