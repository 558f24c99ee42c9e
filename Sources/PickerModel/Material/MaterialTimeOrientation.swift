/// The time picker's layout: portrait (AM/PM 52 × 80, vertical) or landscape (AM/PM 216 × 38,
/// horizontal, beside the dial).
public enum MaterialTimeOrientation: String, CaseIterable, Sendable {
  /// Selectors above the dial.
  case portrait
  /// Selectors to the dial's left.
  case landscape
}
