import Audit
import PickerModel
import StrictJSON

/// `"picker": "macos-date-picker"`: a macOS date picker (`NSDatePicker`).
///
/// ```json
/// {"picker": "macos-date-picker", "style": "graphical", "date": "2026-01-16", "time": "10:30",
///  "range": {"start": "2026-01-12", "end": "2026-01-16"}}
/// ```
///
/// `style` is `textual` (the field and stepper, the default), `graphical` (the calendar) or
/// `clock`; `date` the selected day; `time` `HH:MM` (default 00:00); `range` a selected range
/// (graphical only); `focus` the textual field's focused element as its pattern letter (`d` for
/// the day; textual only); the common `locale` the order and names (default en_US).
enum MacOSDatePickerSceneFile {
  /// The family.
  static let family = SceneFileFamily(
    picker: "macos-date-picker", keys: ["style", "date", "time", "range", "focus"]
  ) { object, header in
    let picker = try picker(object, header)
    var spec = header.spec(picker, as: .macOSDatePicker)
    spec.contrastExceptions = exceptions(picker.style)
    return spec
  }

  /// The contrast exceptions the built-in scene of `style` carries.
  static func exceptions(_ style: MacOSDatePicker.Style) -> [ContrastException] {
    switch style {
    case .textual: [AppleCalendarFixtures.onAccentException]
    case .graphical:
      [AppleCalendarFixtures.onAccentException, AppleCalendarFixtures.faintTextException]
    case .clock: [AppleCalendarFixtures.faintTextException]
    }
  }

  /// The model the file describes; a broken rule is refused at the key that set it, with the
  /// model's message.
  static func picker(_ object: SceneFileObject, _ header: SceneFileHeader)
    throws(SceneFileError) -> MacOSDatePicker
  {
    let style =
      try object["style"]?.choice(of: MacOSDatePicker.Style.self)
      ?? .textual
    let date = try object.required("date", "expected a date, \"YYYY-MM-DD\"").date()
    let time = try object["time"]?.clockTime() ?? (hour: 0, minute: 0)
    var range: ClosedRange<CalendarDate>?
    if let value = object["range"] {
      let (start, end) = try value.dateRange()
      guard start <= end else {
        throw value.error("the range ends (\(end)) before it starts (\(start))")
      }
      range = start...end
    }
    var focus: Character?
    if let value = object.nullable("focus") {
      guard style == .textual else { throw value.error("only with \"style\": \"textual\"") }
      let letter = try value.string()
      guard letter.count == 1, let character = letter.first, character.isASCII,
        character.isLetter
      else { throw value.expected("one pattern letter, such as \"d\"") }
      focus = character
    }
    let locale = header.locale ?? "en_US"
    let picker: MacOSDatePicker
    do {
      picker = try MacOSDatePicker(
        style: style, date: date, hour: time.hour, minute: time.minute, range: range,
        focusedElement: focus, localeIdentifier: locale)
    } catch {
      let key =
        !(0...23).contains(time.hour) || !(0...59).contains(time.minute)
        ? "time" : !PickerLocale.isAvailable(locale) ? "locale" : "range"
      throw object.error(at: key, error.description)
    }
    if let focus, let value = object["focus"] {
      let elements = try value.modelRule {
        try AppleDateText(localeIdentifier: locale).elements(
          date, hour: time.hour, minute: time.minute)
      }
      var letters: [String] = []
      for element in elements.0 + elements.1 {
        if let field = element.field, !letters.contains(String(field)) {
          letters.append(String(field))
        }
      }
      guard letters.contains(String(focus)) else {
        throw value.expected(
          "one of the field's pattern letters "
            + SceneFileValue.alternatives(letters.map { JSONValue.quoted($0) }))
      }
    }
    return picker
  }
}
