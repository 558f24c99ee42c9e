import PickerModel

/// The Date Picker's month selector on its own: `"picker": "date-selector"` in scene files.
///
/// ```json
/// {"picker": "date-selector", "month": "2026-01"}
/// ```
enum DateSelectorFamily {
  /// The family.
  static let family = PickerFamily(
    name: "date-selector", summary: "the Date Picker's month selector on its own",
    strategy: .dateSelector, keys: keys,
    decode: { object, _ in
      try object.required("month", "expected a month, \"YYYY-MM\"").month()
    },
    scenes: {
      [
        BuiltInScene(
          "date-selector", "the date selector alone: January 2026 between two buttons",
          model: { try YearMonth(year: 2026, month: 1) })
      ]
    })

  /// Its keys.
  static let keys = [
    SceneFileKey("month", required: true, schema: ##"{"$ref": "#/$defs/month"}"##)
  ]
}
