/// The dimension tokens the pickers read, in points.
public enum DimensionToken: String, CaseIterable, Sendable {
  case radius8 = "dimensions/radius/8"
  case radius10 = "dimensions/radius/10"
  case radiusFull = "dimensions/radius/full"
  case radius3xl = "dimensions/radius/3xl"
  case radius4xl = "dimensions/radius/4xl"
  /// Spacing step 1: 4 pt (a compact button's inset in its pill, a range band's reach).
  case spacing1 = "dimensions/spacing/1"
  /// Spacing step 2: 8 pt (the gap between day cells, the weekday row to the grid).
  case spacing2 = "dimensions/spacing/2"
  /// Spacing step 3: 12 pt (between footer buttons).
  case spacing3 = "dimensions/spacing/3"
  /// Spacing step 4: 16 pt (between a card's sections).
  case spacing4 = "dimensions/spacing/4"
  /// Spacing step 5: 20 pt (a card's padding).
  case spacing5 = "dimensions/spacing/5"
  /// Spacing step 6: 24 pt.
  case spacing6 = "dimensions/spacing/6"
  /// Spacing step 14: 56 pt (a label column).
  case spacing14 = "dimensions/spacing/14"
  /// The platform's minimum touch target, 44 pt (iOS): every hit rectangle is at least this big.
  case minTouchTarget = "platform/min-touch-target"
  /// Material's minimum touch target, 48 dp.
  case minTouchTargetAndroid = "platform/min-touch-target-android"
  // e& (the option tiles' second token set): eand.*.
  /// e& spacing 3xs: 2 pt, the badge strip's inset.
  case eandSpacing3xs = "eand/spacing/3xs"
  /// e& spacing 2xs: 4 pt.
  case eandSpacing2xs = "eand/spacing/2xs"
  /// e& spacing xs: 6 pt, the check's offset from the top and end edges.
  case eandSpacingXs = "eand/spacing/xs"
  /// e& spacing sm: 8 pt, a tile's side padding and the gap between tiles.
  case eandSpacingSm = "eand/spacing/sm"
  /// e& spacing lg: 16 pt.
  case eandSpacingLg = "eand/spacing/lg"
  /// e& spacing xl: 20 pt, a tile's top padding.
  case eandSpacingXl = "eand/spacing/xl"
  /// e& radius-2: 6 pt, the badge strip's top corners.
  case eandRadius2 = "eand/radius/2"
  /// e& radius-6 (border-radius/6): 16 pt, the tile.
  case eandRadius6 = "eand/radius/6"
  /// e& radius full: a pill.
  case eandRadiusFull = "eand/radius/full"
  /// e& icon lg: 20 pt, the check circle.
  case eandIconLg = "eand/size/icon-lg"
  /// e& icon xl: 24 pt, the check circle's box.
  case eandIconXl = "eand/size/icon-xl"
  /// The badge strip's height: 16 pt.
  case eandBadgeHeight = "eand/size/badge"
  /// The segmented control's track height: 40 pt.
  case eandControlHeight = "eand/size/control"
  /// The backdrop blur under glass: 20 pt.
  case eandBlurGlass = "eand/blur/glass"
  /// The iOS segmented track's height at the default text size (32).
  case iosSegmentedHeight = "ios/segmented/height"
  /// The iOS segmented track's minimum height (28).
  case iosSegmentedMinHeight = "ios/segmented/min-height"
  /// The iOS segmented track's corner radius (9).
  case iosSegmentedTrackRadius = "ios/segmented/track-radius"
  /// The thumb's inset inside the track (2).
  case iosSegmentedThumbInset = "ios/segmented/thumb-inset"
  /// The thumb's corner radius (7).
  case iosSegmentedThumbRadius = "ios/segmented/thumb-radius"
  /// The separators' inset from the track's top and bottom (5).
  case iosSegmentedSeparatorInset = "ios/segmented/separator-inset"
  /// The separators' width (1).
  case iosSegmentedSeparatorWidth = "ios/segmented/separator-width"
  /// The least space between a segment's label and its edges (10).
  case iosSegmentedSegmentPadding = "ios/segmented/segment-padding"
  // Material 3 shape scale (the third token set, tokens.md §4.4): m3.shape.*.
  /// M3 corner extra-small: 4 (the outlined text field).
  case m3ShapeXs = "m3/shape/xs"
  /// M3 corner small: 8 (time selectors, AM/PM, time input fields).
  case m3ShapeS = "m3/shape/s"
  /// M3 corner medium: 12.
  case m3ShapeM = "m3/shape/m"
  /// M3 corner large: 16 (the docked date picker).
  case m3ShapeL = "m3/shape/l"
  /// M3 corner large-increased: 20.
  case m3ShapeLIncreased = "m3/shape/l-increased"
  /// M3 corner extra-large: 28 (the modal pickers).
  case m3ShapeXl = "m3/shape/xl"
  /// M3 corner extra-large-increased: 32.
  case m3ShapeXlIncreased = "m3/shape/xl-increased"
  /// M3 corner extra-extra-large: 48.
  case m3ShapeXxl = "m3/shape/xxl"
  /// M3 corner full: a pill or a circle (999).
  case m3ShapeFull = "m3/shape/full"
}
