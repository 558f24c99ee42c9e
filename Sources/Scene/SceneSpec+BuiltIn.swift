import PickerModel

extension SceneSpec {
  /// Every built-in scene, in listing order.
  public static let builtIn: [SceneSpec] = groups.flatMap { $0() }

  /// The built-in scenes a group at a time, in listing order: ``named(_:)`` builds only the
  /// groups up to the one holding its scene (a cold `render date-picker` makes one group).
  private static let groups: [@Sendable () -> [SceneSpec]] = [
    { pickerCards }, { datePickerStates }, { Primitives.scenes }, { optionTiles },
    { SegmentedPickerFixtures.scenes }, { AppleWheelsFixtures.scenes },
    { AppleCalendarFixtures.scenes }, { MaterialFixtures.scenes }, { LocaleFixtures.scenes },
  ]

  /// The seed cards of the Appetite UI pickers: Date, Time and Color.
  static let pickerCards: [SceneSpec] =
    [
      SceneSpec(
        id: "date-picker",
        summary: "the seed card: January 2026, the 16th selected, four marked days",
        model: SceneFixtures.seedCard, as: .datePicker, scales: everyScale),
      SceneSpec(
        id: "date-picker-range",
        summary: "a range from the 8th to the 14th across a week boundary, focus on its end",
        model: SceneFixtures.rangeCard, as: .datePicker, scales: everyScale),
      SceneSpec(
        id: "day-cells",
        summary: "all 16 Day cell variants: eight states, with and without the dot",
        model: (), as: .dayCells, scales: everyScale),
      SceneSpec(
        id: "time-picker-12h",
        summary: "the Time Picker at Format 12-hour: 10:30 picked, 30 min chosen, list at the top",
        model: SceneFixtures.timePicker(.twelveHour), as: .timePicker),
      SceneSpec(
        id: "time-picker-24h",
        summary: "the Time Picker at Format 24-hour: the same card, slots without a period",
        model: SceneFixtures.timePicker(.twentyFourHour), as: .timePicker),
      SceneSpec(
        id: "time-picker-scrolled",
        summary: "header cleared, 1 hour chosen, focus walked down to 08:00 PM, list scrolled",
        model: SceneFixtures.scrolledTimePicker(), as: .timePicker),
      SceneSpec(
        id: "color-picker-custom",
        summary: "Custom: brand blue on the spectrum, hue handle focused, six saved swatches",
        model: ColorPickerFixtures.custom, as: .colorPicker),
      SceneSpec(
        id: "color-picker-palette",
        summary: "Palette: 21 state swatches, Feature light picked (translucent in Dark)",
        model: ColorPickerFixtures.palette, as: .colorPicker),
      SceneSpec(
        id: "color-picker-invalid-hex",
        summary: "Custom with #33GZ11 typed: the hex field refuses it in state/error",
        model: ColorPickerFixtures.invalidHex, as: .colorPicker),
    ]

  /// The e& option tiles: a row of four on each surface, and the page's segmented control.
  static let optionTiles: [SceneSpec] =
    OptionTileSurface.allCases.map { surface in
      SceneSpec(
        id: "option-tiles-\(surface.rawValue)",
        summary: "e& top-up tiles on the \(surface.rawValue) surface: 5 GB selected, 20 GB "
          + "disabled, 10 GB badged",
        model: { try OptionTileFixtures.row(surface) }, as: .optionTiles)
    } + [
      SceneSpec(
        id: "option-tiles-segmented",
        summary: "the e& page's segmented control (Data active on a pill track) above the tiles",
        model: { try OptionTileFixtures.page() }, as: .optionTilesPage)
    ]

  /// The built-in scene called `id`, if any.
  public static func named(_ id: String) -> SceneSpec? {
    for group in groups {
      if let scene = group().first(where: { $0.id == id }) { return scene }
    }
    return nil
  }
}
