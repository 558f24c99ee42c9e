/// Which Material 3 date picker is shown (tokens.md §4.1).
public enum MaterialDatePickerMode: String, CaseIterable, Sendable {
  /// The modal calendar: 360 wide, one date.
  case modal
  /// The modal calendar choosing a range: header 128, start and end selected.
  case modalRange = "modal-range"
  /// The docked calendar under a field: 360 × 456, month and year menu buttons.
  case docked
  /// The docked calendar with its year menu open: the years as 48 dp menu items, the selected
  /// one with a check, in place of the weekdays and weeks.
  case dockedYearMenu = "docked-year-menu"
  /// The modal input: an outlined text field for the date in the locale's format.
  case modalInput = "modal-input"
  /// The modal's year selection view: 72 × 36 year cells, three a row.
  case yearSelection = "year-selection"
  /// The full-screen range picker, the phone default for ranges: a 60 dp bar with close and
  /// Save over the range header, the weekdays and the scrolling months; square corners, no
  /// elevation (`md.comp.date-picker.modal.range-selection.container.*`).
  case fullScreenRange = "fullscreen-range"

  /// Whether the picker chooses a range (start and end) rather than one date.
  public var choosesRange: Bool { self == .modalRange || self == .fullScreenRange }

  /// Whether it is the docked picker (its calendar or its year menu).
  public var isDocked: Bool { self == .docked || self == .dockedYearMenu }
}
