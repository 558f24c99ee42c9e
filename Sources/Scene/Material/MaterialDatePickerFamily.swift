import PickerModel

/// A Material 3 date picker: `"picker": "material-date-picker"` in scene files, and the built-in
/// modal, range, docked, docked year menu, input, year-selection and full-screen range scenes.
///
/// ```json
/// {"picker": "material-date-picker", "mode": "modal-range", "month": "2026-01",
///  "today": "2026-01-20", "range": {"start": "2026-01-12", "end": "2026-01-16"}}
/// ```
///
/// `mode` is `modal` (the default), `modal-range`, `docked`, `docked-year-menu` (the docked
/// picker with its year menu open), `modal-input`, `year-selection` or `fullscreen-range` (the
/// phone's full-screen range picker, 360 × 640);
/// `month` the month shown; `today` the day outlined; `selection` the chosen day (not in
/// the range modes); `range` the chosen `{"start", "end"}` (range modes only); `input` the modal
/// input's text (modal-input only, checked against the locale's pattern as the field does);
/// `years` the years offered, `{"from", "to"}` (default 1900 to 2100); the common `locale` the
/// names, first weekday, digits, input pattern and direction (from Foundation) and the
/// platform's words (``MaterialWords``: a language without a table is refused at `$.locale`,
/// and the docked picker is English only); default en_US. The model's rules give its own
/// messages.
enum MaterialDatePickerFamily {
  /// The family.
  static let family = PickerFamily(
    name: "material-date-picker", summary: "a Material 3 date picker",
    strategy: .materialDatePicker,
    policy: { _ in
      AuditPolicy(
        touchPlatform: .android, contrastExceptions: [MaterialFixtures.outsideMonthException])
    },
    keys: keys, decode: { object, header in try picker(object, header) },
    scenes: {
      typealias Fixtures = MaterialFixtures
      return [
        BuiltInScene(
          "m3-date-modal", "M3 modal date picker: January 2026, the 16th selected, today the 20th",
          model: { try Fixtures.date(.modal) }),
        BuiltInScene(
          "m3-date-modal-range", "M3 modal range: the 12th to the 16th, the end date wrapped",
          model: { try Fixtures.date(.modalRange) }),
        BuiltInScene(
          "m3-date-docked", "M3 docked date picker: 48 dp cells, other months' days at 0.38",
          model: { try Fixtures.date(.docked) }),
        BuiltInScene(
          "m3-date-docked-year-menu",
          "M3 docked date picker, year menu open: 48 dp years, 2026 checked",
          model: { try Fixtures.date(.dockedYearMenu) }),
        BuiltInScene(
          "m3-date-input", "M3 modal input: 01/16/2026 in the focused outlined field",
          model: { try Fixtures.date(.modalInput) }),
        BuiltInScene(
          "m3-date-input-error", "M3 modal input: 01/32/2026 in the error state",
          model: { try Fixtures.date(.modalInput, input: "01/32/2026") }),
        BuiltInScene(
          "m3-date-year-selection", "M3 year selection: 72 × 36 years, 2026 selected",
          model: { try Fixtures.date(.yearSelection) }),
        BuiltInScene(
          "m3-date-fullscreen-range",
          "M3 full-screen range, the phone default: close and Save over the 12th to the 16th, "
            + "January and the start of February",
          model: { try Fixtures.date(.fullScreenRange) }),
        BuiltInScene(
          "m3-date-modal-ar-eg",
          "M3 modal date picker in ar_EG, mirrored as Compose lays it out right to left: "
            + "Saturday first at the right, arrows swapped, OK at the left",
          model: { try Fixtures.date(.modal, locale: "ar_EG") }),
      ]
    })

  /// Its scene-file keys, each with its JSON Schema (``SceneFileSchema``).
  static let keys = [
    SceneFileKey(
      "mode",
      schema: ##"""
        {
          "enum": [
            "modal",
            "modal-range",
            "docked",
            "docked-year-menu",
            "modal-input",
            "year-selection",
            "fullscreen-range"
          ],
          "description": "which picker (default modal)"
        }
        """##),
    SceneFileKey("month", required: true, schema: ##"{"$ref": "#/$defs/month"}"##),
    SceneFileKey("today", required: true, schema: ##"{"$ref": "#/$defs/date"}"##),
    SceneFileKey(
      "selection", schema: ##"{"oneOf": [{"$ref": "#/$defs/date"}, {"type": "null"}]}"##),
    SceneFileKey("range", schema: ##"{"$ref": "#/$defs/date-range"}"##),
    SceneFileKey(
      "input",
      schema: ##"""
        {
          "type": "string",
          "description": "the modal input's text (modal-input only)"
        }
        """##),
    SceneFileKey(
      "years",
      schema: ##"""
        {
          "type": "object",
          "required": [
            "from",
            "to"
          ],
          "additionalProperties": false,
          "description": "the years offered (default 1900 to 2100)",
          "properties": {
            "from": {
              "type": "integer",
              "minimum": 1,
              "maximum": 9999
            },
            "to": {
              "type": "integer",
              "minimum": 1,
              "maximum": 9999
            }
          }
        }
        """##),
  ]

  /// The longest input text read.
  static let maxInputLength = 64

  /// The model the file describes; a broken rule is refused at the key that set it, with the
  /// model's message.
  static func picker(_ object: SceneFileObject, _ header: SceneFileHeader)
    throws(SceneFileError) -> MaterialDatePicker
  {
    let mode =
      try object["mode"]?.choice(of: MaterialDatePickerMode.self) ?? .modal
    let month = try object.required("month", "expected a month, \"YYYY-MM\"").month()
    let today = try object.required("today", "expected a date, \"YYYY-MM-DD\"").date()
    let selection = try object.nullable("selection")?.date()
    let range = try object["range"]?.dateRange()
    var input: String?
    if let value = object["input"] {
      let text = try value.drawnString()
      guard text.count <= maxInputLength,
        !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
      else { throw value.expected("one line of at most \(maxInputLength) characters") }
      input = text
    }
    var years = 1900...2100
    if let value = object["years"] {
      let bounds = try value.object(known: ["from", "to"])
      let from = try bounds.required("from", "expected a year").wholeNumber()
      let to = try bounds.required("to", "expected a year").wholeNumber()
      guard from <= to else {
        throw value.error("the years end (\(to)) before they start (\(from))")
      }
      years = from...to
    }
    do {
      return try MaterialDatePicker(
        mode: mode, today: today, displayMonth: month, selection: selection, range: range,
        inputText: input, years: years, localeIdentifier: header.locale ?? "en_US")
    } catch {
      let key: String
      switch error {
      case .rangeInSingleMode, .rangeEndsBeforeStart: key = "range"
      case .singleSelectionInRangeMode: key = "selection"
      case .outsideYears(let role, _, _):
        key = role == "display month" ? "month" : role.hasPrefix("range") ? "range" : role
      case .badYears: key = "years"
      case .inputTextOutsideInputMode: key = "input"
      case .unknownLocale, .noPlatformWords, .dockedPickerUntranslated: key = "locale"
      case .hourOutOfRange, .minuteOutOfRange, .landscapeInput: key = "mode"
      }
      throw object.error(at: key, error.description)
    }
  }
}
