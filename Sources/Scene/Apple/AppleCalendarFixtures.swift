import Audit
import DrawList
import PickerModel

/// The Apple mirror scenes for compact, inline and macOS pickers and the comparison sheet, all
/// on the Appetite cards' date and time (16 January 2026, 10:30), in en_US unless a scene names
/// its locale, with today fixed on Monday 12 January 2026 so the images never depend on the
/// clock.
public enum AppleCalendarFixtures {
  /// The fixed "today" of every Apple calendar scene.
  public static let today = CalendarDate(iso: "2026-01-12")

  /// The selected day.
  static func sixteenth() throws -> CalendarDate { try CalendarDate(year: 2026, month: 1, day: 16) }

  /// An iOS picker on 16 January 2026 at 10:30 in `mode` and `style`.
  public static func ios(
    _ mode: AppleDatePickerMode, _ style: AppleDatePickerStyle, locale: String = "en_US"
  ) throws -> AppleDatePicker {
    try AppleDatePicker(
      mode: mode, style: style, date: sixteenth(), hour: 10, minute: 30,
      localeIdentifier: locale)
  }

  /// A macOS picker on 16 January 2026 at 10:30 in `style`: the textual one with the day
  /// focused, the graphical one with 12–16 January selected (the clock-and-calendar one with
  /// the 16th).
  public static func macOS(_ style: MacOSDatePicker.Style, locale: String = "en_US") throws
    -> MacOSDatePicker
  {
    let range =
      style == .graphical ? try CalendarDate(year: 2026, month: 1, day: 12)...sixteenth() : nil
    return try MacOSDatePicker(
      style: style, date: sixteenth(), hour: 10, minute: 30, range: range,
      focusedElement: style == .textual ? "d" : nil, localeIdentifier: locale)
  }

  /// The accent as text: systemBlue (#007AFF / #0A84FF) is 4.0:1 on white and 3.5:1 on
  /// tertiarySystemFill in Light.
  public static let accentTextException = ContrastException(
    name: "ios/system-blue text",
    reason: "Apple's default tint as text (today, the compact button's value), 4.0:1 on white "
      + "in Light: the platform's own colour, kept to mirror it"
  ) { finding, _ in
    finding.kind == .text && systemBlue.contains(finding.foreground)
  }

  /// White on the accent: the selected day, the range, the focused field element.
  public static let onAccentException = ContrastException(
    name: "white on ios/system-blue",
    reason: "the platform's selection, white on systemBlue (4.0:1 Light, 3.6:1 Dark); the "
      + "selection is also shown by its filled shape"
  ) { finding, _ in
    finding.kind == .text && finding.foreground == .white
      && systemBlue.contains(finding.background)
  }

  /// The platforms' faint text: weekday symbols (tertiaryLabel on iOS, secondaryLabel on macOS),
  /// neighbouring months' days, the clock's numerals.
  public static let faintTextException = ContrastException(
    name: "ios/tertiary-label, ios/secondary-label",
    reason: "UIKit's weekday row and AppKit's weekday row, neighbouring-month days and clock "
      + "numerals in the platforms' secondary and tertiary label colours: secondary information "
      + "the column, the grid or the hands also give"
  ) { finding, _ in
    finding.kind == .text && faintLabels.contains(finding.foreground)
  }

  /// systemBlue in Light and Dark.
  static let systemBlue: [Color] = ["#007AFF", "#0A84FF"].compactMap { Color(hex: $0) }
  /// secondaryLabel and tertiaryLabel in Light and Dark.
  static let faintLabels: [Color] = ["#3C3C4399", "#3C3C434D", "#EBEBF599", "#EBEBF54D"]
    .compactMap { Color(hex: $0) }

  /// The three exceptions, for the scenes that need all of them.
  public static let exceptions = [accentTextException, onAccentException, faintTextException]
}
