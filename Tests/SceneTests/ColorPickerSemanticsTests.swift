import Audit
import DrawList
import PickerModel
import Scene
import Testing
import Theme

/// The Color Picker's semantic nodes: roles, labels, values and states, hit areas at least 44
/// centred on the drawn shape, kept whole where neighbours' areas overlap.
@Suite struct ColorPickerSemanticsTests {
  static let custom = try! ColorPickerScene(context: Fixture.context()).build(
    ColorPickerFixtures.custom())
  static let palette = try! ColorPickerScene(context: Fixture.context(.dark)).build(
    ColorPickerFixtures.palette())

  @Test(arguments: [
    ("tabs 0", SemanticNode.Role.segment, "Custom", String?.none),
    ("spectrum", .slider, "Saturation and brightness", "saturation 80%, brightness 100%"),
    ("hue", .slider, "Hue", "228°"), ("eyedropper", .button, "Pick a colour from the screen", nil),
    ("hex", .textField, "Hex", "#335CFF"), ("opacity", .textField, "Opacity", "100%"),
    ("saved 0", .swatch, "Saved #FB3748", "#FB3748"),
    ("add swatch", .button, "Add the colour to saved", nil),
  ])
  func customNodes(id: String, role: SemanticNode.Role, label: String, value: String?) throws {
    let node = try #require(Self.custom.node(id))
    #expect(node.role == role && node.label == label && node.value == value)
  }

  @Test(arguments: [
    ("swatch error", "Error", "#E93544", false),
    (
      "swatch feature-light", "Feature light",
      "#784DEF3D", true
    ), ("swatch strong", "Strong", "#FFFFFF", false),
    ("swatch information-light", "Information light", "#476CFF3D", false),
  ])
  func paletteSwatchesAreNamedSwatchesWithHexValues(
    id: String, label: String, value: String, selected: Bool
  ) throws {
    let node = try #require(Self.palette.node(id))
    #expect(node.role == .swatch && node.label == label && node.value == value)
    #expect(node.states == (selected ? [.selected] : []))
  }

  @Test func everyNodeIsAtLeast44AndCentredOnItsShape() throws {
    for list in [Self.custom, Self.palette] {
      #expect(Set(list.semantics.map(\.id)).count == list.semantics.count)
      for node in list.semantics {
        #expect(node.hitRect.width >= 44 && node.hitRect.height >= 44, "\(node.id)")
      }
    }
    for index in 0..<21 {
      let id = "swatch \(ColorPalette.entries[index].id)"
      let drawn = try #require(Self.palette.fill(tagged: id)?.0.bounds)
      let hit = try #require(Self.palette.node(id)?.hitRect)
      #expect(hit == drawn.insetBy(dx: -6, dy: -6), "\(id)")
    }
  }

  /// At the shipped 44 pitch neighbours' areas meet exactly: no gap, no overlap.
  @Test func neighbouringSwatchAreasMeetWithoutOverlap() throws {
    let hits = Self.palette.semantics.filter { $0.role == .swatch }.map(\.hitRect)
    #expect(hits.count == 21)
    for (a, b) in zip(hits, hits.dropFirst()) where a.y == b.y {
      #expect(a.maxX == b.x)
    }
    #expect(hits[0].maxY == hits[7].y)
  }

  /// With an 8 pt swatch gap (spacing/3 overridden) every swatch still gets 44 pt around it:
  /// neighbours' areas overlap by 4 (the audit lists that as information), none is cut below
  /// the minimum.
  @Test func tighterSpacingKeepsEveryAreaAtTheMinimum() throws {
    let tokens = try Fixture.tokens(replacing: ["dimensions", "spacing", "3"], with: "8px")
    let context = SceneContext(theme: tokens.theme(.light), shaper: Fixture.shaper)
    let list = try ColorPickerScene(context: context).build(ColorPickerFixtures.palette())
    let swatches = list.semantics.filter { $0.role == .swatch }
    let frames = try swatches.map { try #require(list.fill(tagged: $0.id)?.0.bounds) }
    // Pitch 40: the first swatch at 34 (272 wide, centred in 300).
    #expect(frames[0].x == 34 && frames[1].x == 74 && frames[7].y == 108)
    for (swatch, frame) in zip(swatches, frames) {
      #expect(swatch.hitRect == frame.insetBy(dx: -6, dy: -6), "\(swatch.id)")
    }
    let overlaps = TouchTargets.overlaps(swatches)
    #expect(
      overlaps.contains(
        TargetOverlap(
          first: swatches[0].id, second: swatches[1].id,
          area: Rect(x: 68, y: 62, width: 4, height: 44))))
    #expect(
      overlaps.contains(
        TargetOverlap(
          first: swatches[0].id, second: swatches[7].id,
          area: Rect(x: 28, y: 102, width: 44, height: 4))))
  }
}
