import CairoBackend
import DrawList
import Raster
import Testing

/// A backdrop blurred inside nested transformed groups is taken from where the page shows its
/// clip: the inner group's transform applies first, as `cairo_transform` nests them, so the
/// image equals the one drawn with the two transforms multiplied into one group.
@Suite struct NestedBackdropTests {
  /// Blue left of x = 50, red right of it, and a blurred 20 pt tile inside `groups`.
  static func render(_ groups: [Transform]) throws -> Bitmap {
    var list = DrawList(canvas: Rect(x: 0, y: 0, width: 200, height: 100))
    let stripes: [Command] = [
      .fill(
        .rect(Rect(x: 0, y: 0, width: 50, height: 100), .zero),
        .solid(Color(red: 0, green: 0, blue: 255))),
      .fill(
        .rect(Rect(x: 50, y: 0, width: 150, height: 100), .zero),
        .solid(Color(red: 255, green: 0, blue: 0))),
    ]
    for command in stripes { list.append(command, tag: "stripe") }
    for transform in groups {
      list.append(.pushGroup(Group(transform: transform)), tag: "g")
    }
    let tile = Shape.rect(Rect(x: 0, y: 0, width: 20, height: 20), .zero)
    // A group's clip is in its parent's coordinates: the glass sits inside the transformed ones.
    list.append(.pushGroup(Group(clip: tile, backdropBlur: 8)), tag: "glass")
    for _ in 0...groups.count { list.append(.popGroup, tag: "g") }
    return try CairoRenderer().render(list, scale: 1)
  }

  @Test func nestedTransformsPlaceTheBackdropAsTheirProduct() throws {
    // translate(30, 30) then, inside it, scale(2): the tile covers 30…70, across the seam at 50.
    let outer = Transform.translation(dx: 30, dy: 30)
    let inner = Transform.scale(2, 2)
    let nested = try Self.render([outer, inner])
    let flat = try Self.render([outer.concatenating(after: inner)])
    var differing: [String] = []
    for y in 0..<nested.height {
      for x in 0..<nested.width {
        let i = (y * nested.width + x) * 4
        if Array(nested.pixels[i..<i + 4]) != Array(flat.pixels[i..<i + 4]) {
          differing.append("\(x),\(y)")
        }
      }
    }
    #expect(
      differing.isEmpty,
      "\(differing.count) pixels differ, first \(differing.prefix(3)) last \(differing.suffix(3))")
  }
}
