import DrawList
import PickerModel
import Scene
import Testing
import Theme

/// The Palette tab's grid (seed 002: "three rows of seven swatches", the state tokens "at base
/// 500, their light 200 shades, and brand/base"): each hue's base and light shade sit side by
/// side on one row, base first, so the bases line up in columns 1, 3 and 5 and the light shades
/// in 2, 4 and 6; the seventh column is the neutrals' ramp. Swatches are 32 pt on a 44 pt pitch
/// (12 pt gaps), the grid centred in the 300 pt content: column c at x = 22 + 44c, row r at
/// y = 68 + 44r.
@Suite struct ColorPaletteGridTests {
  /// (base, light shade, row, base column, source): the light shade is one column further on.
  static let pairs: [(String, String, Int, Int, String)] = [
    ("error", "error-light", 0, 0, "seed 002 Tokens: state/error 500 and 200"),
    ("warning", "warning-light", 0, 2, "seed 002 Tokens: state/warning 500 and 200"),
    ("away", "away-light", 0, 4, "seed 002 Tokens: state/away 500 and 200"),
    ("success", "success-light", 1, 0, "seed 002 Tokens: state/success 500 and 200"),
    ("stable", "stable-light", 1, 2, "seed 002 Tokens: state/stable 500 and 200"),
    ("verified", "verified-light", 1, 4, "seed 002 Tokens: state/verified 500 and 200"),
    ("brand", "information-light", 2, 0, "seed 002 Tokens: brand/base; its light: README"),
    ("feature", "feature-light", 2, 2, "seed 002 Tokens: state/feature 500 and 200"),
    ("highlighted", "highlighted-light", 2, 4, "seed 002 Tokens: state/highlighted 500 and 200"),
  ]

  /// (swatch, row, source): the seventh column, light to strong.
  static let neutrals: [(String, Int, String)] = [
    ("faded-light", 0, "seed 002 Tokens: state/faded at light 200"),
    ("faded", 1, "seed 002 Tokens: state/faded at base 500"),
    ("strong", 2, "PickerShot's ink, bg/strong-950 (README)"),
  ]

  /// The drawn frame of swatch `id` in `list`.
  static func frame(_ id: String, in list: DrawList) throws -> Rect {
    try #require(list.fill(tagged: "swatch \(id)")?.0.bounds, "no swatch \(id)")
  }

  /// Where seed 002's grid puts row `row`, column `column` (from the right when mirrored).
  static func cell(row: Int, column: Int, mirrored: Bool = false) -> Rect {
    let x = 22 + 44 * Double(column)
    return Rect(
      x: mirrored ? 340 - x - 32 : x, y: 68 + 44 * Double(row), width: 32, height: 32)
  }

  @Test(arguments: pairs)
  func eachHuesPairSharesARowBaseThenLight(
    hue: String, light: String, row: Int, column: Int, source: String
  ) throws {
    for appearance in Appearance.allCases {
      let list = try ColorPickerScene(context: Fixture.context(appearance)).build(
        ColorPickerFixtures.palette())
      #expect(try Self.frame(hue, in: list) == Self.cell(row: row, column: column), "\(source)")
      #expect(
        try Self.frame(light, in: list) == Self.cell(row: row, column: column + 1),
        "\(source)")
    }
  }

  /// Mirrored (he_IL) the rows run from the right: each pair still shares its row, the base at
  /// the right of its light shade.
  @Test(arguments: pairs)
  func mirroredEachPairStillSharesItsRow(
    hue: String, light: String, row: Int, column: Int, source: String
  ) throws {
    var picker = ColorPickerFixtures.palette()
    picker.localeIdentifier = "he_IL"
    let list = try ColorPickerScene(context: Fixture.context()).build(picker)
    #expect(
      try Self.frame(hue, in: list) == Self.cell(row: row, column: column, mirrored: true),
      "\(source)")
    #expect(
      try Self.frame(light, in: list)
        == Self.cell(row: row, column: column + 1, mirrored: true), "\(source)")
  }

  @Test(arguments: neutrals)
  func theNeutralsAreTheSeventhColumn(id: String, row: Int, source: String) throws {
    let list = try ColorPickerScene(context: Fixture.context()).build(
      ColorPickerFixtures.palette())
    #expect(try Self.frame(id, in: list) == Self.cell(row: row, column: 6), "\(source)")
  }

  /// Every swatch is one of the above: 9 pairs and 3 neutrals fill the 21 places, and each
  /// column holds bases only, light shades only, or the neutrals.
  @Test func theTablesCoverThePaletteAndColumnsHoldOneKind() {
    let ids = Set(Self.pairs.flatMap { [$0.0, $0.1] } + Self.neutrals.map(\.0))
    #expect(ids == Set(ColorPalette.entries.map(\.id)) && ids.count == 21)
    for (index, entry) in ColorPalette.entries.enumerated() {
      let column = index % ColorPalette.columns
      let kind =
        column == 6 ? "neutral" : column.isMultiple(of: 2) ? "base" : "light"
      let neutral = Self.neutrals.contains { $0.0 == entry.id }
      let actual = neutral ? "neutral" : entry.id.hasSuffix("-light") ? "light" : "base"
      #expect(kind == actual, "\(entry.id) in column \(column + 1)")
    }
  }
}
