import DrawList
import Foundation

/// The draw list's primitives, one behaviour on its own small canvas each, for a reference image
/// each (the way tiny-skia and resvg test one behaviour per image): a broken `spread` or `popClip`
/// then fails where it breaks, not somewhere inside a card.
///
/// They are scenes like the cards (`primitives/<name>`, goldens under `goldens/primitives/`), in
/// one appearance: they use literal colours, not tokens, because they test the IR and the backend,
/// not the theme. Every scale is kept, since scale is where a backend goes wrong.
public enum Primitives {
  /// Every primitive, in listing order.
  public static let scenes: [SceneSpec] = [
    scene(
      "corner-radii",
      "per-corner radii: a badge strip 6/6/28/28 and segmented end caps 9/0/0/9, 0/9/9/0",
      { _ in cornerRadii() }),
    scene(
      "dashed-stroke", "a dashed focus ring with round caps, a 1 pt hairline, a dash phase",
      { _ in dashedStroke() }),
    scene(
      "caps-and-joins", "one zig-zag with butt/miter, round/round and square/bevel",
      { _ in capsAndJoins() }),
    scene(
      "gradients", "linear, radial and a conic hue ring (red at 3 o'clock, turning clockwise)",
      { _ in gradients() }),
    scene(
      "corner-gradient",
      "a saturation × brightness square: white top left, red top right, black below",
      { _ in cornerGradient() }),
    scene(
      "checkerboard",
      "a repeating checkerboard under a 50 % blue swatch, the pattern aligned to its origin",
      { _ in checkerboard() }),
    scene(
      "group-opacity-transform",
      "a row faded to 50 % and scaled 0.8 about its centre, beside the original",
      { _ in groupOpacityTransform() }),
    scene(
      "clips", "a clipped group and a pushClip/popClip pair: the fill after popClip is whole",
      { _ in clips() }),
    scene(
      "backdrop-blur",
      "a glass tile: stripes blurred 20 pt beneath the tile, a white 40 % tint over them",
      { _ in backdropBlur() }),
    scene(
      "blend-modes", "the 16 blend modes, a blue-to-red square over an orange one, normal first",
      { _ in blendModes() }),
    scene(
      "shadow-spread",
      "shadows 14 down with spread 0, +8 and −8 on a rect, a circle and a path",
      { _ in shadowSpread() }),
    scene(
      "text-features", "proportional and tabular (tnum) digits: the tabular column lines up",
      { try textFeatures($0) }),
  ]

  /// A primitive's scene: `primitives/<name>`, Light only, every scale.
  static func scene(
    _ name: String, _ summary: String,
    _ build: @escaping @Sendable (SceneContext) throws -> DrawList
  ) -> SceneSpec {
    SceneSpec(
      id: "primitives/\(name)", summary: summary, appearances: [.light],
      scales: SceneSpec.everyScale, build: build)
  }

  // MARK: - Colours

  static let ink = Color(red: 0x17, green: 0x17, blue: 0x17)
  static let blue = Color(red: 0x33, green: 0x5C, blue: 0xFF)
  static let orange = Color(red: 0xFF, green: 0x91, blue: 0x47)
  static let red = Color(red: 0xFB, green: 0x37, blue: 0x48)
  static let paper = Color.white

  /// A white page behind everything, so the reference images read on any viewer.
  static func page(_ width: Double, _ height: Double, color: Color = paper) -> DrawList {
    var list = DrawList(canvas: Rect(x: 0, y: 0, width: width, height: height))
    list.append(
      .fill(.roundedRect(Rect(x: 0, y: 0, width: width, height: height), radius: 0), .solid(color)),
      tag: "page")
    return list
  }

  // MARK: - Builders

  static func cornerRadii() -> DrawList {
    var list = page(240, 120)
    list.append(
      .fill(
        .rect(
          Rect(x: 16, y: 16, width: 96, height: 88),
          CornerRadii(topLeft: 6, topRight: 6, bottomRight: 28, bottomLeft: 28)), .solid(blue)),
      tag: "badge strip")
    let caps = [
      CornerRadii(topLeft: 9, topRight: 0, bottomRight: 0, bottomLeft: 9),
      CornerRadii(topLeft: 0, topRight: 9, bottomRight: 9, bottomLeft: 0),
    ]
    for (index, radii) in caps.enumerated() {
      list.append(
        .fill(
          .rect(Rect(x: 128 + Double(index) * 49, y: 44, width: 48, height: 32), radii),
          .solid(ink)),
        tag: "end cap \(index)")
    }
    return list
  }

  static func dashedStroke() -> DrawList {
    var list = page(200, 100)
    list.append(
      .stroke(
        .circle(center: Point(x: 50, y: 50), radius: 30),
        Stroke(.solid(blue), width: 2, dash: [4, 4], cap: .round)),
      tag: "dashed ring")
    list.append(
      .stroke(
        .rect(Rect(x: 100, y: 30.5, width: 84, height: 0), .zero), .solid(ink, width: 1)),
      tag: "hairline")
    list.append(
      .stroke(
        .rect(Rect(x: 100, y: 60, width: 84, height: 20), CornerRadii(6)),
        Stroke(.solid(red), width: 2, dash: [8, 4], dashPhase: 6)),
      tag: "phased")
    return list
  }

  static func capsAndJoins() -> DrawList {
    var list = page(240, 80)
    let styles: [(Stroke.Cap, Stroke.Join)] = [
      (.butt, .miter), (.round, .round), (.square, .bevel),
    ]
    for (index, style) in styles.enumerated() {
      let x = 20 + Double(index) * 76
      var path = Path()
      path.move(to: Point(x: x, y: 60))
      path.line(to: Point(x: x + 20, y: 20))
      path.line(to: Point(x: x + 40, y: 60))
      list.append(
        .stroke(.path(path), Stroke(.solid(ink), width: 10, cap: style.0, join: style.1)),
        tag: "\(style.0.rawValue) \(style.1.rawValue)")
    }
    return list
  }

  /// The hue ramp every 60°.
  static let hueStops: [GradientStop] = {
    let hexes: [String] = [
      "#FF0000", "#FFFF00", "#00FF00", "#00FFFF", "#0000FF", "#FF00FF", "#FF0000",
    ]
    return hexes.enumerated().map { index, hex in
      GradientStop(offset: Double(index) / 6, color: Color(hex: hex)!)
    }
  }()

  static func gradients() -> DrawList {
    var list = page(300, 100)
    list.append(
      .fill(
        .roundedRect(Rect(x: 10, y: 10, width: 80, height: 80), radius: 8),
        .linearGradient(
          from: Point(x: 10, y: 10), to: Point(x: 90, y: 10),
          stops: [GradientStop(offset: 0, color: blue), GradientStop(offset: 1, color: orange)])),
      tag: "linear")
    list.append(
      .fill(
        .circle(center: Point(x: 150, y: 50), radius: 40),
        .radialGradient(
          center: Point(x: 150, y: 50), radius: 40,
          stops: [GradientStop(offset: 0, color: paper), GradientStop(offset: 1, color: blue)])),
      tag: "radial")
    list.append(
      .stroke(
        .circle(center: Point(x: 250, y: 50), radius: 32),
        Stroke(
          .conicGradient(center: Point(x: 250, y: 50), startAngle: 0, stops: hueStops),
          width: 12)),
      tag: "hue ring")
    return list
  }

  static func cornerGradient() -> DrawList {
    var list = page(120, 120)
    let square = Rect(x: 10, y: 10, width: 100, height: 100)
    list.append(
      .fill(
        .roundedRect(square, radius: 0),
        .cornerGradient(
          square, topLeft: .white, topRight: Color(hex: "#FF0000")!, bottomLeft: .black,
          bottomRight: .black)),
      tag: "spectrum")
    return list
  }

  static func checkerboard() -> DrawList {
    var list = page(120, 80)
    let swatch = Rect(x: 20, y: 20, width: 40, height: 40)
    list.append(
      .fill(
        .roundedRect(swatch, radius: 20),
        .pattern(
          .checkerboard(
            origin: Point(x: swatch.x, y: swatch.y), cell: 5, light: .white,
            dark: Color(hex: "#E1E4EA")!))),
      tag: "checkerboard")
    list.append(.fill(.roundedRect(swatch, radius: 20), .solid(blue.withAlpha(128))), tag: "swatch")
    list.append(
      .fill(
        .roundedRect(Rect(x: 70, y: 20, width: 40, height: 40), radius: 0),
        .pattern(
          .checkerboard(
            origin: Point(x: 72, y: 22), cell: 8, light: Color(hex: "#E1E4EA")!, dark: ink))),
      tag: "offset pattern")
    return list
  }

  static func groupOpacityTransform() -> DrawList {
    var list = page(240, 80)
    func row(_ x: Double) -> [(Command, String)] {
      [
        (
          .fill(.roundedRect(Rect(x: x, y: 20, width: 100, height: 40), radius: 8), .solid(blue)),
          "row"
        ),
        (.fill(.circle(center: Point(x: x + 20, y: 40), radius: 10), .solid(paper)), "dot"),
      ]
    }
    for (command, tag) in row(10) { list.append(command, tag: "original \(tag)") }
    list.append(
      .pushGroup(
        Group(opacity: 0.5, transform: .scale(0.8, 0.8, about: Point(x: 180, y: 40)))),
      tag: "faded row")
    for (command, tag) in row(130) { list.append(command, tag: "faded \(tag)") }
    list.append(.popGroup, tag: "faded row")
    return list
  }

  static func clips() -> DrawList {
    var list = page(220, 100)
    list.append(
      .pushGroup(Group(clip: .roundedRect(Rect(x: 10, y: 10, width: 80, height: 80), radius: 20))),
      tag: "clipped tile")
    list.append(
      .fill(.roundedRect(Rect(x: 0, y: 0, width: 100, height: 50), radius: 0), .solid(blue)),
      tag: "clipped tile content")
    list.append(
      .fill(.roundedRect(Rect(x: 0, y: 50, width: 100, height: 50), radius: 0), .solid(orange)),
      tag: "clipped tile content")
    list.append(.popGroup, tag: "clipped tile")
    list.append(.pushClip(.circle(center: Point(x: 140, y: 50), radius: 20)), tag: "clip")
    list.append(
      .fill(.roundedRect(Rect(x: 110, y: 20, width: 60, height: 60), radius: 0), .solid(red)),
      tag: "inside clip")
    list.append(.popClip, tag: "clip")
    list.append(
      .fill(.roundedRect(Rect(x: 180, y: 20, width: 30, height: 60), radius: 0), .solid(ink)),
      tag: "after clip")
    return list
  }

  static func backdropBlur() -> DrawList {
    var list = page(200, 120)
    for index in 0..<10 {
      list.append(
        .fill(
          .roundedRect(Rect(x: Double(index) * 20, y: 0, width: 10, height: 120), radius: 0),
          .solid(index % 2 == 0 ? blue : orange)),
        tag: "stripe \(index)")
    }
    let tile = Shape.roundedRect(Rect(x: 40, y: 24, width: 120, height: 72), radius: 16)
    list.append(.pushGroup(Group(clip: tile, backdropBlur: 20)), tag: "glass")
    list.append(.fill(tile, .solid(Color.white.withAlpha(102))), tag: "glass tint")
    list.append(.popGroup, tag: "glass")
    return list
  }

  static func blendModes() -> DrawList {
    var list = page(4 * 60 + 10, 4 * 60 + 10)
    for (index, mode) in BlendMode.allCases.enumerated() {
      let x = 10 + Double(index % 4) * 60
      let y = 10 + Double(index / 4) * 60
      list.append(
        .fill(.roundedRect(Rect(x: x, y: y, width: 30, height: 30), radius: 0), .solid(orange)),
        tag: "\(mode.rawValue) backdrop")
      list.append(.pushGroup(Group(blend: mode)), tag: mode.rawValue)
      list.append(
        .fill(
          .roundedRect(Rect(x: x + 15, y: y + 15, width: 30, height: 30), radius: 0),
          .linearGradient(
            from: Point(x: x + 15, y: y), to: Point(x: x + 45, y: y),
            stops: [GradientStop(offset: 0, color: blue), GradientStop(offset: 1, color: red)])),
        tag: "\(mode.rawValue) source")
      list.append(.popGroup, tag: mode.rawValue)
    }
    return list
  }

  static func shadowSpread() -> DrawList {
    // A grey page, so the white shapes' own edges show above their shadows.
    var list = page(300, 260, color: Color(red: 0xEB, green: 0xEB, blue: 0xEB))
    var chevron = Path()
    chevron.move(to: Point(x: 0, y: 0))
    chevron.line(to: Point(x: 30, y: 20))
    chevron.line(to: Point(x: 0, y: 40))
    chevron.close()
    for (row, spread) in [0.0, 8, -8].enumerated() {
      let y = 30 + Double(row) * 80
      let shapes: [(Shape, String)] = [
        (.roundedRect(Rect(x: 30, y: y, width: 60, height: 40), radius: 8), "rect"),
        (.circle(center: Point(x: 160, y: y + 20), radius: 20), "circle"),
        (.path(chevron.translated(dx: 230, dy: y)), "path"),
      ]
      for (shape, name) in shapes {
        let shadow = Shadow(
          offsetX: 0, offsetY: 14, blur: 4, spread: spread, color: ink.withAlpha(160))
        list.append(.shadow(shape, shadow), tag: "\(name) spread \(Int(spread))")
        list.append(.fill(shape, .solid(paper)), tag: "\(name) spread \(Int(spread))")
      }
    }
    return list
  }

  static func textFeatures(_ context: SceneContext) throws -> DrawList {
    var list = page(160, 90)
    for (column, features) in [[], ["tnum"]].enumerated() {
      for (row, text) in ["10:30", "11:11", "09:45"].enumerated() {
        let style = TextStyle(font: FontID("Inter-Medium"), size: 16, features: features)
        let shaped = try context.shaper.shape(text, style: style)
        list.append(
          .text(
            GlyphRun(
              text: text, font: style.font, size: style.size, color: ink,
              origin: Point(
                x: 14 + Double(column) * 76 + 60 - shaped.advance, y: 30 + Double(row) * 22),
              glyphs: shaped.glyphs, advance: shaped.advance, features: features)),
          tag: "\(features.isEmpty ? "proportional" : "tabular") \(text)")
      }
    }
    return list
  }
}

extension Path {
  /// The path moved by `dx`, `dy`.
  func translated(dx: Double, dy: Double) -> Path {
    guard case .path(let moved) = Shape.path(self).translated(dx: dx, dy: dy) else { return self }
    return moved
  }
}
