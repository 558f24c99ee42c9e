extension MaterialWords {
  /// Portuguese as written in Brazil (`pt`, `pt_BR`).
  /// Compose (keys `m3c_`-prefixed): `androidx/androidx`
  /// `compose/material3/material3/src/androidMain/res/values-pt-rBR/strings.xml` @31adf48a.
  /// Flutter: `flutter/flutter` `packages/flutter_localizations/lib/src/l10n/material_pt.arb`
  /// @0146a6b5.
  static let portugueseBrazil = MaterialWords(
    language: "pt-BR",
    [
      // m3c_date_picker_title
      .datePickerTitle: "Selecionar data",
      // m3c_date_range_picker_title
      .dateRangePickerTitle: "Selecionar datas",
      // m3c_date_input_title
      .dateInputTitle: "Selecionar data",
      // m3c_date_picker_headline
      .datePickerHeadline: "Data selecionada",
      // m3c_date_input_headline
      .dateInputHeadline: "Data informada",
      // m3c_date_range_picker_start_headline
      .dateRangeStartHeadline: "Data de início",
      // m3c_date_range_picker_end_headline
      .dateRangeEndHeadline: "Data de término",
      // m3c_date_picker_switch_to_input_mode
      .switchToInputMode: "Usar o modo de entrada de texto",
      // m3c_date_picker_switch_to_calendar_mode
      .switchToCalendarMode: "Usar o modo de entrada na agenda",
      // m3c_date_picker_switch_to_year_selection
      .switchToYearSelection: "Usar a seleção de ano",
      // m3c_date_picker_switch_to_previous_month
      .previousMonth: "Mudar para o mês anterior",
      // m3c_date_picker_switch_to_next_month
      .nextMonth: "Mudar para o próximo mês",
      // m3c_date_picker_today_description
      .today: "Hoje",
      // m3c_date_input_label
      .dateInputLabel: "Data",
      // m3c_date_input_invalid_for_pattern
      .dateInputInvalidForPattern: "A data não está no padrão esperado: %1$s",
      // m3c_date_input_invalid_year_range
      .dateInputInvalidYearRange: "A data está fora do intervalo de anos esperado: %1$s a %2$s",
      // m3c_time_picker_hour
      .timePickerHour: "Hora",
      // m3c_time_picker_minute
      .timePickerMinute: "Minuto",
      // m3c_time_picker_am
      .timePickerAM: "AM",
      // m3c_time_picker_pm
      .timePickerPM: "PM",
      // cancelButtonLabel
      .cancel: "Cancelar",
      // okButtonLabel
      .ok: "OK",
      // timePickerDialHelpText
      .timePickerDialTitle: "Selecione o horário",
      // timePickerInputHelpText
      .timePickerInputTitle: "Insira o horário",
      // inputTimeModeButtonLabel
      .switchToTimeInput: "Alternar para o modo de entrada de texto",
      // dialModeButtonLabel
      .switchToDial: "Alternar para o modo de seleção de discagem",
      // saveButtonLabel
      .save: "Salvar",
      // closeButtonTooltip
      .close: "Fechar",
    ])
}
