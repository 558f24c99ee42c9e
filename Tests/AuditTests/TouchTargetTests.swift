import Audit
import CairoBackend
import DrawList
import Scene
import Testing
import Theme

/// Touch targets at the platform minimum, centred on the drawn shape, overlaps split.
@Suite struct TouchTargetTests {
  static let tokens = try! TokenSet.builtIn()
  static let shaper = HarfBuzzShaper()

  /// A row of `count` cells `size` wide on a `pitch`.
  static func row(count: Int, size: Double, pitch: Double) -> [SemanticNode] {
    (0..<count).map { index in
      let x = Double(index) * pitch
      return SemanticNode(
        id: "cell \(index)", role: .day, label: "\(index)",
        hitRect: Rect(x: x, y: 0, width: size, height: size))
    }
  }

  @Test func androidTargetsAroundDayCellsSplitAtThePitch() {
    // 36 pt cells on a 44 pt pitch: 48 dp targets would overlap by 4; each keeps 44, touching.
    let resolved = TouchTargets.resolve(Self.row(count: 7, size: 36, pitch: 44), minimum: 48)
    #expect(TouchTargets.overlaps(resolved).isEmpty)
    for (index, node) in resolved.enumerated() {
      #expect(node.hitRect.height == 48)
      let expectedWidth = index == 0 || index == 6 ? 46.0 : 44.0
      #expect(node.hitRect.width == expectedWidth, "\(node.id): \(node.hitRect)")
      #expect(abs(node.hitRect.midY - 18) < 1e-9)
    }
    // Neighbours meet exactly halfway between their centres.
    for (a, b) in zip(resolved, resolved.dropFirst()) {
      #expect(a.hitRect.maxX == b.hitRect.x)
    }
  }

  @Test func aLoneSmallShapeGrowsToTheMinimumAroundItsCentre() {
    let swatch = SemanticNode(
      id: "swatch", role: .swatch, label: "Blue", hitRect: Rect(x: 10, y: 10, width: 32, height: 32)
    )
    let resolved = TouchTargets.resolve([swatch], minimum: 44)
    #expect(resolved[0].hitRect == Rect(x: 4, y: 4, width: 44, height: 44))
  }

  static var cases: [(String, Appearance)] {
    SceneSpec.builtIn.flatMap { scene in scene.appearances.map { (scene.id, $0) } }
  }

  /// Every interactive element in every scene: its semantics carry a hit rectangle at least the
  /// iOS minimum, and on both platforms the resolved targets never overlap; a target smaller
  /// than the minimum on an axis must have been cut there by a neighbour it now touches.
  @Test(arguments: cases)
  func everyTargetMeetsThePlatformMinimum(scene id: String, theme appearance: Appearance) throws {
    let scene = try #require(SceneSpec.named(id))
    let theme = Self.tokens.theme(appearance)
    let list = try scene.build(SceneContext(theme: theme, shaper: Self.shaper))
    // The scene's own platform: 44 pt for iOS and the Appetite cards, 48 dp for Material 3.
    let own = max(
      SceneAudit.minimumTarget(.ios, theme), try SceneAudit.minimumTarget(for: scene, theme))
    for node in list.semantics {
      #expect(
        node.hitRect.width >= own && node.hitRect.height >= own,
        "\(id): \(node.id) hit rect \(node.hitRect) is under \(own) pt")
    }
    for platform in TouchPlatform.allCases {
      let minimum = SceneAudit.minimumTarget(platform, theme)
      let resolved = SceneAudit.touchTargets(list, platform, theme)
      #expect(TouchTargets.overlaps(resolved).isEmpty, "\(id) \(platform)")
      for node in resolved {
        let r = node.hitRect
        let others = resolved.filter { $0.id != node.id }.map(\.hitRect)
        let cutAcross = others.contains { o in
          (o.x == r.maxX || o.maxX == r.x) && min(o.maxY, r.maxY) > max(o.y, r.y)
        }
        let cutDown = others.contains { o in
          (o.y == r.maxY || o.maxY == r.y) && min(o.maxX, r.maxX) > max(o.x, r.x)
        }
        #expect(r.width >= minimum - 1e-9 || cutAcross, "\(id) \(platform): \(node.id) \(r)")
        #expect(r.height >= minimum - 1e-9 || cutDown, "\(id) \(platform): \(node.id) \(r)")
      }
    }
  }
}
