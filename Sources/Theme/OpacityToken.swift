/// The opacity tokens the pickers read, 0…1 (``TokenRange/opacity``).
public enum OpacityToken: String, CaseIterable, Sendable {
  /// M3 state-layer opacity, hover: 0.08.
  case m3StateHover = "m3/state/hover"
  /// M3 state-layer opacity, focus: 0.10.
  case m3StateFocus = "m3/state/focus"
  /// M3 state-layer opacity, pressed: 0.10.
  case m3StatePressed = "m3/state/pressed"
  /// M3 state-layer opacity, dragged: 0.16.
  case m3StateDragged = "m3/state/dragged"
  /// M3 disabled content: 0.38 (also the docked picker's outside-month days).
  case m3StateDisabled = "m3/state/disabled"
}
