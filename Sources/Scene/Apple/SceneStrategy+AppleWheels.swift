import PickerModel

extension SceneStrategy where Model == AppleDatePicker {
  /// An iOS date picker's wheels (``AppleWheelsScene``).
  public static var appleWheels: SceneStrategy { appleWheels(.portrait) }

  /// An iOS date picker's wheels in `orientation` (``AppleWheelsScene``): 216 pt high in
  /// portrait, 162 in landscape; the date-and-time wheel writes `today` as "Today".
  public static func appleWheels(_ orientation: AppleWheelsOrientation, today: CalendarDate? = nil)
    -> SceneStrategy
  {
    SceneStrategy { picker, context in
      try AppleWheelsScene(context: context, orientation: orientation, today: today).build(picker)
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
