import PickerModel
import Testing

/// The Time Picker's digits, AM/PM words and the locale's own Format come from Foundation; the
/// default (en_US) writes the spec's `09:30 AM`.
@Suite struct TimePickerLocaleTests {
  static let nineThirty = TimeSlot(hour: 9, minute: 30)!
  static let afternoon = TimeSlot(hour: 14, minute: 0)!

  /// The header follows the card's clock, as the list does (issue 21: a 12-hour card headed
  /// `20:00` over a list in `08:00 PM`), in every locale.
  @Test(arguments: [
    ("en_US", TimeFormat.twelveHour, "09:30 AM", "02:00 PM", "02:00 PM"),
    ("en_US", .twentyFourHour, "09:30", "14:00", "14:00"),
    ("ar_EG", .twelveHour, "٠٩:٣٠ ص", "٠٢:٠٠ م", "٠٢:٠٠ م"),
    ("ar_EG", .twentyFourHour, "٠٩:٣٠", "١٤:٠٠", "١٤:٠٠"),
    ("de_DE", .twentyFourHour, "09:30", "14:00", "14:00"),
    ("de_DE", .twelveHour, "09:30 AM", "02:00 PM", "02:00 PM"),
    ("he_IL", .twentyFourHour, "09:30", "14:00", "14:00"),
  ])
  func labels(
    identifier: String, format: TimeFormat, morning: String, later: String, header: String
  ) {
    let picker = TimePicker(format: format, localeIdentifier: identifier)
    #expect(picker.label(of: Self.nineThirty) == morning)
    #expect(picker.label(of: Self.afternoon) == later)
    #expect(picker.headerTime(of: Self.afternoon) == header)
  }

  @Test func theDefaultMatchesTheSlotsOwnLabels() {
    for format in TimeFormat.allCases {
      let picker = TimePicker(format: format)
      #expect(picker.localeIdentifier == "en_US")
      #expect(TimePicker.slots.allSatisfy { picker.label(of: $0) == $0.label(in: format) })
    }
  }

  @Test(arguments: [
    ("en_US", TimeFormat.twelveHour), ("ar_EG", .twelveHour), ("de_DE", .twentyFourHour),
    ("he_IL", .twentyFourHour), ("en_GB", .twentyFourHour),
  ])
  func theLocalesFormat(identifier: String, format: TimeFormat) {
    #expect(TimeFormat(locale: PickerLocale(identifier)) == format)
  }

  /// A cleared header's placeholder has the time's shape in dashes: a period's worth more in
  /// 12-hour, in every locale (no digits or words to translate).
  @Test(
    arguments: [
      ("en_US", TimeFormat.twelveHour, "--"), ("en_US", .twentyFourHour, nil),
      ("ar_EG", .twelveHour, "--"), ("he_IL", .twentyFourHour, nil),
    ] as [(String, TimeFormat, String?)])
  func thePlaceholderFollowsTheClock(identifier: String, format: TimeFormat, period: String?) {
    let picker = TimePicker(format: format, localeIdentifier: identifier)
    #expect(TimePicker.placeholderDigits == "--:--")
    #expect(picker.placeholderPeriod == period)
  }
}
