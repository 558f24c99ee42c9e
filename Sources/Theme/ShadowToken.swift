/// The shadow tokens the pickers read; each is one or more CSS shadow layers.
public enum ShadowToken: String, CaseIterable, Sendable {
  case dropShadow2xl = "dropShadow/2xl"
  case regularXs = "shadow/regular-xs"
  /// The iOS segmented thumb's outer shadow layer: 0 3 8 black at 12 %.
  case iosSegmentedThumbWide = "ios/shadow/segmented-thumb-wide"
  /// The iOS segmented thumb's inner shadow layer: 0 3 1 black at 4 %.
  case iosSegmentedThumbTight = "ios/shadow/segmented-thumb-tight"
  /// M3 elevation level 3, key layer: 0 1 3 0 black at 30 %.
  case m3Level3Key = "m3/shadow/level3-key"
  /// M3 elevation level 3, ambient layer: 0 4 8 3 black at 15 %.
  case m3Level3Ambient = "m3/shadow/level3-ambient"
}
