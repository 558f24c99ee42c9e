/// What a row of option tiles sits on, which sets the tiles' fill and ink.
///
/// The names predate e& V1.2: `default` tiles are sunken, `light` ones canvas, `inverse` ones
/// midnight, `glass` ones white glass over a backdrop blur.
public enum OptionTileSurface: String, Hashable, Sendable, CaseIterable {
  /// Sunken tiles on a light page; selected turns midnight with white text.
  case `default`
  /// Canvas (white) tiles on a sunken page; selected turns midnight with white text.
  case light
  /// Midnight tiles on a midnight page; selected turns white.
  case inverse
  /// White glass tiles over a blurred backdrop; selected turns white.
  case glass

  /// Whether the surface is dark (inverse, glass): ink is white and a selected tile turns white.
  public var isDark: Bool { self == .inverse || self == .glass }
}
