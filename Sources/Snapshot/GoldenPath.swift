import Theme

/// Where a scene's goldens live: `goldens/<scene>/<theme>@<scale>x.png` and the draw-list dump
/// `goldens/<scene>/<theme>.drawlist.txt`, all kebab-case.
public struct GoldenPath: Hashable, Sendable {
  /// The goldens folder (usually `<package>/goldens`).
  public let root: String
  /// The scene's name.
  public let scene: String
  /// The appearance.
  public let appearance: Appearance

  /// Creates a path.
  public init(root: String, scene: String, appearance: Appearance) {
    self.root = root
    self.scene = scene
    self.appearance = appearance
  }

  /// The PNG golden at `scale`.
  public func png(scale: Int) -> String {
    "\(root)/\(scene)/\(appearance.rawValue)@\(scale)x.png"
  }

  /// The draw-list text golden (scale-independent: the list is in points).
  public var drawList: String {
    "\(root)/\(scene)/\(appearance.rawValue).drawlist.txt"
  }
}
