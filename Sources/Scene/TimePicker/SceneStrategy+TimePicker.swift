import PickerModel

extension SceneStrategy where Model == TimePicker {
  /// The Appetite UI Time Picker card (``TimePickerScene``).
  public static var timePicker: SceneStrategy {
    SceneStrategy { picker, context in try TimePickerScene(context: context).build(picker) }
  }
}
