import Audit

/// macOS is a pointer platform: NSDatePicker's targets are what it draws, so the macOS scenes
/// declare each element's drawn shape as its hit rectangle (the 20 × 18 pt day tiles, the 7 × 10
/// pt month arrows, the 23 pt field bezel, the stepper's halves; platform-metrics §5) instead of
/// a touch minimum around it, and the audit names them as this exception.
public enum MacOSPointerTargets {
  /// The exception's name.
  public static let name = "macos/pointer-targets"

  /// The exception for the macOS picker's elements, whose ids start with `prefix` (`macos `, or
  /// the comparison sheet's `macos graphical macos `).
  public static func exception(idsStartingWith prefix: String = "macos ") -> TargetException {
    .ids(
      startingWith: prefix, name: name,
      reason: "macOS is a pointer platform: NSDatePicker's own click targets are its 20 × 18 pt "
        + "day tiles, 7 × 10 pt arrows, 23 pt field and stepper halves (platform-metrics §5)")
  }
}
