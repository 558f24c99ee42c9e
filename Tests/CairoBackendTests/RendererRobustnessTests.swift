import DrawList
import Foundation
import Raster
import Testing

@testable import CairoBackend

/// Hostile draw lists: no value may trap, hang Cairo or allocate without limit.
@Suite struct RendererRobustnessTests {
  static let square = Shape.roundedRect(Rect(x: 0, y: 0, width: 10, height: 10), radius: 2)

  @Test(arguments: [
    (Double.nan, 10.0), (.infinity, 10), (-.infinity, 10), (10, .nan), (1e300, 10), (-1, 10),
    (0, 10), (16385, 10), (10, 1e19),
  ])
  func badCanvasesAreErrors(width: Double, height: Double) {
    let list = DrawList(canvas: Rect(x: 0, y: 0, width: width, height: height))
    #expect {
      try CairoRenderer().render(list, scale: 1)
    } throws: { error in
      guard case RenderError.badCanvas = error else { return false }
      return true
    }
  }

  @Test(arguments: [Double.nan, .infinity, 1e300])
  func aNonFiniteOrHugeCanvasOriginIsAnError(x: Double) {
    let list = DrawList(canvas: Rect(x: x, y: 0, width: 9, height: 9))
    #expect(throws: RenderError.self) { try CairoRenderer().render(list, scale: 2) }
  }

  /// Commands that trapped (`Int(…)` of a huge or non-finite value) or hung Cairo.
  static let hostileCommands: [(String, Command)] = [
    (
      "circle radius 1e300 (Cairo loops for ever)",
      .fill(.circle(center: Point(x: 5, y: 5), radius: 1e300), .solid(.black))
    ),
    (
      "circle radius inf",
      .fill(.circle(center: Point(x: 5, y: 5), radius: .infinity), .solid(.black))
    ),
    (
      "rect x nan",
      .fill(.roundedRect(Rect(x: .nan, y: 0, width: 1, height: 1), radius: 0), .solid(.black))
    ),
    ("stroke width 1e300", .stroke(square, .solid(.black, width: 1e300))),
    (
      "path point -inf",
      .fill(
        .path(Path([.move(to: Point(x: 0, y: 0)), .line(to: Point(x: -.infinity, y: 1))])),
        .solid(.black))
    ),
    (
      "gradient stop nan",
      .fill(
        square,
        .linearGradient(
          from: Point(x: 0, y: 0), to: Point(x: 1, y: 1),
          stops: [GradientStop(offset: .nan, color: .black)]))
    ),
    ("shadow blur nan", .shadow(square, Shadow(offsetX: 0, offsetY: 0, blur: .nan, color: .black))),
    (
      "shadow blur inf",
      .shadow(square, Shadow(offsetX: 0, offsetY: 0, blur: .infinity, color: .black))
    ),
    (
      "shadow blur 1e300",
      .shadow(square, Shadow(offsetX: 0, offsetY: 0, blur: 1e300, color: .black))
    ),
    (
      "shadow blur -1e300",
      .shadow(square, Shadow(offsetX: 0, offsetY: 0, blur: -1e300, color: .black))
    ),
    (
      "shadow blur 1e5 (mask too large)",
      .shadow(square, Shadow(offsetX: 0, offsetY: 0, blur: 1e5, color: .black))
    ),
    (
      "shadow spread 1e300",
      .shadow(square, Shadow(offsetX: 0, offsetY: 0, blur: 1, spread: 1e300, color: .black))
    ),
    (
      "shadow spread 9e5 (mask too large)",
      .shadow(square, Shadow(offsetX: 0, offsetY: 0, blur: 1, spread: 9e5, color: .black))
    ),
    (
      "shadow offset 0x1p1023",
      .shadow(square, Shadow(offsetX: 0x1p1023, offsetY: 0, blur: 1, color: .black))
    ),
    (
      "text size nan",
      .text(
        GlyphRun(
          text: "1", font: FontID("Inter-Medium"), size: .nan, color: .black,
          origin: Point(x: 0, y: 0), glyphs: [], advance: 0))
    ),
    (
      "text size 1e6",
      .text(
        GlyphRun(
          text: "1", font: FontID("Inter-Medium"), size: 1e6, color: .black,
          origin: Point(x: 0, y: 0), glyphs: [], advance: 0))
    ),
    (
      "glyph x inf",
      .text(
        GlyphRun(
          text: "1", font: FontID("Inter-Medium"), size: 9, color: .black,
          origin: Point(x: 0, y: 0), glyphs: [Glyph(id: 1, x: .infinity, y: 0)], advance: 0))
    ),
  ]

  @Test(arguments: hostileCommands.indices)
  func hostileCommandsAreErrorsNamingTheTag(index: Int) {
    let (what, command) = Self.hostileCommands[index]
    var list = DrawList(canvas: Rect(x: 0, y: 0, width: 20, height: 20))
    list.append(command, tag: "hostile")
    do {
      _ = try CairoRenderer().render(list, scale: 3)
      Issue.record("\(what): rendered")
    } catch RenderError.badCommand(let tag, let reason) {
      #expect(tag == "hostile" && !reason.contains("\n"), "\(what)")
    } catch {
      Issue.record("\(what): \(error)")
    }
  }

  @Test func aLargeButSaneShadowStillRenders() throws {
    var list = DrawList(canvas: Rect(x: -100, y: -100, width: 400, height: 400))
    list.append(
      .shadow(Self.square, Shadow(offsetX: 3, offsetY: 25, blur: 200, color: .black)), tag: "s")
    let bitmap = try CairoRenderer().render(list, scale: 3)
    #expect(bitmap.width == 1200)
  }

  @Test(arguments: [
    [Command.popClip], [.popGroup], [.pushClip(square)], [.pushGroup(Group())],
    [.pushGroup(Group()), .popClip],
  ])
  func unbalancedClipsAndGroupsAreAnErrorNotACrash(commands: [Command]) {
    var list = DrawList(canvas: Rect(x: 0, y: 0, width: 4, height: 4))
    for command in commands { list.append(command, tag: "unbalanced") }
    #expect {
      try CairoRenderer().render(list, scale: 1)
    } throws: { error in
      guard case RenderError.badCommand = error else { return false }
      return true
    }
  }

  @Test func messagesAreOneLine() {
    #expect(
      RenderError.badCanvas(width: .nan, height: 10).description
        == "cannot render a nanx10 pixel canvas (each side must be 1…16384)")
    #expect(
      RenderError.badCommand(tag: "a\nb", reason: "r").description == "cannot draw 'a\\u{a}b': r")
  }
}
