/// How a group's pixels combine with what is beneath them: the CSS / PDF separable and
/// non-separable blend modes (Cairo has an operator for each).
public enum BlendMode: String, Hashable, Sendable, CaseIterable {
  /// Source over.
  case normal
  /// Darkens: the product of the two.
  case multiply
  /// Lightens: the inverse product of the inverses.
  case screen
  /// Multiply or screen, by the backdrop.
  case overlay
  /// The darker of the two.
  case darken
  /// The lighter of the two.
  case lighten
  /// Brightens the backdrop towards the source.
  case colorDodge = "color-dodge"
  /// Darkens the backdrop towards the source.
  case colorBurn = "color-burn"
  /// Multiply or screen, by the source.
  case hardLight = "hard-light"
  /// A softer hard light.
  case softLight = "soft-light"
  /// The absolute difference.
  case difference
  /// A lower-contrast difference.
  case exclusion
  /// The source's hue with the backdrop's saturation and luminosity.
  case hue
  /// The source's saturation.
  case saturation
  /// The source's hue and saturation.
  case color
  /// The source's luminosity.
  case luminosity
}
