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
    dayText: TextStyle, selectedDayText: TextStyle, label: ColorToken, accent: ColorToken,
    onAccent: ColorToken, outsideMonth: ColorToken?, mark: Mark, pointerTargets: Bool = false
  ) {
    self.dayText = dayText
    self.selectedDayText = selectedDayText
    self.label = label
    self.accent = accent
    self.onAccent = onAccent
    self.outsideMonth = outsideMonth
    self.mark = mark
    self.pointerTargets = pointerTargets
  }

  /// iOS's inline calendar (platform-metrics §2): 20 pt numerals, tracking −0.4, in `label`;
  /// the selected one medium, white on a solid systemBlue circle of `diameter` (42 in a 5-row
  /// month); only the month's own days.
  public static func ios(_ theme: Theme, diameter: Double) -> AppleCalendarGridStyle {
    AppleCalendarGridStyle(
      dayText: AppleType.style(theme, weight: 400, size: 20, tracking: -0.4),
      selectedDayText: AppleType.style(theme, weight: 500, size: 20, tracking: -0.4),
      label: .iosLabel, accent: .iosSystemBlue, onAccent: .staticWhite, outsideMonth: nil,
      mark: .circle(diameter: diameter))
  }

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
