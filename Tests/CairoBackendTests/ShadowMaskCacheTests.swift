import CairoBackend
import DrawList
import Raster
import Render
import Testing

/// A shadow mask painted from the cache gives exactly the bytes of one drawn and blurred again.
@Suite struct ShadowMaskCacheTests {
  /// A card in one theme: the same shadows (a rounded rect, a circle, a path with a positive and
  /// a negative spread) under theme colours, as the Light and Dark images of a scene have.
  static func card(dark: Bool) -> DrawList {
    var list = DrawList(canvas: Rect(x: 0, y: 0, width: 140, height: 150))
    let shadowColor = dark ? Color(hex: "#00000066")! : Color(hex: "#0E121B1A")!
    let fill: Color = dark ? Color(hex: "#181B25")! : .white
    let card = Shape.roundedRect(Rect(x: 16, y: 12, width: 100, height: 110), radius: 14)
    list.append(
      .shadow(card, Shadow(offsetX: 0, offsetY: 8, blur: 16, spread: -4, color: shadowColor)),
      tag: "card")
    list.append(
      .shadow(card, Shadow(offsetX: 0, offsetY: 1, blur: 2.5, color: shadowColor)), tag: "card")
    list.append(.fill(card, .solid(fill)), tag: "card")
    let dot = Shape.circle(center: Point(x: 60, y: 70), radius: 9.5)
    list.append(
      .shadow(dot, Shadow(offsetX: 1.5, offsetY: 2, blur: 6, color: shadowColor)), tag: "dot")
    let triangle = Shape.path(
      Path([
        .move(to: Point(x: 30, y: 100)), .line(to: Point(x: 50, y: 80)),
        .curve(
          to: Point(x: 70, y: 100), control1: Point(x: 60, y: 80), control2: Point(x: 70, y: 90)),
        .close,
      ]))
    for spread in [3.0, -2.0] {
      list.append(
        .shadow(
          triangle, Shadow(offsetX: 0, offsetY: 3, blur: 7, spread: spread, color: shadowColor)),
        tag: "path")
    }
    return list
  }

  @Test(arguments: RenderScale.allCases.map(\.rawValue), [1, 3])
  func reusedMasksGiveTheBytesOfFreshOnes(scale: Int, bands: Int) throws {
    let cache = ShadowMaskCache()
    let reusing = try CairoRenderer(shadowMasks: cache)
    let fresh = try CairoRenderer(shadowMasks: nil)
    for dark in [false, true, false] {
      let list = Self.card(dark: dark)
      let expected = try fresh.render(list, scale: scale, bands: bands)
      let actual = try reusing.render(list, scale: scale, bands: bands)
      #expect(actual == expected, "dark \(dark) at @\(scale)x in \(bands) band(s)")
    }
    // The Dark card and the Light one again painted every shadow from the cache.
    #expect(cache.hits >= 2 * 5)
  }

  @Test(arguments: [VectorFormat.svg, .pdf])
  func vectorOutputWithReusedMasksIsUnchanged(format: VectorFormat) throws {
    let cache = ShadowMaskCache()
    let reusing = try CairoRenderer(shadowMasks: cache)
    let fresh = try CairoRenderer(shadowMasks: nil)
    for dark in [false, true] {
      for scale in [1, 2] {
        let list = Self.card(dark: dark)
        let expected = try fresh.vector(list, format: format, scale: scale)
        let actual = try reusing.vector(list, format: format, scale: scale)
        #expect(actual == expected, "dark \(dark) at \(scale) pixels a point")
      }
    }
    #expect(cache.hits > 0)
  }

  @Test func theOldestMasksGoFirstAndTheLimitHolds() throws {
    // Room for about one card's masks at @2x: the Dark card finds few of the Light one's.
    let cache = ShadowMaskCache(limit: 60_000)
    let renderer = try CairoRenderer(shadowMasks: cache)
    let light = try renderer.render(Self.card(dark: false), scale: 2)
    #expect(cache.storedBytes > 0 && cache.storedBytes <= cache.limit)
    _ = try renderer.render(Self.card(dark: true), scale: 2)
    #expect(cache.storedBytes > 0 && cache.storedBytes <= cache.limit)
    #expect(try renderer.render(Self.card(dark: false), scale: 2) == light)
    #expect(try CairoRenderer(shadowMasks: nil).render(Self.card(dark: false), scale: 2) == light)
  }
}
