import PickerModel

extension SceneStrategy where Model == AppleDatePicker {
  /// An iOS date picker's wheels (``AppleWheelsScene``).
  public static var appleWheels: SceneStrategy { appleWheels(.portrait) }

  /// An iOS date picker's wheels in `orientation` (``AppleWheelsScene``): 216 pt high in
  /// portrait, 162 in landscape.
  public static func appleWheels(_ orientation: AppleWheelsOrientation) -> SceneStrategy {
    SceneStrategy { picker, context in
      try AppleWheelsScene(context: context, orientation: orientation).build(picker)
    }
  }
}

extension SceneStrategy where Model == AppleDatePicker {
  /// A watchOS date picker's wheels with outline, caption and scrolling indicator
  /// (``WatchWheelsScene``).
  public static var watchWheels: SceneStrategy {
    SceneStrategy { picker, context in try WatchWheelsScene(context: context).build(picker) }
  }
}
