import CairoBackend
import DrawList
import Foundation
import Raster
import Render
import Testing

/// The draw list v2 primitives, each checked at the pixels where it would break: a `popClip` that
/// restores nothing, an inverted `spread`, swapped corner-gradient corners, a conic gradient
/// turning the wrong way…
@Suite struct DrawListV2PixelTests {
  static func render(_ commands: [Command], width: Double = 100, height: Double = 100) throws
    -> Bitmap
  {
    var list = DrawList(canvas: Rect(x: 0, y: 0, width: width, height: height))
    for command in commands { list.append(command, tag: "t") }
    return try CairoRenderer().render(list, scale: 1)
  }

  static func pixel(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> [Int] {
    let i = (y * bitmap.width + x) * 4
    return bitmap.pixels[i..<i + 4].map(Int.init)
  }

  static func near(_ a: [Int], _ b: [Int], _ tolerance: Int = 3) -> Bool {
    zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
  }

  static let all = Shape.roundedRect(Rect(x: 0, y: 0, width: 100, height: 100), radius: 0)
  static let black = Paint.solid(.black)

  @Test func popClipRestoresTheWholeCanvas() throws {
    let bitmap = try Self.render([
      .pushClip(.roundedRect(Rect(x: 0, y: 0, width: 10, height: 10), radius: 0)),
      .popClip,
      .fill(Self.all, Self.black),
    ])
    #expect(Self.pixel(bitmap, 50, 50) == [0, 0, 0, 255])
  }

  @Test func aGroupClipKeepsItsContentInside() throws {
    let bitmap = try Self.render([
      .pushGroup(Group(clip: .circle(center: Point(x: 50, y: 50), radius: 10))),
      .fill(Self.all, Self.black),
      .popGroup,
    ])
    #expect(Self.pixel(bitmap, 50, 50) == [0, 0, 0, 255])
    #expect(Self.pixel(bitmap, 5, 5)[3] == 0)
  }

  @Test(arguments: [
    (Shape.roundedRect(Rect(x: 40, y: 40, width: 20, height: 20), radius: 0), "rect"),
    (.circle(center: Point(x: 50, y: 50), radius: 10), "circle"),
    (
      .path(
        Path([
          .move(to: Point(x: 40, y: 40)), .line(to: Point(x: 60, y: 40)),
          .line(to: Point(x: 60, y: 60)), .line(to: Point(x: 40, y: 60)), .close,
        ])), "path"
    ),
  ])
  func spreadGrowsAndShrinksTheShadow(shape: Shape, name: String) throws {
    func alpha(spread: Double, at x: Int) throws -> Int {
      let shadow = Shadow(offsetX: 0, offsetY: 0, blur: 0, spread: spread, color: .black)
      return Self.pixel(try Self.render([.shadow(shape, shadow)]), x, 50)[3]
    }
    // 5 pt outside the shape's right edge (x = 60): only a positive spread reaches it.
    #expect(try alpha(spread: 0, at: 65) == 0, "\(name)")
    #expect(try alpha(spread: 8, at: 65) == 255, "\(name)")
    // 5 pt inside: a negative spread leaves it bare.
    #expect(try alpha(spread: 0, at: 55) == 255, "\(name)")
    #expect(try alpha(spread: -8, at: 55) == 0, "\(name)")
  }

  @Test func aShadowsSoftnessIsSigmaHalfTheBlur() throws {
    // A wide shape, blur 20 → σ = 10 px at @1x: the edge profile follows the normal CDF.
    let shape = Shape.roundedRect(Rect(x: -200, y: -200, width: 250, height: 500), radius: 0)
    let bitmap = try Self.render([
      .shadow(shape, Shadow(offsetX: 0, offsetY: 0, blur: 20, color: .black))
    ])
    let row = (0..<100).map { Self.pixel(bitmap, $0, 50)[3] }
    // x = 50 is the edge: half; 1σ and 2σ outside: 16 % and 2.3 % of 255 (41 and 6).
    #expect((118...137).contains(row[50]), "\(row[50])")
    #expect((33...49).contains(row[60]), "\(row[60])")
    #expect((2...11).contains(row[70]), "\(row[70])")
    #expect((206...222).contains(row[40]), "\(row[40])")
  }

  @Test func cornerGradientCornersLandWhereNamed() throws {
    let square = Rect(x: 0, y: 0, width: 100, height: 100)
    let red = Color(red: 255, green: 0, blue: 0)
    let blue = Color(red: 0, green: 0, blue: 255)
    let bitmap = try Self.render([
      .fill(
        .roundedRect(square, radius: 0),
        .cornerGradient(
          square, topLeft: .white, topRight: red, bottomLeft: .black, bottomRight: blue))
    ])
    #expect(Self.near(Self.pixel(bitmap, 0, 0), [255, 255, 255, 255], 6))
    #expect(Self.near(Self.pixel(bitmap, 99, 0), [255, 0, 0, 255], 6))
    #expect(Self.near(Self.pixel(bitmap, 0, 99), [0, 0, 0, 255], 6))
    #expect(Self.near(Self.pixel(bitmap, 99, 99), [0, 0, 255, 255], 6))
  }

  @Test func eachCornerHasItsOwnRadius() throws {
    let bitmap = try Self.render([
      .fill(
        .rect(
          Rect(x: 0, y: 0, width: 100, height: 100),
          CornerRadii(topLeft: 0, topRight: 40, bottomRight: 0, bottomLeft: 20)), Self.black)
    ])
    #expect(Self.pixel(bitmap, 1, 1)[3] == 255)  // square top left
    #expect(Self.pixel(bitmap, 98, 98)[3] == 255)  // square bottom right
    #expect(Self.pixel(bitmap, 95, 4)[3] == 0)  // rounded top right
    #expect(Self.pixel(bitmap, 2, 97)[3] == 0)  // rounded bottom left
    #expect(Self.pixel(bitmap, 10, 90)[3] == 255)  // inside the smaller bottom-left curve
  }

  @Test func aDashLeavesGapsAndAPhaseShiftsThem() throws {
    func row(phase: Double) throws -> [Int] {
      let line = Shape.path(Path([.move(to: Point(x: 0, y: 50)), .line(to: Point(x: 100, y: 50))]))
      let bitmap = try Self.render([
        .stroke(line, Stroke(Self.black, width: 4, dash: [10, 10], dashPhase: phase))
      ])
      return (0..<100).map { Self.pixel(bitmap, $0, 50)[3] }
    }
    let plain = try row(phase: 0)
    #expect(plain[5] == 255 && plain[15] == 0 && plain[25] == 255)
    let shifted = try row(phase: 5)
    #expect(shifted[2] == 255 && shifted[7] == 0 && shifted[12] == 0 && shifted[17] == 255)
  }

  @Test func capsReachPastTheEndsOnlyWhenAsked() throws {
    func alpha(_ cap: Stroke.Cap) throws -> Int {
      let line = Shape.path(Path([.move(to: Point(x: 20, y: 50)), .line(to: Point(x: 80, y: 50))]))
      let bitmap = try Self.render([.stroke(line, Stroke(Self.black, width: 10, cap: cap))])
      return Self.pixel(bitmap, 83, 50)[3]
    }
    #expect(try alpha(.butt) == 0)
    #expect(try alpha(.round) == 255)
    #expect(try alpha(.square) == 255)
  }

  @Test func groupOpacityAppliesOnceToTheWholeGroup() throws {
    let bitmap = try Self.render([
      .pushGroup(Group(opacity: 0.5)),
      .fill(Self.all, Self.black),
      .fill(.roundedRect(Rect(x: 0, y: 0, width: 50, height: 100), radius: 0), Self.black),
      .popGroup,
    ])
    // Overlapping fills inside the group do not stack: both halves are 50 %.
    #expect(abs(Self.pixel(bitmap, 25, 50)[3] - 128) <= 1)
    #expect(abs(Self.pixel(bitmap, 75, 50)[3] - 128) <= 1)
  }

  @Test func aGroupTransformScalesAboutItsAnchor() throws {
    let bitmap = try Self.render([
      .pushGroup(Group(transform: .scale(0.5, 0.5, about: Point(x: 50, y: 50)))),
      .fill(.roundedRect(Rect(x: 20, y: 20, width: 60, height: 60), radius: 0), Self.black),
      .popGroup,
    ])
    // 60 → 30 wide, still centred on 50: covers 35…65.
    #expect(Self.pixel(bitmap, 36, 50)[3] == 255)
    #expect(Self.pixel(bitmap, 30, 50)[3] == 0)
    #expect(Self.pixel(bitmap, 64, 64)[3] == 255)
    #expect(Self.pixel(bitmap, 70, 70)[3] == 0)
  }

  @Test func backdropBlurMixesWhatIsBeneathOnlyInsideTheClip() throws {
    let left = Color(red: 0, green: 0, blue: 255)
    let right = Color(red: 255, green: 0, blue: 0)
    let tile = Shape.roundedRect(Rect(x: 20, y: 20, width: 60, height: 60), radius: 0)
    let bitmap = try Self.render([
      .fill(.roundedRect(Rect(x: 0, y: 0, width: 50, height: 100), radius: 0), .solid(left)),
      .fill(.roundedRect(Rect(x: 50, y: 0, width: 50, height: 100), radius: 0), .solid(right)),
      .pushGroup(Group(clip: tile, backdropBlur: 20)),
      .popGroup,
    ])
    // Inside, at the seam: a mix of both; outside the tile, the stripes are untouched.
    let seam = Self.pixel(bitmap, 50, 50)
    #expect(seam[0] > 60 && seam[2] > 60, "\(seam)")
    #expect(Self.pixel(bitmap, 50, 10) == [255, 0, 0, 255])
    #expect(Self.pixel(bitmap, 49, 10) == [0, 0, 255, 255])
  }

  @Test func multiplyBlendsWithWhatIsBeneath() throws {
    let backdrop = Color(red: 255, green: 128, blue: 0)
    let source = Color(red: 128, green: 255, blue: 255)
    let bitmap = try Self.render([
      .fill(Self.all, .solid(backdrop)),
      .pushGroup(Group(blend: .multiply)),
      .fill(Self.all, .solid(source)),
      .popGroup,
    ])
    #expect(Self.near(Self.pixel(bitmap, 50, 50), [128, 128, 0, 255], 2))
  }

  @Test func aConicGradientStartsAtItsAngleAndTurnsClockwise() throws {
    let stops = [
      GradientStop(offset: 0, color: Color(red: 255, green: 0, blue: 0)),
      GradientStop(offset: 0.25, color: Color(red: 0, green: 255, blue: 0)),
      GradientStop(offset: 0.5, color: Color(red: 0, green: 0, blue: 255)),
      GradientStop(offset: 1, color: Color(red: 255, green: 0, blue: 0)),
    ]
    let bitmap = try Self.render([
      .fill(Self.all, .conicGradient(center: Point(x: 50, y: 50), startAngle: 0, stops: stops))
    ])
    #expect(Self.near(Self.pixel(bitmap, 95, 50), [255, 0, 0, 255], 20))  // 3 o'clock
    #expect(Self.near(Self.pixel(bitmap, 50, 95), [0, 255, 0, 255], 20))  // 6 o'clock
    #expect(Self.near(Self.pixel(bitmap, 5, 50), [0, 0, 255, 255], 20))  // 9 o'clock
  }

  @Test func aPatternRepeatsFromItsOrigin() throws {
    let light = Color(red: 255, green: 255, blue: 255)
    let dark = Color(red: 0, green: 0, blue: 0)
    let bitmap = try Self.render([
      .fill(
        Self.all,
        .pattern(.checkerboard(origin: Point(x: 3, y: 3), cell: 10, light: light, dark: dark)))
    ])
    #expect(Self.pixel(bitmap, 5, 5) == [255, 255, 255, 255])  // the origin's square is light
    #expect(Self.pixel(bitmap, 15, 5) == [0, 0, 0, 255])
    #expect(Self.pixel(bitmap, 15, 15) == [255, 255, 255, 255])
    #expect(Self.pixel(bitmap, 1, 5) == [0, 0, 0, 255])  // repeats left of the origin too
  }

  @Test func aTranslatedListDrawsTheSamePixelsFurtherOn() throws {
    var list = DrawList(canvas: Rect(x: 0, y: 0, width: 60, height: 60))
    list.append(
      .pushGroup(Group(transform: .rotation(.pi / 4, about: Point(x: 20, y: 20)))), tag: "g")
    list.append(
      .fill(.roundedRect(Rect(x: 10, y: 10, width: 20, height: 20), radius: 0), Self.black),
      tag: "square")
    list.append(.popGroup, tag: "g")
    let moved = list.translated(dx: 25, dy: 15)
    let a = try CairoRenderer().render(list, scale: 1)
    let b = try CairoRenderer().render(moved, scale: 1)
    // Same canvas size; the moved canvas moved with it, so the pixels are identical.
    #expect(a.pixels == b.pixels)
    #expect(
      moved.contentBounds.map { abs($0.midX - 45) < 0.001 && abs($0.midY - 35) < 0.001 } == true)
  }
}

/// The same painter draws SVG and PDF.
@Suite struct VectorOutputTests {
  static func card() throws -> DrawList {
    var list = DrawList(canvas: Rect(x: -10, y: -10, width: 120, height: 80))
    let shape = Shape.roundedRect(Rect(x: 0, y: 0, width: 100, height: 60), radius: 12)
    list.append(.shadow(shape, Shadow(offsetX: 0, offsetY: 4, blur: 8, color: .black)), tag: "card")
    list.append(.fill(shape, .solid(.white)), tag: "card")
    let shaper = HarfBuzzShaper()
    let style = TextStyle(font: FontID("Inter-Medium"), size: 14)
    let shaped = try shaper.shape("Submit 10:30", style: style)
    list.append(
      .text(
        GlyphRun(
          text: "Submit 10:30", font: style.font, size: style.size, color: .black,
          origin: Point(x: 10, y: 36), glyphs: shaped.glyphs, advance: shaped.advance)),
      tag: "label")
    return list
  }

  @Test(arguments: VectorFormat.allCases)
  func sameListSameBytes(format: VectorFormat) throws {
    let list = try Self.card()
    let first = try CairoRenderer().vector(list, format: format)
    let second = try CairoRenderer().vector(list, format: format)
    let same = first == second
    #expect(same, "two renders of one draw list differ")
    #expect(first.count > 200)
  }

  /// One CSS pixel a point, so a browser shows the canvas at its design size (in pt it was
  /// 1.33 times too large), with a viewBox in points.
  @Test func svgIsAnSVGOfTheCanvasOnePixelAPoint() throws {
    let svg = String(
      decoding: try CairoRenderer().vector(try Self.card(), format: .svg), as: UTF8.self)
    #expect(svg.contains("<svg"))
    #expect(
      svg.contains("width=\"120px\" height=\"80px\" viewBox=\"0 0 120 80\""),
      "\(svg.prefix(300))")
  }

  @Test func pdfKeepsTheTextAndNoDates() throws {
    let pdf = String(
      decoding: try CairoRenderer().vector(try Self.card(), format: .pdf), as: UTF8.self)
    #expect(pdf.hasPrefix("%PDF-1.5"))
    #expect(pdf.contains("/ToUnicode"), "no character map: the text would not be selectable")
    #expect(!pdf.contains("/CreationDate") && !pdf.contains("/ModDate"))
  }
}
