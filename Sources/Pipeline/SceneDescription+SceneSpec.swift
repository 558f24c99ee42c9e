import Render
import Scene
import Theme

extension SceneDescription {
  /// `scene` as the snapshot engine checks it: its id, appearances and scales, and its draw list
  /// built in `tokens`' theme for the appearance (the built-in tokens when `nil`).
  public init(_ scene: SceneSpec, tokens: TokenSet? = nil) {
    let build = scene.build
    self.init(id: scene.id, appearances: scene.appearances, scales: scene.scales) {
      appearance, shaper in
      let tokens = try tokens ?? TokenSet.builtIn()
      return try build(SceneContext(theme: tokens.theme(appearance), shaper: shaper))
    }
  }
}
