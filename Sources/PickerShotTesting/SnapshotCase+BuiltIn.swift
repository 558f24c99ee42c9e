import Pipeline
import Render
import Scene
import Snapshot

extension SnapshotCase {
  /// Every built-in scene's pixel goldens (``SceneSpec/builtIn`` in the built-in tokens): each
  /// scene in its appearances at its scales.
  public static let all: [SnapshotCase] = cases(SceneSpec.builtIn.map { SceneDescription($0) })
}
