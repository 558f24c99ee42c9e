/// The direction a run of text is shaped and read in.
public enum TextDirection: String, Hashable, Sendable, CaseIterable {
  /// Latin, Cyrillic, Greek…
  case leftToRight = "ltr"
  /// Hebrew, Arabic…
  case rightToLeft = "rtl"
}
