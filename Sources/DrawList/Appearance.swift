/// Light or Dark: which variant of a picture is drawn (a theme resolves its semantic colours for
/// it, a golden is kept per appearance).
public enum Appearance: String, CaseIterable, Sendable, CustomStringConvertible {
  /// The light mode.
  case light
  /// The dark mode.
  case dark

  /// `light` or `dark`.
  public var description: String { rawValue }
}
