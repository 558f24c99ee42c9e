import PickerModel

/// A Material 3 time picker, dial or input: `"picker": "material-time-picker"` in scene files,
/// and the built-in dial and input scenes.
///
/// ```json
/// {"picker": "material-time-picker", "mode": "dial-hour", "time": "10:30",
///  "clock": "24-hour", "orientation": "portrait"}
/// ```
///
/// `mode` is `dial-hour` (the default), `dial-minute` or `input`; `time` `HH:MM`; `clock`
/// `12-hour` or `24-hour` (default: the locale's, 24-hour in de_DE and en_GB); `orientation`
/// `portrait` (the default) or `landscape` (dial only); `focus` the input's focused field,
/// `hour` (the default) or `minute` (input only: the dial selects its mode's field); the common
/// `locale` the digits, clock and direction (from Foundation) and the platform's words
/// (``MaterialWords``: a language without a table is refused at `$.locale`); default en_US. The
/// model's rules give its own messages.
enum MaterialTimePickerFamily {
  /// The family.
  static let family = PickerFamily(
    name: "material-time-picker", summary: "a Material 3 time picker, dial or input",
    strategy: .materialTimePicker,
    policy: { _ in
      AuditPolicy(
        touchPlatform: .android, contrastExceptions: [MaterialFixtures.splitLabelException])
    },
    keys: keys, decode: { object, header in try picker(object, header) },
    scenes: {
      typealias Fixtures = MaterialFixtures
      return [
        BuiltInScene(
          "m3-time-dial-hour", "M3 time dial at 10:30 AM choosing the hour, keyboard icon",
          model: { try Fixtures.time(.dialHour) }),
        BuiltInScene(
          "m3-time-dial-minute", "M3 time dial choosing the minute: the handle on 30",
          model: { try Fixtures.time(.dialMinute) }),
        BuiltInScene(
          "m3-time-dial-24h", "M3 24-hour dial: 0…11 outside, 12…23 on the inner ring",
          model: { try Fixtures.time(.dialHour, is24Hour: true) }),
        BuiltInScene(
          "m3-time-dial-landscape",
          "M3 dial in landscape: the display centred, 36 left of the dial",
          model: { try Fixtures.time(.dialHour, orientation: .landscape) }),
        BuiltInScene(
          "m3-time-input", "M3 time input (the keyboard icon's destination): hour field focused",
          model: { try Fixtures.time(.input) }),
        BuiltInScene(
          "m3-time-dial-ar-eg",
          "M3 time dial in ar_EG on its 12-hour clock: Arabic words and digits, AM/PM left of "
            + "the selectors, the dial's numbers in place, OK at the left",
          model: { try Fixtures.time(.dialHour, is24Hour: nil, locale: "ar_EG") }),
      ]
    })

  /// Its scene-file keys, each with its JSON Schema (``SceneFileSchema``).
  static let keys = [
    SceneFileKey(
      "mode",
      schema: ##"""
        {
          "enum": [
            "dial-hour",
            "dial-minute",
            "input"
          ],
          "description": "the dial choosing the hour (default) or the minute, or the input"
        }
        """##),
    SceneFileKey("time", required: true, schema: ##"{"$ref": "#/$defs/time"}"##),
    SceneFileKey("clock", schema: ##"{"$ref": "#/$defs/clock"}"##),
    SceneFileKey(
      "orientation",
      schema: ##"""
        {
          "enum": [
            "portrait",
            "landscape"
          ],
          "description": "portrait (default) or landscape (dial only)"
        }
        """##),
    SceneFileKey(
      "focus",
      schema: ##"""
        {
          "enum": [
            "hour",
            "minute"
          ],
          "description": "the input's focused field (input only)"
        }
        """##),
  ]

  /// The model the file describes; a broken rule is refused at the key that set it, with the
  /// model's message.
  static func picker(_ object: SceneFileObject, _ header: SceneFileHeader)
    throws(SceneFileError) -> MaterialTimePicker
  {
    let mode =
      try object["mode"]?.choice(of: MaterialTimePickerMode.self) ?? .dialHour
    let time = try object.required("time", "expected a time, \"HH:MM\"").clockTime()
    // No `clock`: the locale's (the model's default).
    let is24Hour: Bool? =
      try (object["clock"]?.choice(of: TimeFormat.self)).map { $0 == .twentyFourHour }
    let orientation =
      try object["orientation"]?.choice(of: MaterialTimeOrientation.self) ?? .portrait
    var focus = MaterialTimeField.hour
    if let value = object["focus"] {
      guard mode == .input else {
        throw value.error("only with \"mode\": \"input\" (the dial selects its mode's field)")
      }
      focus = try value.choice(of: MaterialTimeField.self)
    }
    do {
      return try MaterialTimePicker(
        hour: time.hour, minute: time.minute, is24Hour: is24Hour, mode: mode,
        orientation: orientation, focusedField: focus, localeIdentifier: header.locale ?? "en_US")
    } catch {
      let key: String
      switch error {
      case .hourOutOfRange, .minuteOutOfRange: key = "time"
      case .landscapeInput: key = "orientation"
      case .unknownLocale, .noPlatformWords: key = "locale"
      default: key = "mode"
      }
      throw object.error(at: key, error.description)
    }
  }
}
