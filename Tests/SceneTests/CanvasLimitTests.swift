import CairoBackend
import DrawList
import PickerModel
import Scene
import Testing

/// Issue 25: the schema took a segmented `width` and a tiles `viewport` up to 10000, but a PNG
/// failed above 8160 pt at @2x and 5429 at @3x with `cannot render a 20064x206 pixel canvas`,
/// naming nothing. The limits are now what renders at every scale: the widest value draws a
/// canvas within 16384 pixels at @3x, and one point more is refused at its JSON path.
@Suite struct CanvasLimitTests {
  static let segmented =
    #"{"picker": "segmented", "label": "Size", "options": ["S", "M"], "width": "#
  static let tiles =
    #"{"picker": "option-tiles", "tiles": [{"value": "1"}, {"value": "2"}], "viewport": "#

  @Test(arguments: [(segmented, "5429"), (tiles, "5461")])
  func theWidestValueRendersAtEveryScale(scene: String, widest: String) throws {
    let list = try decodeScene(scene + widest + "}").spec.build(Fixture.context())
    for scale in [1, 2, 3] {
      let size = try CairoRenderer.pixelSize(of: list, scale: scale)
      #expect(size.width <= DrawListLimits.maxPixels, "@\(scale)x: \(size)")
    }
  }

  @Test(
    arguments: [
      (
        segmented + "5430}",
        "march.json: $.width: expected a number from 1 to 5429 (with its margins a wider track "
          + "makes a canvas of more than 16384 pixels at @3x), got 5430"
      ),
      (segmented + "10000}", nil),
      (tiles + "5462}", "march.json: $.viewport: expected a number from 1 to 5461, got 5462"),
      (tiles + "10000}", "march.json: $.viewport: expected a number from 1 to 5461, got 10000"),
    ] as [(String, String?)])
  func oneMoreIsRefusedAtItsPath(scene: String, message: String?) {
    let error = sceneError(scene)
    if let message { #expect(error == message) } else { #expect(error?.contains("5429") == true) }
  }

  /// A canvas too large to draw says how large, at which scale, and the limit in points there.
  @Test func aCanvasTooLargeNamesItsScaleAndTheLimit() throws {
    var wider = try decodeScene(Self.segmented + "5429}").spec.build(Fixture.context())
    wider.canvas = Rect(x: 0, y: 0, width: 5462, height: 100)
    #expect(throws: RenderError.badCanvas(width: 16386, height: 300, scale: 3)) {
      try CairoRenderer.pixelSize(of: wider, scale: 3)
    }
    #expect(
      RenderError.badCanvas(width: 16386, height: 300, scale: 3).description
        == "cannot render a 16386x300 pixel canvas at @3x (each side must be 1…16384 pixels, "
        + "5461 pt at @3x)")
  }
}
