import PickerModel
import Testing

/// The one fit rule every family uses: what did not fit, the width it needs against the width it
/// has, where it comes from in the model.
@Suite struct FitErrorTests {
  static func rule(needs: Double, has: Double) -> FitError {
    FitError(
      field: FieldPath("tiles", 2, "caption"), subject: "option tile \"10 GB\": the caption",
      needs: needs, room: "the tile's caption line", has: has, advice: "shorten it")
  }

  @Test(arguments: [(90.0, 90.0), (0, 90), (89.999, 90)])
  func aTextNoWiderThanItsBoxPasses(needs: Double, has: Double) throws {
    try Self.rule(needs: needs, has: has).check()
  }

  @Test(arguments: [(90.001, 90.0), (132.4, 90), (.infinity, 90), (.nan, 90), (10, .nan)])
  func aTextWiderThanItsBoxOrNotANumberIsRefused(needs: Double, has: Double) {
    #expect(throws: FitError.self) { try Self.rule(needs: needs, has: has).check() }
  }

  @Test func theMessageNamesWhatTheWidthItNeedsAndTheWidthItHas() {
    #expect(
      Self.rule(needs: 132.44, has: 90).description
        == "option tile \"10 GB\": the caption does not fit: it needs 132.4 pt, the tile's "
        + "caption line has 90 pt; shorten it")
  }

  @Test(arguments: [
    (FieldPath("tiles", 2, "caption"), "tiles[2].caption"),
    (FieldPath("options", 0), "options[0]"),
    (FieldPath("month"), "month"),
    (FieldPath(steps: []), ""),
  ])
  func aFieldPathReadsLikeAJSONPath(path: FieldPath, text: String) {
    #expect(path.description == text)
  }

  @Test(arguments: [
    (67.84, "67.8"), (120, "120"), (-0.5, "-0.5"), (.nan, "nan"), (1e300, "1e+300"),
  ])
  func pointsHaveOneDecimalAndNeverTrap(value: Double, text: String) {
    #expect(FitError.points(value) == text)
  }
}
