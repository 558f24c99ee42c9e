import DrawList
import Render

/// One image to check: a scene in one appearance at one scale.
public struct SnapshotCase: Hashable, Sendable, CustomStringConvertible {
  /// The scene, as its caller describes it.
  public let scene: SceneDescription
  /// Light or Dark.
  public let appearance: Appearance
  /// @1x, @2x or @3x.
  public let scale: RenderScale

  /// Creates a case.
  public init(scene: SceneDescription, appearance: Appearance, scale: RenderScale) {
    self.scene = scene
    self.appearance = appearance
    self.scale = scale
  }

  /// `<scene>/<theme>@<scale>x` (the scene id may hold one slash: `primitives/conic-ring/…`).
  public var id: String { "\(scene.id)/\(appearance.rawValue)@\(scale.rawValue)x" }
  /// The id.
  public var description: String { id }

  /// The draw list it is rendered from: one per scene and theme, whatever the scale.
  public var drawList: DrawListKey { DrawListKey(scene: scene.id, appearance: appearance) }

  /// The golden PNG under `root`.
  public func goldenPNG(root: String) -> String { "\(root)/\(id).png" }
  /// The golden's sidecar JSON under `root`.
  public func sidecar(root: String) -> String { "\(root)/\(id).json" }

  /// Cases are the same when they name the same image (scenes compare by id).
  public static func == (lhs: SnapshotCase, rhs: SnapshotCase) -> Bool { lhs.id == rhs.id }
  /// Hashes the id.
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }

  /// The golden matrix of `scenes`: each in its own appearances and scales, scene-major.
  public static func cases(_ scenes: [SceneDescription]) -> [SnapshotCase] {
    scenes.flatMap { scene in
      scene.appearances.flatMap { appearance in
        scene.scales.map { SnapshotCase(scene: scene, appearance: appearance, scale: $0) }
      }
    }
  }

  /// The cross product of `scenes`, `appearances` and `scales` (a command's selection), each
  /// scene limited to the appearances and scales it has goldens at; scene-major.
  public static func cases(
    _ scenes: [SceneDescription], appearances: [Appearance], scales: [RenderScale]
  ) -> [SnapshotCase] {
    scenes.flatMap { scene in
      appearances.filter(scene.appearances.contains).flatMap { appearance in
        scales.filter(scene.scales.contains).map {
          SnapshotCase(scene: scene, appearance: appearance, scale: $0)
        }
      }
    }
  }

  /// Shard `index` (1-based) of `count`: every `count`-th case, so shards stay balanced.
  public static func shard(_ cases: [SnapshotCase], index: Int, count: Int) -> [SnapshotCase] {
    cases.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
  }
}

/// A scene in one appearance: what one draw-list golden (`<scene>/<theme>.drawlist.txt`) holds.
public struct DrawListKey: Hashable, Sendable, CustomStringConvertible {
  /// The scene id.
  public let scene: String
  /// Light or Dark.
  public let appearance: Appearance

  /// Creates a key.
  public init(scene: String, appearance: Appearance) {
    self.scene = scene
    self.appearance = appearance
  }

  /// `<scene>/<theme>`.
  public var description: String { "\(scene)/\(appearance.rawValue)" }

  /// The draw-list golden under `root`: `<root>/<scene>/<theme>.drawlist.txt`.
  public func path(root: String) -> String { "\(root)/\(description)\(Self.suffix)" }

  /// The draw-list golden's file-name suffix.
  public static let suffix = ".drawlist.txt"
}
