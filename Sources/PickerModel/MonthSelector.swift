/// The Date Picker's month selector on its own (the spec's "compact inline choice"): a month
/// shown in a locale, which gives its title (`Januar 2026`, `ינואר 2026`) and its direction (in a
/// right-to-left locale the previous-month button stands at the right).
///
/// ```swift
/// let selector = try MonthSelector(
///   month: YearMonth(year: 2026, month: 1), localeIdentifier: "he_IL")
/// selector.title  // "ינואר 2026"
/// ```
public struct MonthSelector: Hashable, Sendable {
  /// The month shown.
  public var month: YearMonth
  /// The locale's identifier (`de_DE`, `he_IL`); the default is the spec's card (English, weeks
  /// from Monday). Check an identifier that comes from input with
  /// ``PickerLocale/isAvailable(_:)``.
  public var localeIdentifier: String {
    didSet { locale = PickerLocale.named(localeIdentifier) }
  }
  /// What the selector takes from ``localeIdentifier``.
  public private(set) var locale: PickerLocale

  /// A selector showing `month` in `localeIdentifier`'s locale.
  public init(month: YearMonth, localeIdentifier: String = DatePicker.defaultLocaleIdentifier) {
    self.month = month
    self.localeIdentifier = localeIdentifier
    self.locale = PickerLocale.named(localeIdentifier)
  }

  /// The month's title in the locale's own pattern.
  public var title: String { locale.title(of: month) }
}
