import CairoBackend
import DrawList
import Foundation
import Render
import Testing

/// Issue 13: a backdrop blur is embedded at the requested scale too.
@Suite struct VectorBackdropDensityTests {
  /// Two stripes under a 60 pt tile with a 20 pt backdrop blur (σ = 10 pt).
  static func glass() -> DrawList {
    var list = DrawList(canvas: Rect(x: 0, y: 0, width: 100, height: 100))
    let tile = Shape.roundedRect(Rect(x: 20, y: 20, width: 60, height: 60), radius: 0)
    let commands: [Command] = [
      .fill(.roundedRect(Rect(x: 0, y: 0, width: 50, height: 100), radius: 0), .solid(.black)),
      .fill(.roundedRect(Rect(x: 50, y: 0, width: 50, height: 100), radius: 0), .solid(.white)),
      .pushGroup(Group(clip: tile, backdropBlur: 20)),
      .popGroup,
    ]
    for command in commands { list.append(command, tag: "glass") }
    return list
  }

  /// Scale → the blurred image's pixel size: the tile at `scale` pixels a point plus, on each
  /// side, ⌈3σ⌉ + 1 pixels (σ = 10 · scale pixels).
  static let images: [(scale: Int, side: Int)] = [(1, 122), (2, 242), (3, 362)]

  @Test(arguments: images)
  func svgEmbedsTheBackdropAtTheScale(image: (scale: Int, side: Int)) throws {
    let svg = String(
      decoding: try CairoRenderer().vector(Self.glass(), format: .svg, scale: image.scale),
      as: UTF8.self)
    let tags = svg.components(separatedBy: "<image ").dropFirst().map { $0.prefix { $0 != ">" } }
    #expect(tags.count == 1)
    for tag in tags {
      let width = VectorBlurDensityTests.attribute("width", in: tag)
      let height = VectorBlurDensityTests.attribute("height", in: tag)
      #expect(width == Double(image.side) && height == Double(image.side), "\(tag.prefix(60))")
    }
  }
}
