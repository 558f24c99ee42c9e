/// The hour or the minute: the selected time selector on the dial, the focused input field.
public enum MaterialTimeField: String, CaseIterable, Sendable {
  /// The hour.
  case hour
  /// The minute.
  case minute
}
