extension MaterialWords {
  /// Russian (`ru`).
  /// Compose: `androidx/androidx`
  /// `compose/material3/material3/src/androidMain/res/values-ru/strings.xml` @08d9fd12.
  /// Flutter: `flutter/flutter` `packages/flutter_localizations/lib/src/l10n/material_ru.arb`
  /// @0cb17d7c.
  ///
  /// The file writes OK in Cyrillic letters (U+041E U+041A).
  static let russian = MaterialWords(
    language: "ru",
    [
      // date_picker_title
      .datePickerTitle: "Выбор даты",
      // date_range_picker_title
      .dateRangePickerTitle: "Выберите даты",
      // date_input_title
      .dateInputTitle: "Выберите дату",
      // date_picker_headline
      .datePickerHeadline: "Выбранная дата",
      // date_input_headline
      .dateInputHeadline: "Введенная дата",
      // date_range_picker_start_headline
      .dateRangeStartHeadline: "Дата начала",
      // date_range_picker_end_headline
      .dateRangeEndHeadline: "Дата окончания",
      // date_picker_switch_to_input_mode
      .switchToInputMode: "Перейти в режим ввода текста",
      // date_picker_switch_to_calendar_mode
      .switchToCalendarMode: "Перейти в режим выбора даты",
      // date_picker_switch_to_year_selection
      .switchToYearSelection: "Перейти к выбору года",
      // date_picker_switch_to_previous_month
      .previousMonth: "Перейти к предыдущему месяцу",
      // date_picker_switch_to_next_month
      .nextMonth: "Перейти к следующему месяцу",
      // date_picker_today_description
      .today: "Сегодня",
      // date_input_label
      .dateInputLabel: "Дата",
      // date_input_invalid_for_pattern
      .dateInputInvalidForPattern: "Дата не соответствует допустимому шаблону: %1$s",
      // date_input_invalid_year_range
      .dateInputInvalidYearRange: "Дата не входит в допустимый диапазон: %1$s–%2$s",
      // time_picker_hour
      .timePickerHour: "Часы",
      // time_picker_minute
      .timePickerMinute: "Минуты",
      // time_picker_am
      .timePickerAM: "AM",
      // time_picker_pm
      .timePickerPM: "PM",
      // cancelButtonLabel
      .cancel: "Отмена",
      // okButtonLabel
      .ok: "ОК",
      // timePickerDialHelpText
      .timePickerDialTitle: "Выберите время",
      // timePickerInputHelpText
      .timePickerInputTitle: "Укажите время",
      // inputTimeModeButtonLabel
      .switchToTimeInput: "Перейти в режим ввода текста",
      // dialModeButtonLabel
      .switchToDial: "Перейти в режим выбора времени",
      // saveButtonLabel
      .save: "Сохранить",
      // closeButtonTooltip
      .close: "Закрыть",
    ])
}
