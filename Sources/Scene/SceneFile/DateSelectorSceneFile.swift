import PickerModel

/// `"picker": "date-selector"`: the Date Picker's month selector on its own.
///
/// ```json
/// {"picker": "date-selector", "month": "2026-01"}
/// ```
enum DateSelectorSceneFile {
  /// The family.
  static let family = SceneFileFamily(picker: "date-selector", keys: ["month"]) {
    object, header in
    let month = try DatePickerSceneFile.month(
      try object.required("month", "expected a month, \"YYYY-MM\""))
    return header.spec(month, as: .dateSelector)
  }
}
