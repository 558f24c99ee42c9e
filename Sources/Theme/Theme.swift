import DrawList

/// The design tokens resolved for one appearance: colours, dimensions, shadows and type.
///
/// Look-ups take typed token names and cannot fail: ``TokenSet`` has already checked that every one
/// resolves. A theme made by ``recording(into:)`` also notes each look-up, which is how
/// `pickershot tokens slots` learns which scenes draw with which slot.
public struct Theme: Sendable {
  /// Which mode this theme is.
  public let appearance: Appearance
  private let colors: [ColorToken: Color]
  /// The same token set's colours in each appearance, for ``color(_:in:)``.
  private let colorsByAppearance: [Appearance: [ColorToken: Color]]
  private let dimensions: [DimensionToken: Double]
  private let shadows: [ShadowToken: [Shadow]]
  private let typography: [TypographyToken: Typography]
  private let opacities: [OpacityToken: Double]
  /// Notes every look-up, when set.
  private let recorder: TokenUseRecorder?

  /// The colour of a semantic token in this mode.
  public func color(_ token: ColorToken) -> Color {
    recorder?.note(.color(token))
    return colors[token]!
  }
  /// The colour of a semantic token as `appearance` resolves it in the same token set: for a
  /// part that keeps one appearance in both modes, as SwiftUI's
  /// `.environment(\.colorScheme, .light)` keeps a white tile's ink dark in Dark mode.
  public func color(_ token: ColorToken, in appearance: Appearance) -> Color {
    recorder?.note(.color(token))
    return (colorsByAppearance[appearance] ?? colors)[token]!
  }
  /// A dimension in points.
  public func dimension(_ token: DimensionToken) -> Double {
    recorder?.note(.dimension(token))
    return dimensions[token]!
  }
  /// A shadow's layers, bottom first.
  public func shadow(_ token: ShadowToken) -> [Shadow] {
    recorder?.note(.shadow(token))
    return shadows[token]!
  }
  /// A type style.
  public func typography(_ token: TypographyToken) -> Typography {
    recorder?.note(.typography(token))
    return typography[token]!
  }
  /// An opacity, 0…1.
  public func opacity(_ token: OpacityToken) -> Double {
    recorder?.note(.opacity(token))
    return opacities[token]!
  }

  /// A theme of `appearance`'s resolved colours (`colors[appearance]`), the other appearances'
  /// for ``color(_:in:)``, and the tokens both modes share.
  init(
    appearance: Appearance, colors: [Appearance: [ColorToken: Color]], shared: Shared,
    recorder: TokenUseRecorder? = nil
  ) {
    self.appearance = appearance
    self.colors = colors[appearance] ?? [:]
    colorsByAppearance = colors
    dimensions = shared.dimensions
    shadows = shared.shadows
    typography = shared.typography
    opacities = shared.opacities
    self.recorder = recorder
  }

  /// This theme, noting every look-up in `recorder`.
  ///
  /// ```swift
  /// let recorder = TokenUseRecorder()
  /// _ = try scene.build(SceneContext(theme: theme.recording(into: recorder), shaper: shaper))
  /// recorder.slots  // every slot the scene drew with
  /// ```
  public func recording(into recorder: TokenUseRecorder) -> Theme {
    Theme(
      appearance: appearance, colors: colorsByAppearance,
      shared: Shared(
        dimensions: dimensions, shadows: shadows, typography: typography, opacities: opacities),
      recorder: recorder)
  }

  /// The tokens that do not depend on the mode, resolved once for both themes.
  struct Shared {
    var dimensions: [DimensionToken: Double] = [:]
    var shadows: [ShadowToken: [Shadow]] = [:]
    var typography: [TypographyToken: Typography] = [:]
    var opacities: [OpacityToken: Double] = [:]

    /// Tokens already resolved (``BuiltInTokens``).
    init(
      dimensions: [DimensionToken: Double], shadows: [ShadowToken: [Shadow]],
      typography: [TypographyToken: Typography], opacities: [OpacityToken: Double]
    ) {
      self.dimensions = dimensions
      self.shadows = shadows
      self.typography = typography
      self.opacities = opacities
    }
  }
}
