import CairoBackend
import DrawList
import Raster
import Testing

/// One primitive per test, checked pixel by pixel.
@Suite struct CairoRendererTests {
  static func pixel(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> [UInt8] {
    let i = (y * bitmap.width + x) * 4
    return Array(bitmap.pixels[i..<i + 4])
  }

  @Test(arguments: RenderScale.allCases.map(\.rawValue))
  func rectCoversItsPixelsAtEveryScale(scale: Int) throws {
    var list = DrawList(canvas: Rect(x: -2, y: -2, width: 10, height: 10))
    list.append(
      .fill(.roundedRect(Rect(x: 0, y: 0, width: 4, height: 4), radius: 0), .solid(.black)),
      tag: "box")
    let bitmap = try CairoRenderer().render(list, scale: scale)
    #expect(bitmap.width == 10 * scale && bitmap.height == 10 * scale)
    #expect(Self.pixel(bitmap, 2 * scale, 2 * scale) == [0, 0, 0, 255])
    #expect(Self.pixel(bitmap, 6 * scale - 1, 6 * scale - 1) == [0, 0, 0, 255])
    #expect(Self.pixel(bitmap, 6 * scale, 6 * scale) == [0, 0, 0, 0])
    #expect(Self.pixel(bitmap, 0, 0) == [0, 0, 0, 0])
  }

  @Test func translucentColoursComeOutUnpremultiplied() throws {
    var list = DrawList(canvas: Rect(x: 0, y: 0, width: 4, height: 4))
    list.append(
      .fill(
        .roundedRect(Rect(x: 0, y: 0, width: 4, height: 4), radius: 0),
        .solid(Color(hex: "#335CFF80")!)),
      tag: "band")
    let p = Self.pixel(try CairoRenderer().render(list, scale: 1), 1, 1)
    #expect(p[3] == 0x80)
    #expect(abs(Int(p[0]) - 0x33) <= 1 && abs(Int(p[1]) - 0x5C) <= 1 && p[2] == 0xFF)
  }

  @Test func shadowIsBlurredOffsetAndUnderTheShape() throws {
    var list = DrawList(canvas: Rect(x: -40, y: -40, width: 120, height: 140))
    let square = Shape.roundedRect(Rect(x: 0, y: 0, width: 40, height: 40), radius: 0)
    list.append(.shadow(square, Shadow(offsetX: 0, offsetY: 20, blur: 10, color: .black)), tag: "s")
    let bitmap = try CairoRenderer().render(list, scale: 1)
    // Centre of the offset silhouette is fully dark; far outside is clear.
    #expect(Self.pixel(bitmap, 60, 80)[3] == 255)
    #expect(Self.pixel(bitmap, 0, 0)[3] == 0)
    // The edge is soft: the alpha rises through many values across the silhouette's edge.
    let row = (0..<120).map { Self.pixel(bitmap, $0, 80)[3] }
    #expect(Set(row).count > 10)
    // Symmetric left/right about the shape's centre (x = 20 → pixel column 60).
    for dx in 0..<30 { #expect(row[60 - 1 - dx] == row[60 + dx]) }
  }

  /// A shadow under a clip blurs only the rows the clip can show (plus the blur's reach), and
  /// those rows are exactly the whole shadow's, at a fractional offset too.
  @Test(arguments: [(1, 7.5), (2, 7.5), (3, -12.25)])
  func clippedShadowKeepsTheWholeShadowsBytes(scale: Int, offsetY: Double) throws {
    let square = Shape.roundedRect(Rect(x: 20, y: 30, width: 80, height: 90), radius: 12)
    let shadow = Command.shadow(
      square, Shadow(offsetX: 3, offsetY: offsetY, blur: 25, spread: 2, color: .black))
    var whole = DrawList(canvas: Rect(x: 0, y: 0, width: 120, height: 160))
    whole.append(shadow, tag: "s")
    var clipped = DrawList(canvas: whole.canvas)
    let window = Rect(x: 0, y: 50, width: 120, height: 30)
    clipped.append(.pushClip(.roundedRect(window, radius: 0)), tag: "c")
    clipped.append(shadow, tag: "s")
    clipped.append(.popClip, tag: "c")
    let renderer = try CairoRenderer()
    let expected = try renderer.render(whole, scale: scale)
    let actual = try renderer.render(clipped, scale: scale)
    let rows = Int(window.y) * scale..<Int(window.maxY) * scale
    var differing = 0
    for y in rows {
      for x in 0..<expected.width where Self.pixel(actual, x, y) != Self.pixel(expected, x, y) {
        differing += 1
      }
    }
    #expect(differing == 0, "\(differing) pixels differ inside the clip")
    #expect(Self.pixel(actual, 60, rows.lowerBound - 1)[3] == 0)
  }

  @Test func unsupportedScaleIsAnError() throws {
    let list = DrawList(canvas: Rect(x: 0, y: 0, width: 1, height: 1))
    #expect(throws: RenderError.unsupportedScale(4)) { try CairoRenderer().render(list, scale: 4) }
  }

  @Test func textIsDrawnWithTheShapedGlyphs() throws {
    let shaper = HarfBuzzShaper()
    let style = TextStyle(font: FontID("Inter-Medium"), size: 20)
    let shaped = try shaper.shape("16", style: style)
    var list = DrawList(canvas: Rect(x: 0, y: 0, width: 40, height: 30))
    list.append(
      .text(
        GlyphRun(
          text: "16", font: style.font, size: 20, color: .black, origin: Point(x: 4, y: 22),
          glyphs: shaped.glyphs, advance: shaped.advance)),
      tag: "t")
    let bitmap = try CairoRenderer().render(list, scale: 2)
    let inked = stride(from: 3, to: bitmap.pixels.count, by: 4).filter { bitmap.pixels[$0] > 0 }
      .count
    #expect(inked > 100)
  }

  @Test func aMissingFontNamesThePackage() throws {
    let library = FontLibrary(directory: "/nonexistent")
    #expect(throws: RenderError.fontMissing(font: "Inter-Medium", searched: "/nonexistent")) {
      try library.path(for: FontID("Inter-Medium"))
    }
    #expect(
      RenderError.fontMissing(font: "Inter-Medium", searched: "/x").description.contains(
        "fonts-inter"))
  }
}

@Suite struct HarfBuzzShaperTests {
  let shaper = HarfBuzzShaper()
  let style = TextStyle(font: FontID("Inter-Regular"), size: 100)

  @Test func kerningIsApplied() throws {
    let pair = try shaper.shape("AV", style: style).advance
    let apart =
      try shaper.shape("A", style: style).advance + shaper.shape("V", style: style).advance
    #expect(pair < apart)
  }

  @Test func trackingAddsSpaceBetweenGlyphsOnly() throws {
    let plain = try shaper.shape("abc", style: style).advance
    var tracked = style
    tracked.tracking = 0.1
    #expect(abs(try shaper.shape("abc", style: tracked).advance - plain - 2 * 10) < 1e-9)
  }

  @Test func interMetrics() throws {
    let metrics = try shaper.metrics(style)
    #expect(metrics.capHeight > 70 && metrics.capHeight < 75)
    #expect(metrics.ascender > metrics.capHeight)
    #expect(metrics.descender > 0)
  }
}
