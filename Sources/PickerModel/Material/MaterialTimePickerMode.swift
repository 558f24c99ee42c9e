/// Which Material 3 time picker is shown (tokens.md §4.2–4.3).
public enum MaterialTimePickerMode: String, CaseIterable, Sendable {
  /// The dial choosing the hour (the hour selector on primary-container).
  case dialHour = "dial-hour"
  /// The dial choosing the minute.
  case dialMinute = "dial-minute"
  /// The input picker (the "keyboard" picker the dial's keyboard icon opens): two text fields.
  case input

  /// Whether the dial is shown.
  public var showsDial: Bool { self != .input }
}
