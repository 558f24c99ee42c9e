import PickerModel

extension LocaleFixtures {
  /// The Time Picker card (10:30 picked, 30 min chosen) in `identifier`'s locale, at the
  /// locale's own Format (its `j` skeleton).
  public static func timePicker(_ identifier: String) -> TimePicker {
    let locale = PickerLocale.named(identifier)
    return TimePicker(format: TimeFormat(locale: locale), localeIdentifier: identifier)
  }
}
