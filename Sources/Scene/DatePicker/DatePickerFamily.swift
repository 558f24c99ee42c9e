import PickerModel
import StrictJSON

/// The Appetite UI Date Picker card (seed 002): `"picker": "date-picker"` in scene files, and
/// its built-in scenes (the seed card, the range card, every state worth a picture, the card in
/// other locales).
///
/// ```json
/// {"picker": "date-picker", "month": "2026-03",
///  "selection": {"start": "2026-03-09", "end": "2026-03-13"}, "marked": ["2026-03-17"],
///  "today": "2026-03-20", "focus": "2026-03-13"}
/// ```
///
/// `selection` is a day (`"2026-03-16"`), a range (`{"start": …, "end": …}`, `end` left out or
/// `null` while only the start is picked) or absent; `mode` (`single` or `range`) defaults to
/// the selection's kind. The common `locale` draws the card in that locale: names, first
/// weekday, digits and direction from Foundation (`de_DE` starts on Monday, `he_IL` mirrors);
/// without it, the spec's card (English, weeks from Monday). `labels` gives the footer's words
/// (`{"dismiss": "Abbrechen", "submit": "Fertig"}`; the spec's English by default).
enum DatePickerFamily {
  /// The family.
  static let family = PickerFamily(
    name: "date-picker", summary: "the Appetite UI Date Picker card", strategy: .datePicker,
    policy: DatePickerAudit.policy(for:), keys: keys,
    decode: { object, header in
      try SceneActions.replayed(object, on: picker(object, locale: header.pickerLocale(in: object)))
    },
    scenes: { cards + states + locales + ActionScenes.datePicker })

  /// Its scene-file keys, each with its JSON Schema (``SceneFileSchema``).
  static let keys = [
    SceneFileKey("month", required: true, schema: ##"{"$ref": "#/$defs/month"}"##),
    SceneFileKey(
      "selection",
      schema: ##"""
        {
          "oneOf": [
            {
              "$ref": "#/$defs/date"
            },
            {
              "type": "null"
            },
            {
              "type": "object",
              "required": [
                "start"
              ],
              "additionalProperties": false,
              "properties": {
                "start": {
                  "$ref": "#/$defs/date"
                },
                "end": {
                  "oneOf": [
                    {
                      "$ref": "#/$defs/date"
                    },
                    {
                      "type": "null"
                    }
                  ]
                }
              }
            }
          ]
        }
        """##),
    SceneFileKey("mode", schema: ##"{"enum": ["single", "range"]}"##),
    SceneFileKey(
      "marked",
      schema: ##"""
        {
          "type": "array",
          "items": {
            "$ref": "#/$defs/date"
          },
          "maxItems": 42
        }
        """##),
    SceneFileKey("today", schema: ##"{"$ref": "#/$defs/date"}"##),
    SceneFileKey("focus", schema: ##"{"oneOf": [{"$ref": "#/$defs/date"}, {"type": "null"}]}"##),
    SceneFileKey("pressed", schema: ##"{"$ref": "#/$defs/date"}"##),
    CardLabelsKey.key(CardLabels.footerKeys),
    SceneActions.key(for: DatePicker.self),
  ]

  /// The seed card and the range card, at every scale.
  static let cards: [BuiltInScene<DatePicker>] = [
    BuiltInScene(
      "date-picker", "the seed card: January 2026, the 16th selected, four marked days",
      scales: SceneSpec.everyScale, model: SceneFixtures.seedCard),
    BuiltInScene(
      "date-picker-range",
      "a range from the 8th to the 14th across a week boundary, focus on its end",
      scales: SceneSpec.everyScale, model: SceneFixtures.rangeCard),
  ]

  /// The card in other locales, and the range card in Hebrew for the mirrored bands.
  static var locales: [BuiltInScene<DatePicker>] {
    LocaleFixtures.locales.map { locale in
      BuiltInScene(
        "date-picker-\(locale.suffix)", "the seed card in \(locale.summary)",
        model: { try LocaleFixtures.seedCard(locale.identifier) })
    } + [
      BuiltInScene(
        "date-picker-range-he-il",
        "the range card in he_IL: the 8th to the 14th, bands mirrored (start's half band "
          + "to its left)",
        model: { try LocaleFixtures.rangeCard("he_IL") })
    ]
  }

  /// The model the file describes, in `locale` (names, first weekday, digits, direction) or the
  /// spec's Monday-first English when `nil`.
  static func picker(_ object: SceneFileObject, locale: String?) throws(SceneFileError)
    -> DatePicker
  {
    let month = try object.required("month", "expected a month, \"YYYY-MM\"").month()
    var selection = DateSelection.none
    if let value = object.nullable("selection") {
      if case .object = value.json {
        let range = try value.object(known: ["start", "end"])
        let start = try range.required("start", "expected a date, \"YYYY-MM-DD\"").date()
        selection = .range(start: start, end: try range.nullable("end")?.date())
      } else if case .string = value.json {
        selection = .single(try value.date())
      } else {
        throw value.expected("a date, \"YYYY-MM-DD\", or a range {\"start\", \"end\"}")
      }
    }
    var mode = SelectionMode.single
    if case .range = selection { mode = .range }
    if let value = object["mode"] {
      mode = try value.choice([(.string("single"), .single), (.string("range"), .range)])
    }
    var marked = Set<CalendarDate>()
    for item in try object["marked"]?.array(maxCount: 42) ?? [] {
      guard marked.insert(try item.date()).inserted else {
        throw item.error("\(item.json.shown) is marked twice")
      }
    }
    let today = try object["today"]?.date()
    let focus = try object.nullable("focus")?.date()
    let pressed = try object["pressed"]?.date()
    let labels = try CardLabelsKey.labels(object, known: CardLabels.footerKeys)
    do {
      var picker = try DatePicker(
        checkedMonth: month, selection: selection, mode: mode, markedDates: marked,
        today: today, focusedDate: focus, pressedDate: pressed,
        localeIdentifier: locale ?? DatePicker.defaultLocaleIdentifier)
      picker.labels = labels
      return picker
    } catch {
      let key: String
      switch error {
      case .outsideMonth, .reversedRange, .rangeOffGrid: key = "selection"
      case .offGrid(let role, _, _, _, _):
        key = role.hasPrefix("focus") ? "focus" : role.hasPrefix("press") ? "pressed" : "selection"
      }
      throw object.error(at: key, error.description)
    }
  }

  /// Every Date Picker state worth a picture (@2x, Light and Dark). January 2026 starts on a
  /// Thursday; its Sundays are the 4th, 11th, 18th and 25th.
  static let states: [BuiltInScene<DatePicker>] = [
    state(
      "date-picker-range-start", "a range in progress: only its start, the 8th, picked",
      selection: { .range(start: try $0(8), end: nil) }),
    state(
      "date-picker-range-one-day", "a one-day range on the 15th",
      selection: { .range(start: try $0(15), end: try $0(15)) }),
    state(
      "date-picker-range-from-sunday",
      "a range starting on Sunday the 11th: its half band stops at the row's end",
      selection: { .range(start: try $0(11), end: try $0(14)) }),
    state(
      "date-picker-range-to-monday",
      "a range ending on Monday the 12th: the band breaks with the row, flush at both edges",
      selection: { .range(start: try $0(8), end: try $0(12)) }),
    state(
      "date-picker-range-into-spilled",
      "a range from the 26th to February 4th: the band runs on into the spilled days and caps "
        + "the 4th",
      selection: { _ in
        .range(
          start: try CalendarDate(year: 2026, month: 1, day: 26),
          end: try CalendarDate(year: 2026, month: 2, day: 4))
      }),
    BuiltInScene(
      "date-picker-range-across-months",
      "February 2026 with a range from January 26th to the 10th: the 1st joins the empty cell "
        + "before it, where the range came from",
      model: {
        DatePicker(
          month: try YearMonth(year: 2026, month: 2),
          selection: .range(
            start: try CalendarDate(year: 2026, month: 1, day: 26),
            end: try CalendarDate(year: 2026, month: 2, day: 10)),
          mode: .range)
      }),
    state(
      "date-picker-range-with-today", "today, the 21st, inside a range from the 19th to the 23rd",
      selection: { .range(start: try $0(19), end: try $0(23)) }, today: 21),
    state(
      "date-picker-empty", "no selection, today on the 20th", selection: { _ in .none }, today: 20),
    state(
      "date-picker-focus-default", "keyboard focus on a Default day, the 22nd",
      selection: { .single(try $0(16)) }, today: 20, focus: { try $0(22) }),
    state(
      "date-picker-focus-today", "keyboard focus on Today, the 20th",
      selection: { .single(try $0(16)) }, today: 20, focus: { try $0(20) }),
    state(
      "date-picker-focus-spilled", "keyboard focus on a spilled day, February 3rd",
      selection: { .single(try $0(16)) }, today: 20,
      focus: { _ in try CalendarDate(year: 2026, month: 2, day: 3) }),
    BuiltInScene(
      "date-picker-monday-start",
      "June 2026, a month that starts on a Monday: no empty leading cells",
      model: {
        DatePicker(
          month: try YearMonth(year: 2026, month: 6),
          selection: .single(try CalendarDate(year: 2026, month: 6, day: 10)))
      }),
  ]

  /// A January 2026 Date Picker scene; `day(n)` makes January the n-th. Range selections use the
  /// range mode; the 2nd, 12th and 17th are marked as in the seed.
  static func state(
    _ id: String, _ summary: String,
    selection: @escaping @Sendable (_ day: (Int) throws -> CalendarDate) throws -> DateSelection,
    today: Int? = nil,
    focus: (@Sendable (_ day: (Int) throws -> CalendarDate) throws -> CalendarDate)? = nil
  ) -> BuiltInScene<DatePicker> {
    BuiltInScene(
      id, summary,
      model: {
        let day = { (day: Int) throws -> CalendarDate in
          try CalendarDate(year: 2026, month: 1, day: day)
        }
        let picked = try selection(day)
        let mode: SelectionMode
        if case .range = picked { mode = .range } else { mode = .single }
        return DatePicker(
          month: try YearMonth(year: 2026, month: 1), selection: picked, mode: mode,
          markedDates: [try day(2), try day(12), try day(17)], today: try today.map(day),
          focusedDate: try focus?(day))
      })
  }
}
