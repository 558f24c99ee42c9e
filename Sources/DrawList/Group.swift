/// A layer opened by ``Command/pushGroup(_:)`` and closed by ``Command/popGroup``: the commands
/// between them are drawn on their own, then composited with `opacity` and `blend`.
///
/// `transform` applies to everything inside (a wheel row scaled about its centre), `clip` keeps
/// it inside a shape (given in the coordinates outside the transform), and `backdropBlur` first
/// blurs what is already drawn beneath `clip` (glass), so the group's first fill is its tint.
public struct Group: Hashable, Sendable {
  /// 0…1, applied to the whole group once.
  public var opacity: Double
  /// Applied to every command in the group.
  public var transform: Transform
  /// How the group combines with what is beneath it.
  public var blend: BlendMode
  /// The area the group may touch, if limited.
  public var clip: Shape?
  /// The blur, in points (a CSS `backdrop-filter: blur()` radius), applied beneath `clip`
  /// before the group is drawn; `nil` for none. Needs `clip`.
  public var backdropBlur: Double?

  /// Creates a group; the defaults change nothing.
  public init(
    opacity: Double = 1, transform: Transform = .identity, blend: BlendMode = .normal,
    clip: Shape? = nil, backdropBlur: Double? = nil
  ) {
    self.opacity = opacity
    self.transform = transform
    self.blend = blend
    self.clip = clip
    self.backdropBlur = backdropBlur
  }
}
