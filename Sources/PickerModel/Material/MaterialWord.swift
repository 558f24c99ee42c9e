/// A fixed word a Material 3 picker draws or speaks, named after the platform string it is
/// translated from: a key of Compose material3's `values-<lang>/strings.xml` (``Source/compose``;
/// the keys carry an `m3c_` prefix in the files since 2024, left out here) or of Flutter's
/// `material_<lang>.arb` (``Source/flutter``), as `platform-metrics.md` ("Localized platform
/// words") says. Each language's ``MaterialWords`` table holds one string for every case.
public enum MaterialWord: String, CaseIterable, Sendable {
  /// The modal date picker's header: "Select date".
  case datePickerTitle
  /// The range picker's header: "Select dates".
  case dateRangePickerTitle
  /// The modal input's header. English keeps the goldens' "Enter date"; Compose's own English is
  /// "Select date" (see ``MaterialWords/english``).
  case dateInputTitle
  /// The headline before a date is chosen: "Selected date".
  case datePickerHeadline
  /// The input's headline before a date parses: "Entered date".
  case dateInputHeadline
  /// The range headline's placeholder for the start: "Start date".
  case dateRangeStartHeadline
  /// The range headline's placeholder for the end: "End date".
  case dateRangeEndHeadline
  /// The pencil toggle's label: "Switch to text input mode".
  case switchToInputMode
  /// The calendar toggle's label: "Switch to calendar input mode".
  case switchToCalendarMode
  /// The month menu button's label: "Switch to selecting a year".
  case switchToYearSelection
  /// The previous-month arrow's label: "Change to previous month".
  case previousMonth
  /// The next-month arrow's label: "Change to next month".
  case nextMonth
  /// Compose's word for today in a day's description: "Today". Tabled for every language; the
  /// day semantics do not speak it yet (adding it would change the English draw-list goldens).
  case today
  /// The date field's floating label: "Date".
  case dateInputLabel
  /// The date field's error for text that is no date: "Date does not match expected pattern:
  /// %1$s" (the pattern).
  case dateInputInvalidForPattern
  /// The date field's error for a year outside the picker's: "Date out of expected year range
  /// %1$s - %2$s".
  case dateInputInvalidYearRange
  /// The hour field's and selector's label: "Hour".
  case timePickerHour
  /// The minute field's and selector's label: "Minute".
  case timePickerMinute
  /// The period toggle's morning: "AM".
  case timePickerAM
  /// The period toggle's afternoon: "PM".
  case timePickerPM
  /// The dialog's dismiss button: "Cancel".
  case cancel
  /// The dialog's confirm button: "OK".
  case ok
  /// The time dialog's header on the dial: "Select time".
  case timePickerDialTitle
  /// The time dialog's header on the input: "Enter time".
  case timePickerInputTitle
  /// The dial's keyboard toggle. English keeps the goldens' "Switch to text input"; Flutter's
  /// English is "Switch to text input mode".
  case switchToTimeInput
  /// The input's clock toggle. English keeps the goldens' "Switch to clock input"; Flutter's
  /// English is "Switch to dial picker mode".
  case switchToDial
  /// The full-screen range picker's confirm text button: "Save" (Flutter's label "for a 'Save'
  /// button used in full screen dialogs"; Compose has no full-screen dialog to take it from).
  case save
  /// The full-screen range picker's close (X) icon button's accessible name: "Close".
  case close

  /// Where a word's translations come from.
  public enum Source: String, Sendable {
    /// `androidx/androidx`: `compose/material3/material3/src/androidMain/res/values-<lang>/
    /// strings.xml`.
    case compose
    /// `flutter/flutter`: `packages/flutter_localizations/lib/src/l10n/material_<lang>.arb`.
    case flutter
  }

  /// The file its translations are read from.
  public var source: Source {
    switch self {
    case .cancel, .ok, .timePickerDialTitle, .timePickerInputTitle, .switchToTimeInput,
      .switchToDial, .save, .close:
      .flutter
    default: .compose
    }
  }

  /// Its key in that file (Compose's without the `m3c_` prefix).
  public var sourceKey: String {
    switch self {
    case .datePickerTitle: "date_picker_title"
    case .dateRangePickerTitle: "date_range_picker_title"
    case .dateInputTitle: "date_input_title"
    case .datePickerHeadline: "date_picker_headline"
    case .dateInputHeadline: "date_input_headline"
    case .dateRangeStartHeadline: "date_range_picker_start_headline"
    case .dateRangeEndHeadline: "date_range_picker_end_headline"
    case .switchToInputMode: "date_picker_switch_to_input_mode"
    case .switchToCalendarMode: "date_picker_switch_to_calendar_mode"
    case .switchToYearSelection: "date_picker_switch_to_year_selection"
    case .previousMonth: "date_picker_switch_to_previous_month"
    case .nextMonth: "date_picker_switch_to_next_month"
    case .today: "date_picker_today_description"
    case .dateInputLabel: "date_input_label"
    case .dateInputInvalidForPattern: "date_input_invalid_for_pattern"
    case .dateInputInvalidYearRange: "date_input_invalid_year_range"
    case .timePickerHour: "time_picker_hour"
    case .timePickerMinute: "time_picker_minute"
    case .timePickerAM: "time_picker_am"
    case .timePickerPM: "time_picker_pm"
    case .cancel: "cancelButtonLabel"
    case .ok: "okButtonLabel"
    case .timePickerDialTitle: "timePickerDialHelpText"
    case .timePickerInputTitle: "timePickerInputHelpText"
    case .switchToTimeInput: "inputTimeModeButtonLabel"
    case .switchToDial: "dialModeButtonLabel"
    case .save: "saveButtonLabel"
    case .close: "closeButtonTooltip"
    }
  }

  /// The Android placeholders the string holds (`%1$s`, `%2$s`), in order.
  public var placeholders: [String] {
    switch self {
    case .dateInputInvalidForPattern: ["%1$s"]
    case .dateInputInvalidYearRange: ["%1$s", "%2$s"]
    default: []
    }
  }
}
