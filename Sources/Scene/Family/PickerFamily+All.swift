extension PickerFamily {
  /// Every family, in listing order: the one list that registers a family. The built-in scenes,
  /// the `"picker"` names scene files take and the scene-file schema all come from it.
  public static let all: [PickerFamily] = [
    DatePickerFamily.family,
    DateSelectorFamily.family,
    DayCellsFamily.family,
    TimePickerFamily.family,
    ColorPickerFamily.family,
    SegmentedFamily.family,
    OptionTilesFamily.family,
    IOSDatePickerFamily.family,
    WatchOSPickerFamily.family,
    MacOSDatePickerFamily.family,
    PlatformComparisonFamily.family,
    MaterialDatePickerFamily.family,
    MaterialTimePickerFamily.family,
    PrimitivesFamily.family,
  ]

  /// The family called `name` (`segmented`), if any.
  public static func named(_ name: String) -> PickerFamily? {
    all.first { $0.name == name }
  }
}
