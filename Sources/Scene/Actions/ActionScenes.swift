import PickerModel

/// The built-in scenes that show an Appetite card after `"actions"` (``SceneActions``), each
/// replayed through the same code a scene file's steps go through, and each shipped as a file in
/// `scenes/`.
enum ActionScenes {
  /// The seed card after ArrowDown twice.
  static let datePicker: [BuiltInScene<DatePicker>] = [
    BuiltInScene(
      "date-picker-after-keys",
      "the seed card after ArrowDown twice: focus walks from the selected 16th to the 30th",
      model: { try SceneActions.replay(["ArrowDown", "ArrowDown"], on: SceneFixtures.seedCard()) })
  ]

  /// The Time Picker after End and Enter.
  static let timePicker: [BuiltInScene<TimePicker>] = [
    BuiltInScene(
      "time-picker-after-end",
      "the Time Picker after End and Enter: 11:30 PM, the list's last slot, focused and picked",
      model: {
        try SceneActions.replay(["End", "Enter"], on: SceneFixtures.timePicker(.twelveHour))
      })
  ]

  /// The Custom card after typing a saved colour's hex.
  static let colorPicker: [BuiltInScene<ColorPicker>] = [
    BuiltInScene(
      "color-picker-after-typing",
      "Custom after type:#FB3748 and Enter: the typed red, its saved swatch selected, focus "
        + "gone from the hue handle to the hex field",
      model: {
        try SceneActions.replay(["type:#FB3748", "Enter"], on: ColorPickerFixtures.custom())
      })
  ]
}
