extension MaterialWords {
  /// Urdu (`ur`).
  /// Compose (keys `m3c_`-prefixed): `androidx/androidx`
  /// `compose/material3/material3/src/androidMain/res/values-ur/strings.xml` @178c61c9.
  /// Flutter: `flutter/flutter` `packages/flutter_localizations/lib/src/l10n/material_ur.arb`
  /// @0496b719.
  ///
  /// The source's two error strings hold four invisible characters beside their placeholders
  /// (located by character offsets in the stored file, not identified: the index shows them blank);
  /// they are left out here. Every other Compose entry was checked to hold none.
  static let urdu = MaterialWords(
    language: "ur",
    [
      // m3c_date_picker_title
      .datePickerTitle: "تاریخ منتخب کریں",
      // m3c_date_range_picker_title
      .dateRangePickerTitle: "تواریخ منتخب کریں",
      // m3c_date_input_title
      .dateInputTitle: "تاریخ منتخب کریں",
      // m3c_date_picker_headline
      .datePickerHeadline: "منتخب کردہ تاریخ",
      // m3c_date_input_headline
      .dateInputHeadline: "درج کردہ تاریخ",
      // m3c_date_range_picker_start_headline
      .dateRangeStartHeadline: "تاریخ آغاز",
      // m3c_date_range_picker_end_headline
      .dateRangeEndHeadline: "تاریخ اختتام",
      // m3c_date_picker_switch_to_input_mode
      .switchToInputMode: "ٹیکسٹ اِن پٹ موڈ پر سوئچ کریں",
      // m3c_date_picker_switch_to_calendar_mode
      .switchToCalendarMode: "کیلنڈر اِن پٹ موڈ پر سوئچ کریں",
      // m3c_date_picker_switch_to_year_selection
      .switchToYearSelection: "سال تبدیل کرنے کے لیے فعال کریں",
      // m3c_date_picker_switch_to_previous_month
      .previousMonth: "گزشتہ ماہ میں تبدیل کریں",
      // m3c_date_picker_switch_to_next_month
      .nextMonth: "اگلے ماہ میں تبدیل کریں",
      // m3c_date_picker_today_description
      .today: "آج",
      // m3c_date_input_label
      .dateInputLabel: "تاریخ",
      // m3c_date_input_invalid_for_pattern
      .dateInputInvalidForPattern: "تاریخ متوقع پیٹرن سے مماثل نہیں ہے: %1$s",
      // m3c_date_input_invalid_year_range
      .dateInputInvalidYearRange: "متوقع سال کی حد %1$s - %2$s سے باہر کی تاریخ",
      // m3c_time_picker_hour
      .timePickerHour: "گھنٹہ",
      // m3c_time_picker_minute
      .timePickerMinute: "منٹ",
      // m3c_time_picker_am
      .timePickerAM: "AM",
      // m3c_time_picker_pm
      .timePickerPM: "PM",
      // cancelButtonLabel
      .cancel: "منسوخ کریں",
      // okButtonLabel
      .ok: "ٹھیک ہے",
      // timePickerDialHelpText
      .timePickerDialTitle: "وقت منتخب کریں",
      // timePickerInputHelpText
      .timePickerInputTitle: "وقت درج کریں",
      // inputTimeModeButtonLabel
      .switchToTimeInput: "ٹیکسٹ ان پٹ وضع پر سوئچ کریں",
      // dialModeButtonLabel
      .switchToDial: "ڈائل منتخب کنندہ وضع پر سوئچ کریں",
      // saveButtonLabel
      .save: "محفوظ کریں",
      // closeButtonTooltip
      .close: "بند کریں",
    ])
}
