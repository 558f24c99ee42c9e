import PickerModel

/// The Appetite UI Color Picker card (seed 002): `"picker": "color-picker"` in scene files,
/// and its built-in scenes.
///
/// ```json
/// {"picker": "color-picker", "tab": "custom", "color": "#335CFF", "opacity": 100,
///  "saved": ["#FB3748", "#335CFF"], "focus": "hue"}
/// ```
///
/// `color` is the picked colour (six hex digits), `opacity` 0…100 %, `tab` `custom` (the
/// default) or `palette`, `saved` the saved swatches (at most six, the spec's one row with the Add
/// button), `focus` the handle with keyboard focus, `swatch` the palette swatch picked (its id,
/// e.g. `feature-light`: the colour and opacity are then its token's in each theme, unless it
/// gives its own `color` and `alpha`, drawn as given; `opacity` is then the swatch's, not a key
/// of its own), and `hex` text typed into the hex field (a refused one shows its error). The
/// common `locale` gives the card's direction (he_IL and ar_EG mirror the tabs, the value row
/// and the swatch rows; the spectrum and hue slider do not) and the language of `labels`, the
/// tabs' words (`{"custom": "מותאם", "palette": "לוח"}`; the spec's English by default).
enum ColorPickerFamily {
  /// The family.
  static let family = PickerFamily(
    name: "color-picker", summary: "the Appetite UI Color Picker card", strategy: .colorPicker,
    keys: keys,
    decode: { object, header in
      try SceneActions.replayed(object, on: picker(object, locale: header.pickerLocale(in: object)))
    },
    scenes: {
      [
        BuiltInScene(
          "color-picker-custom",
          "Custom: brand blue on the spectrum, hue handle focused, six saved swatches",
          model: ColorPickerFixtures.custom),
        BuiltInScene(
          "color-picker-palette",
          "Palette: 21 state swatches, Feature light picked (translucent in Dark)",
          model: ColorPickerFixtures.palette),
        BuiltInScene(
          "color-picker-invalid-hex",
          "Custom with #33GZ11 typed: the hex field refuses it in state/error",
          model: ColorPickerFixtures.invalidHex),
        BuiltInScene(
          "color-picker-custom-he-il",
          "Custom in he_IL: tabs, value row and saved swatches from the right, Hebrew tab "
            + "words from labels; the spectrum and hue run as in every locale",
          model: ColorPickerFixtures.customHebrew),
      ] + ActionScenes.colorPicker
    })

  /// Its scene-file keys, each with its JSON Schema (``SceneFileSchema``).
  static let keys = [
    SceneFileKey("tab", schema: ##"{"enum": ["custom", "palette"]}"##),
    SceneFileKey("color", required: true, schema: ##"{"$ref": "#/$defs/colour"}"##),
    SceneFileKey("opacity", schema: ##"{"type": "integer", "minimum": 0, "maximum": 100}"##),
    SceneFileKey(
      "saved",
      schema: ##"""
        {
          "type": "array",
          "items": {
            "$ref": "#/$defs/colour"
          },
          "maxItems": 6
        }
        """##),
    SceneFileKey(
      "focus",
      schema: ##"""
        {
          "oneOf": [
            {
              "enum": [
                "spectrum",
                "hue"
              ]
            },
            {
              "type": "null"
            }
          ]
        }
        """##),
    SceneFileKey(
      "swatch",
      schema: ##"""
        {
          "type": "object",
          "required": [
            "id"
          ],
          "additionalProperties": false,
          "properties": {
            "id": {
              "type": "string"
            },
            "color": {
              "$ref": "#/$defs/colour"
            },
            "alpha": {
              "type": "integer",
              "minimum": 0,
              "maximum": 255
            }
          }
        }
        """##),
    SceneFileKey("hex", schema: ##"{"type": "string"}"##),
    CardLabelsKey.key(CardLabels.tabKeys),
    SceneActions.key(for: ColorPicker.self),
  ]

  /// The model the file describes, laid out in `locale` (the spec's English card when `nil`).
  static func picker(_ object: SceneFileObject, locale: String?) throws(SceneFileError)
    -> ColorPicker
  {
    let color = try self.color(try object.required("color", "expected a colour, \"#RRGGBB\""))
    let opacity = try object["opacity"]?.integer(in: 0...100) ?? 100
    let tab =
      try object["tab"]?.choice(of: ColorPicker.Tab.self)
      ?? .custom
    var saved: [RGBColor] = []
    if let value = object["saved"] {
      let items = try value.array(maxCount: 1_000)
      try value.modelRule { try ColorPicker.checkSaved(count: items.count) }
      for item in items { saved.append(try self.color(item)) }
    }
    let focus = try object.nullable("focus")?.choice(of: ColorPicker.Handle.self)
    var picker = ColorPicker(
      color: color, opacity: opacity, tab: tab, savedColors: saved, focusedHandle: focus)
    if let locale { picker.localeIdentifier = locale }
    picker.labels = try CardLabelsKey.labels(object, known: CardLabels.tabKeys)
    if let value = object["swatch"] {
      try pickSwatch(value, in: &picker, opacity: object["opacity"])
    }
    if let value = object["hex"] {
      // A refused text is a state worth drawing (the field shows its error), not a file error.
      _ = try? picker.enterHex(try value.string())
    }
    return picker
  }

  /// Picks the swatch `value` names: as the palette shows it in each theme, or in the `color`
  /// and `alpha` it gives. A file that also gives `opacity` is refused (the swatch sets the
  /// opacity), as is an `alpha` without a `color`: either would be silently replaced.
  static func pickSwatch(
    _ value: SceneFileValue, in picker: inout ColorPicker, opacity: SceneFileValue?
  ) throws(SceneFileError) {
    let swatch = try value.object(known: ["id", "color", "alpha"])
    let idValue = try swatch.required("id", "expected a palette swatch id")
    let ids = ColorPalette.entries.map(\.id)
    let index = try idValue.choice(ids.enumerated().map { (.string($0.element), $0.offset) })
    if let opacity {
      throw opacity.error(
        "the picked swatch sets the opacity; give it as swatch.alpha (0…255) with swatch.color")
    }
    guard let colorValue = swatch["color"] else {
      if let alpha = swatch["alpha"] {
        throw alpha.error(
          "an alpha needs the swatch's color; without one the swatch shows its token's colour "
            + "and opacity in each theme")
      }
      picker.pickSwatch(index)
      return
    }
    let shown = try color(colorValue)
    let alpha = try swatch["alpha"]?.integer(in: 0...255) ?? 255
    picker.pickSwatch(index, color: shown, alpha: UInt8(alpha))
  }

  /// `"#RRGGBB"` (the `#` optional, any case), with the hex field's own message when it is not.
  static func color(_ value: SceneFileValue) throws(SceneFileError) -> RGBColor {
    let text = try value.string()
    return try value.modelRule { try RGBColor(hex: text) }
  }
}
