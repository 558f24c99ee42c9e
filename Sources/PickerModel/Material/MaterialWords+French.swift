extension MaterialWords {
  /// French (`fr`).
  /// Compose: `androidx/androidx`
  /// `compose/material3/material3/src/androidMain/res/values-fr/strings.xml` @08d9fd12.
  /// Flutter: `flutter/flutter` `packages/flutter_localizations/lib/src/l10n/material_fr.arb`
  /// @0146a6b5.
  ///
  /// The space before a colon is written as the index shows it (a plain space); the source may
  /// hold a no-break space there.
  static let french = MaterialWords(
    language: "fr",
    [
      // date_picker_title
      .datePickerTitle: "Sélectionner une date",
      // date_range_picker_title
      .dateRangePickerTitle: "Sélectionner des dates",
      // date_input_title
      .dateInputTitle: "Sélectionner une date",
      // date_picker_headline
      .datePickerHeadline: "Date sélectionnée",
      // date_input_headline
      .dateInputHeadline: "Date saisie",
      // date_range_picker_start_headline
      .dateRangeStartHeadline: "Date de début",
      // date_range_picker_end_headline
      .dateRangeEndHeadline: "Date de fin",
      // date_picker_switch_to_input_mode
      .switchToInputMode: "Passer au mode de saisie Texte",
      // date_picker_switch_to_calendar_mode
      .switchToCalendarMode: "Passer au mode de saisie Agenda",
      // date_picker_switch_to_year_selection
      .switchToYearSelection: "Passer à la sélection d'une année",
      // date_picker_switch_to_previous_month
      .previousMonth: "Passer au mois précédent",
      // date_picker_switch_to_next_month
      .nextMonth: "Passer au mois suivant",
      // date_picker_today_description
      .today: "Aujourd'hui",
      // date_input_label
      .dateInputLabel: "Date",
      // date_input_invalid_for_pattern
      .dateInputInvalidForPattern: "La date ne correspond pas au format attendu : %1$s",
      // date_input_invalid_year_range
      .dateInputInvalidYearRange: "Date hors de la plage d'années attendue : %1$s - %2$s",
      // time_picker_hour
      .timePickerHour: "Heure",
      // time_picker_minute
      .timePickerMinute: "Minute",
      // time_picker_am
      .timePickerAM: "AM",
      // time_picker_pm
      .timePickerPM: "PM",
      // cancelButtonLabel
      .cancel: "Annuler",
      // okButtonLabel
      .ok: "OK",
      // timePickerDialHelpText
      .timePickerDialTitle: "Sélectionner une heure",
      // timePickerInputHelpText
      .timePickerInputTitle: "Saisir une heure",
      // inputTimeModeButtonLabel
      .switchToTimeInput: "Passer au mode de saisie au format texte",
      // dialModeButtonLabel
      .switchToDial: "Passer au mode de sélection via le cadran",
      // saveButtonLabel
      .save: "Enregistrer",
      // closeButtonTooltip
      .close: "Fermer",
    ])
}
