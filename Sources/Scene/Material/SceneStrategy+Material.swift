import PickerModel

extension SceneStrategy where Model == MaterialDatePicker {
  /// A Material 3 date picker, modal, docked, input or year selection
  /// (``MaterialDatePickerScene``).
  public static var materialDatePicker: SceneStrategy {
    SceneStrategy { picker, context in
      try MaterialDatePickerScene(context: context).build(picker)
    }
  }
}

extension SceneStrategy where Model == MaterialTimePicker {
  /// A Material 3 time picker, dial or input (``MaterialTimePickerScene``).
  public static var materialTimePicker: SceneStrategy {
    SceneStrategy { picker, context in
      try MaterialTimePickerScene(context: context).build(picker)
    }
  }
}
