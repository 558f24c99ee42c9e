/// NSDatePicker's geometry and type (platform-metrics §5). Apple publishes none: the calendar,
/// clock and type come from the CP replica (Cappuccino's Aristo2 theme, OS X 10.6 era), the
/// stepper from WebKit's `ThemeMac.mm` (P-adjacent), and the textual field's 13 pt type is the
/// macOS body size.
public enum MacOSMetrics {
  /// The graphical calendar's frame (CP; WebKit's popup is 139 wide).
  public static let calendarSize = (width: 141.0, height: 148.0)
  /// The calendar's header: title, arrows and the weekday row.
  public static let headerHeight = 39.0
  /// A day tile.
  public static let tile = (width: 20.0, height: 18.0)
  /// A month arrow's box.
  public static let arrow = (width: 7.0, height: 10.0)
  /// The month title's size (bold in CP).
  public static let titleTextSize = 12.0
  /// The weekday symbols' size.
  public static let weekdayTextSize = 11.0
  /// The day numerals' size.
  public static let dayTextSize = 10.0
  /// The clock face's box.
  public static let clockSize = (width: 122.0, height: 123.0)
  /// The gap between the calendar and the clock when both are shown (CP
  /// `_CPDatePickerCalendar.j`: the clock's origin at `sizeCalendar.width + 10`, centred on the
  /// picker's height; the picker `min-size-calendar` plus the clock and 10 pt, 141 + 10 + 122 =
  /// 273 wide: CP's theme showcase frames it at 276).
  public static let calendarClockGap = 10.0
  /// The hands' and cap's image boxes (CP); the images are centred on the pivot, so a hand
  /// reaches half its box from the centre. The hour hand does (23.5 pt); the minute hand does
  /// not (``minuteHandInset``).
  public static let handBoxes = (minute: 85.0, hour: 47.0, cap: 13.0)
  /// How far inside the dial's edge the numerals' centres sit (by eye; CP gives the face's box
  /// and the numerals' 11 pt size, not where they stand): 41 pt from the centre.
  public static let clockNumeralInset = 19.0
  /// How far inside the numerals' centres the minute hand stops (by eye): 33 pt from the
  /// centre. Half CP's 85 pt minute image, 42.5 pt, would end inside the numerals at 41 pt (the
  /// `6` at half past, issue 22); a clock face keeps its numerals clear of the hands, and at
  /// 8 pt in the hand clears every numeral's ink at every minute (the nearest, `10`, is 34 pt
  /// from the centre in Inter at 11 pt).
  public static let minuteHandInset = 8.0
  /// The clock numerals' size.
  public static let clockTextSize = 11.0
  /// The textual field's frame height, and its bezel's inset top and bottom (23 pt bezel).
  public static let fieldFrameHeight = 29.0
  /// The bezel's inset inside the frame, top and bottom.
  public static let fieldBezelInset = 3.0
  /// The gap between the date and time elements.
  public static let dateTimeGap = 7.0
  /// The gap between the field and its stepper.
  public static let stepperGap = 5.0
  /// The regular NSStepper cell (WebKit).
  public static let stepper = (width: 19.0, height: 27.0)
  /// The selected element's minimum height.
  public static let selectedElementHeight = 18.0
  /// The textual field's type size.
  public static let fieldTextSize = 13.0
  /// Space around a control in its window.
  public static let windowMargin = 20.0
}
