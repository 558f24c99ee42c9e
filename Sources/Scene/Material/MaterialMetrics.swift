/// The Material 3 picker geometry, in dp, each from the reference named beside it (tokens.md
/// §4.1–4.3, platform-metrics.md §4). The scenes lay out from these; the tests assert them on the
/// draw list.
public enum MaterialMetrics {
  /// The margin of the surface around a dialog (room for its level-3 shadow).
  public static let margin = 24.0

  // MARK: Date pickers (tokens.md §4.1)

  /// The modal's and docked picker's width.
  public static let dateWidth = 360.0
  /// The modal's height. Two sources disagree: material-web's current tokens say 524, Compose
  /// and Flutter 568. We draw 568 on purpose: Compose's own content (120 header + 56 month row +
  /// 48 weekday row + 6 × 48 day rows = 512) plus its 56 button row is exactly 568, so at 524 the
  /// Cancel/OK row would not fit below six weeks; 568 is also what ships on Android (as Compose's
  /// height cap).
  public static let modalHeight = 568.0
  /// The modal's header.
  public static let headerHeight = 120.0
  /// The range picker's header at least (Compose `DateRangePicker.kt`: `headerMinHeight =
  /// DatePickerModalTokens.RangeSelectionHeaderContainerHeight - HeaderHeightOffset`, 128 - 60:
  /// the dialog has no Save and X row). Its title (20) and headline row (60) make it taller.
  public static let rangeHeaderMinHeight = 128.0 - 60.0
  /// The range picker's title and headline start inset (Compose `DateRangePickerTitlePadding`
  /// and `DateRangePickerHeadlinePadding`, `start = 64.dp`; the older revision's
  /// `DateRangePickerHeaderPadding` 12 + `DateRangePickerHeaderStartPadding` 40 was 52).
  public static let rangeHeaderInset = 64.0
  /// The header's title and headline end padding (Compose `DatePickerTitlePadding`,
  /// `DatePickerHeadlinePadding`, `DateRangePickerTitlePadding`, `DateRangePickerHeadlinePadding`:
  /// `end = 12.dp`).
  public static let headerEndPadding = 12.0
  /// Below the headline (Compose `DatePickerHeadlinePadding`, `DateRangePickerHeadlinePadding`:
  /// `bottom = 12.dp`).
  public static let headlineBottomPadding = 12.0
  /// Right of and below the mode toggle (Compose `DatePickerModeTogglePadding`: `end = 12.dp,
  /// bottom = 12.dp`), so the headline row is 48 + 12 = 60 high.
  public static let togglePadding = 12.0
  /// Between the range headline's start date, "-" and end date (Compose `DateRangePickerHeadline`:
  /// `Arrangement.spacedBy(4.dp)`).
  public static let rangeHeadlineSpacing = 4.0
  /// The header's divider, its last dp (Compose `DateEntryContainer`: `HorizontalDivider` under
  /// the headline row; `DividerDefaults.Thickness`).
  public static let dividerThickness = 1.0
  /// A month's subhead in the range picker's list: start 24 (inside the 12 list padding), 20
  /// above, 8 below (Compose `CalendarMonthSubheadPadding`).
  public static let monthSubheadPadding = (start: 24.0, top: 20.0, bottom: 8.0)
  /// The weeks a month takes in the range picker's list, drawn or not (Compose `Month`:
  /// `requiredHeight(RecommendedSizeForAccessibility * MaxCalendarRows)`, `MaxCalendarRows = 6`).
  public static let maxCalendarRows = 6
  /// The month and year row under the modal's header (Compose `MonthYearHeight`).
  public static let monthRowHeight = 56.0
  /// A day cell's pitch and the weekday row's height (Compose `RecommendedSizeForAccessibility`).
  public static let cellPitch = 48.0
  /// The day cell (container and state layer) of the modal; the docked state layer.
  public static let dayCell = 40.0
  /// The grid's side padding (Compose `DatePickerHorizontalPadding`).
  public static let gridPadding = 12.0
  /// The button row at the bottom of a dialog: the 48 dp buttons and 8 under them (Compose
  /// `DatePickerDialog`: `DialogButtonsPadding`, `bottom = 8.dp`).
  public static let buttonRowHeight = 56.0
  /// A text button's height (Compose `ButtonDefaults.MinHeight`); it takes 48 in its row
  /// (`minimumInteractiveComponentSize`), centred in it.
  public static let buttonHeight = 40.0
  /// A text button's least width (Compose `ButtonDefaults.MinWidth`).
  public static let textButtonMinWidth = 58.0
  /// The date dialogs' buttons end 6 from the dialog's end, 8 apart (Compose `DatePickerDialog`:
  /// `DialogButtonsPadding`, `end = 6.dp`; `DialogButtonsMainAxisSpacing`).
  public static let dialogButtons = (end: 6.0, spacing: 8.0)
  /// The header's title: 24 from the start, 12 from the end, 16 from the top (Compose
  /// `DatePickerTitlePadding`); the headline shares its 24 start (`DatePickerHeadlinePadding`).
  public static let titlePadding = (start: 24.0, end: 12.0, top: 16.0)
  /// The docked picker.
  public static let dockedSize = (width: 360.0, height: 456.0)
  /// The docked picker's header with the month and year menus.
  public static let dockedHeaderHeight = 64.0
  /// The docked year menu's items (material-web `md.comp.date-picker.docked.menu.list-item
  /// .container.height`, platform-metrics.md §4.3; Compose `Menu.kt`
  /// `MenuListItemContainerHeight`): 48.
  public static let menuListItemHeight = 48.0
  /// A menu item's padding at its sides and between its leading icon and text (Compose `Menu.kt`
  /// `DropdownMenuItemHorizontalPadding`): 12, so the text starts 12 + 24 + 12 = 48 in.
  public static let menuItemPadding = 12.0
  /// The docked year menu's items shown: the list takes the weekdays' and six weeks' place
  /// (456 - 64 header - 56 buttons = 336 = 7 × 48).
  public static let yearMenuItems = 7
  /// The full-screen range picker's page: a phone's 360 × 640 dp, the page covering it with
  /// square corners and no elevation (`DatePickerModalTokens.RangeSelectionContainerShape =
  /// CornerNone`, `RangeSelectionContainerElevation = Level0`).
  public static let fullScreenSize = (width: 360.0, height: 640.0)
  /// The full-screen range picker's top bar with the close (X) icon button and Save (Compose
  /// `DateRangePicker.kt` `HeaderHeightOffset = 60.dp`: the "Save" and "X" row that
  /// `RangeSelectionHeaderContainerHeight` 128 counts and the dialog leaves out), so the range
  /// header under it keeps its 128 - 60 = 68 at least.
  public static let topBarHeight = 60.0
  /// The top bar's side padding: the close button starts and Save ends 12 from the page's edges
  /// (Compose `DateRangePickerSample`: the Row's `padding(start = 12.dp, end = 12.dp)`), so the
  /// header's 64 start inset clears the 48 dp close button by 4.
  public static let topBarPadding = 12.0
  /// The modal input picker's width: Compose's `DatePickerDialog` is
  /// `requiredWidth(DatePickerModalTokens.ContainerWidth)` (360) and wraps its content's height
  /// (`wrapContentHeight()`, `heightIn(max = 568)`), so the input dialog is as tall as its header,
  /// field and buttons (``MaterialDatePickerScene/inputHeight(supportLines:)``), not the tokens'
  /// 328 × 512.
  public static let inputWidth = 360.0
  /// The date field's padding in the input dialog: 24 at the sides, 10 above (Compose
  /// `DateInput.kt` `InputTextFieldPadding`).
  public static let inputFieldPadding = (side: 24.0, top: 10.0)
  /// Below the date field when it shows no error (Compose `InputTextNonErroneousBottomPadding`);
  /// in error the supporting text takes its place.
  public static let inputFieldBottomPadding = 16.0
  /// A text field's supporting text: 4 below the field (Compose `TextFieldImpl.kt`
  /// `SupportingTopPadding`), 16 in from its sides (`TextFieldPadding`).
  public static let supportingText = (top: 4.0, side: 16.0)
  /// The outlined date field's height.
  public static let fieldHeight = 56.0
  /// A year cell in the year selection view.
  public static let yearCell = (width: 72.0, height: 36.0)
  /// The year grid's row pitch: the cell plus Compose's 16 between rows (`YearsVerticalPadding`,
  /// `Arrangement.spacedBy`), none above the first.
  public static let yearPitch = 52.0
  /// The year grid's columns (Compose `YearsInRow`).
  public static let yearsInRow = 3
  /// The year grid's height, in place of the weekdays and six weeks less the divider under it
  /// (Compose `YearPicker`: `requiredHeight(RecommendedSizeForAccessibility * (MaxCalendarRows +
  /// 1) - DividerDefaults.Thickness)`): 48 × 7 - 1.
  public static let yearGridHeight = 48.0 * 7 - 1
  /// The today and current-year outline.
  public static let todayOutline = 1.0

  // MARK: Time picker, dial (tokens.md §4.2, platform-metrics.md §4.1)

  /// The dialog's padding on every side (Flutter `_TimePickerDefaultsM3`).
  public static let timePadding = 24.0
  /// The dial's diameter.
  public static let dial = 256.0
  /// The labels' ring radius (Compose `OuterCircleSizeRadius`; Flutter's 100 not used).
  public static let outerRing = 101.0
  /// The 24-hour inner ring's radius (Compose `InnerCircleRadius`; Flutter's 72 not used).
  public static let innerRing = 69.0
  /// The handle's diameter.
  public static let handle = 48.0
  /// The centre dot's diameter.
  public static let centreDot = 8.0
  /// The track's width.
  public static let track = 2.0
  /// A time selector (hour or minute) on the dial.
  public static let selector = (width: 96.0, height: 80.0)
  /// A time selector's width on a 24-hour clock.
  public static let selector24Width = 114.0
  /// The ":" slot between the selectors (Compose `DisplaySeparatorWidth`).
  public static let separatorWidth = 24.0
  /// The vertical AM/PM segment (portrait).
  public static let periodVertical = (width: 52.0, height: 80.0)
  /// The horizontal AM/PM segment (landscape).
  public static let periodHorizontal = (width: 216.0, height: 38.0)
  /// The gap between the selectors and AM/PM (Compose `PeriodToggleMargin`).
  public static let periodGap = 12.0
  /// The AM/PM outline.
  public static let periodOutline = 1.0
  /// Below the clock display in portrait, and between the display column and the dial in
  /// landscape (Compose `ClockDisplayBottomMargin`: `VerticalTimePicker`'s `Spacer` height,
  /// `HorizontalTimePicker`'s `Spacer` width).
  public static let displayBottomMargin = 36.0
  /// Below the clock face (Compose `ClockFaceBottomMargin`).
  public static let faceBottomMargin = 24.0
  /// Below the headline.
  public static let headlineGap = 20.0

  // MARK: Time picker, input (tokens.md §4.3)

  /// An input field.
  public static let field = (width: 96.0, height: 72.0)
  /// The focused field's outline.
  public static let focusOutline = 2.0
  /// The input picker's AM/PM segment.
  public static let periodInput = (width: 52.0, height: 72.0)
  /// The "Hour"/"Minute" label's distance below its field (Compose `SupportLabelTop`).
  public static let supportLabelTop = 7.0

  /// The smallest touch target on Android.
  public static let minimumTarget = 48.0
  /// An icon button's icon.
  public static let icon = 24.0
  /// A menu button's drop-down arrow.
  public static let menuIcon = 18.0
}
