extension MaterialWords {
  /// Korean (`ko`).
  /// Compose (keys `m3c_`-prefixed): `androidx/androidx`
  /// `compose/material3/material3/src/androidMain/res/values-ko/strings.xml` @0b0e4a6d.
  /// Flutter: `flutter/flutter` `packages/flutter_localizations/lib/src/l10n/material_ko.arb`
  /// @d86fd5ca.
  static let korean = MaterialWords(
    language: "ko",
    [
      // m3c_date_picker_title
      .datePickerTitle: "날짜 선택",
      // m3c_date_range_picker_title
      .dateRangePickerTitle: "날짜 선택",
      // m3c_date_input_title
      .dateInputTitle: "날짜 선택",
      // m3c_date_picker_headline
      .datePickerHeadline: "선택한 날짜",
      // m3c_date_input_headline
      .dateInputHeadline: "입력한 날짜",
      // m3c_date_range_picker_start_headline
      .dateRangeStartHeadline: "시작일",
      // m3c_date_range_picker_end_headline
      .dateRangeEndHeadline: "종료일",
      // m3c_date_picker_switch_to_input_mode
      .switchToInputMode: "텍스트 입력 모드로 전환",
      // m3c_date_picker_switch_to_calendar_mode
      .switchToCalendarMode: "캘린더 입력 모드로 전환",
      // m3c_date_picker_switch_to_year_selection
      .switchToYearSelection: "연도 선택으로 전환",
      // m3c_date_picker_switch_to_previous_month
      .previousMonth: "이전 달로 변경",
      // m3c_date_picker_switch_to_next_month
      .nextMonth: "다음 달로 변경",
      // m3c_date_picker_today_description
      .today: "오늘",
      // m3c_date_input_label
      .dateInputLabel: "날짜",
      // m3c_date_input_invalid_for_pattern
      .dateInputInvalidForPattern: "데이터가 예상 패턴과 일치하지 않음: %1$s",
      // m3c_date_input_invalid_year_range
      .dateInputInvalidYearRange: "데이터가 예상 연도 범위(%1$s~%2$s)를 벗어남",
      // m3c_time_picker_hour
      .timePickerHour: "시간",
      // m3c_time_picker_minute
      .timePickerMinute: "분",
      // m3c_time_picker_am
      .timePickerAM: "오전",
      // m3c_time_picker_pm
      .timePickerPM: "오후",
      // cancelButtonLabel
      .cancel: "취소",
      // okButtonLabel
      .ok: "확인",
      // timePickerDialHelpText
      .timePickerDialTitle: "시간 선택",
      // timePickerInputHelpText
      .timePickerInputTitle: "시간 입력",
      // inputTimeModeButtonLabel
      .switchToTimeInput: "텍스트 입력 모드로 전환",
      // dialModeButtonLabel
      .switchToDial: "다이얼 선택 모드로 전환",
      // saveButtonLabel
      .save: "저장",
      // closeButtonTooltip
      .close: "닫기",
    ])
}
