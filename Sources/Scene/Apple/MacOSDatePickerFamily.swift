import Audit
import PickerModel
import StrictJSON

/// A macOS date picker (`NSDatePicker`): `"picker": "macos-date-picker"` in scene files, and the
/// built-in textual, graphical and clock scenes.
///
/// ```json
/// {"picker": "macos-date-picker", "style": "graphical", "date": "2026-01-16", "time": "10:30",
///  "range": {"start": "2026-01-12", "end": "2026-01-16"}}
/// ```
///
/// `style` is `textual` (the field and stepper, the default), `graphical` (the calendar),
/// `clock` or `clock-and-calendar` (both side by side); `date` the selected day; `time` `HH:MM` (default 00:00); `range` a selected range
/// (graphical only); `focus` the textual field's focused element as its pattern letter (`d` for
/// the day; textual only); the common `locale` the order, names and direction (default en_US).
/// The graphical calendar announces today (12 January 2026) with Apple's "Today": a locale whose
/// language has no ``AppleWords`` table is refused at `$.locale` when today's day is shown.
enum MacOSDatePickerFamily {
  /// The family.
  static let family = PickerFamily(
    name: "macos-date-picker", summary: "a macOS date picker (NSDatePicker)",
    strategy: .macOSDatePicker,
    policy: {
      AuditPolicy(
        contrastExceptions: exceptions($0),
        targetExceptions: [MacOSPointerTargets.exception()])
    },
    keys: keys, decode: { object, header in try picker(object, header) },
    scenes: {
      typealias Fixtures = AppleCalendarFixtures
      return [
        BuiltInScene(
          "macos-textual",
          "NSDatePicker textual: 1/16/2026 10:30 AM with the day focused, and a stepper",
          model: { try Fixtures.macOS(.textual) }),
        BuiltInScene(
          "macos-graphical-range",
          "NSDatePicker graphical: January 2026 with 12–16 January selected",
          model: { try Fixtures.macOS(.graphical) }),
        BuiltInScene(
          "macos-clock", "NSDatePicker clock face at 10:30 AM",
          model: { try Fixtures.macOS(.clock) }),
        BuiltInScene(
          "macos-graphical-datetime",
          "NSDatePicker graphical with date and time: January 2026, the 16th selected, beside "
            + "the clock at 10:30 AM",
          model: { try Fixtures.macOS(.clockAndCalendar) }),
        BuiltInScene(
          "macos-graphical-he-il",
          "NSDatePicker graphical, he_IL, mirrored: Sunday at the right, 12–16 January",
          model: { try Fixtures.macOS(.graphical, locale: "he_IL") }),
        BuiltInScene(
          "macos-textual-ar-eg",
          "NSDatePicker textual, ar_EG, right to left: the stepper at the left, the day focused",
          model: { try Fixtures.macOS(.textual, locale: "ar_EG") }),
      ]
    })

  /// Its scene-file keys, each with its JSON Schema (``SceneFileSchema``).
  static let keys = [
    SceneFileKey(
      "style",
      schema: ##"""
        {
          "enum": [
            "textual",
            "graphical",
            "clock",
            "clock-and-calendar"
          ],
          "description": "the field and stepper (default), the calendar, the clock face, or the calendar and the clock side by side (NSDatePicker's graphical style with date and time)"
        }
        """##),
    SceneFileKey("date", required: true, schema: ##"{"$ref": "#/$defs/date"}"##),
    SceneFileKey("time", schema: ##"{"$ref": "#/$defs/time"}"##),
    SceneFileKey("range", schema: ##"{"$ref": "#/$defs/date-range"}"##),
    SceneFileKey(
      "focus",
      schema: ##"""
        {
          "oneOf": [
            {
              "type": "string",
              "pattern": "^[A-Za-z]$"
            },
            {
              "type": "null"
            }
          ],
          "description": "the textual field's focused element, its pattern letter (d for the day)"
        }
        """##),
  ]

  /// The contrast exceptions `picker` needs: white on the accent for a selection (the focused
  /// field element, the selected tiles), the faint labels of a calendar and a clock, and the
  /// accent as text where a calendar shows today unselected (its numeral in the accent).
  static func exceptions(_ picker: MacOSDatePicker) -> [ContrastException] {
    typealias Fixtures = AppleCalendarFixtures
    switch picker.style {
    case .textual: return [Fixtures.onAccentException]
    case .clock: return [Fixtures.faintTextException]
    case .graphical, .clockAndCalendar:
      let today = Fixtures.today
      let selected = today.map { day in picker.range?.contains(day) ?? (picker.date == day) }
      let accentToday = MacOSScene.drawsToday(picker, today: today) && selected == false
      return [Fixtures.onAccentException, Fixtures.faintTextException]
        + (accentToday ? [Fixtures.accentTextException] : [])
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
    try IOSDatePickerFamily.requireWords(
      MacOSScene.drawsToday(picker, today: AppleCalendarFixtures.today), locale: locale,
      in: object)
    return picker
  }
}
