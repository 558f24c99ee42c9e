import PickerModel
import Testing

/// The Time Picker's digits, AM/PM words and the locale's own Format come from Foundation; the
/// default (en_US) writes the spec's `09:30 AM`.
@Suite struct TimePickerLocaleTests {
  static let nineThirty = TimeSlot(hour: 9, minute: 30)!
  static let afternoon = TimeSlot(hour: 14, minute: 0)!

  @Test(arguments: [
    ("en_US", TimeFormat.twelveHour, "09:30 AM", "02:00 PM", "14:00"),
    ("en_US", .twentyFourHour, "09:30", "14:00", "14:00"),
    ("ar_EG", .twelveHour, "٠٩:٣٠ ص", "٠٢:٠٠ م", "١٤:٠٠"),
    ("de_DE", .twentyFourHour, "09:30", "14:00", "14:00"),
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
}
