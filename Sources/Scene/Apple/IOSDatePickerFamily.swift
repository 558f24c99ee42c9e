import Audit
import PickerModel

/// An iOS date picker (`UIDatePicker`) in one of its styles: `"picker": "ios-date-picker"` in
/// scene files, and the built-in wheels, compact and inline scenes.
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
/// mode only); `clock` `12-hour` or `24-hour` overrides the locale's; `today` the day the
/// calendars mark and the date-and-time wheel writes as "Today" (default 2026-01-12 for the
/// compact and inline styles, none for the wheels; `null` for none); the common `locale` gives
/// the order, names, clock and direction (default en_US). UIKit's rules (no countdown in the
/// compact or inline style, an interval that divides 60 and is at most 30, a real time, a known
/// locale) give the model's own messages; a scene that would draw or announce Apple's "Today" in a language with
/// no ``AppleWords`` table is refused at `$.locale`.
enum IOSDatePickerFamily {
  /// The family.
  static let family = PickerFamily(
    name: "ios-date-picker", summary: "an iOS date picker (UIDatePicker) in one of its styles",
    strategy: .iosDatePicker, policy: policy, keys: keys, decode: decode,
    scenes: { wheels + calendars })

  /// Its keys: the style and orientation, then those it shares with watchOS (``modelKeys``).
  static let keys =
    [
      SceneFileKey(
        "style",
        schema: ##"""
          {
            "enum": [
              "wheels",
              "compact",
              "compact-open",
              "inline"
            ],
            "description": "wheels (default), the compact button, its editor open, or inline; countdown-timer is wheels only"
          }
          """##),
      SceneFileKey(
        "orientation",
        schema: ##"""
          {
            "enum": [
              "portrait",
              "landscape"
            ],
            "description": "the wheels' height: portrait (default, 216 pt) or landscape (162 pt); wheels style only"
          }
          """##),
      SceneFileKey(
        "today",
        schema: ##"""
          {
            "oneOf": [
              {
                "$ref": "#/$defs/date"
              },
              {
                "type": "null"
              }
            ],
            "description": "today: the calendars mark it, the date-and-time wheel writes it as the locale's Today (default 2026-01-12 for compact and inline, none for wheels; null for none)"
          }
          """##),
    ] + modelKeys

  /// The keys the iOS and watchOS families share.
  static let modelKeys = [
    SceneFileKey(
      "mode",
      schema: ##"""
        {
          "enum": [
            "date",
            "time",
            "date-and-time",
            "countdown-timer"
          ],
          "description": "what it picks (default date-and-time); countdown-timer is iOS only (watchOS has none)"
        }
        """##),
    SceneFileKey("date", required: true, schema: ##"{"$ref": "#/$defs/date"}"##),
    SceneFileKey("time", schema: ##"{"$ref": "#/$defs/time"}"##),
    SceneFileKey(
      "minuteInterval",
      schema: ##"""
        {
          "enum": [
            1,
            2,
            3,
            4,
            5,
            6,
            10,
            12,
            15,
            20,
            30
          ],
          "description": "the minute wheel's step, a divisor of 60 from 1 to 30 (default 1): UIKit's UIDatePicker.minuteInterval, 'the maximum value is 30'"
        }
        """##),
    SceneFileKey(
      "countdown",
      schema: ##"""
        {
          "type": "object",
          "additionalProperties": false,
          "description": "the countdown's duration, countdown-timer mode only",
          "properties": {
            "hours": {
              "type": "integer",
              "minimum": 0,
              "maximum": 23
            },
            "minutes": {
              "type": "integer",
              "minimum": 0,
              "maximum": 59
            }
          }
        }
        """##),
    SceneFileKey("clock", schema: ##"{"$ref": "#/$defs/clock"}"##),
  ]

  /// What the audit allows: the platform's faded wheel rows; its accent as text on the compact
  /// button (and the inline time button); both in the time-only compact editor (the button over
  /// its wheels); on a calendar, also the secondary and tertiary labels, and white on the solid
  /// accent where the selected day is today (any other selected day is an accent numeral on the
  /// 12 % tint, ``AppleCalendarGridStyle/ios(_:diameter:)``).
  static func policy(_ shot: IOSDatePickerShot) -> AuditPolicy {
    typealias Fixtures = AppleCalendarFixtures
    let exceptions: [ContrastException] =
      switch shot.presentation {
      case .wheels: [AppleWheelsFixtures.offCentreRowsException]
      case .compact: [Fixtures.accentTextException]
      case .inline where shot.picker.mode == .time: [Fixtures.accentTextException]
      case .compactOpen where shot.picker.mode == .time:
        [Fixtures.accentTextException, AppleWheelsFixtures.offCentreRowsException]
      case .inline, .compactOpen:
        shot.picker.date == shot.today
          ? Fixtures.exceptions : [Fixtures.accentTextException, Fixtures.faintTextException]
      }
    return AuditPolicy(contrastExceptions: exceptions)
  }

  /// The styles a file can name, with the model's style and the presentation.
  static let styles: [(String, AppleDatePickerStyle, IOSPresentation)] = [
    ("wheels", .wheels, .wheels(.portrait)), ("compact", .compact, .compact),
    ("compact-open", .compact, .compactOpen), ("inline", .inline, .inline),
  ]

  /// The shot a file describes: its style (and orientation, wheels only) and its model.
  static func decode(_ object: SceneFileObject, _ header: inout SceneFileHeader) throws
    -> IOSDatePickerShot
  {
    let (name, style, presentation) =
      try object["style"]?.choice(styles.map { (.string($0.0), $0) }) ?? styles[0]
    let picker = try self.picker(object, header, style: style)
    var shot = IOSDatePickerShot(
      picker, try orientation(object, style: name).map(IOSPresentation.wheels) ?? presentation)
    if object.has("today") { shot.today = try object.nullable("today")?.date() }
    try requireWords(shot.usesPlatformWords, locale: picker.localeIdentifier, in: object)
    return shot
  }

  /// Refuses `locale` at `$.locale` when the scene would draw or announce Apple's platform words
  /// (``AppleWords``) and the locale's language has no table, naming those that have one.
  static func requireWords(_ uses: Bool, locale: String, in object: SceneFileObject)
    throws(SceneFileError)
  {
    guard uses, AppleWords.table(forLocale: locale) == nil else { return }
    throw object.error(at: "locale", AppleWords.missingMessage(locale))
  }

  /// `"orientation"`, which only the wheels style takes.
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

  /// The wheels: date (portrait, landscape, de_DE), time (12- and 24-hour), date and time (12-
  /// and 24-hour), the countdown and a 15-minute interval.
  static var wheels: [BuiltInScene<IOSDatePickerShot>] {
    typealias Fixtures = AppleWheelsFixtures
    return [
      wheels("ios-wheels-date", "iOS date wheels, en_US: January | 16 | 2026", .portrait) {
        try Fixtures.picker(.date)
      },
      wheels("ios-wheels-date-landscape", Fixtures.landscapeSummary, .landscape) {
        try Fixtures.picker(.date)
      },
      wheels(
        "ios-wheels-date-de", "iOS date wheels, de_DE: the locale's order 16 | Januar | 2026",
        .portrait
      ) { try Fixtures.picker(.date, locale: "de_DE") },
      wheels("ios-wheels-time-12h", "iOS time wheels, en_US 12-hour: 10 | 30 | AM", .portrait) {
        try Fixtures.picker(.time)
      },
      wheels(
        "ios-wheels-time-24h", "iOS time wheels, de_DE 24-hour: 10 | 30, no AM/PM wheel", .portrait
      ) { try Fixtures.picker(.time, locale: "de_DE") },
      BuiltInScene(
        "ios-wheels-datetime",
        "iOS date-and-time wheels, en_US: Fri Jan 16 | 10 | 30 | AM; today, Mon Jan 12, reads "
          + "Today",
        model: {
          IOSDatePickerShot(
            try Fixtures.picker(.dateAndTime), .wheels(.portrait),
            today: AppleCalendarFixtures.today)
        }),
      BuiltInScene(
        "ios-wheels-datetime-24h",
        "iOS date-and-time wheels, en_US on a 24-hour clock: Fri Jan 16 | 10 | 30, no AM/PM "
          + "wheel; today, Mon Jan 12, reads Today",
        model: {
          IOSDatePickerShot(
            try Fixtures.picker(.dateAndTime, clock: .twentyFourHour), .wheels(.portrait),
            today: AppleCalendarFixtures.today)
        }),
      wheels("ios-countdown", "iOS countdown timer: 1 hour 30 min, fixed unit labels", .portrait) {
        try Fixtures.picker(.countdownTimer)
      },
      wheels(
        "ios-wheels-minute-interval-15",
        "iOS time wheels at a 15-minute interval: 10:37 snaps to 10:30, minutes 00 15 30 45 loop",
        .portrait
      ) { try Fixtures.picker(.time, minute: 37, minuteInterval: 15) },
      wheels(
        "ios-wheels-date-he-il",
        "iOS date wheels, he_IL, mirrored: day, month and year from the right", .portrait
      ) { try Fixtures.picker(.date, locale: "he_IL") },
      BuiltInScene(
        "ios-wheels-datetime-ar-eg",
        "iOS date-and-time wheels, ar_EG, mirrored: Today (in Arabic) | 10 | 30 | AM from the right",
        model: {
          IOSDatePickerShot(
            try Fixtures.picker(.dateAndTime, locale: "ar_EG"), .wheels(.portrait),
            today: try AppleCalendarFixtures.sixteenth())
        }),
      wheels(
        "ios-countdown-he-il",
        "iOS countdown timer, he_IL, mirrored: hours at the right, each unit left of its number",
        .portrait
      ) { try Fixtures.picker(.countdownTimer, locale: "he_IL") },
    ]
  }

  /// A wheels scene in `orientation`.
  static func wheels(
    _ id: String, _ summary: String, _ orientation: AppleWheelsOrientation,
    _ model: @escaping @Sendable () throws -> AppleDatePicker
  ) -> BuiltInScene<IOSDatePickerShot> {
    BuiltInScene(id, summary, model: { IOSDatePickerShot(try model(), .wheels(orientation)) })
  }

  /// The compact button, its editors (the calendar, the time wheels), and the inline calendar
  /// and time button.
  static var calendars: [BuiltInScene<IOSDatePickerShot>] {
    typealias Fixtures = AppleCalendarFixtures
    return [
      BuiltInScene(
        "ios-compact",
        "iOS compact date picker: Jan 16, 2026 and 10:30 AM buttons in the accent",
        model: { IOSDatePickerShot(try Fixtures.ios(.dateAndTime, .compact), .compact) }),
      BuiltInScene(
        "ios-compact-open",
        "the compact picker's editor: the calendar with the time row in a popover",
        model: { IOSDatePickerShot(try Fixtures.ios(.dateAndTime, .compact), .compactOpen) }),
      BuiltInScene(
        "ios-compact-time-open",
        "the compact time picker's editor: 10 | 30 | AM wheels in a popover under the time button",
        model: { IOSDatePickerShot(try Fixtures.ios(.time, .compact), .compactOpen) }),
      BuiltInScene(
        "ios-inline-date",
        "iOS inline calendar: January 2026, the 16th selected, today the 12th",
        model: { IOSDatePickerShot(try Fixtures.ios(.date, .inline), .inline) }),
      BuiltInScene(
        "ios-inline-time",
        "iOS inline time-only picker: the 10:30 AM button that opens wheels",
        model: { IOSDatePickerShot(try Fixtures.ios(.time, .inline), .inline) }),
      BuiltInScene(
        "ios-compact-ar-eg",
        "iOS compact date picker, ar_EG, mirrored: the time and date buttons from the left",
        model: {
          IOSDatePickerShot(try Fixtures.ios(.dateAndTime, .compact, locale: "ar_EG"), .compact)
        }),
      BuiltInScene(
        "ios-compact-open-he-il",
        "the compact picker's editor, he_IL, mirrored: Sunday at the right, chevrons swapped",
        model: {
          IOSDatePickerShot(
            try Fixtures.ios(.dateAndTime, .compact, locale: "he_IL"), .compactOpen)
        }),
      BuiltInScene(
        "ios-inline-date-ar-eg",
        "iOS inline calendar, ar_EG, mirrored: Saturday at the right, Arabic-Indic digits",
        model: { IOSDatePickerShot(try Fixtures.ios(.date, .inline, locale: "ar_EG"), .inline) }),
    ]
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
      case .minuteIntervalNotAllowed: key = "minuteInterval"
      case .countdownOutOfRange: key = "countdown"
      case .invalidDate: key = "date"
      case .invalidTime: key = "time"
      case .unknownLocale: key = "locale"
      }
      throw object.error(at: key, error.description)
    }
  }
}
