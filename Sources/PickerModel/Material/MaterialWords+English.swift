extension MaterialWords {
  /// English (`en`, every region).
  /// Compose: `androidx/androidx`
  /// `compose/material3/material3/src/androidMain/res/values/strings.xml` @08d9fd12.
  /// Flutter: `flutter/flutter` `packages/flutter_localizations/lib/src/l10n/material_en.arb`
  /// @00c84e6c.
  ///
  /// Three entries keep the words the English goldens were recorded with where the platforms
  /// write otherwise (`m3-date-input*`, `m3-time-*`; changing them means re-recording those):
  /// `dateInputTitle` (Compose: "Select date"), `switchToTimeInput` (Flutter: "Switch to text
  /// input mode") and `switchToDial` (Flutter: "Switch to dial picker mode").
  static let english = MaterialWords(
    language: "en",
    [
      // date_picker_title
      .datePickerTitle: "Select date",
      // date_range_picker_title
      .dateRangePickerTitle: "Select dates",
      // the goldens' word; date_input_title reads "Select date"
      .dateInputTitle: "Enter date",
      // date_picker_headline
      .datePickerHeadline: "Selected date",
      // date_input_headline
      .dateInputHeadline: "Entered date",
      // date_range_picker_start_headline
      .dateRangeStartHeadline: "Start date",
      // date_range_picker_end_headline
      .dateRangeEndHeadline: "End date",
      // date_picker_switch_to_input_mode
      .switchToInputMode: "Switch to text input mode",
      // date_picker_switch_to_calendar_mode
      .switchToCalendarMode: "Switch to calendar input mode",
      // date_picker_switch_to_year_selection
      .switchToYearSelection: "Switch to selecting a year",
      // date_picker_switch_to_previous_month
      .previousMonth: "Change to previous month",
      // date_picker_switch_to_next_month
      .nextMonth: "Change to next month",
      // date_picker_today_description
      .today: "Today",
      // date_input_label
      .dateInputLabel: "Date",
      // date_input_invalid_for_pattern
      .dateInputInvalidForPattern: "Date does not match expected pattern: %1$s",
      // date_input_invalid_year_range
      .dateInputInvalidYearRange: "Date out of expected year range %1$s - %2$s",
      // time_picker_hour
      .timePickerHour: "Hour",
      // time_picker_minute
      .timePickerMinute: "Minute",
      // time_picker_am
      .timePickerAM: "AM",
      // time_picker_pm
      .timePickerPM: "PM",
      // cancelButtonLabel
      .cancel: "Cancel",
      // okButtonLabel
      .ok: "OK",
      // timePickerDialHelpText
      .timePickerDialTitle: "Select time",
      // timePickerInputHelpText
      .timePickerInputTitle: "Enter time",
      // the goldens' words; inputTimeModeButtonLabel reads "Switch to text input mode"
      .switchToTimeInput: "Switch to text input",
      // the goldens' words; dialModeButtonLabel reads "Switch to dial picker mode"
      .switchToDial: "Switch to clock input",
      // saveButtonLabel
      .save: "Save",
      // closeButtonTooltip
      .close: "Close",
    ])
}
