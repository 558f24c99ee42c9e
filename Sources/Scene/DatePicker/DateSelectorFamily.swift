import PickerModel

/// The Date Picker's month selector on its own: `"picker": "date-selector"` in scene files.
///
/// ```json
/// {"picker": "date-selector", "month": "2026-01", "locale": "he_IL"}
/// ```
///
/// The common `locale` gives the month title and the direction, as the Date Picker card's own
/// selector takes them; without it, the spec's English.
enum DateSelectorFamily {
  /// The family.
  static let family = PickerFamily(
    name: "date-selector", summary: "the Date Picker's month selector on its own",
    strategy: .monthSelector, keys: keys,
    decode: { object, header in
      let month = try object.required("month", "expected a month, \"YYYY-MM\"").month()
      return MonthSelector(
        month: month,
        localeIdentifier: try header.pickerLocale(in: object) ?? DatePicker.defaultLocaleIdentifier)
    },
    scenes: {
      [
        BuiltInScene(
          "date-selector", "the date selector alone: January 2026 between two buttons",
          model: { MonthSelector(month: try YearMonth(year: 2026, month: 1)) }),
        BuiltInScene(
          "date-selector-he-il",
          "the date selector in he_IL, mirrored: ינואר 2026, previous month at the right",
          model: {
            MonthSelector(month: try YearMonth(year: 2026, month: 1), localeIdentifier: "he_IL")
          }),
      ]
    })

  /// Its keys.
  static let keys = [
    SceneFileKey("month", required: true, schema: ##"{"$ref": "#/$defs/month"}"##)
  ]
}
