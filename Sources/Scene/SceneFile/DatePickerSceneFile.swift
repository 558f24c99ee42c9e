import PickerModel
import StrictJSON

/// `"picker": "date-picker"`: the Appetite UI Date Picker card.
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
/// without it, the spec's card (English, weeks from Monday).
enum DatePickerSceneFile {
  /// The family.
  static let family = SceneFileFamily(
    picker: "date-picker",
    keys: ["month", "selection", "mode", "marked", "today", "focus", "pressed"]
  ) { object, header in
    header.spec(try picker(object, locale: header.pickerLocale(in: object)), as: .datePicker)
  }

  /// The model the file describes, in `locale` (names, first weekday, digits, direction) or the
  /// spec's Monday-first English when `nil`.
  static func picker(_ object: SceneFileObject, locale: String?) throws(SceneFileError)
    -> DatePicker
  {
    let month = try self.month(try object.required("month", "expected a month, \"YYYY-MM\""))
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
    do {
      return try DatePicker(
        checkedMonth: month, selection: selection, mode: mode, markedDates: marked,
        today: today, focusedDate: focus, pressedDate: pressed,
        localeIdentifier: locale ?? DatePicker.defaultLocaleIdentifier)
    } catch {
      let key: String
      switch error {
      case .outsideMonth: key = "selection"
      case .offGrid(let role, _, _, _, _):
        key = role.hasPrefix("focus") ? "focus" : role.hasPrefix("press") ? "pressed" : "selection"
      }
      throw object.error(at: key, error.description)
    }
  }

  /// `"YYYY-MM"`.
  static func month(_ value: SceneFileValue) throws(SceneFileError) -> YearMonth {
    let text = try value.string()
    let bytes = Array(text.utf8)
    guard bytes.count == 7, bytes[4] == UInt8(ascii: "-"),
      bytes.enumerated().allSatisfy({ $0.offset == 4 || (48...57).contains($0.element) }),
      let year = Int(text.prefix(4)), let number = Int(text.suffix(2))
    else { throw value.error("\(JSONValue.quoted(text)) is not a month (expected YYYY-MM)") }
    do { return try YearMonth(year: year, month: number) } catch {
      throw value.error("\(JSONValue.quoted(text)) is not a month (\(error.description))")
    }
  }
}
