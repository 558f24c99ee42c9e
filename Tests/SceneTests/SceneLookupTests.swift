import Scene
import Testing

/// `SceneSpec.named` looks a name up a group at a time; it must find what the full list holds.
@Suite struct SceneLookupTests {
  @Test func everyBuiltInSceneIsFoundByItsName() {
    let ids = SceneSpec.builtIn.map(\.id)
    #expect(Set(ids).count == ids.count, "built-in scene ids are unique")
    for id in ids {
      #expect(SceneSpec.named(id)?.id == id, "\(id)")
      #expect(SceneSpec.named(id)?.summary == SceneSpec.builtIn.first { $0.id == id }?.summary)
    }
    #expect(SceneSpec.named("no-such-scene") == nil)
  }
}
