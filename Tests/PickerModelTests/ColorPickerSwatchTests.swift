import PickerModel
import Testing

/// Picking a palette swatch as the palette shows it (its colour set by the scene per theme) or
/// with its own colour, and the saved row's limit.
@Suite struct ColorPickerSwatchTests {
  static let brand = RGBColor(red: 0x33, green: 0x5C, blue: 0xFF)

  @Test(arguments: [0, 9, 20])
  func aSwatchPickedAsThePaletteShowsItFollowsThePalette(index: Int) {
    var picker = ColorPicker(color: Self.brand, opacity: 40)
    let refused = ColorHexParserTests.refuses("#33GZ11", in: &picker)
    #expect(refused)
    let took = picker.pickSwatch(index)
    #expect(took)
    #expect(picker.pickedSwatch == index && picker.swatchFollowsPalette)
    #expect(picker.rgb == Self.brand && picker.opacity == 40)
    #expect(picker.hexError == nil && picker.hexText == "#335CFF")
  }

  @Test(arguments: [-1, 21, Int.max, Int.min])
  func anIndexOutsideThePaletteChangesNothing(index: Int) {
    var picker = ColorPicker(color: Self.brand)
    let before = picker
    let took = picker.pickSwatch(index)
    #expect(!took)
    #expect(picker == before)
  }

  @Test func aSwatchPickedWithItsOwnColourKeepsIt() {
    var picker = ColorPicker(color: Self.brand)
    picker.pickSwatch(3)
    let black = RGBColor(red: 0, green: 0, blue: 0)
    let took = picker.pickSwatch(3, color: black, alpha: 128)
    #expect(took)
    #expect(!picker.swatchFollowsPalette && picker.rgb == black && picker.opacity == 50)
  }

  @Test func aNewColourEndsThePick() {
    var picker = ColorPicker(color: Self.brand, focusedHandle: .hue)
    picker.pickSwatch(3)
    picker.handle(.right)
    #expect(picker.pickedSwatch == nil && !picker.swatchFollowsPalette)
  }

  /// Seed 002: "a row of saved swatches with an Add button", on seven columns: six swatches.
  @Test(arguments: [(0, true), (6, true), (7, false), (8, false), (Int.max, false)])
  func theSavedRowHoldsSix(count: Int, fits: Bool) {
    #expect(ColorPicker.savedLimit == 6)
    if fits {
      #expect(throws: Never.self) { try ColorPicker.checkSaved(count: count) }
    } else {
      #expect(throws: ColorPickerRuleError.tooManySaved(count, limit: 6)) {
        try ColorPicker.checkSaved(count: count)
      }
    }
  }

  @Test func theLimitsMessageIsOneLine() {
    let message = ColorPickerRuleError.tooManySaved(8, limit: 6).description
    #expect(
      message
        == "color picker: 8 saved swatches, at most 6 (the spec's one saved row: seven places, "
        + "the last for the Add button)")
    #expect(!message.contains("\n"))
  }
}
