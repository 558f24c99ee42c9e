import PickerModel

/// `"picker": "material-date-picker"`: a Material 3 date picker.
///
/// ```json
/// {"picker": "material-date-picker", "mode": "modal-range", "month": "2026-01",
///  "today": "2026-01-20", "range": {"start": "2026-01-12", "end": "2026-01-16"}}
/// ```
///
/// `mode` is `modal` (the default), `modal-range`, `docked`, `modal-input` or `year-selection`;
/// `month` the month shown; `today` the day outlined; `selection` the chosen day (not in
/// modal-range); `range` the chosen `{"start", "end"}` (modal-range only); `input` the modal
/// input's text (modal-input only, checked against the locale's pattern as the field does);
/// `years` the years offered, `{"from", "to"}` (default 1900 to 2100); the common `locale` the
/// names, first weekday and input pattern (default en_US). The model's rules give its own
/// messages.
enum MaterialDatePickerSceneFile {
  /// Draws the picker (``MaterialDatePickerScene``).
  static let strategy = SceneStrategy<MaterialDatePicker> { picker, context in
    try MaterialDatePickerScene(context: context).build(picker)
  }

  /// The family.
  static let family = SceneFileFamily(
    picker: "material-date-picker",
    keys: ["mode", "month", "today", "selection", "range", "input", "years"]
  ) { object, header in
    var spec = header.spec(try picker(object, header), as: strategy)
    spec.contrastExceptions = [MaterialFixtures.outsideMonthException]
    spec.touchPlatform = .android
    return spec
  }

  /// The longest input text read.
  static let maxInputLength = 64

  /// The model the file describes; a broken rule is refused at the key that set it, with the
  /// model's message.
  static func picker(_ object: SceneFileObject, _ header: SceneFileHeader)
    throws(SceneFileError) -> MaterialDatePicker
  {
    let mode =
      try object["mode"]?.choice(of: MaterialDatePickerMode.self) ?? .modal
    let month = try DatePickerSceneFile.month(
      try object.required("month", "expected a month, \"YYYY-MM\""))
    let today = try object.required("today", "expected a date, \"YYYY-MM-DD\"").date()
    let selection = try object.nullable("selection")?.date()
    let range = try object["range"]?.dateRange()
    var input: String?
    if let value = object["input"] {
      let text = try value.string()
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
      case .unknownLocale: key = "locale"
      case .hourOutOfRange, .minuteOutOfRange, .landscapeInput: key = "mode"
      }
      throw object.error(at: key, error.description)
    }
  }
}
