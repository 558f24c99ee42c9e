extension MaterialWords {
  /// Hebrew (`he`, Android's `iw`).
  /// Compose: `androidx/androidx`
  /// `compose/material3/material3/src/androidMain/res/values-iw/strings.xml` @08d9fd12.
  /// Flutter: `flutter/flutter` `packages/flutter_localizations/lib/src/l10n/material_he.arb`
  /// @03d93340.
  ///
  /// The source's two error strings each hold an invisible character beside a placeholder
  /// (located by character offsets in the stored file, not identified: the index shows it blank);
  /// it is left out here. Every other Compose entry was checked to hold none.
  static let hebrew = MaterialWords(
    language: "he",
    [
      // date_picker_title
      .datePickerTitle: "בחירת תאריך",
      // date_range_picker_title
      .dateRangePickerTitle: "בחירת תאריכים",
      // date_input_title
      .dateInputTitle: "בחירת תאריך",
      // date_picker_headline
      .datePickerHeadline: "התאריך הנבחר",
      // date_input_headline
      .dateInputHeadline: "התאריך שהוזן",
      // date_range_picker_start_headline
      .dateRangeStartHeadline: "תאריך התחלה",
      // date_range_picker_end_headline
      .dateRangeEndHeadline: "תאריך סיום",
      // date_picker_switch_to_input_mode
      .switchToInputMode: "מעבר לשיטת קלט של טקסט",
      // date_picker_switch_to_calendar_mode
      .switchToCalendarMode: "מעבר לשיטת קלט של יומן",
      // date_picker_switch_to_year_selection
      .switchToYearSelection: "החלפה לבחירה של שנה",
      // date_picker_switch_to_previous_month
      .previousMonth: "מעבר לחודש הקודם",
      // date_picker_switch_to_next_month
      .nextMonth: "מעבר לחודש הבא",
      // date_picker_today_description
      .today: "היום",
      // date_input_label
      .dateInputLabel: "תאריך",
      // date_input_invalid_for_pattern
      .dateInputInvalidForPattern: "התאריך לא תואם לקו ביטול הנעילה הצפוי: %1$s",
      // date_input_invalid_year_range
      .dateInputInvalidYearRange: "התאריך נמצא מחוץ לטווח השנים הצפוי %1$s - %2$s",
      // time_picker_hour
      .timePickerHour: "שעות",
      // time_picker_minute
      .timePickerMinute: "דקות",
      // time_picker_am
      .timePickerAM: "AM",
      // time_picker_pm
      .timePickerPM: "PM",
      // cancelButtonLabel
      .cancel: "ביטול",
      // okButtonLabel
      .ok: "אישור",
      // timePickerDialHelpText
      .timePickerDialTitle: "בחירת שעה",
      // timePickerInputHelpText
      .timePickerInputTitle: "יש להזין שעה",
      // inputTimeModeButtonLabel
      .switchToTimeInput: "מעבר להזנת טקסט",
      // dialModeButtonLabel
      .switchToDial: "מעבר לבחירה באמצעות חוגה",
      // saveButtonLabel
      .save: "שמירה",
      // closeButtonTooltip
      .close: "סגירה",
    ])
}
