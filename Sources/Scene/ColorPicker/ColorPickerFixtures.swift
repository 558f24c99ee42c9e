import PickerModel

/// The models behind the Color Picker's built-in scenes.
public enum ColorPickerFixtures {
  /// Brand blue `#335CFF`.
  public static let brand = RGBColor(red: 0x33, green: 0x5C, blue: 0xFF)

  /// Saved swatches: five state bases and the brand blue (which the custom scene's colour
  /// matches, so it shows selected).
  public static let saved: [RGBColor] = [
    RGBColor(red: 0xFB, green: 0x37, blue: 0x48), RGBColor(red: 0xFA, green: 0x73, blue: 0x19),
    RGBColor(red: 0xF6, green: 0xB5, blue: 0x1E), RGBColor(red: 0x1F, green: 0xC1, blue: 0x6B),
    RGBColor(red: 0x7D, green: 0x52, blue: 0xF4), brand,
  ]

  /// Custom: the brand blue, fully opaque, six saved swatches, keyboard focus on the hue handle.
  public static func custom() -> ColorPicker {
    ColorPicker(color: brand, savedColors: saved, focusedHandle: .hue)
  }

  /// Palette: Feature light picked as the palette shows it (`#CAC0FF` in Light; purple
  /// alpha-24, 24 % opaque, in Dark).
  public static func palette() -> ColorPicker {
    var picker = ColorPicker(color: brand, tab: .palette, savedColors: saved)
    let index = ColorPalette.entries.firstIndex { $0.id == "feature-light" } ?? 0
    picker.pickSwatch(index)
    return picker
  }

  /// Custom with `#33GZ11` typed into the hex field: refused, the colour still brand blue.
  public static func invalidHex() -> ColorPicker {
    var picker = ColorPicker(color: brand, savedColors: saved)
    _ = try? picker.enterHex("#33GZ11")
    return picker
  }

  /// The Hebrew tab words the he_IL scene gives as `labels` (an app's own: the spec has none).
  public static let hebrewTabs = ["custom": "מותאם אישית", "palette": "לוח צבעים"]

  /// ``custom()`` in he_IL with ``hebrewTabs``: the card mirrored.
  public static func customHebrew() throws -> ColorPicker {
    var picker = custom()
    picker.localeIdentifier = "he_IL"
    picker.labels = try CardLabels(hebrewTabs, known: CardLabels.tabKeys)
    return picker
  }
}
