import DrawList

/// A named, reasoned exception to the minimum touch target: where a mirrored platform itself
/// uses smaller targets than the touch minimum (macOS, a pointer platform, clicks on its 20 × 18
/// pt calendar tiles). The audit lists every target it covers with its name and reason; it
/// never skips one.
public struct TargetException: Sendable {
  /// A short name, e.g. `macos/pointer-targets`.
  public var name: String
  /// Why it is allowed.
  public var reason: String
  /// Whether it covers an element.
  public var covers: @Sendable (SemanticNode) -> Bool

  /// Creates an exception.
  public init(
    name: String, reason: String, covers: @escaping @Sendable (SemanticNode) -> Bool
  ) {
    self.name = name
    self.reason = reason
    self.covers = covers
  }

  /// Every element whose id starts with `prefix` (`macos `: the macOS picker's own elements).
  public static func ids(
    startingWith prefix: String, name: String, reason: String
  ) -> TargetException {
    TargetException(name: name, reason: reason) { $0.id.hasPrefix(prefix) }
  }
}
