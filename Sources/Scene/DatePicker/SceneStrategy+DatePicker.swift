import PickerModel

extension SceneStrategy where Model == DatePicker {
  /// The Appetite UI Date Picker card (``DatePickerScene``).
  public static var datePicker: SceneStrategy {
    SceneStrategy { picker, context in try DatePickerScene(context: context).build(picker) }
  }
}

extension SceneStrategy where Model == Void {
  /// The sheet of all 16 Day cell variants (``DayCellsScene``); it has no model.
  public static var dayCells: SceneStrategy {
    SceneStrategy { _, context in try DayCellsScene(context: context).build() }
  }
}
