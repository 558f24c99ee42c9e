import DrawList
import Raster
import Render
import Testing

@testable import CairoBackend

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

/// Each backdrop of a drawing is drawn and blurred once, however many later backdrops lie over
/// it: a painter drawing what lies beneath a backdrop takes the earlier ones from its parent.
@Suite struct BackdropOnceTests {
  /// Stripes under `tiles` glass tiles in a row, each blurring what the ones before it left.
  static func row(_ tiles: Int) -> DrawList {
    var list = DrawList(canvas: Rect(x: 0, y: 0, width: 40 + 60 * Double(tiles), height: 80))
    for stripe in 0..<(tiles * 3) {
      list.append(
        .fill(
          .rect(Rect(x: Double(stripe) * 20, y: 0, width: 10, height: 80), .zero),
          .solid(Color(red: UInt8(stripe * 40 % 256), green: 0, blue: 200))),
        tag: "stripe")
    }
    for tile in 0..<tiles {
      let clip = Shape.roundedRect(
        Rect(x: 20 + 60 * Double(tile), y: 20, width: 50, height: 40), radius: 8)
      list.append(.pushGroup(Group(clip: clip, backdropBlur: 10)), tag: "glass \(tile)")
      list.append(
        .fill(clip, .solid(Color(red: 255, green: 255, blue: 255, alpha: 80))), tag: "glass \(tile)"
      )
      list.append(.popGroup, tag: "glass \(tile)")
    }
    return list
  }

  /// Rows: tiles, and the group indices drawn (once each, the deepest first: the last tile's
  /// painter draws the earlier tiles, which ask for their backdrops before it has its own).
  @Test(arguments: [1, 2, 4])
  func eachBackdropIsBlurredOnce(tiles: Int) throws {
    let list = Self.row(tiles)
    let groups = list.items.indices.filter {
      if case .pushGroup = list.items[$0].command { return true }
      return false
    }
    for format in [nil, VectorFormat.svg] {
      // Not the raster's backdrops, handed on to a document of the same list (tested below).
      BackdropHandoff.shared.drop()
      let log = BackdropMemo.DrawnLog()
      try BackdropMemo.$drawn.withValue(log) {
        if let format {
          _ = try CairoRenderer(bands: 1).vectorDocument(list, format: format, scale: 2, title: nil)
        } else {
          _ = try CairoRenderer(bands: 1).render(list, scale: 2)
        }
      }
      #expect(log.all.sorted() == groups, "\(format.map { "\($0)" } ?? "raster")")
    }
  }

  /// Each band of a banded render keeps its own backdrops: the bands give the pixels of one pass.
  @Test func bandsKeepTheirOwnBackdropsAndAgreeWithOnePass() throws {
    let row = try CairoRenderer(bands: 1).render(Self.row(4), scale: 2)
    let banded = try CairoRenderer(bands: 2).render(Self.row(4), scale: 2, bands: 2)
    #expect(row == banded)
  }

  /// A vector document drawn right after the raster of the same list at the same scale, on the
  /// same thread (the gallery's SVG after its PNG), takes the raster's backdrops: none is drawn
  /// again, and the document's bytes are those of one drawn on its own.
  @Test func aVectorDocumentAfterTheRasterTakesItsBackdrops() throws {
    let list = Self.row(3)
    let groups = list.items.indices.filter {
      if case .pushGroup = list.items[$0].command { return true }
      return false
    }
    let renderer = try CairoRenderer(bands: 1)
    BackdropHandoff.shared.drop()
    let alone = try renderer.vectorDocument(list, format: .svg, scale: 2, title: nil).bytes
    let log = BackdropMemo.DrawnLog()
    let after = try BackdropMemo.$drawn.withValue(log) { () throws -> [UInt8] in
      _ = try renderer.render(list, scale: 2)
      return try renderer.vectorDocument(list, format: .svg, scale: 2, title: nil).bytes
    }
    #expect(log.all.sorted() == groups)
    #expect(after == alone)

    // Another scale, or another list, draws its own.
    for (other, scale) in [(list, 1), (Self.row(2), 2)] {
      let log = BackdropMemo.DrawnLog()
      try BackdropMemo.$drawn.withValue(log) {
        _ = try renderer.render(list, scale: 2)
        _ = try renderer.vectorDocument(other, format: .svg, scale: scale, title: nil)
      }
      #expect(log.all.count == groups.count + (other == list ? groups.count : 2))
    }
  }
}
