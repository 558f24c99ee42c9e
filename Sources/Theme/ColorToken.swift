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
  case eandTextStaticMidnight = "eand/text/static/midnight"
  case eandBadgeNeutralFill = "eand/badge/neutral/fill"
  case eandBadgeNeutralText = "eand/badge/neutral/text"
  case eandBackdropNight = "eand/backdrop/night"
  case eandBackdropDusk = "eand/backdrop/dusk"
  case eandBackdropSea = "eand/backdrop/sea"
  case eandBackdropGlow = "eand/backdrop/glow"
  case eandBackdropStripe = "eand/backdrop/stripe"
  case eandControlActiveFill = "eand/control/active/fill"
  case eandControlActiveText = "eand/control/active/text"
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
}
