import CairoBackend
import DrawList
import PickerModel
import Scene
import Testing
import Theme

/// The range band in pixels, on @2x renders of the built-in scenes: a range's end at a row break
/// shows only its circle (seed 002: the band "reaches 4 pt past the cell on every side it
/// joins", and such an end joins nothing), while a band that joins runs to the row's end.
@Suite struct RangeBandPixelTests {
  static let shaper = HarfBuzzShaper()

  /// The colour at `point` (in points) of `scene` rendered at @2x in `appearance`, with the
  /// colour of the bare card at the same height, `card` points from the card's left edge.
  static func colours(
    _ scene: String, _ appearance: Appearance, at point: Point, card: Double
  ) throws -> (shown: [UInt8], bare: [UInt8]) {
    let spec = try #require(SceneSpec.named(scene))
    let list = try spec.build(
      SceneContext(theme: Fixture.tokens.theme(appearance), shaper: Self.shaper))
    let bitmap = try CairoRenderer().render(list, scale: 2)
    func pixel(_ at: Point) -> [UInt8] {
      let p = bitmap.pixel(
        x: Int(((at.x - list.canvas.x) * 2).rounded(.down)),
        y: Int(((at.y - list.canvas.y) * 2).rounded(.down)))
      return [p.0, p.1, p.2, p.3]
    }
    return (pixel(point), pixel(Point(x: card, y: point.y)))
  }

  static let layout = DatePickerLayout(theme: Fixture.theme())

  @Test(
    arguments: [
      // scene, row, column, corner of the cell (x, y from its top-left), shows the band,
      // spec source
      (
        "date-picker-range-to-monday", 2, 0, 0.75, 0.75, false,
        "seed 002: the Monday end joins nothing, so no band outside its circle"
      ),
      (
        "date-picker-range-to-monday", 2, 0, 0.75, 35.25, false,
        "seed 002: the Monday end joins nothing, so no band outside its circle"
      ),
      (
        "date-picker-range-from-sunday", 1, 6, 35.25, 0.75, false,
        "seed 002: the Sunday start joins nothing, so no band outside its circle"
      ),
      (
        "date-picker-range-from-sunday", 1, 6, 35.25, 35.25, false,
        "seed 002: the Sunday start joins nothing, so no band outside its circle"
      ),
      (
        "date-picker-range-to-monday", 1, 6, 35.25, 0.75, true,
        "seed 002: the Sunday middle's band runs to the row's end, square"
      ),
      (
        "date-picker-range-from-sunday", 2, 0, 0.75, 0.75, true,
        "seed 002: the Monday middle's band starts at the row's start, square"
      ),
    ] as [(String, Int, Int, Double, Double, Bool, String)])
  func aRowBreakShowsTheBandOnlyWhereItJoins(
    scene: String, row: Int, column: Int, dx: Double, dy: Double, band: Bool, source: String
  ) throws {
    let frame = Self.layout.cellFrame(row: row, column: column)
    let point = Point(x: frame.x + dx, y: frame.y + dy)
    // The card's own padding at the same height: 10 pt in from the side the cell is on.
    let card = column == 0 ? 10.0 : DatePickerLayout.cardWidth - 10
    for appearance in Appearance.allCases {
      let (shown, bare) = try Self.colours(scene, appearance, at: point, card: card)
      #expect((shown != bare) == band, "\(source) (\(appearance)): \(shown) against \(bare)")
    }
  }
}
