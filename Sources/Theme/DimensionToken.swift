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
}
