import PickerModel

/// The Time Picker under `"actions"`: the model's keys (``TimePicker/handle(_:)``), none with
/// Shift, and no text field.
///
/// Arrows, Home, End, PageUp and PageDown move focus through the durations and the list
/// (scrolling it); Enter and Space pick the focused slot or choose the focused duration, and are
/// refused when nothing has focus. Escape is Dismiss: the model puts the pick back on the one
/// the card opened with and drops focus, and the card shows that.
extension TimePicker: SceneActionTarget {
  /// `time picker`.
  public static let actionSubject = "time picker"
  /// Every key the model handles.
  public static let actionKeys: [PickerKey] = [
    .up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .enter, .space, .escape,
  ]
  /// None: Shift+ is refused.
  public static let shiftedActionKeys: [PickerKey] = []
  /// None: the header shows the time, it is not a text field.
  public static let typedText: (field: String, pattern: String)? = nil

  /// Applies a key (see the extension's summary).
  public mutating func perform(_ action: SceneAction, opened: TimePicker, previous: SceneAction?)
    throws(SceneActionError) -> Bool
  {
    guard case .key(let key, _) = action else { return false }
    if key == .enter || key == .space, focus == nil {
      throw SceneActionError(
        action.description,
        "nothing has focus to pick: give \"focus\" or press an arrow key first", kind: .refused)
    }
    _ = handle(key)
    return key == .escape
  }
}
