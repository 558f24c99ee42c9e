/// How UIKit presents an iOS date picker: as wheels (in either orientation), as the compact
/// button, the compact button's editor open, or inline.
public enum IOSPresentation: Hashable, Sendable {
  /// `UIDatePickerStyle.wheels`, portrait (216 pt) or landscape (162 pt).
  case wheels(AppleWheelsOrientation)
  /// `.compact`: the button.
  case compact
  /// `.compact` with its editor open.
  case compactOpen
  /// `.inline`: the calendar, or for a time-only picker its button.
  case inline
}
