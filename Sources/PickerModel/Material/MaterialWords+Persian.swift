extension MaterialWords {
  /// Persian (`fa`).
  /// Compose (keys `m3c_`-prefixed): `androidx/androidx`
  /// `compose/material3/material3/src/androidMain/res/values-fa/strings.xml` @1e36f5c4.
  /// Flutter: `flutter/flutter` `packages/flutter_localizations/lib/src/l10n/material_fa.arb`
  /// @0496b719.
  ///
  /// The zero-width non-joiners the index shows blank were located by character offsets and
  /// are written as `\u{200C}` (the range title's تاریخ‌ها, the dial toggle's انتخاب‌گر). The two
  /// error strings each hold one more invisible character that could not be pinned to a place
  /// (before انتظار, after د which joins nothing either way; before %1$s); it is left out.
  static let persian = MaterialWords(
    language: "fa",
    [
      // m3c_date_picker_title
      .datePickerTitle: "انتخاب تاریخ",
      // m3c_date_range_picker_title
      .dateRangePickerTitle: "تاریخ\u{200C}ها را انتخاب کنید",
      // m3c_date_input_title
      .dateInputTitle: "انتخاب تاریخ",
      // m3c_date_picker_headline
      .datePickerHeadline: "تاریخ انتخابی",
      // m3c_date_input_headline
      .dateInputHeadline: "تاریخ واردشده",
      // m3c_date_range_picker_start_headline
      .dateRangeStartHeadline: "تاریخ شروع",
      // m3c_date_range_picker_end_headline
      .dateRangeEndHeadline: "تاریخ پایان",
      // m3c_date_picker_switch_to_input_mode
      .switchToInputMode: "رفتن به حالت ورودی نوشتاری",
      // m3c_date_picker_switch_to_calendar_mode
      .switchToCalendarMode: "تعویض به حالت ورودی تقویم",
      // m3c_date_picker_switch_to_year_selection
      .switchToYearSelection: "رفتن به انتخاب سال",
      // m3c_date_picker_switch_to_previous_month
      .previousMonth: "تغییر به ماه قبلی",
      // m3c_date_picker_switch_to_next_month
      .nextMonth: "تغییر به ماه بعدی",
      // m3c_date_picker_today_description
      .today: "امروز",
      // m3c_date_input_label
      .dateInputLabel: "تاریخ",
      // m3c_date_input_invalid_for_pattern
      .dateInputInvalidForPattern: "تاریخ با الگوی موردانتظار مطابقت ندارد: %1$s",
      // m3c_date_input_invalid_year_range
      .dateInputInvalidYearRange: "تاریخ خارج از محدوده سال %1$s تا %2$s است",
      // m3c_time_picker_hour
      .timePickerHour: "ساعت",
      // m3c_time_picker_minute
      .timePickerMinute: "دقیقه",
      // m3c_time_picker_am
      .timePickerAM: "ق.ظ.",
      // m3c_time_picker_pm
      .timePickerPM: "ب.ظ.",
      // cancelButtonLabel
      .cancel: "لغو",
      // okButtonLabel
      .ok: "تأیید",
      // timePickerDialHelpText
      .timePickerDialTitle: "انتخاب زمان",
      // timePickerInputHelpText
      .timePickerInputTitle: "وارد کردن زمان",
      // inputTimeModeButtonLabel
      .switchToTimeInput: "رفتن به حالت ورودی نوشتاری",
      // dialModeButtonLabel
      .switchToDial: "رفتن به حالت انتخاب\u{200C}گر صفحه ساعت",
      // saveButtonLabel
      .save: "ذخیره",
      // closeButtonTooltip
      .close: "بستن",
    ])
}
