import PickerModel

/// The Date Picker under `"actions"`: the model's keys (``DatePicker/handle(_:)``), none with
/// Shift, and no text field.
///
/// Arrows, Home, End, PageUp and PageDown move focus (paging the month when it leaves it); Enter
/// and Space pick the focused day, and are refused when no day has focus. Escape is Dismiss: the
/// card shows what it hands back, the selection and month it opened on, with focus gone.
extension DatePicker: SceneActionTarget {
  /// `date picker`.
  public static let actionSubject = "date picker"
  /// Every key the model handles.
  public static let actionKeys: [PickerKey] = [
    .up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .enter, .space, .escape,
  ]
  /// None: Shift+ is refused.
  public static let shiftedActionKeys: [PickerKey] = []
  /// None: the card has no text field.
  public static let typedText: (field: String, pattern: String)? = nil

  /// Applies a key (see the extension's summary).
  public mutating func perform(_ action: SceneAction, opened: DatePicker, previous: SceneAction?)
    throws(SceneActionError) -> Bool
  {
    guard case .key(let key, _) = action else { return false }
    switch key {
    case .enter, .space:
      guard focusedDate != nil else {
        throw SceneActionError(
          action.description,
          "no day has focus to pick: give \"focus\" or press an arrow key first", kind: .refused)
      }
      _ = handle(key)
      return false
    case .escape:
      let handedBack = handle(.escape)?.value ?? originalSelection
      displayedMonth = opened.displayedMonth
      selection = handedBack
      focusedDate = nil
      return true
    default:
      _ = handle(key)
      return false
    }
  }
}
