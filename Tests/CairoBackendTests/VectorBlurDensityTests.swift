import CairoBackend
import DrawList
import Foundation
import Render
import Testing

/// Issue 13: SVG and PDF embed a shadow's blurred mask at the requested scale, `scale` pixels a
/// point, while the document itself stays in points.
@Suite struct VectorBlurDensityTests {
  /// A 100×60 pt rectangle at the canvas's (10, 10) with an 8 pt blur (σ = 4 pt) and nothing
  /// else: the only image in the document is its shadow mask. `turned`: inside a group turned
  /// half a turn about the rectangle's centre (the same box), which SVG keeps as an image (a
  /// plain shadow is an SVG filter there, SVGShadowFilterTests).
  static func shadowOnly(turned: Bool = false) -> DrawList {
    var list = DrawList(canvas: Rect(x: -10, y: -10, width: 120, height: 80))
    let shape = Shape.roundedRect(Rect(x: 0, y: 0, width: 100, height: 60), radius: 0)
    let half = Transform(a: -1, b: 0, c: 0, d: -1, tx: 100, ty: 60)
    if turned { list.append(.pushGroup(Group(transform: half)), tag: "turned") }
    list.append(.shadow(shape, Shadow(offsetX: 0, offsetY: 4, blur: 8, color: .black)), tag: "s")
    if turned { list.append(.popGroup, tag: "turned") }
    return list
  }

  /// Scale → the mask's pixel size: the rectangle at `scale` pixels a point plus, on each side,
  /// a pad of ⌈3σ⌉ + 1 pixels (σ = 4 · scale pixels): 100·s + 2·(⌈12·s⌉ + 1) by 60·s + 2·(…).
  static let masks: [(scale: Int, width: Int, height: Int)] = [
    (1, 126, 86),
    (2, 250, 170),
    (3, 374, 254),
  ]

  /// The first `name="value"` attribute in `tag`, as a number.
  static func attribute(_ name: String, in tag: Substring) -> Double? {
    guard let start = tag.range(of: " \(name)=\"") else { return nil }
    let rest = tag[start.upperBound...]
    guard let end = rest.firstIndex(of: "\"") else { return nil }
    return Double(rest[..<end])
  }

  @Test(arguments: masks)
  func svgEmbedsTheShadowAtTheScale(mask: (scale: Int, width: Int, height: Int)) throws {
    let svg = String(
      decoding: try CairoRenderer().vector(
        Self.shadowOnly(turned: true), format: .svg, scale: mask.scale),
      as: UTF8.self)
    // The document stays one CSS pixel a point whatever the scale.
    #expect(svg.contains("width=\"120px\"") && svg.contains("height=\"80px\""))
    let images = svg.components(separatedBy: "<image ").dropFirst()
    try #require(images.count == 1, "one embedded image expected, found \(images.count)")
    let tag = try #require(images.first?.prefix { $0 != ">" })
    #expect(Self.attribute("width", in: tag) == Double(mask.width), "\(tag.prefix(80))")
    #expect(Self.attribute("height", in: tag) == Double(mask.height), "\(tag.prefix(80))")
    // The PNG itself has that many pixels (IHDR: width and height at bytes 16 and 20).
    let base64 = try #require(tag.components(separatedBy: "base64,").last?.prefix { $0 != "\"" })
    let png = try #require(Data(base64Encoded: String(base64)))
    let size = [16, 20].map { png[$0..<$0 + 4].reduce(0) { $0 << 8 | Int($1) } }
    #expect(size == [mask.width, mask.height])
    // It is drawn 1/scale of a point a pixel: its point size × scale is its pixel size.
    let use = try #require(
      svg.components(separatedBy: "<use xlink:href=\"#image1\"").dropFirst().first)
    let matrix = try #require(use.components(separatedBy: "matrix(").dropFirst().first)
    let factor = try #require(Double(matrix.prefix { $0 != "," }))
    #expect(abs(factor * Double(mask.scale) - 1) < 1e-5, "matrix(\(matrix.prefix(40))")
  }

  @Test(arguments: masks)
  func pdfEmbedsTheShadowAtTheScale(mask: (scale: Int, width: Int, height: Int)) throws {
    let bytes = try CairoRenderer().vector(Self.shadowOnly(), format: .pdf, scale: mask.scale)
    let pdf = String(decoding: bytes, as: UTF8.self)
    // Every image XObject (the colour and its soft mask) is the mask's pixel size.
    let images = pdf.components(separatedBy: "/Subtype /Image").dropFirst()
    #expect(!images.isEmpty)
    for image in images {
      let size = ["/Width ", "/Height "].map { key in
        image.prefix(200).components(separatedBy: key).dropFirst().first
          .flatMap { Int($0.prefix { $0.isNumber }) }
      }
      #expect(size == [mask.width, mask.height])
    }
    // The page stays 120 × 80 pt.
    #expect(pdf.contains("/MediaBox [ 0 0 120 80 ]"))
  }

  @Test func withoutAScaleBlursAreEmbeddedAtTheDefaultDensity() throws {
    let renderer = try CairoRenderer()
    for format in VectorFormat.allCases {
      let implicit = try renderer.vector(Self.shadowOnly(turned: true), format: format)
      let explicit = try renderer.vector(
        Self.shadowOnly(turned: true), format: format, scale: Int(CairoRenderer.vectorBlurDensity))
      #expect(implicit == explicit, "\(format)")
    }
  }

  @Test(arguments: [0, 4, -1])
  func unsupportedScaleIsAnError(scale: Int) {
    #expect(throws: RenderError.unsupportedScale(scale)) {
      try CairoRenderer().vector(Self.shadowOnly(), format: .svg, scale: scale)
    }
  }
}
