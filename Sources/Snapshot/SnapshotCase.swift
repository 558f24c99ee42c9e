import Scene
import Theme

/// One image to check: a scene in one appearance at one scale.
public struct SnapshotCase: Hashable, Sendable, CustomStringConvertible {
  /// The scene's name.
  public let scene: String
  /// Light or Dark.
  public let appearance: Appearance
  /// 1, 2 or 3.
  public let scale: Int

  /// Creates a case.
  public init(scene: String, appearance: Appearance, scale: Int) {
    self.scene = scene
    self.appearance = appearance
    self.scale = scale
  }

  /// `<scene>/<theme>@<scale>x`.
  public var id: String { "\(scene)/\(appearance.rawValue)@\(scale)x" }
  /// The id.
  public var description: String { id }

  /// The golden PNG under `root`.
  public func goldenPNG(root: String) -> String { "\(root)/\(id).png" }
  /// The golden's sidecar JSON under `root`.
  public func sidecar(root: String) -> String { "\(root)/\(id).json" }

  /// Every built-in scene in both appearances at @1x, @2x and @3x, in a stable order.
  public static let all: [SnapshotCase] = cases(
    scenes: BuiltInScene.all.map(\.id), appearances: Appearance.allCases, scales: [1, 2, 3])

  /// The cross product, scene-major.
  public static func cases(scenes: [String], appearances: [Appearance], scales: [Int])
    -> [SnapshotCase]
  {
    scenes.flatMap { scene in
      appearances.flatMap { appearance in
        scales.map { SnapshotCase(scene: scene, appearance: appearance, scale: $0) }
      }
    }
  }

  /// Shard `index` (1-based) of `count`: every `count`-th case, so shards stay balanced.
  public static func shard(_ cases: [SnapshotCase], index: Int, count: Int) -> [SnapshotCase] {
    cases.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
  }
}
