import DrawList
import Theme

/// How an ``AppleCalendarGrid`` draws its days: type, colours and the selection's shape, one
/// value per platform (``ios(_:diameter:)``, ``macOS(_:)``).
public struct AppleCalendarGridStyle: Sendable {
  /// What marks the selected day.
  public enum Mark: Hashable, Sendable {
    /// A filled circle of this diameter, centred in the cell (iOS).
    case circle(diameter: Double)
    /// A filled rounded rectangle inset from the cell (macOS tiles).
    case tile(inset: Double, radius: Double)
  }

  /// A day's numeral.
  public var dayText: TextStyle
  /// The selected day's numeral (iOS: medium weight).
  public var selectedDayText: TextStyle
  /// The alpha of the accent circle under a selected day that is not today, whose numeral is then
  /// in the accent (iOS: 30 of 255, about 12 %); `nil` fills every selection with the solid accent
  /// under an ``onAccent`` numeral (macOS tiles). A selected day that is also today always gets
  /// the solid accent and ``onAccent``.
  public var selectionAlpha: UInt8?
  /// The numerals' colour.
  public var label: ColorToken
  /// The accent: the selection's fill and today's numeral.
  public var accent: ColorToken
  /// A numeral on the accent fill.
  public var onAccent: ColorToken
  /// The neighbouring months' numerals; `nil` leaves those cells empty (iOS).
  public var outsideMonth: ColorToken?
  /// The selection's shape.
  public var mark: Mark
  /// Whether a day's target is its cell as drawn (macOS, a pointer platform:
  /// ``MacOSPointerTargets``) rather than the touch minimum around it (iOS).
  public var pointerTargets: Bool

  /// Creates a style.
  public init(
    dayText: TextStyle, selectedDayText: TextStyle, selectionAlpha: UInt8? = nil,
    label: ColorToken, accent: ColorToken, onAccent: ColorToken, outsideMonth: ColorToken?,
    mark: Mark, pointerTargets: Bool = false
  ) {
    self.dayText = dayText
    self.selectedDayText = selectedDayText
    self.selectionAlpha = selectionAlpha
    self.label = label
    self.accent = accent
    self.onAccent = onAccent
    self.outsideMonth = outsideMonth
    self.mark = mark
    self.pointerTargets = pointerTargets
  }

  /// iOS's inline calendar, one replica throughout (platform-metrics §2, CC
  /// `calendar_month_picker_day_style.dart`): 20 pt numerals, tracking −0.4, in `label`
  /// (`calendarMonthPickerDefaultDayStyle`); today's in the accent (`…CurrentDayStyle`); the
  /// selected day's medium (w500), 20 pt, no tracking (`calendarMonthPickerSelectedDayStyle`),
  /// in the accent on a circle of `diameter` (42 in a 5-row month) in the accent at alpha
  /// 30/255, about 12 % (`CalendarMonthPickerSelectedDayStyle`: `mainColor?.withAlpha(30)`),
  /// or, when the selected day is today, white on the solid accent
  /// (`CalendarMonthPickerSelectedCurrentDayStyle`: `label.darkColor` on `mainColor`); only the
  /// month's own days.
  public static func ios(_ theme: Theme, diameter: Double) -> AppleCalendarGridStyle {
    AppleCalendarGridStyle(
      dayText: AppleType.style(theme, weight: 400, size: 20, tracking: -0.4),
      selectedDayText: AppleType.style(theme, weight: 500, size: 20),
      selectionAlpha: iosSelectionAlpha, label: .iosLabel, accent: .iosSystemBlue,
      onAccent: .staticWhite, outsideMonth: nil, mark: .circle(diameter: diameter))
  }

  /// The alpha of iOS's selection circle when the day is not today: 30 of 255 (CC
  /// `CalendarMonthPickerSelectedDayStyle`, `mainColor?.withAlpha(30)`; platform-metrics §2).
  public static let iosSelectionAlpha: UInt8 = 30

  /// NSDatePicker's graphical calendar (platform-metrics §5, the CP replica): 10 pt numerals in
  /// 20 × 18 tiles, selected tiles filled with the accent under white numerals, neighbouring
  /// months' days shown faintly; each tile is its own click target.
  public static func macOS(_ theme: Theme) -> AppleCalendarGridStyle {
    AppleCalendarGridStyle(
      dayText: AppleType.style(theme, weight: 400, size: MacOSMetrics.dayTextSize),
      selectedDayText: AppleType.style(theme, weight: 500, size: MacOSMetrics.dayTextSize),
      label: .iosLabel, accent: .iosSystemBlue, onAccent: .staticWhite,
      outsideMonth: ApplePalette.faint, mark: .tile(inset: 1, radius: 4), pointerTargets: true)
  }
}
