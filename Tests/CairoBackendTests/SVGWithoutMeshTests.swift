import DrawList
import Foundation
import Testing

@testable import CairoBackend

/// What SVG cannot express (meshes, blend modes) drawn so the page stays vectors (issue 24).
@Suite struct SVGWithoutMeshTests {
  static let rect = Rect(x: 10, y: 20, width: 100, height: 50)
  static let white = Color(red: 255, green: 255, blue: 255)
  static let black = Color(red: 0, green: 0, blue: 0)
  static let red = Color(red: 255, green: 0, blue: 0)
  static let blue = Color(red: 0, green: 0, blue: 255)

  /// The colour of `layers` at (u, v) of ``rect``, each composited over the one before (OVER,
  /// straight alpha).
  static func composite(_ layers: [Paint], u: Double, v: Double) -> [Double] {
    var result = [0.0, 0, 0]
    for layer in layers {
      guard case .linearGradient(let from, let to, let stops) = layer else { return [] }
      let point = Point(x: rect.x + u * rect.width, y: rect.y + v * rect.height)
      let (dx, dy) = (to.x - from.x, to.y - from.y)
      let t = ((point.x - from.x) * dx + (point.y - from.y) * dy) / (dx * dx + dy * dy)
      let c = CairoPaints.color(at: t, stops)
      result = [c.0, c.1, c.2].enumerated().map { $0.element * c.3 + result[$0.offset] * (1 - c.3) }
    }
    return result
  }

  /// Bilinear interpolation of the four corners, as Cairo's mesh draws a corner gradient.
  static func bilinear(_ c: [Color], u: Double, v: Double) -> [Double] {
    let rgb = c.map { [Double($0.red), Double($0.green), Double($0.blue)].map { $0 / 255 } }
    return (0..<3).map { i in
      let top = rgb[0][i] * (1 - u) + rgb[1][i] * u
      let bottom = rgb[2][i] * (1 - u) + rgb[3][i] * u
      return top * (1 - v) + bottom * v
    }
  }

  /// Rows: corners tl, tr, bl, br; whether two linear gradients can draw them.
  @Test(arguments: [
    // The colour spectrum (ColorPicker's saturation × brightness square): black along the bottom.
    ([white, red, black, black], true),
    // One colour along the top, the left or the right edge.
    ([blue, blue, white, red], true),
    ([white, red, white, black], true),
    ([white, red, black, red], true),
    // Four different corners: no two linear gradients are it.
    ([white, red, black, blue], false),
  ])
  func cornerGradientAsLinearLayers(corners: [Color], splits: Bool) throws {
    let paint = Paint.cornerGradient(
      Self.rect, topLeft: corners[0], topRight: corners[1], bottomLeft: corners[2],
      bottomRight: corners[3])
    let layers = CairoPaints.linearLayers(paint)
    #expect((layers != nil) == splits)
    guard let layers else { return }
    #expect(layers.count == 2)
    for u in stride(from: 0.0, through: 1, by: 0.25) {
      for v in stride(from: 0.0, through: 1, by: 0.25) {
        let got = Self.composite(layers, u: u, v: v)
        let want = Self.bilinear(corners, u: u, v: v)
        for (a, b) in zip(got, want) { #expect(abs(a - b) < 1e-9, "at \(u), \(v): \(got) \(want)") }
      }
    }
  }

  @Test func translucentCornersDoNotSplit() {
    let clear = Color(red: 0, green: 0, blue: 0, alpha: 128)
    let paint = Paint.cornerGradient(
      Self.rect, topLeft: Self.white, topRight: Self.red, bottomLeft: clear,
      bottomRight: clear)
    #expect(CairoPaints.linearLayers(paint) == nil)
  }

  @Test(arguments: [
    ("Fruit: Apple", "Fruit: Apple"),
    ("a <b> & \"c\" 'd'", "a &lt;b&gt; &amp; &quot;c&quot; &apos;d&apos;"),
  ])
  func titleIsEscaped(title: String, escaped: String) {
    let svg = Array("<?xml version=\"1.0\"?>\n<svg width=\"1px\">\n<g/></svg>".utf8)
    let titled = String(decoding: SVGTitle.inserted(title, into: svg), as: UTF8.self)
    #expect(
      titled
        == "<?xml version=\"1.0\"?>\n<svg width=\"1px\" role=\"img\" aria-labelledby=\"pickershot-title\">"
        + "\n<title id=\"pickershot-title\">\(escaped)</title>\n<g/></svg>")
    #expect(SVGTitle.inserted(nil, into: svg) == svg)
  }

  /// A blended group on an SVG surface is one image of its box, never a page fallback, and the
  /// vectors beneath stay paths.
  @Test func blendedGroupIsAnImageOfItsBox() throws {
    var list = DrawList(canvas: Rect(x: 0, y: 0, width: 200, height: 100))
    list.append(
      .fill(.rect(Rect(x: 0, y: 0, width: 200, height: 100), .zero), .solid(Self.white)),
      tag: "page")
    list.append(
      .fill(.rect(Rect(x: 10, y: 10, width: 40, height: 40), .zero), .solid(Self.red)), tag: "under"
    )
    list.append(.pushGroup(Group(blend: .multiply)), tag: "multiply")
    list.append(
      .fill(.rect(Rect(x: 30, y: 30, width: 40, height: 40), .zero), .solid(Self.blue)), tag: "over"
    )
    list.append(.popGroup, tag: "multiply")
    let document = try CairoRenderer().vectorDocument(
      list, format: .svg, scale: 2, background: nil, title: nil)
    let svg = String(decoding: document.bytes, as: UTF8.self)
    #expect(
      document.embedded.map(\.description) == [
        "'multiply' (blend mode multiply) as a 82x82 px image"
      ])
    #expect(svg.components(separatedBy: "<image").count - 1 == 1, "\(svg)")
  }
}
