import PickerModel

/// `"picker": "material-time-picker"`: a Material 3 time picker, dial or input.
///
/// ```json
/// {"picker": "material-time-picker", "mode": "dial-hour", "time": "10:30",
///  "clock": "24-hour", "orientation": "portrait"}
/// ```
///
/// `mode` is `dial-hour` (the default), `dial-minute` or `input`; `time` `HH:MM`; `clock`
/// `12-hour` (the default) or `24-hour`; `orientation` `portrait` (the default) or `landscape`
/// (dial only); `focus` the input's focused field, `hour` (the default) or `minute` (input only:
/// the dial selects its mode's field); the common `locale` the digits and AM/PM (default
/// en_US). The model's rules give its own messages.
enum MaterialTimePickerSceneFile {
  /// Draws the picker (``MaterialTimePickerScene``).
  static let strategy = SceneStrategy<MaterialTimePicker> { picker, context in
    try MaterialTimePickerScene(context: context).build(picker)
  }

  /// The family.
  static let family = SceneFileFamily(
    picker: "material-time-picker", keys: ["mode", "time", "clock", "orientation", "focus"]
  ) { object, header in
    var spec = header.spec(try picker(object, header), as: strategy)
    spec.contrastExceptions = [MaterialFixtures.splitLabelException]
    spec.touchPlatform = .android
    return spec
  }

  /// The model the file describes; a broken rule is refused at the key that set it, with the
  /// model's message.
  static func picker(_ object: SceneFileObject, _ header: SceneFileHeader)
    throws(SceneFileError) -> MaterialTimePicker
  {
    let mode =
      try object["mode"]?.choice(of: MaterialTimePickerMode.self) ?? .dialHour
    let time = try object.required("time", "expected a time, \"HH:MM\"").clockTime()
    let is24Hour: Bool =
      try object["clock"]?.choice([(.string("12-hour"), false), (.string("24-hour"), true)])
      ?? false
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
      case .unknownLocale: key = "locale"
      default: key = "mode"
      }
      throw object.error(at: key, error.description)
    }
  }
}
