import CairoBackend
import DrawList
import Foundation
import Scene
import Testing
import Theme

/// Issue 25: `render --all --scale 3` with shadows at blur 500 and spread 500 (each in range) ran
/// 136–165 s and took 1.3 GB before a 65 naming nothing. ``RenderBudget`` sums the pixels every
/// shadow mask and backdrop blur needs from the draw list alone, before any surface exists, and
/// refuses a list over ``RenderBudget/maxBlurPixels``.
@Suite struct RenderBudgetTests {
  /// Every shadow token of the built-in file at blur 500 and spread 500.
  static let blurred: TokenSet = {
    func insert(_ path: ArraySlice<Substring>, into object: inout [String: Any]) {
      guard let key = path.first.map(String.init) else { return }
      if path.count == 1 {
        object[key] = [
          "$value": [
            "color": "#00000026", "offsetX": "0px", "offsetY": "25px", "blur": "500px",
            "spread": "500px",
          ]
        ]
        return
      }
      var child = object[key] as? [String: Any] ?? [:]
      insert(path.dropFirst(), into: &child)
      object[key] = child
    }
    var root: [String: Any] = [:]
    for token in ShadowToken.allCases {
      insert(token.rawValue.split(separator: "/")[...], into: &root)
    }
    let json = try! JSONSerialization.data(withJSONObject: root, options: [.sortedKeys])
    return try! TokenSet.builtIn().overriding(json: json)
  }()

  /// Every built-in scene in both appearances stays well inside the budget at @3x (within a
  /// quarter of it), so the limit refuses only absurd shadows.
  @Test func everyBuiltInSceneFitsAtThreeX() throws {
    var largest = (0, "")
    for scene in SceneSpec.builtIn {
      for appearance in scene.appearances {
        let list = try scene.build(Fixture.context(appearance))
        let budget = try RenderBudget.check(list, scale: 3)
        if budget.blurPixels > largest.0 { largest = (budget.blurPixels, scene.id) }
      }
    }
    #expect(largest.0 <= RenderBudget.maxBlurPixels / 4, "\(largest)")
  }

  /// The token file: refused at once, saying what it needs and the limit.
  @Test func shadowsAtBlur500AndSpread500AreRefusedBeforeDrawing() throws {
    let scene = try #require(SceneSpec.named("date-picker"))
    let context = SceneContext(theme: Self.blurred.theme(.light), shaper: Fixture.shaper)
    let list = try scene.build(context)
    #expect(throws: RenderError.self) { try RenderBudget.check(list, scale: 3) }
    do {
      try RenderBudget.check(list, scale: 3)
    } catch {
      #expect(
        "\(error)".hasPrefix("cannot draw it: its shadows and backdrop blurs need "),
        "\(error)")
      #expect("\(error)".contains("more than the limit of 64 Mi"), "\(error)")
    }
  }

  /// A mask's size follows the blur: three deviations (σ = blur / 2) each side, one more pixel,
  /// as `CairoPainter.drawShadow` pads it.
  @Test(arguments: [
    // (blur pt, spread pt, scale, pixels): a 10 × 10 pt square at the canvas's origin.
    (0.0, 0.0, 1, 12 * 12),  // 10 + 2 · (0 + 1)
    (2.0, 0.0, 2, 34 * 34),  // σ = 2 px: 20 + 2 · (6 + 1)
    (0.0, 5.0, 1, 22 * 22),  // spread 5 each side: 20 + 2 · 1
  ])
  func aMaskIsTheGrownShapePaddedByThreeDeviations(
    blur: Double, spread: Double, scale: Int, pixels: Int
  ) throws {
    let list = DrawList(
      canvas: Rect(x: 0, y: 0, width: 100, height: 100),
      items: [
        DrawList.Item(
          .shadow(
            .rect(Rect(x: 0, y: 0, width: 10, height: 10), .zero),
            Shadow(offsetX: 0, offsetY: 0, blur: blur, spread: spread, color: .black)),
          tag: "s")
      ])
    #expect(try RenderBudget(list, scale: scale).blurPixels == pixels)
  }

  /// A drawing keeps every backdrop it blurs for the ones after it (`BackdropMemo`): each band's
  /// share of the budget holds them all, so a tight `ulimit -v` is out of memory (71) before
  /// drawing, never a failed allocation mid-draw.
  @Test func everyBandHoldsEveryBackdropItKeeps() throws {
    var list = DrawList(canvas: Rect(x: 0, y: 0, width: 200, height: 100))
    list.append(
      .fill(.rect(list.canvas, .zero), .solid(Color(red: 0, green: 0, blue: 255))), tag: "bg")
    for x in [10.0, 60.0] {
      let clip = Shape.rect(Rect(x: x, y: 10, width: 40, height: 40), .zero)
      list.append(.pushGroup(Group(clip: clip, backdropBlur: 10)), tag: "glass")
      list.append(.popGroup, tag: "glass")
    }
    let budget = try RenderBudget(list, scale: 1)
    // σ = 5: each backdrop is the 40x40 clip padded by 3σ + 1 = 16 a side, 72x72 pixels.
    #expect(budget.backdropBytes == 2 * 72 * 72 * 4)
    #expect(budget.largestBlurBytes == 72 * 72 * 5)
    let canvas = 200 * 100 * 4
    #expect(
      budget.bytes(bands: 1) == canvas + budget.largestBlurBytes + budget.backdropBytes + canvas)
    #expect(
      budget.bytes(bands: 2) - budget.bytes(bands: 1)
        == canvas + budget.largestBlurBytes + budget.backdropBytes)
  }
}
