import PickerModel
import StrictJSON

/// The Appetite UI Time Picker card (seed 002): `"picker": "time-picker"` in scene files, and
/// its built-in scenes.
///
/// ```json
/// {"picker": "time-picker", "format": "12-hour", "time": null, "duration": 60,
///  "focus": {"slot": "20:00"}}
/// ```
///
/// `time` is the header's slot (`"10:30"`, the default; `null` once cleared), `duration` 15, 30
/// (the default) or 60 minutes, `focus` a slot (`{"slot": "20:00"}`, the list scrolls to show it)
/// or a duration pill (`{"duration": 60}`), `visibleSlots` the rows in view (default 5; 1 to 28,
/// so the list always has more to scroll) and `scroll` the list's top row, counted from 09:30.
/// `time` and a focused slot must be slots of the list, 09:30 to 23:30. The common `locale`
/// gives the digits and the AM/PM words, the duration pills' words (Foundation's unit
/// formatting) and the clock when `format` is left out (`ar_EG`: 12-hour, Arabic-Indic digits);
/// `labels` the footer's words (`{"dismiss": "Abbrechen", "submit": "Fertig"}`; the spec's
/// English by default).
enum TimePickerFamily {
  /// The family.
  static let family = PickerFamily(
    name: "time-picker", summary: "the Appetite UI Time Picker card", strategy: .timePicker,
    keys: keys,
    decode: { object, header in
      try SceneActions.replayed(object, on: picker(object, locale: header.pickerLocale(in: object)))
    },
    scenes: {
      [
        BuiltInScene(
          "time-picker-12h",
          "the Time Picker at Format 12-hour: 10:30 picked, 30 min chosen, list at the top",
          model: { SceneFixtures.timePicker(.twelveHour) }),
        BuiltInScene(
          "time-picker-24h",
          "the Time Picker at Format 24-hour: the same card, slots without a period",
          model: { SceneFixtures.timePicker(.twentyFourHour) }),
        BuiltInScene(
          "time-picker-scrolled",
          "header cleared, 1 hour chosen, focus walked down to 08:00 PM, list scrolled",
          model: { SceneFixtures.scrolledTimePicker() }),
        BuiltInScene(
          "time-picker-ar-eg",
          "the Time Picker in ar_EG: 12-hour as the locale says, Arabic-Indic digits, "
            + "periods ص and م and the durations from Foundation, the card mirrored",
          model: { LocaleFixtures.timePicker("ar_EG") }),
      ] + ActionScenes.timePicker
    })

  /// Its scene-file keys, each with its JSON Schema (``SceneFileSchema``).
  static let keys = [
    SceneFileKey("format", schema: ##"{"$ref": "#/$defs/clock"}"##),
    SceneFileKey("time", schema: ##"{"oneOf": [{"$ref": "#/$defs/slot"}, {"type": "null"}]}"##),
    SceneFileKey("duration", schema: ##"{"$ref": "#/$defs/duration"}"##),
    SceneFileKey(
      "focus",
      schema: ##"""
        {
          "oneOf": [
            {
              "oneOf": [
                {
                  "type": "object",
                  "required": [
                    "slot"
                  ],
                  "additionalProperties": false,
                  "properties": {
                    "slot": {
                      "$ref": "#/$defs/slot"
                    }
                  }
                },
                {
                  "type": "object",
                  "required": [
                    "duration"
                  ],
                  "additionalProperties": false,
                  "properties": {
                    "duration": {
                      "$ref": "#/$defs/duration"
                    }
                  }
                }
              ]
            },
            {
              "type": "null"
            }
          ]
        }
        """##),
    SceneFileKey(
      "visibleSlots",
      schema: ##"{"type": "integer", "minimum": "##
        + "\(TimePicker.visibleSlotCounts.lowerBound), \"maximum\": "
        + "\(TimePicker.visibleSlotCounts.upperBound)}"),
    SceneFileKey("scroll", schema: ##"{"type": "integer", "minimum": 0, "maximum": 28}"##),
    CardLabelsKey.key(CardLabels.footerKeys),
    SceneActions.key(for: TimePicker.self),
  ]

  /// The model the file describes, in `locale` (digits and AM/PM; without a `format`, the
  /// locale's own clock) or the spec's English when `nil`. A time or focus the list does not
  /// hold and a window outside 1 to 28 rows break the model's rules
  /// (``TimePicker/init(checkedFormat:selection:focus:visibleSlotCount:localeIdentifier:)``),
  /// refused at their keys with its message.
  static func picker(_ object: SceneFileObject, locale: String?) throws(SceneFileError)
    -> TimePicker
  {
    let format =
      try object["format"]?.choice(of: TimeFormat.self)
      ?? locale.map { TimeFormat(locale: PickerLocale.named($0)) } ?? .twelveHour
    var slot: TimeSlot? = TimePicker.defaultSlot
    if object.has("time") { slot = try object.nullable("time").map(self.slot) }
    let duration = try object["duration"].map(self.duration) ?? TimePicker.defaultDuration
    var focus: TimePickerFocus?
    var focusedSlot: SceneFileValue?
    if let value = object.nullable("focus") {
      let target = try value.object(known: ["slot", "duration"])
      guard target.members.count == 1 else {
        throw value.error("expected one of \"slot\" or \"duration\", got \(target.members.count)")
      }
      if let slotValue = target["slot"] {
        focus = .slot(try self.slot(slotValue))
        focusedSlot = slotValue
      } else if let durationValue = target["duration"] {
        focus = .duration(try self.duration(durationValue))
      }
    }
    let visible = try object["visibleSlots"].map(rows) ?? TimePicker.defaultVisibleSlotCount
    var picker: TimePicker
    do {
      picker = try TimePicker(
        checkedFormat: format, selection: TimeSelection(slot: slot, duration: duration),
        focus: focus, visibleSlotCount: visible,
        localeIdentifier: locale ?? TimePicker.defaultLocaleIdentifier)
    } catch {
      switch error {
      case .notInList(.picked, _): throw object.error(at: "time", error.description)
      case .notInList(.focused, _):
        throw (focusedSlot ?? object.value).error(error.description, kind: .modelRule)
      case .visibleSlotCount: throw object.error(at: "visibleSlots", error.description)
      }
    }
    picker.labels = try CardLabelsKey.labels(object, known: CardLabels.footerKeys)
    if let value = object["scroll"] {
      let top = try value.integer(in: 0...picker.maximumFirstVisibleIndex)
      picker.scroll(toFirst: top)
    }
    return picker
  }

  /// A count of rows: a whole number (its range is the model's rule, so the message says why).
  static func rows(_ value: SceneFileValue) throws(SceneFileError) -> Int {
    let counts = TimePicker.visibleSlotCounts
    guard case .number(let number, _) = value.json, number == number.rounded(),
      abs(number) <= 1e9
    else {
      throw value.expected("a whole number of rows, \(counts.lowerBound) to \(counts.upperBound)")
    }
    return Int(number)
  }

  /// `"HH:MM"` on the half hour.
  static func slot(_ value: SceneFileValue) throws(SceneFileError) -> TimeSlot {
    let text = try value.string()
    let bytes = Array(text.utf8)
    guard bytes.count == 5, bytes[2] == UInt8(ascii: ":"),
      bytes.enumerated().allSatisfy({ $0.offset == 2 || (48...57).contains($0.element) }),
      let hour = Int(text.prefix(2)), let minute = Int(text.suffix(2)),
      let slot = TimeSlot(hour: hour, minute: minute)
    else {
      throw value.error(
        "\(JSONValue.quoted(text)) is not a half-hour slot (expected HH:00 or HH:30, 00:00 to "
          + "23:30)")
    }
    return slot
  }

  /// 15, 30 or 60 minutes.
  static func duration(_ value: SceneFileValue) throws(SceneFileError) -> QuickDuration {
    try value.choice(
      QuickDuration.allCases.map { (.number(Double($0.rawValue), text: "\($0.rawValue)"), $0) })
  }
}
