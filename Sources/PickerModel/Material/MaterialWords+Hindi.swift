extension MaterialWords {
  /// Hindi (`hi`).
  /// Compose (keys `m3c_`-prefixed): `androidx/androidx`
  /// `compose/material3/material3/src/androidMain/res/values-hi/strings.xml` @178c61c9.
  /// Flutter: `flutter/flutter` `packages/flutter_localizations/lib/src/l10n/material_hi.arb`
  /// @0496b719.
  static let hindi = MaterialWords(
    language: "hi",
    [
      // m3c_date_picker_title
      .datePickerTitle: "तारीख चुनें",
      // m3c_date_range_picker_title
      .dateRangePickerTitle: "तारीखें चुनें",
      // m3c_date_input_title
      .dateInputTitle: "तारीख चुनें",
      // m3c_date_picker_headline
      .datePickerHeadline: "चुनी गई तारीख",
      // m3c_date_input_headline
      .dateInputHeadline: "डाली गई तारीख",
      // m3c_date_range_picker_start_headline
      .dateRangeStartHeadline: "शुरू होने की तारीख",
      // m3c_date_range_picker_end_headline
      .dateRangeEndHeadline: "खत्म होने की तारीख",
      // m3c_date_picker_switch_to_input_mode
      .switchToInputMode: "टेक्स्ट इनपुट मोड पर स्विच करें",
      // m3c_date_picker_switch_to_calendar_mode
      .switchToCalendarMode: "कैलेंडर इनपुट मोड पर स्विच करें",
      // m3c_date_picker_switch_to_year_selection
      .switchToYearSelection: "साल बदलने के लिए चालू करें",
      // m3c_date_picker_switch_to_previous_month
      .previousMonth: "पिछले महीने पर सेट करें",
      // m3c_date_picker_switch_to_next_month
      .nextMonth: "अगले महीने पर सेट करें",
      // m3c_date_picker_today_description
      .today: "आज",
      // m3c_date_input_label
      .dateInputLabel: "तारीख",
      // m3c_date_input_invalid_for_pattern
      .dateInputInvalidForPattern: "तारीख सही फ़ॉर्मैट में नहीं डाली गई है: %1$s",
      // m3c_date_input_invalid_year_range
      .dateInputInvalidYearRange: "तारीख को साल की सही रेंज में नहीं डाला गया है %1$s - %2$s",
      // m3c_time_picker_hour
      .timePickerHour: "घंटा",
      // m3c_time_picker_minute
      .timePickerMinute: "मिनट",
      // m3c_time_picker_am
      .timePickerAM: "AM",
      // m3c_time_picker_pm
      .timePickerPM: "PM",
      // cancelButtonLabel
      .cancel: "रद्द करें",
      // okButtonLabel
      .ok: "ठीक है",
      // timePickerDialHelpText
      .timePickerDialTitle: "समय चुनें",
      // timePickerInputHelpText
      .timePickerInputTitle: "समय डालें",
      // inputTimeModeButtonLabel
      .switchToTimeInput: "टेक्स्ट के इनपुट मोड पर स्विच करें",
      // dialModeButtonLabel
      .switchToDial: "डायल पिकर मोड पर स्विच करें",
      // saveButtonLabel
      .save: "सेव करें",
      // closeButtonTooltip
      .close: "बंद करें",
    ])
}
