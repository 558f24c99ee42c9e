/// A countdown timer's duration: hours and minutes, at most 23 h 59 min (`countDownDuration`).
public struct AppleCountdownDuration: Hashable, Sendable, CustomStringConvertible {
  /// The longest countdown UIKit's timer shows: 23 h 59 min, in minutes.
  public static let maximumMinutes = 23 * 60 + 59
  /// No time at all.
  public static let zero = AppleCountdownDuration(uncheckedMinutes: 0)

  /// The duration in whole minutes, 0 … ``maximumMinutes``.
  public let totalMinutes: Int

  /// Creates a duration, rejecting negative parts, minutes beyond 59 and more than 23 h 59 min.
  ///
  /// - Throws: ``AppleDatePickerError/countdownOutOfRange(hours:minutes:)``.
  public init(hours: Int, minutes: Int) throws(AppleDatePickerError) {
    guard (0...23).contains(hours), (0...59).contains(minutes) else {
      throw .countdownOutOfRange(hours: hours, minutes: minutes)
    }
    self.init(uncheckedMinutes: hours * 60 + minutes)
  }

  /// Creates a duration the caller has checked.
  init(uncheckedMinutes: Int) {
    totalMinutes = uncheckedMinutes
  }

  /// The whole hours, 0–23.
  public var hours: Int { totalMinutes / 60 }
  /// The minutes past the hours, 0–59.
  public var minutes: Int { totalMinutes % 60 }

  /// `1 h 30 min`.
  public var description: String { "\(hours) h \(minutes) min" }
}
