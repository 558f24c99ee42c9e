import PickerModel
import Testing

/// The Material 3 time picker model: its rules, the dial's labels and handle, AM/PM, focus.
@Suite struct MaterialTimePickerTests {
  @Test func tenThirtyOnTheHourDial() throws {
    let picker = try MaterialTimePicker(hour: 10, minute: 30, mode: .dialHour)
    #expect(picker.hourText == "10" && picker.minuteText == "30")
    #expect(picker.period == .am)
    #expect(picker.focusedField == .hour)
    #expect(picker.dialLabels.map(\.text) == ["12"] + (1...11).map(String.init))
    #expect(picker.selectedDialLabel?.text == "10")
    #expect(picker.handleAngle == 300)
    #expect(picker.periodSymbols.am == "AM" && picker.periodSymbols.pm == "PM")
    #expect(picker.headline == "Select time")
  }

  @Test func theMinuteDialCountsInFives() throws {
    let picker = try MaterialTimePicker(hour: 10, minute: 30, mode: .dialMinute)
    #expect(picker.focusedField == .minute)
    #expect(picker.dialLabels.map(\.text).prefix(3) == ["00", "05", "10"])
    #expect(picker.selectedDialLabel?.text == "30")
    #expect(picker.handleAngle == 180)
    let between = try MaterialTimePicker(hour: 10, minute: 32, mode: .dialMinute)
    #expect(between.selectedDialLabel == nil && between.handleAngle == 192)
  }

  @Test func the24HourDialHasAnInnerRing() throws {
    let picker = try MaterialTimePicker(hour: 10, minute: 30, is24Hour: true, mode: .dialHour)
    #expect(picker.period == nil)
    #expect(picker.hourText == "10")
    // Compose `ClockFace`: the outer ring `Hours % 12`, the inner ring `ExtraHours`.
    let outer = picker.dialLabels.filter { !$0.inner }
    let inner = picker.dialLabels.filter(\.inner)
    #expect(outer.map(\.text) == (0...11).map(String.init))
    #expect(inner.map(\.text) == (12...23).map(String.init))
    #expect(picker.dialLabels.count == 24)
    #expect(!picker.handleOnInnerRing && picker.selectedDialLabel?.inner == false)
    let evening = try MaterialTimePicker(hour: 22, minute: 0, is24Hour: true, mode: .dialHour)
    #expect(evening.handleOnInnerRing && evening.selectedDialLabel?.text == "22")
    let noon = try MaterialTimePicker(hour: 12, minute: 0, is24Hour: true, mode: .dialHour)
    #expect(noon.handleOnInnerRing && noon.selectedDialLabel?.text == "12")
    let midnight = try MaterialTimePicker(hour: 0, minute: 5, is24Hour: true, mode: .dialHour)
    #expect(midnight.hourText == "00" && !midnight.handleOnInnerRing)
    #expect(midnight.selectedDialLabel?.text == "0")
  }

  @Test(arguments: [
    (0, "12", MaterialDayPeriod.am), (12, "12", .pm), (13, "1", .pm), (11, "11", .am),
  ])
  func twelveHourText(hour: Int, text: String, period: MaterialDayPeriod) throws {
    let picker = try MaterialTimePicker(hour: hour, minute: 0, mode: .input)
    #expect(picker.hourText == text && picker.period == period)
  }

  @Test func theInputKeepsItsFocusedFieldAndHasNoDial() throws {
    let picker = try MaterialTimePicker(
      hour: 10, minute: 30, mode: .input, focusedField: .minute)
    #expect(picker.focusedField == .minute && picker.dialLabels.isEmpty)
    #expect(picker.headline == "Enter time")
  }

  @Test(arguments: [
    (
      24, 0, MaterialTimePickerMode.dialHour, MaterialTimeOrientation.portrait,
      MaterialPickerError.hourOutOfRange(24)
    ),
    (-1, 0, .dialHour, .portrait, .hourOutOfRange(-1)),
    (10, 60, .dialMinute, .portrait, .minuteOutOfRange(60)),
    (10, -5, .dialMinute, .portrait, .minuteOutOfRange(-5)),
    (10, 30, .input, .landscape, .landscapeInput),
  ])
  func rules(
    hour: Int, minute: Int, mode: MaterialTimePickerMode, orientation: MaterialTimeOrientation,
    error: MaterialPickerError
  ) {
    #expect(throws: error) {
      try MaterialTimePicker(hour: hour, minute: minute, mode: mode, orientation: orientation)
    }
  }

  @Test func anUnknownLocaleIsRefused() {
    #expect(throws: MaterialPickerError.unknownLocale("zz")) {
      try MaterialTimePicker(hour: 1, minute: 2, mode: .input, localeIdentifier: "zz")
    }
  }
}
