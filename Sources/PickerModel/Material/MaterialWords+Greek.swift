extension MaterialWords {
  /// Greek (`el`).
  /// Compose: `androidx/androidx`
  /// `compose/material3/material3/src/androidMain/res/values-el/strings.xml` @08d9fd12.
  /// Flutter: `flutter/flutter` `packages/flutter_localizations/lib/src/l10n/material_el.arb`
  /// @60a46b09.
  ///
  /// The files write ΟΚ, ΠΜ and ΜΜ in Greek capitals.
  static let greek = MaterialWords(
    language: "el",
    [
      // date_picker_title
      .datePickerTitle: "Επιλογή ημερομηνίας",
      // date_range_picker_title
      .dateRangePickerTitle: "Επιλογή ημερομηνιών",
      // date_input_title
      .dateInputTitle: "Επιλογή ημερομηνίας",
      // date_picker_headline
      .datePickerHeadline: "Επιλεγμένη ημερομηνία",
      // date_input_headline
      .dateInputHeadline: "Εισαγωγή ημερομηνίας",
      // date_range_picker_start_headline
      .dateRangeStartHeadline: "Ημερομηνία έναρξης",
      // date_range_picker_end_headline
      .dateRangeEndHeadline: "Ημερομηνία λήξης",
      // date_picker_switch_to_input_mode
      .switchToInputMode: "Εναλλαγή στη λειτουργία εισαγωγής κειμένου",
      // date_picker_switch_to_calendar_mode
      .switchToCalendarMode: "Εναλλαγή στη λειτουργία εισαγωγής ημερολογίου",
      // date_picker_switch_to_year_selection
      .switchToYearSelection: "Εναλλαγή σε επιλογή έτους",
      // date_picker_switch_to_previous_month
      .previousMonth: "Αλλαγή στον προηγούμενο μήνα",
      // date_picker_switch_to_next_month
      .nextMonth: "Αλλαγή στον επόμενο μήνα",
      // date_picker_today_description
      .today: "Σήμερα",
      // date_input_label
      .dateInputLabel: "Ημερομηνία",
      // date_input_invalid_for_pattern
      .dateInputInvalidForPattern: "Η ημερομηνία δεν αντιστοιχεί στο αναμενόμενο μοτίβο: %1$s",
      // date_input_invalid_year_range
      .dateInputInvalidYearRange:
        "Η ημερομηνία είναι εκτός του αναμενόμενου εύρους ετών %1$s - %2$s",
      // time_picker_hour
      .timePickerHour: "Ώρα",
      // time_picker_minute
      .timePickerMinute: "Λεπτό",
      // time_picker_am
      .timePickerAM: "ΠΜ",
      // time_picker_pm
      .timePickerPM: "ΜΜ",
      // cancelButtonLabel
      .cancel: "Ακύρωση",
      // okButtonLabel
      .ok: "ΟΚ",
      // timePickerDialHelpText
      .timePickerDialTitle: "Επιλογή ώρας",
      // timePickerInputHelpText
      .timePickerInputTitle: "Εισαγωγή ώρας",
      // inputTimeModeButtonLabel
      .switchToTimeInput: "Εναλλαγή στη λειτουργία εισαγωγής κειμένου",
      // dialModeButtonLabel
      .switchToDial: "Εναλλαγή στη λειτουργία επιλογέα κλήσης",
      // saveButtonLabel
      .save: "Αποθήκευση",
      // closeButtonTooltip
      .close: "Κλείσιμο",
    ])
}
