import PickerModel

extension SceneStrategy where Model == ColorPicker {
  /// The Appetite UI Color Picker card (``ColorPickerScene``).
  public static var colorPicker: SceneStrategy {
    SceneStrategy { picker, context in try ColorPickerScene(context: context).build(picker) }
  }
}
