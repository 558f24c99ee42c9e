extension MaterialWords {
  /// Chinese in Simplified characters (`zh`, `zh_CN`, `zh_SG`, `zh_Hans…`).
  /// Compose (keys `m3c_`-prefixed): `androidx/androidx`
  /// `compose/material3/material3/src/androidMain/res/values-zh-rCN/strings.xml` @178c61c9.
  /// Flutter: `flutter/flutter` `packages/flutter_localizations/lib/src/l10n/material_zh.arb`
  /// @d8a1a862.
  static let chineseSimplified = MaterialWords(
    language: "zh-Hans",
    [
      // m3c_date_picker_title
      .datePickerTitle: "选择日期",
      // m3c_date_range_picker_title
      .dateRangePickerTitle: "选择日期",
      // m3c_date_input_title
      .dateInputTitle: "选择日期",
      // m3c_date_picker_headline
      .datePickerHeadline: "选定的日期",
      // m3c_date_input_headline
      .dateInputHeadline: "输入的日期",
      // m3c_date_range_picker_start_headline
      .dateRangeStartHeadline: "开始日期",
      // m3c_date_range_picker_end_headline
      .dateRangeEndHeadline: "结束日期",
      // m3c_date_picker_switch_to_input_mode
      .switchToInputMode: "切换到文本字段输入模式",
      // m3c_date_picker_switch_to_calendar_mode
      .switchToCalendarMode: "切换到日历输入模式",
      // m3c_date_picker_switch_to_year_selection
      .switchToYearSelection: "激活即可更改年份",
      // m3c_date_picker_switch_to_previous_month
      .previousMonth: "转到上个月",
      // m3c_date_picker_switch_to_next_month
      .nextMonth: "转到下个月",
      // m3c_date_picker_today_description
      .today: "今天",
      // m3c_date_input_label
      .dateInputLabel: "日期",
      // m3c_date_input_invalid_for_pattern
      .dateInputInvalidForPattern: "日期不符合格式要求：%1$s",
      // m3c_date_input_invalid_year_range
      .dateInputInvalidYearRange: "日期超出预期年份范围 %1$s - %2$s",
      // m3c_time_picker_hour
      .timePickerHour: "小时",
      // m3c_time_picker_minute
      .timePickerMinute: "分钟",
      // m3c_time_picker_am
      .timePickerAM: "上午",
      // m3c_time_picker_pm
      .timePickerPM: "下午",
      // cancelButtonLabel
      .cancel: "取消",
      // okButtonLabel
      .ok: "确定",
      // timePickerDialHelpText
      .timePickerDialTitle: "选择时间",
      // timePickerInputHelpText
      .timePickerInputTitle: "输入时间",
      // inputTimeModeButtonLabel
      .switchToTimeInput: "切换到文本输入模式",
      // dialModeButtonLabel
      .switchToDial: "切换到表盘选择器模式",
      // saveButtonLabel
      .save: "保存",
      // closeButtonTooltip
      .close: "关闭",
    ])
}
