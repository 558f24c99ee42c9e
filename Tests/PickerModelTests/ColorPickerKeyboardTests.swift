import PickerModel
import Testing

/// Both handles are keyboard sliders: arrows move a step, Shift ten, Home and End jump the hue
/// to its ends, and every value clamps.
@Suite struct ColorPickerKeyboardTests {
  /// A picker at hue `hue`, saturation and brightness in percent, `handle` focused.
  static func picker(
    hue: Double = 180, saturation: Double = 50, brightness: Double = 50,
    focus: ColorPicker.Handle? = .hue
  ) -> ColorPicker {
    var picker = ColorPicker(color: RGBColor(red: 0, green: 0, blue: 0), focusedHandle: focus)
    picker.setColor(
      HSVColor(hue: hue, saturation: saturation / 100, brightness: brightness / 100))
    return picker
  }

  @Test(arguments: [
    (180.0, PickerKey.right, false, 181.0), (180, .up, false, 181), (180, .left, false, 179),
    (180, .down, false, 179), (180, .right, true, 190), (180, .left, true, 170),
    (180, .home, false, 0), (180, .end, false, 360), (180, .home, true, 0),
    (359.5, .right, false, 360), (355, .right, true, 360), (0.5, .left, false, 0),
    (4, .left, true, 0), (360, .right, false, 360), (0, .down, false, 0),
  ])
  func hueKeys(from: Double, key: PickerKey, shift: Bool, to: Double) {
    var picker = Self.picker(hue: from)
    let handled = picker.handle(key, shift: shift)
    #expect(handled)
    #expect(abs(picker.color.hue - to) < 1e-9)
    #expect(picker.color.saturation == 0.5 && picker.color.brightness == 0.5)
  }

  @Test(arguments: [
    (50.0, 50.0, PickerKey.right, false, 51.0, 50.0), (50, 50, .left, false, 49, 50),
    (50, 50, .up, false, 50, 51), (50, 50, .down, false, 50, 49),
    (50, 50, .right, true, 60, 50), (50, 50, .down, true, 50, 40),
    (100, 50, .right, false, 100, 50), (95, 50, .right, true, 100, 50),
    (0, 50, .left, false, 0, 50), (50, 100, .up, true, 50, 100), (50, 3, .down, true, 50, 0),
  ])
  func spectrumKeys(
    s: Double, v: Double, key: PickerKey, shift: Bool, toS: Double, toV: Double
  ) {
    var picker = Self.picker(saturation: s, brightness: v, focus: .spectrum)
    let handled = picker.handle(key, shift: shift)
    #expect(handled)
    #expect(abs(picker.color.saturation * 100 - toS) < 1e-6)
    #expect(abs(picker.color.brightness * 100 - toV) < 1e-6)
    #expect(picker.color.hue == 180)
  }

  @Test func tenShiftPressesEqualAHundredPresses() {
    var stepped = Self.picker(hue: 10, saturation: 0, brightness: 0, focus: .spectrum)
    var shifted = stepped
    for _ in 0..<100 { stepped.handle(.right) }
    for _ in 0..<10 { shifted.handle(.right, shift: true) }
    #expect(stepped.color == shifted.color && stepped.color.saturation == 1)
  }

  @Test(arguments: [
    (ColorPicker.Handle?.none, PickerKey.right), (.spectrum, .home), (.spectrum, .end),
    (.hue, .enter), (.hue, .pageUp), (.spectrum, .escape),
  ])
  func keysThatDoNothing(focus: ColorPicker.Handle?, key: PickerKey) {
    var picker = Self.picker(focus: focus)
    let before = picker
    let handled = picker.handle(key)
    #expect(!handled)
    #expect(picker == before)
  }

  @Test func aKeyClearsARefusedHexAndThePalettePick() {
    var picker = Self.picker()
    picker.pickSwatch(3, color: RGBColor(red: 0x1F, green: 0xC1, blue: 0x6B))
    let refused = ColorHexParserTests.refuses("nope", in: &picker)
    #expect(refused)
    picker.handle(.right)
    #expect(picker.hexError == nil && picker.pickedSwatch == nil)
    #expect(picker.hexText == picker.rgb.hex)
  }

  @Test(arguments: [
    (0, UInt8(255), true, 100), (20, 0x3D, true, 24), (13, 0, true, 0), (21, 255, false, 100),
    (-1, 255, false, 100),
  ])
  func pickingASwatchSetsColourAndOpacity(index: Int, alpha: UInt8, accepted: Bool, opacity: Int) {
    var picker = ColorPicker(color: RGBColor(red: 0x33, green: 0x5C, blue: 0xFF))
    let swatch = RGBColor(red: 0x78, green: 0x4D, blue: 0xEF)
    let took = picker.pickSwatch(index, color: swatch, alpha: alpha)
    #expect(took == accepted)
    #expect(picker.opacity == opacity)
    #expect(picker.rgb == (accepted ? swatch : RGBColor(red: 0x33, green: 0x5C, blue: 0xFF)))
    #expect(picker.pickedSwatch == (accepted ? index : nil))
  }

  @Test(arguments: [(-5, 0), (0, 0), (55, 55), (100, 100), (Int.max, 100), (Int.min, 0)])
  func opacityClamps(given: Int, stored: Int) {
    #expect(
      ColorPicker(color: RGBColor(red: 0, green: 0, blue: 0), opacity: given).opacity == stored)
  }
}
