import PickerModel
import Testing

/// The Material 3 pickers' platform words: one table a language, each from Compose's and
/// Flutter's own translations, every table with every word; a language without a table is
/// refused; the locale's clock.
@Suite struct MaterialWordsTests {
  /// The 16 languages issue 20 asks for.
  static let required = [
    "ar", "de", "el", "en", "es", "fa", "fr", "he", "hi", "ja", "ko", "pt-BR", "ru", "th", "ur",
    "zh-Hans",
  ]

  @Test func everyRequiredLanguageHasATable() {
    #expect(MaterialWords.languages == Self.required)
  }

  /// Every table holds every word, none empty or padded, with the English placeholders.
  @Test(arguments: MaterialWords.all)
  func everyTableHasEveryWord(table: MaterialWords) {
    #expect(Set(table.entries.keys) == Set(MaterialWord.allCases), "\(table.language)")
    for word in MaterialWord.allCases {
      let text = table[word]
      #expect(!text.isEmpty, "\(table.language) \(word)")
      #expect(text == text.trimmingWhitespace, "\(table.language) \(word) is padded")
      for placeholder in word.placeholders {
        #expect(text.contains(placeholder), "\(table.language) \(word) lacks \(placeholder)")
      }
      #expect(
        !text.contains("\\") && !text.hasPrefix("\""), "\(table.language) \(word) is escaped")
    }
  }

  /// Sampled words, each as its source file writes it (file and key named beside it).
  @Test(arguments: [
    // values-de/strings.xml date_picker_title; material_de.arb cancelButtonLabel
    ("de_DE", MaterialWord.datePickerTitle, "Datum auswählen"),
    ("de_DE", .cancel, "Abbrechen"),
    // values-fr/strings.xml date_picker_today_description; material_fr.arb timePickerDialHelpText
    ("fr_FR", .today, "Aujourd'hui"),
    ("fr_FR", .timePickerDialTitle, "Sélectionner une heure"),
    // values-es m3c_time_picker_am; material_es.arb okButtonLabel
    ("es_ES", .timePickerAM, "a. m."),
    ("es_MX", .ok, "ACEPTAR"),
    // values-pt-rBR m3c_date_range_picker_title; material_pt.arb timePickerInputHelpText
    ("pt_BR", .dateRangePickerTitle, "Selecionar datas"),
    ("pt", .timePickerInputTitle, "Insira o horário"),
    // values-ru date_input_label; material_ru.arb okButtonLabel (Cyrillic О and К)
    ("ru_RU", .dateInputLabel, "Дата"),
    ("ru_RU", .ok, "\u{041E}\u{041A}"),
    // values-el time_picker_am (Greek capitals); material_el.arb cancelButtonLabel
    ("el_GR", .timePickerAM, "\u{03A0}\u{039C}"),
    ("el_GR", .cancel, "Ακύρωση"),
    // values-iw date_picker_switch_to_next_month; material_he.arb okButtonLabel
    ("he_IL", .nextMonth, "מעבר לחודש הבא"),
    ("iw_IL", .ok, "אישור"),
    // values-ar m3c_time_picker_pm; material_ar.arb inputTimeModeButtonLabel
    ("ar_EG", .timePickerPM, "م"),
    ("ar", .switchToTimeInput, "التبديل إلى وضع \"إدخال النص\""),
    // values-fa m3c_date_range_picker_title (a zero-width non-joiner before ها);
    // material_fa.arb dialModeButtonLabel (one before گر)
    ("fa_IR", .dateRangePickerTitle, "تاریخ\u{200C}ها را انتخاب کنید"),
    ("fa_IR", .switchToDial, "رفتن به حالت انتخاب\u{200C}گر صفحه ساعت"),
    // values-ur m3c_date_picker_title; material_ur.arb okButtonLabel
    ("ur_PK", .datePickerTitle, "تاریخ منتخب کریں"),
    ("ur_PK", .ok, "ٹھیک ہے"),
    // values-hi m3c_date_input_label; material_hi.arb cancelButtonLabel
    ("hi_IN", .dateInputLabel, "तारीख"),
    ("hi_IN", .cancel, "रद्द करें"),
    // values-th m3c_time_picker_hour; material_th.arb timePickerDialHelpText
    ("th_TH", .timePickerHour, "ชั่วโมง"),
    ("th_TH", .timePickerDialTitle, "เลือกเวลา"),
    // values-ja m3c_date_picker_switch_to_previous_month; material_ja.arb okButtonLabel
    ("ja_JP", .previousMonth, "前月に変更"),
    ("ja_JP", .ok, "OK"),
    // values-zh-rCN m3c_time_picker_am; material_zh.arb okButtonLabel
    ("zh_CN", .timePickerAM, "上午"),
    ("zh_Hans_SG", .ok, "确定"),
    // values-ko m3c_time_picker_pm; material_ko.arb timePickerInputHelpText
    ("ko_KR", .timePickerPM, "오후"),
    ("ko_KR", .timePickerInputTitle, "시간 입력"),
    // values/strings.xml date_picker_title; material_en.arb cancelButtonLabel
    ("en_US", .datePickerTitle, "Select date"),
    ("en_GB", .cancel, "Cancel"),
  ])
  func sampledWordsAreTheSourcesOwn(locale: String, word: MaterialWord, text: String) throws {
    let table = try #require(MaterialWords.table(for: locale))
    #expect(table[word] == text)
  }

  /// The English words the goldens keep where the platforms write otherwise.
  @Test(arguments: [
    (MaterialWord.dateInputTitle, "Enter date"),
    (.switchToTimeInput, "Switch to text input"),
    (.switchToDial, "Switch to clock input"),
  ])
  func englishKeepsTheGoldensWords(word: MaterialWord, text: String) throws {
    #expect(try #require(MaterialWords.table(for: "en_US"))[word] == text)
  }

  @Test(
    arguments: [
      ("pt_BR", "pt-BR"), ("pt", "pt-BR"), ("pt_PT", nil), ("pt_AO", nil),
      ("zh_CN", "zh-Hans"), ("zh", "zh-Hans"), ("zh_Hans_HK", "zh-Hans"), ("zh_TW", nil),
      ("zh_Hant_TW", nil), ("zh_HK", nil),
      ("iw_IL", "he"), ("he-IL", "he"), ("en_GB", "en"), ("en_US@fw=mon", "en"),
      ("it_IT", nil), ("sw_KE", nil),
    ] as [(String, String?)])
  func localesFindTheirLanguagesTable(locale: String, tag: String?) {
    #expect(MaterialWords.table(for: locale)?.language == tag)
  }

  /// Compose's words with their placeholders filled.
  @Test func placeholdersAreFilledInOrder() throws {
    let german = try #require(MaterialWords.table(for: "de_DE"))
    #expect(
      german.format(.dateInputInvalidYearRange, "1900", "2100")
        == "Datum liegt außerhalb des erwarteten Jahresbereichs (1900–2100)")
  }

  // MARK: - Pickers

  @Test(arguments: ["it_IT", "sw_KE", "pt_PT", "zh_Hant_TW"])
  func aLanguageWithoutATableIsRefused(locale: String) throws {
    #expect(throws: MaterialPickerError.noPlatformWords(locale: locale)) {
      try MaterialTimePicker(hour: 10, minute: 30, mode: .dialHour, localeIdentifier: locale)
    }
    #expect(throws: MaterialPickerError.noPlatformWords(locale: locale)) {
      try MaterialDatePicker(
        mode: .modal, today: try CalendarDate(year: 2026, month: 1, day: 20),
        displayMonth: try YearMonth(year: 2026, month: 1), localeIdentifier: locale)
    }
    let message = MaterialPickerError.noPlatformWords(locale: locale).description
    #expect(message.contains(Self.required.joined(separator: ", ")))
    #expect(!message.contains("\n"))
  }

  @Test func theDockedPickerIsEnglishOnly() throws {
    #expect(throws: MaterialPickerError.dockedPickerUntranslated(language: "de")) {
      try MaterialDatePicker(
        mode: .docked, today: try CalendarDate(year: 2026, month: 1, day: 20),
        displayMonth: try YearMonth(year: 2026, month: 1), localeIdentifier: "de_DE")
    }
    _ = try MaterialDatePicker(
      mode: .docked, today: try CalendarDate(year: 2026, month: 1, day: 20),
      displayMonth: try YearMonth(year: 2026, month: 1), localeIdentifier: "en_GB")
  }

  /// The date picker's words come from its language's table.
  @Test func theDatePickerSpeaksItsLanguage() throws {
    let picker = try MaterialDatePicker(
      mode: .modalInput, today: try CalendarDate(year: 2026, month: 1, day: 20),
      displayMonth: try YearMonth(year: 2026, month: 1), inputText: "32.01.2026",
      localeIdentifier: "de_DE")
    #expect(picker.supportingText == "Datum auswählen")
    #expect(picker.headline == "Eingabedatum:")
    #expect(
      picker.inputErrorMessage == "Datum entspricht nicht dem erwarteten Format: DD.MM.YYYY")
    #expect(picker.words[.ok] == "OK" && !picker.isRightToLeft)
    let arabic = try MaterialDatePicker(
      mode: .modalRange, today: try CalendarDate(year: 2026, month: 1, day: 20),
      displayMonth: try YearMonth(year: 2026, month: 1), localeIdentifier: "ar_EG")
    #expect(arabic.supportingText == "اختيار التواريخ")
    #expect(arabic.rangeHeadlineParts == ["تاريخ البدء", "-", "تاريخ الانتهاء"])
    #expect(arabic.isRightToLeft && arabic.language == "ar")
  }

  /// The year range's years are written in the locale's digits.
  @Test func theYearRangeErrorUsesTheLocalesDigits() throws {
    let picker = try MaterialDatePicker(
      mode: .modalInput, today: try CalendarDate(year: 2025, month: 1, day: 20),
      displayMonth: try YearMonth(year: 2025, month: 1), inputText: "16/01/2026",
      years: 1900...2025, localeIdentifier: "en_GB")
    #expect(picker.inputErrorMessage == "Date out of expected year range 1900 - 2025")
  }

  // MARK: - The locale's clock

  /// Without `is24Hour` the time picker takes its locale's clock (the `j` skeleton).
  @Test(arguments: [
    ("en_US", false), ("en_GB", true), ("de_DE", true), ("he_IL", true), ("ar_EG", false),
    ("ko_KR", false), ("ja_JP", true), ("fr_FR", true),
  ])
  func theClockIsTheLocales(locale: String, is24Hour: Bool) throws {
    let picker = try MaterialTimePicker(
      hour: 10, minute: 30, mode: .dialHour, localeIdentifier: locale)
    #expect(picker.is24Hour == is24Hour)
    #expect((picker.period == nil) == is24Hour)
    let twelve = try MaterialTimePicker(
      hour: 22, minute: 30, is24Hour: false, mode: .dialHour, localeIdentifier: locale)
    #expect(!twelve.is24Hour && twelve.period == .pm)
  }

  /// Digits, words and periods from the locale.
  @Test func theTimePickerSpeaksItsLanguage() throws {
    let arabic = try MaterialTimePicker(
      hour: 10, minute: 30, mode: .dialHour, localeIdentifier: "ar_EG")
    #expect(arabic.hourText == "١٠" && arabic.minuteText == "٣٠")
    #expect(arabic.periodSymbols.am == "ص" && arabic.periodSymbols.pm == "م")
    #expect(arabic.headline == "اختيار الوقت")
    #expect(arabic.dialLabels.first?.text == "١٢")
    let korean = try MaterialTimePicker(
      hour: 10, minute: 30, mode: .input, localeIdentifier: "ko_KR")
    #expect(korean.headline == "시간 입력")
    #expect(korean.periodSymbols.am == "오전")
  }
}

extension String {
  /// The string without leading or trailing spaces and newlines.
  fileprivate var trimmingWhitespace: String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(scalars[first...last])
  }
}
