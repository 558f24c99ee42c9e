extension MaterialWords {
  /// German (`de`).
  /// Compose: `androidx/androidx`
  /// `compose/material3/material3/src/androidMain/res/values-de/strings.xml` @08d9fd12.
  /// Flutter: `flutter/flutter` `packages/flutter_localizations/lib/src/l10n/material_de.arb`
  /// @0cb17d7c.
  static let german = MaterialWords(
    language: "de",
    [
      // date_picker_title
      .datePickerTitle: "Datum auswählen",
      // date_range_picker_title
      .dateRangePickerTitle: "Daten auswählen",
      // date_input_title
      .dateInputTitle: "Datum auswählen",
      // date_picker_headline
      .datePickerHeadline: "Ausgewähltes Datum",
      // date_input_headline
      .dateInputHeadline: "Eingabedatum:",
      // date_range_picker_start_headline
      .dateRangeStartHeadline: "Startdatum",
      // date_range_picker_end_headline
      .dateRangeEndHeadline: "Enddatum",
      // date_picker_switch_to_input_mode
      .switchToInputMode: "In den Texteingabemodus wechseln",
      // date_picker_switch_to_calendar_mode
      .switchToCalendarMode: "In den Kalendereingabemodus wechseln",
      // date_picker_switch_to_year_selection
      .switchToYearSelection: "Zur Jahresauswahl wechseln",
      // date_picker_switch_to_previous_month
      .previousMonth: "Zum vorherigen Monat wechseln",
      // date_picker_switch_to_next_month
      .nextMonth: "Zum nächsten Monat wechseln",
      // date_picker_today_description
      .today: "Heute",
      // date_input_label
      .dateInputLabel: "Datum",
      // date_input_invalid_for_pattern
      .dateInputInvalidForPattern: "Datum entspricht nicht dem erwarteten Format: %1$s",
      // date_input_invalid_year_range
      .dateInputInvalidYearRange: "Datum liegt außerhalb des erwarteten Jahresbereichs (%1$s–%2$s)",
      // time_picker_hour
      .timePickerHour: "Stunde",
      // time_picker_minute
      .timePickerMinute: "Minute",
      // time_picker_am
      .timePickerAM: "AM",
      // time_picker_pm
      .timePickerPM: "PM",
      // cancelButtonLabel
      .cancel: "Abbrechen",
      // okButtonLabel
      .ok: "OK",
      // timePickerDialHelpText
      .timePickerDialTitle: "Uhrzeit auswählen",
      // timePickerInputHelpText
      .timePickerInputTitle: "Uhrzeit eingeben",
      // inputTimeModeButtonLabel
      .switchToTimeInput: "Zum Texteingabemodus wechseln",
      // dialModeButtonLabel
      .switchToDial: "Zur Uhrzeitauswahl wechseln",
      // saveButtonLabel
      .save: "Speichern",
      // closeButtonTooltip
      .close: "Schließen",
    ])
}
