/// The direction a run of text is shaped and read in.
public enum TextDirection: String, Hashable, Sendable, CaseIterable {
  /// Latin, Cyrillic, Greek…
  case leftToRight = "ltr"
  /// Hebrew, Arabic…
  case rightToLeft = "rtl"
}

extension TextDirection {
  /// Right to left when `isRightToLeft`, else left to right: a locale's flag as a direction.
  public init(isRightToLeft: Bool) {
    self = isRightToLeft ? .rightToLeft : .leftToRight
  }
}
