/// Light or Dark: which set of semantic colours a theme resolves to.
public enum Appearance: String, CaseIterable, Sendable, CustomStringConvertible {
  /// The light mode.
  case light
  /// The dark mode.
  case dark

  /// `light` or `dark`.
  public var description: String { rawValue }
}
