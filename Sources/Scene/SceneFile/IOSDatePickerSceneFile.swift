import Audit
import PickerModel

/// `"picker": "ios-date-picker"`: an iOS date picker (`UIDatePicker`) in one of its styles.
///
/// ```json
/// {"picker": "ios-date-picker", "style": "wheels", "mode": "time", "date": "2026-01-16",
///  "time": "10:37", "minuteInterval": 15, "locale": "en_US", "orientation": "landscape"}
/// ```
///
/// `style` is `wheels` (the default), `compact` (the button), `compact-open` (its editor open)
/// or `inline`; `orientation` `portrait` (the default, 216 pt high) or `landscape` (162 pt),
/// wheels only; `mode` `date`, `time`, `date-and-time` (the default) or `countdown-timer`; `date`
/// the selected day; `time` the selected time, `HH:MM` (default 00:00); `minuteInterval` the
/// minute wheel's step (default 1); `countdown` the countdown's `{"hours", "minutes"}` (countdown
/// mode only); `clock` `12-hour` or `24-hour` overrides the locale's; the common `locale` gives
/// the order, names and clock (default en_US). UIKit's rules (no countdown in the compact or
/// inline style, an interval that divides 60, a real time, a known locale) give the model's own
/// messages.
enum IOSDatePickerSceneFile {
  /// The keys the iOS and watchOS families share.
  static let modelKeys = ["mode", "date", "time", "minuteInterval", "countdown", "clock"]

  /// The styles a file can name: the model's style and the strategy that draws it.
  static let styles: [(String, AppleDatePickerStyle, SceneStrategy<AppleDatePicker>)] = [
    ("wheels", .wheels, .appleWheels), ("compact", .compact, .appleCompact),
    ("compact-open", .compact, .appleCompactOpen), ("inline", .inline, .appleInline),
  ]

  /// The family.
  static let family = SceneFileFamily(
    picker: "ios-date-picker", keys: ["style", "orientation"] + modelKeys
  ) { object, header in
    let styleValue = object["style"]
    let (name, style, styleStrategy) =
      try styleValue?.choice(styles.map { (.string($0.0), $0) })
      ?? styles[0]
    let strategy =
      try orientation(object, style: name).map(SceneStrategy.appleWheels)
      ?? styleStrategy
    let picker = try IOSDatePickerSceneFile.picker(object, header, style: style)
    var spec = header.spec(picker, as: strategy)
    spec.contrastExceptions = exceptions(style: name, mode: picker.mode)
    return spec
  }

  /// The wheels' orientation the file names, if any; refused for a style other than wheels,
  /// which has one layout.
  static func orientation(_ object: SceneFileObject, style name: String)
    throws(SceneFileError) -> AppleWheelsOrientation?
  {
    guard let value = object["orientation"] else { return nil }
    let orientation = try value.choice(of: AppleWheelsOrientation.self)
    guard name == "wheels" else {
      throw value.error("only with \"style\": \"wheels\" (the \(name) style has one layout)")
    }
    return orientation
  }

  /// The contrast exceptions the built-in scene of this style and mode carries.
  static func exceptions(style: String, mode: AppleDatePickerMode) -> [ContrastException] {
    switch style {
    case "wheels": [AppleWheelsFixtures.offCentreRowsException]
    case "compact": [AppleCalendarFixtures.accentTextException]
    case "inline" where mode == .time: [AppleCalendarFixtures.accentTextException]
    default: AppleCalendarFixtures.exceptions
    }
  }

  /// The model the file describes in `style`; a broken UIKit rule is refused at the key that
  /// set it, with the model's message.
  static func picker(
    _ object: SceneFileObject, _ header: SceneFileHeader, style: AppleDatePickerStyle
  ) throws(SceneFileError) -> AppleDatePicker {
    let mode =
      try object["mode"]?.choice(of: AppleDatePickerMode.self)
      ?? .dateAndTime
    let date = try object.required("date", "expected a date, \"YYYY-MM-DD\"").date()
    let time = try object["time"]?.clockTime() ?? (hour: 0, minute: 0)
    let interval = try object["minuteInterval"]?.wholeNumber() ?? 1
    var countdown = AppleCountdownDuration.zero
    if let value = object["countdown"] {
      guard mode == .countdownTimer else {
        throw value.error("only with \"mode\": \"countdown-timer\"")
      }
      let parts = try value.object(known: ["hours", "minutes"])
      let hours = try parts["hours"]?.wholeNumber() ?? 0
      let minutes = try parts["minutes"]?.wholeNumber() ?? 0
      do { countdown = try AppleCountdownDuration(hours: hours, minutes: minutes) } catch {
        throw value.error(error.description, kind: .modelRule)
      }
    }
    let clock = try object["clock"]?.choice(
      AppleHourCycle.allCases.map { (.string($0.rawValue), $0 == .twentyFourHour) })
    do {
      return try AppleDatePicker(
        mode: mode, style: style, date: date, hour: time.hour, minute: time.minute,
        minuteInterval: interval, countdownDuration: countdown,
        localeIdentifier: header.locale ?? "en_US", uses24HourClock: clock)
    } catch {
      let key: String
      switch error {
      case .countdownNotAvailable: key = object.has("style") ? "style" : "mode"
      case .minuteIntervalNotDivisor: key = "minuteInterval"
      case .countdownOutOfRange: key = "countdown"
      case .invalidDate: key = "date"
      case .invalidTime: key = "time"
      case .unknownLocale: key = "locale"
      }
      throw object.error(at: key, error.description)
    }
  }
}
