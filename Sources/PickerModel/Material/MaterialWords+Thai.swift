extension MaterialWords {
  /// Thai (`th`).
  /// Compose (keys `m3c_`-prefixed): `androidx/androidx`
  /// `compose/material3/material3/src/androidMain/res/values-th/strings.xml` @31adf48a.
  /// Flutter: `flutter/flutter` `packages/flutter_localizations/lib/src/l10n/material_th.arb`
  /// @d49e386a.
  static let thai = MaterialWords(
    language: "th",
    [
      // m3c_date_picker_title
      .datePickerTitle: "เลือกวันที่",
      // m3c_date_range_picker_title
      .dateRangePickerTitle: "เลือกวันที่",
      // m3c_date_input_title
      .dateInputTitle: "เลือกวันที่",
      // m3c_date_picker_headline
      .datePickerHeadline: "วันที่ที่เลือก",
      // m3c_date_input_headline
      .dateInputHeadline: "วันที่ป้อน",
      // m3c_date_range_picker_start_headline
      .dateRangeStartHeadline: "วันที่เริ่มต้น",
      // m3c_date_range_picker_end_headline
      .dateRangeEndHeadline: "วันที่สิ้นสุด",
      // m3c_date_picker_switch_to_input_mode
      .switchToInputMode: "สลับไปใช้โหมดการป้อนข้อความ",
      // m3c_date_picker_switch_to_calendar_mode
      .switchToCalendarMode: "สลับไปใช้โหมดป้อนข้อมูลปฏิทิน",
      // m3c_date_picker_switch_to_year_selection
      .switchToYearSelection: "เปลี่ยนไปที่การเลือกปี",
      // m3c_date_picker_switch_to_previous_month
      .previousMonth: "เปลี่ยนไปที่เดือนก่อนหน้า",
      // m3c_date_picker_switch_to_next_month
      .nextMonth: "เปลี่ยนไปที่เดือนถัดไป",
      // m3c_date_picker_today_description
      .today: "วันนี้",
      // m3c_date_input_label
      .dateInputLabel: "วันที่",
      // m3c_date_input_invalid_for_pattern
      .dateInputInvalidForPattern: "วันที่ไม่ตรงกับรูปแบบที่คาดไว้: %1$s",
      // m3c_date_input_invalid_year_range
      .dateInputInvalidYearRange: "วันที่อยู่นอกเหนือจากช่วงปีที่คาดไว้ %1$s - %2$s",
      // m3c_time_picker_hour
      .timePickerHour: "ชั่วโมง",
      // m3c_time_picker_minute
      .timePickerMinute: "นาที",
      // m3c_time_picker_am
      .timePickerAM: "AM",
      // m3c_time_picker_pm
      .timePickerPM: "PM",
      // cancelButtonLabel
      .cancel: "ยกเลิก",
      // okButtonLabel
      .ok: "ตกลง",
      // timePickerDialHelpText
      .timePickerDialTitle: "เลือกเวลา",
      // timePickerInputHelpText
      .timePickerInputTitle: "ป้อนเวลา",
      // inputTimeModeButtonLabel
      .switchToTimeInput: "สลับไปใช้โหมดป้อนข้อมูลข้อความ",
      // dialModeButtonLabel
      .switchToDial: "สลับไปใช้โหมดเครื่องมือเลือกแบบหมุน",
      // saveButtonLabel
      .save: "บันทึก",
      // closeButtonTooltip
      .close: "ปิด",
    ])
}
