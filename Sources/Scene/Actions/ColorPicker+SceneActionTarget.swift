import PickerModel

/// The Color Picker under `"actions"`: the handles' keys (``ColorPicker/handle(_:shift:)``),
/// each also with Shift (ten steps), and `type:` into the hex field.
///
/// - Arrows move the focused handle, Home and End jump the hue to 0° and 360°. Refused: a key
///   on the Palette tab (the handles are on Custom), with no handle focused, or one the focused
///   handle does nothing with (Home or End on the spectrum).
/// - `type:TEXT` moves focus to the hex field (the handles lose it) and the field takes the
///   text: six hex digits become the colour. Text the field refuses is refused (the `hex` key
///   draws a refused text in the field's error state). Enter after `type:` commits the field,
///   which has already taken the text; anywhere else it is refused.
/// - The card has no Dismiss or Submit, so Escape, like PageUp, PageDown and Space, is not a
///   step it takes.
extension ColorPicker: SceneActionTarget {
  /// `color picker`.
  public static let actionSubject = "color picker"
  /// The handles' keys, and Enter for the hex field.
  public static let actionKeys: [PickerKey] = [.up, .down, .left, .right, .home, .end, .enter]
  /// The handles' keys: Shift moves ten steps (Home and End jump as without it).
  public static let shiftedActionKeys: [PickerKey] = [.up, .down, .left, .right, .home, .end]
  /// The hex field: six hex digits, with or without `#`.
  public static let typedText: (field: String, pattern: String)? = (
    "hex field", "#?[0-9A-Fa-f]{6}"
  )

  /// Applies a step (see the extension's summary).
  public mutating func perform(
    _ action: SceneAction, opened: ColorPicker, previous: SceneAction?
  ) throws(SceneActionError) -> Bool {
    func refused(_ reason: String) -> SceneActionError {
      SceneActionError(action.description, reason, kind: .refused)
    }
    switch action {
    case .type(let text):
      focusedHandle = nil
      do { try enterHex(text) } catch {
        throw refused(
          "the hex field refuses it: \(error) (the \"hex\" key draws a refused text)")
      }
    case .key(.enter, _):
      switch previous {
      case .type?, .key(.enter, _)?: break
      default: throw refused("Enter commits the hex field after type:TEXT; the handles take none")
      }
    case .key(let key, let shift):
      guard tab == .custom else {
        throw refused("the handles are on the Custom tab, and the card shows Palette")
      }
      guard let focused = focusedHandle else {
        throw refused(
          opened.focusedHandle != nil
            ? "no handle has focus: type: moved it to the hex field"
            : "no handle has focus: give \"focus\": \"hue\" or \"spectrum\"")
      }
      guard handle(key, shift: shift) else {
        throw refused(
          "the \(focused.rawValue) handle does nothing with \(SceneAction.name(of: key)); "
            + "Home and End jump the hue (\"focus\": \"hue\")")
      }
    }
    return false
  }
}
