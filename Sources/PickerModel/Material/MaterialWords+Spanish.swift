extension MaterialWords {
  /// Spanish (`es`, every region).
  /// Compose (keys `m3c_`-prefixed): `androidx/androidx`
  /// `compose/material3/material3/src/androidMain/res/values-es/strings.xml` @1e36f5c4.
  /// Flutter: `flutter/flutter` `packages/flutter_localizations/lib/src/l10n/material_es.arb`
  /// @0146a6b5.
  ///
  /// `a. m.` and `p. m.` are written with the plain spaces the index shows; the source may hold
  /// no-break spaces.
  static let spanish = MaterialWords(
    language: "es",
    [
      // m3c_date_picker_title
      .datePickerTitle: "Seleccionar fecha",
      // m3c_date_range_picker_title
      .dateRangePickerTitle: "Seleccionar fechas",
      // m3c_date_input_title
      .dateInputTitle: "Seleccionar fecha",
      // m3c_date_picker_headline
      .datePickerHeadline: "Fecha seleccionada",
      // m3c_date_input_headline
      .dateInputHeadline: "Fecha introducida",
      // m3c_date_range_picker_start_headline
      .dateRangeStartHeadline: "Fecha de inicio",
      // m3c_date_range_picker_end_headline
      .dateRangeEndHeadline: "Fecha de finalización",
      // m3c_date_picker_switch_to_input_mode
      .switchToInputMode: "Cambiar al modo de introducción de texto",
      // m3c_date_picker_switch_to_calendar_mode
      .switchToCalendarMode: "Cambiar al modo de introducción de calendario",
      // m3c_date_picker_switch_to_year_selection
      .switchToYearSelection: "Cambiar para seleccionar un año",
      // m3c_date_picker_switch_to_previous_month
      .previousMonth: "Cambiar al mes anterior",
      // m3c_date_picker_switch_to_next_month
      .nextMonth: "Cambiar al mes siguiente",
      // m3c_date_picker_today_description
      .today: "Hoy",
      // m3c_date_input_label
      .dateInputLabel: "Fecha",
      // m3c_date_input_invalid_for_pattern
      .dateInputInvalidForPattern: "La fecha no coincide con el patrón esperado: %1$s",
      // m3c_date_input_invalid_year_range
      .dateInputInvalidYearRange: "Fecha fuera del intervalo de años previsto: %1$s - %2$s",
      // m3c_time_picker_hour
      .timePickerHour: "Hora",
      // m3c_time_picker_minute
      .timePickerMinute: "Minutos",
      // m3c_time_picker_am
      .timePickerAM: "a. m.",
      // m3c_time_picker_pm
      .timePickerPM: "p. m.",
      // cancelButtonLabel
      .cancel: "Cancelar",
      // okButtonLabel
      .ok: "ACEPTAR",
      // timePickerDialHelpText
      .timePickerDialTitle: "Seleccionar hora",
      // timePickerInputHelpText
      .timePickerInputTitle: "Introducir hora",
      // inputTimeModeButtonLabel
      .switchToTimeInput: "Cambiar al modo de introducción de texto",
      // dialModeButtonLabel
      .switchToDial: "Cambiar al modo de selección de hora",
      // saveButtonLabel
      .save: "Guardar",
      // closeButtonTooltip
      .close: "Cerrar",
    ])
}
