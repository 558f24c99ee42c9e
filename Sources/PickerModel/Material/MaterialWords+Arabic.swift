extension MaterialWords {
  /// Arabic (`ar`, every region).
  /// Compose (keys `m3c_`-prefixed): `androidx/androidx`
  /// `compose/material3/material3/src/androidMain/res/values-ar/strings.xml` @178c61c9.
  /// Flutter: `flutter/flutter` `packages/flutter_localizations/lib/src/l10n/material_ar.arb`
  /// @0146a6b5.
  ///
  /// The source's two error strings hold three invisible characters beside their placeholders
  /// (located by character offsets in the stored file, not identified: the index shows them blank);
  /// they are left out here. Every other Compose entry was checked to hold none.
  static let arabic = MaterialWords(
    language: "ar",
    [
      // m3c_date_picker_title
      .datePickerTitle: "اختيار تاريخ",
      // m3c_date_range_picker_title
      .dateRangePickerTitle: "اختيار التواريخ",
      // m3c_date_input_title
      .dateInputTitle: "اختيار تاريخ",
      // m3c_date_picker_headline
      .datePickerHeadline: "التاريخ المحدَّد",
      // m3c_date_input_headline
      .dateInputHeadline: "التاريخ الذي تم إدخاله",
      // m3c_date_range_picker_start_headline
      .dateRangeStartHeadline: "تاريخ البدء",
      // m3c_date_range_picker_end_headline
      .dateRangeEndHeadline: "تاريخ الانتهاء",
      // m3c_date_picker_switch_to_input_mode
      .switchToInputMode: "التبديل إلى \"وضع إدخال النص\"",
      // m3c_date_picker_switch_to_calendar_mode
      .switchToCalendarMode: "التبديل إلى وضع \"الإدخال في التقويم\"",
      // m3c_date_picker_switch_to_year_selection
      .switchToYearSelection: "يمكنك تفعيل الخيار لتغيير السنة",
      // m3c_date_picker_switch_to_previous_month
      .previousMonth: "التغيير إلى الشهر السابق",
      // m3c_date_picker_switch_to_next_month
      .nextMonth: "التغيير إلى الشهر التالي",
      // m3c_date_picker_today_description
      .today: "اليوم",
      // m3c_date_input_label
      .dateInputLabel: "التاريخ",
      // m3c_date_input_invalid_for_pattern
      .dateInputInvalidForPattern: "لا يتوافق التاريخ مع النمط المتوقَّع: %1$s",
      // m3c_date_input_invalid_year_range
      .dateInputInvalidYearRange: "التاريخ خارج نطاق السنوات المتوقَّع: %1$s - %2$s",
      // m3c_time_picker_hour
      .timePickerHour: "ساعة",
      // m3c_time_picker_minute
      .timePickerMinute: "دقيقة",
      // m3c_time_picker_am
      .timePickerAM: "ص",
      // m3c_time_picker_pm
      .timePickerPM: "م",
      // cancelButtonLabel
      .cancel: "الإلغاء",
      // okButtonLabel
      .ok: "حسنًا",
      // timePickerDialHelpText
      .timePickerDialTitle: "اختيار الوقت",
      // timePickerInputHelpText
      .timePickerInputTitle: "إدخال الوقت",
      // inputTimeModeButtonLabel
      .switchToTimeInput: "التبديل إلى وضع \"إدخال النص\"",
      // dialModeButtonLabel
      .switchToDial: "التبديل إلى وضع \"منتقي قُرص الساعة\"",
      // saveButtonLabel
      .save: "الحفظ",
      // closeButtonTooltip
      .close: "إغلاق",
    ])
}
