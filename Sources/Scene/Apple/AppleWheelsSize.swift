/// The size UIKit gives a wheels-style `UIDatePicker`: its fitting width (the least it takes: a
/// wider set of wheels grows the picker, or is refused where the width is required) and its
/// height, which also sets the cylinder's radius and how many rows are drawn
/// (``AppleWheelsLayout``).
///
/// ```swift
/// AppleWheelsOrientation.portrait.size   // 320 × 216
/// AppleWheelsSize.compactTimeEditor      // 218 × 172
/// ```
public struct AppleWheelsSize: Hashable, Sendable {
  /// The width the wheels share (and the picker's least width).
  public var width: Double
  /// The picker's height.
  public var height: Double

  /// Creates a size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The time wheels in the compact picker's editor: 218 × 172 pt, WebKit's
  /// `kDateTimePickerTimeControlWidth` and `…Height`, the size WebKit requires (layout priority
  /// required) of a time-mode `UIDatePicker` in its wheels popover (platform-metrics §1.2,
  /// WK-i, P-adjacent: Apple's code sizing the real control). The replica's 216 × 160 (CC
  /// `timePickerWidth` less its 7.5 pt padding, `timePickerWheelHeight`) loses to it.
  public static let compactTimeEditor = AppleWheelsSize(width: 218, height: 172)
}
