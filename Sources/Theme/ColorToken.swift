/// The semantic colour tokens the pickers read. Each resolves per ``Appearance``.
///
/// Every case must resolve in both modes when a ``TokenSet`` loads, so a typo in the token file is
/// an error that names the token, never a silent fallback colour.
public enum ColorToken: String, CaseIterable, Sendable {
  case bgStrong950 = "bg/strong-950"
  case bgSoft200 = "bg/soft-200"
  case bgWeak50 = "bg/weak-50"
  case bgWhite0 = "bg/white-0"
  case bgRaised = "bg/raised"
  case textStrong950 = "text/strong-950"
  case textSub700 = "text/sub-700"
  case textSoft500 = "text/soft-500"
  case textDisabled300 = "text/disabled-300"
  case textWhite0 = "text/white-0"
  case strokeSoft200 = "stroke/soft-200"
  case strokeSub300 = "stroke/sub-300"
  case brandBase = "brand/base"
  case brandAlpha10 = "brand/alpha-10"
  /// Brand-coloured text and marks on surfaces: brand/base in Light, blue-400 in Dark (contrast).
  case brandAccent = "brand/accent"
  /// Brand-coloured text and marks on the brand tint (brand/alpha-10): blue-700 in Light,
  /// blue-300 in Dark, 6.3:1 and 6.9:1 where brand/base has 4.42:1 and 2.64:1.
  case brandOnTint = "brand/on-tint"
  /// Error text on surfaces: red-700 in Light (5.26:1 on white), red-400 in Dark (5.19:1 on
  /// bg/raised), where state/error's red-500 and red-600 have 3.66:1 and 3.50:1.
  case textError = "text/error"
  case staticWhite = "static/white"
  case staticBlack = "static/black"
  case focusRing = "focus/ring"
  // Palette swatches (the Color Picker): AlignUI state colours, base and light shades.
  case stateErrorBase = "state/error-base"
  case stateErrorLight = "state/error-light"
  case stateWarningBase = "state/warning-base"
  case stateWarningLight = "state/warning-light"
  case stateAwayBase = "state/away-base"
  case stateAwayLight = "state/away-light"
  case stateSuccessBase = "state/success-base"
  case stateSuccessLight = "state/success-light"
  case stateStableBase = "state/stable-base"
  case stateStableLight = "state/stable-light"
  case stateFeatureBase = "state/feature-base"
  case stateFeatureLight = "state/feature-light"
  case stateHighlightedBase = "state/highlighted-base"
  case stateHighlightedLight = "state/highlighted-light"
  case stateVerifiedBase = "state/verified-base"
  case stateVerifiedLight = "state/verified-light"
  case stateFadedBase = "state/faded-base"
  case stateFadedLight = "state/faded-light"
  case stateInformationLight = "state/information-light"
  // e& (the option tiles' second token set): mode.<light|dark>.eand.*.
  case eandSurfaceCanvasDefault = "eand/surface/canvas/default"
  case eandSurfaceSunkenDefault = "eand/surface/sunken/default"
  case eandSurfaceRaisedMidnight = "eand/surface/raised/midnight"
  case eandSurfaceRaisedDefault = "eand/surface/raised/default"
  case eandSurfaceBaseMidnight = "eand/surface/base/midnight"
  case eandSurfaceGlassWhiteLg = "eand/surface/glass/white/lg"
  case eandTextDefaultDefault = "eand/text/default/default"
  case eandTextDefaultSubtle = "eand/text/default/subtle"
  case eandTextDefaultInverse = "eand/text/default/inverse"
  case eandTextDefaultDisabled = "eand/text/default/disabled"
  case eandTextInverseSubtle = "eand/text/inverse/subtle"
  case eandTextInverseDisabled = "eand/text/inverse/disabled"
  case eandBadgeNeutralFill = "eand/badge/neutral/fill"
  case eandBadgeNeutralText = "eand/badge/neutral/text"
  case eandBackdropNight = "eand/backdrop/night"
  case eandBackdropDusk = "eand/backdrop/dusk"
  case eandBackdropSea = "eand/backdrop/sea"
  case eandBackdropGlow = "eand/backdrop/glow"
  case eandBackdropStripe = "eand/backdrop/stripe"
  // iOS system colours (the segmented picker mirrors the platform; tokens.md §3.1, §3.3).
  /// iOS `systemBackground`: white in Light, black in Dark.
  case iosSystemBackground = "ios/system-background"
  /// iOS `tertiarySystemFill`: rgb(118,118,128) at 12 % (Light) and 24 % (Dark).
  case iosTertiarySystemFill = "ios/tertiary-system-fill"
  /// iOS `label`: black in Light, white in Dark.
  case iosLabel = "ios/label"
  /// The segmented control's thumb: white in Light, #636366 in Dark.
  case iosSegmentedThumb = "ios/segmented-thumb"
  /// The segmented control's separators: #8E8E93 at 30 % in both modes.
  case iosSegmentedSeparator = "ios/segmented-separator"
  /// iOS `systemBlue`, the keyboard focus ring: #007AFF in Light, #0A84FF in Dark.
  case iosSystemBlue = "ios/system-blue"
  /// iOS `systemGray`: #8E8E93 in both modes.
  case iosSystemGray = "ios/system-gray"
  /// iOS `systemGray5`: #E5E5EA in Light, #2C2C2E in Dark.
  case iosSystemGray5 = "ios/system-gray5"
  /// iOS `systemGray6`: #F2F2F7 in Light, #1C1C1E in Dark.
  case iosSystemGray6 = "ios/system-gray6"
  /// iOS `secondarySystemBackground`: #F2F2F7 in Light, #1C1C1E in Dark.
  case iosSecondarySystemBackground = "ios/secondary-system-background"
  /// iOS `systemBackground` on an elevated surface (sheet, popover): white, #1C1C1E in Dark.
  case iosSystemBackgroundElevated = "ios/system-background-elevated"
  /// iOS `secondarySystemBackground` elevated: #F2F2F7 in Light, #2C2C2E in Dark.
  case iosSecondarySystemBackgroundElevated = "ios/secondary-system-background-elevated"
  /// iOS `secondaryLabel`: #3C3C43 at 60 % in Light, #EBEBF5 at 60 % in Dark.
  case iosSecondaryLabel = "ios/secondary-label"
  /// iOS `tertiaryLabel`: #3C3C43 at 30 % in Light, #EBEBF5 at 30 % in Dark.
  case iosTertiaryLabel = "ios/tertiary-label"
  /// iOS `systemGreen` (#34C759, #30D158 in Dark): the watchOS picker's focus outline.
  case iosSystemGreen = "ios/system-green"
  // Material 3 (the third token set): mode.<mode>.m3.*, one baseline per appearance: Light from
  // material-web tokens/versions/latest/sass/_md-sys-color.scss (M3 v34.0.21), Dark from Compose
  // tokens/ColorDarkTokens.kt (v0_210), tones from material-web's _md-ref-palette.scss.
  /// M3 `primary`: #6750A4 in Light, #D0BCFF in Dark.
  case m3Primary = "m3/primary"
  /// M3 `on-primary`: #FFFFFF in Light, #381E72 in Dark.
  case m3OnPrimary = "m3/on-primary"
  /// M3 `primary-container`: #EADDFF in Light, #4F378B in Dark.
  case m3PrimaryContainer = "m3/primary-container"
  /// M3 `on-primary-container`: #4F378B in Light (P30), #EADDFF in Dark.
  case m3OnPrimaryContainer = "m3/on-primary-container"
  /// M3 `secondary-container`: #E8DEF8 in Light, #4A4458 in Dark.
  case m3SecondaryContainer = "m3/secondary-container"
  /// M3 `on-secondary-container`: #4A4458 in Light (S30), #E8DEF8 in Dark (S90).
  case m3OnSecondaryContainer = "m3/on-secondary-container"
  /// M3 `tertiary-container`: #FFD8E4 in Light, #633B48 in Dark.
  case m3TertiaryContainer = "m3/tertiary-container"
  /// M3 `on-tertiary-container`: #633B48 in Light (T30), #FFD8E4 in Dark.
  case m3OnTertiaryContainer = "m3/on-tertiary-container"
  /// M3 `surface`: #FEF7FF in Light, #141218 in Dark.
  case m3Surface = "m3/surface"
  /// M3 `surface-container-high`: #ECE6F0 in Light, #2B2930 in Dark (the pickers' container).
  case m3SurfaceContainerHigh = "m3/surface-container-high"
  /// M3 `surface-container-highest`: #E6E0E9 in Light, #36343B in Dark (dial, time fields).
  case m3SurfaceContainerHighest = "m3/surface-container-highest"
  /// M3 `surface-variant`: #E7E0EC in Light, #49454F in Dark (the docked year menu's selected
  /// item).
  case m3SurfaceVariant = "m3/surface-variant"
  /// M3 `on-surface`: #1D1B20 in Light, #E6E0E9 in Dark.
  case m3OnSurface = "m3/on-surface"
  /// M3 `on-surface-variant`: #49454F in Light, #CAC4D0 in Dark.
  case m3OnSurfaceVariant = "m3/on-surface-variant"
  /// M3 `outline`: #79747E in Light, #938F99 in Dark.
  case m3Outline = "m3/outline"
  /// M3 `outline-variant`: #CAC4D0 in Light, #49454F in Dark.
  case m3OutlineVariant = "m3/outline-variant"
  /// M3 `error`: #B3261E in Light, #F2B8B5 in Dark (the date field's error state).
  case m3Error = "m3/error"
}
