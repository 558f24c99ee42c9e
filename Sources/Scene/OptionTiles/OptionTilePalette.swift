import DrawList
import PickerModel
import Theme

/// The e& colour tokens a tile is drawn with on a surface, in a state, in a mode.
///
/// On default and light in Light a selected tile turns midnight with white ink (seed 004:
/// `surface/raised/midnight` with `text/default/inverse`); on inverse and glass it turns white
/// with the spec's default ink (`surface/raised/default` with `text/default/default` and
/// `subtle`), and so it does on every surface in Dark, where every surface is dark (the seed:
/// "Use color-scheme=inverse on glass, midnight, or dark surfaces"). That white tile keeps
/// Light's ink in either mode (``inkAppearance``), as SwiftUI's
/// `.environment(\.colorScheme, .light)` would keep it. Disabled tiles keep their fill and take
/// the disabled ink. The e& page's segmented control draws with the same palette (its track an
/// unselected tile, its active pill the selected tile), so a page has one accent.
public struct OptionTilePalette: Hashable, Sendable {
  /// The page the row sits on (`nil` on glass: the scene paints a photo-like backdrop).
  public var page: ColorToken?
  /// The tile's fill.
  public var fill: ColorToken
  /// The value's ink, and the check circle's.
  public var value: ColorToken
  /// The caption's ink.
  public var caption: ColorToken
  /// The appearance the value and caption inks are read in: Light on the white selected tile
  /// (its fill is white in both modes, so its ink must be Light's), `nil` for the theme's own.
  public var inkAppearance: Appearance?

  /// Whether a selected tile on `surface` in `appearance` turns white rather than midnight: on
  /// the dark surfaces (inverse, glass), and on every surface in Dark.
  public static func selectsWhite(on surface: OptionTileSurface, in appearance: Appearance)
    -> Bool
  {
    surface.isDark || appearance == .dark
  }

  /// The palette for `tile` on `surface` in `appearance`.
  public init(
    _ tile: OptionTile, on surface: OptionTileSurface, in appearance: Appearance = .light
  ) {
    switch surface {
    case .default: page = .eandSurfaceCanvasDefault
    case .light: page = .eandSurfaceSunkenDefault
    case .inverse: page = .eandSurfaceBaseMidnight
    case .glass: page = nil
    }
    inkAppearance = nil
    if tile.isSelected {
      if Self.selectsWhite(on: surface, in: appearance) {
        fill = .eandSurfaceRaisedDefault
        value = .eandTextDefaultDefault
        caption = .eandTextDefaultSubtle
        inkAppearance = .light
      } else {
        fill = .eandSurfaceRaisedMidnight
        value = .eandTextDefaultInverse
        caption = value
      }
      return
    }
    switch surface {
    case .default: fill = .eandSurfaceSunkenDefault
    case .light: fill = .eandSurfaceCanvasDefault
    case .inverse: fill = .eandSurfaceRaisedMidnight
    case .glass: fill = .eandSurfaceGlassWhiteLg
    }
    if tile.isDisabled {
      value = surface.isDark ? .eandTextInverseDisabled : .eandTextDefaultDisabled
      caption = value
    } else if surface.isDark {
      value = .eandTextDefaultInverse
      // Glass captions take full white: the backdrop beneath the glass varies.
      caption = surface == .glass ? .eandTextDefaultInverse : .eandTextInverseSubtle
    } else {
      value = .eandTextDefaultDefault
      caption = .eandTextDefaultSubtle
    }
  }

  /// Whether the fill is glass: drawn in a group that blurs what is beneath it first.
  public var isGlass: Bool { fill == .eandSurfaceGlassWhiteLg }

  /// `token` (one of the inks) as this tile shows it in `theme`: in ``inkAppearance`` when it
  /// has one.
  public func ink(_ token: ColorToken, in theme: Theme) -> Color {
    theme.color(token, in: inkAppearance ?? theme.appearance)
  }
}
