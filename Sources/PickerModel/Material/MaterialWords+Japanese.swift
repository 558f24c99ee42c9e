extension MaterialWords {
  /// Japanese (`ja`).
  /// Compose (keys `m3c_`-prefixed): `androidx/androidx`
  /// `compose/material3/material3/src/androidMain/res/values-ja/strings.xml` @178c61c9.
  /// Flutter: `flutter/flutter` `packages/flutter_localizations/lib/src/l10n/material_ja.arb`
  /// @06df12ca.
  static let japanese = MaterialWords(
    language: "ja",
    [
      // m3c_date_picker_title
      .datePickerTitle: "日付の選択",
      // m3c_date_range_picker_title
      .dateRangePickerTitle: "日付の選択",
      // m3c_date_input_title
      .dateInputTitle: "日付の選択",
      // m3c_date_picker_headline
      .datePickerHeadline: "選択した日付",
      // m3c_date_input_headline
      .dateInputHeadline: "入力された日付",
      // m3c_date_range_picker_start_headline
      .dateRangeStartHeadline: "開始日",
      // m3c_date_range_picker_end_headline
      .dateRangeEndHeadline: "終了日",
      // m3c_date_picker_switch_to_input_mode
      .switchToInputMode: "テキスト入力モードに切り替え",
      // m3c_date_picker_switch_to_calendar_mode
      .switchToCalendarMode: "カレンダー入力モードに切り替え",
      // m3c_date_picker_switch_to_year_selection
      .switchToYearSelection: "有効にすると年を変更できます",
      // m3c_date_picker_switch_to_previous_month
      .previousMonth: "前月に変更",
      // m3c_date_picker_switch_to_next_month
      .nextMonth: "翌月に変更",
      // m3c_date_picker_today_description
      .today: "今日",
      // m3c_date_input_label
      .dateInputLabel: "日付",
      // m3c_date_input_invalid_for_pattern
      .dateInputInvalidForPattern: "想定パターンと一致しない日付: %1$s",
      // m3c_date_input_invalid_year_range
      .dateInputInvalidYearRange: "想定される年の範囲（%1$s～%2$s）から日付が外れています",
      // m3c_time_picker_hour
      .timePickerHour: "時間",
      // m3c_time_picker_minute
      .timePickerMinute: "分",
      // m3c_time_picker_am
      .timePickerAM: "AM",
      // m3c_time_picker_pm
      .timePickerPM: "PM",
      // cancelButtonLabel
      .cancel: "キャンセル",
      // okButtonLabel
      .ok: "OK",
      // timePickerDialHelpText
      .timePickerDialTitle: "時間の選択",
      // timePickerInputHelpText
      .timePickerInputTitle: "時間の入力",
      // inputTimeModeButtonLabel
      .switchToTimeInput: "テキスト入力モードに切り替えます",
      // dialModeButtonLabel
      .switchToDial: "ダイヤル選択ツール モードに切り替えます",
      // saveButtonLabel
      .save: "保存",
      // closeButtonTooltip
      .close: "閉じる",
    ])
}
