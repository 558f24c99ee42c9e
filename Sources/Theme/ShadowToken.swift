/// The shadow tokens the pickers read; each is one or more CSS shadow layers.
public enum ShadowToken: String, CaseIterable, Sendable {
  case dropShadow2xl = "dropShadow/2xl"
  case regularXs = "shadow/regular-xs"
}
