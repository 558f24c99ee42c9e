import CairoBackend
import DrawList
import Testing

@testable import PickerShotCLI

/// The ops text for `tools/peer-card.c`: shadows are written already spread, as the backend
/// spreads them, and a path's shadow, which the peer cannot draw, is refused.
@Suite struct PeerOpsTests {
  static let box = Rect(x: 10, y: 20, width: 30, height: 40)
  static let centre = Point(x: 5, y: 6)

  @Test(arguments: [
    (Shape.rect(box, CornerRadii(4)), 0, "R 10.0 20.0 30.0 40.0 4.0 4.0 4.0 4.0"),
    (.rect(box, CornerRadii(4)), 3, "R 7.0 17.0 36.0 46.0 7.0 7.0 7.0 7.0"),
    (.rect(box, CornerRadii(4)), -6, "R 16.0 26.0 18.0 28.0 0.0 0.0 0.0 0.0"),
    (.circle(center: centre, radius: 4), 2.5, "C 5.0 6.0 6.5"),
    (.circle(center: centre, radius: 4), -5, "C 5.0 6.0 0.0"),
  ])
  func shadowsAreWrittenSpread(shape: Shape, spread: Double, written: String) throws {
    let text = try PeerOps.text(of: Self.shadowed(shape, spread: spread), fonts: FontLibrary())
    #expect(text == "canvas 0.0 0.0 50.0 60.0\nshadow \(written) 1.0 2.0 8.0 0 0 0 64\n")
  }

  @Test(arguments: [0.0, 8])
  func pathShadowsAreRefused(spread: Double) {
    let path = Path([.move(to: Self.centre), .line(to: Point(x: 9, y: 0)), .close])
    #expect(throws: CLIError.usage("bench: --peer-ops: the C peer cannot draw command [shadow]")) {
      try PeerOps.text(of: Self.shadowed(.path(path), spread: spread), fonts: FontLibrary())
    }
  }

  /// A 50x60 list holding one shadow of `shape`, tagged `shadow`.
  static func shadowed(_ shape: Shape, spread: Double) -> DrawList {
    var list = DrawList(canvas: Rect(x: 0, y: 0, width: 50, height: 60))
    let shadow = Shadow(
      offsetX: 1, offsetY: 2, blur: 8, spread: spread,
      color: Color(red: 0, green: 0, blue: 0, alpha: 64))
    list.append(.shadow(shape, shadow), tag: "shadow")
    return list
  }
}
