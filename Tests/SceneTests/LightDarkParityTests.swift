import DrawList
import Scene
import Testing
import Theme

/// Light and Dark draw the same geometry and text; only colours may differ.
@Suite struct LightDarkParityTests {
  /// The command with every colour blanked.
  static func colourless(_ command: Command) -> Command {
    let c = Color.clear
    switch command {
    case .fill(let shape, .solid): return .fill(shape, .solid(c))
    case .fill(let shape, .linearGradient(let from, let to, let stops)):
      return .fill(
        shape,
        .linearGradient(from: from, to: to, stops: stops.map { .init(offset: $0.offset, color: c) })
      )
    case .fill(let shape, .cornerGradient(let rect, _, _, _, _)):
      return .fill(
        shape, .cornerGradient(rect, topLeft: c, topRight: c, bottomLeft: c, bottomRight: c))
    case .stroke(let shape, _, let width): return .stroke(shape, color: c, width: width)
    case .shadow(let shape, var shadow):
      shadow.color = c
      return .shadow(shape, shadow)
    case .text(var run):
      run.color = c
      return .text(run)
    case .pushClip, .popClip: return command
    }
  }

  @Test(arguments: BuiltInScene.all.map(\.id))
  func geometryAndTextMatch(scene id: String) throws {
    let scene = try #require(BuiltInScene.named(id))
    let light = try scene.build(Fixture.context(.light))
    let dark = try scene.build(Fixture.context(.dark))
    #expect(light.canvas == dark.canvas)
    #expect(light.items.map(\.tag) == dark.items.map(\.tag))
    #expect(light.commands.map(Self.colourless) == dark.commands.map(Self.colourless))
    #expect(light != dark)
  }
}
