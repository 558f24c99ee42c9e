import PickerModel

extension SceneStrategy where Model == AppleDatePicker {
  /// An iOS date picker's wheels (``AppleWheelsScene``).
  public static var appleWheels: SceneStrategy {
    SceneStrategy { picker, context in try AppleWheelsScene(context: context).build(picker) }
  }
}

extension SceneStrategy where Model == AppleDatePicker {
  /// A watchOS date picker's wheels with outline, caption and scrolling indicator
  /// (``WatchWheelsScene``).
  public static var watchWheels: SceneStrategy {
    SceneStrategy { picker, context in try WatchWheelsScene(context: context).build(picker) }
  }
}
