import DrawList
import Raster
import Render
import Testing

@testable import CairoBackend

/// A shadow is not composited where the fill right after it covers every pixel with an opaque
/// colour, and the image keeps exactly the bytes of compositing it everywhere.
@Suite struct CoveredShadowTests {
  /// Shadows each followed by an opaque fill of their shape (a card, a pill, a square, a circle
  /// at fractional positions), a translucent fill (nothing skipped) and a shadow followed by
  /// something else, inside a scaled group too.
  static func list(grouped: Bool) -> DrawList {
    var list = DrawList(canvas: Rect(x: -10, y: -10, width: 170, height: 190))
    if grouped {
      list.append(
        .pushGroup(Group(transform: Transform(a: 1.25, b: 0, c: 0, d: 0.8, tx: 3.3, ty: 7.1))),
        tag: "g")
    }
    let shadow = Shadow(
      offsetX: 0.5, offsetY: 6.25, blur: 14, spread: -2, color: Color(hex: "#0E121B40")!)
    let shapes: [(Shape, Color)] = [
      (.roundedRect(Rect(x: 4.3, y: 2.7, width: 120.4, height: 90.1), radius: 18), .white),
      (
        .roundedRect(Rect(x: 20, y: 110, width: 60, height: 24), radius: 12), Color(hex: "#F7F7F7")!
      ),
      (
        .roundedRect(Rect(x: 95.5, y: 105.25, width: 40, height: 40), radius: 0),
        Color(hex: "#335CFF")!
      ),
      (.circle(center: Point(x: 40.4, y: 160.6), radius: 11.3), .white),
      (
        .roundedRect(Rect(x: 100, y: 150, width: 40, height: 20), radius: 4),
        Color(hex: "#FFFFFF80")!
      ),
    ]
    for (shape, color) in shapes {
      list.append(.shadow(shape, shadow), tag: "s")
      list.append(.fill(shape, .solid(color)), tag: "f")
    }
    let last = Shape.roundedRect(Rect(x: 60, y: 60, width: 30, height: 30), radius: 6)
    list.append(.shadow(last, shadow), tag: "s")
    list.append(.stroke(last, Stroke(.solid(.black), width: 2)), tag: "f")
    if grouped { list.append(.popGroup, tag: "g") }
    return list
  }

  @Test(arguments: RenderScale.allCases.map(\.rawValue), [false, true])
  func skippingCoveredPixelsKeepsTheBytes(scale: Int, grouped: Bool) throws {
    let list = Self.list(grouped: grouped)
    let skipping = try CairoRenderer(shadowMasks: nil)
    let compositing = try CairoRenderer(shadowMasks: nil)
    compositing.skipsCoveredPixels = false
    for bands in [1, 3] {
      let expected = try compositing.render(
        list, scale: scale, background: nil, bands: bands, minimumRows: 8)
      let actual = try skipping.render(
        list, scale: scale, background: nil, bands: bands, minimumRows: 8)
      var differing = 0
      for y in 0..<expected.height {
        for x in 0..<expected.width where expected.pixel(x: x, y: y) != actual.pixel(x: x, y: y) {
          differing += 1
        }
      }
      #expect(differing == 0, "\(differing) pixels differ at @\(scale)x in \(bands) band(s)")
      // The shadows are there: below the card, clear of it, the shadow shows.
      #expect(actual.pixel(x: 70 * scale, y: 106 * scale).3 > 0)
    }
  }
}
