import Foundation

/// A Material 3 time picker (dial or input) as a value: the time, 12- or 24-hour, which field is
/// selected or focused, the orientation and the locale its numbers and AM/PM come from.
///
/// ```swift
/// let picker = try MaterialTimePicker(hour: 10, minute: 30, mode: .dialHour)
/// picker.hourText  // "10"
/// picker.period    // .am
/// ```
public struct MaterialTimePicker: Sendable {
  /// The hour, 0…23.
  public let hour: Int
  /// The minute, 0…59.
  public let minute: Int
  /// Whether the clock is 24-hour (no AM/PM, an inner ring on the hour dial).
  public let is24Hour: Bool
  /// Dial (hour or minute) or input.
  public let mode: MaterialTimePickerMode
  /// Portrait or landscape (dial modes only).
  public let orientation: MaterialTimeOrientation
  /// The selected time selector (dial: follows the mode) or the focused input field.
  public let focusedField: MaterialTimeField
  /// The locale identifier, known to Foundation.
  public let localeIdentifier: String
  private let locale: MaterialLocale

  /// Creates a picker, checking its rules (each a ``MaterialPickerError``): hour 0…23, minute
  /// 0…59, landscape only for a dial, a known locale whose language has the platform's words
  /// (``MaterialWords``). Without `is24Hour` the clock is the locale's (its `j` skeleton, as
  /// Compose's default `is24Hour` follows the system's `DateFormat.is24HourFormat`): 24-hour in
  /// de_DE and en_GB, 12-hour in en_US. On the dial the selected field is the mode's;
  /// `focusedField` chooses the input picker's focused field.
  public init(
    hour: Int, minute: Int, is24Hour: Bool? = nil, mode: MaterialTimePickerMode,
    orientation: MaterialTimeOrientation = .portrait, focusedField: MaterialTimeField = .hour,
    localeIdentifier: String = "en_US"
  ) throws(MaterialPickerError) {
    guard (0...23).contains(hour) else { throw .hourOutOfRange(hour) }
    guard (0...59).contains(minute) else { throw .minuteOutOfRange(minute) }
    guard mode.showsDial || orientation == .portrait else { throw .landscapeInput }
    let locale = try MaterialLocale(localeIdentifier)
    self.locale = locale
    self.hour = hour
    self.minute = minute
    self.is24Hour = is24Hour ?? locale.pickerLocale.uses24HourClock
    self.mode = mode
    self.orientation = orientation
    switch mode {
    case .dialHour: self.focusedField = .hour
    case .dialMinute: self.focusedField = .minute
    case .input: self.focusedField = focusedField
    }
    self.localeIdentifier = localeIdentifier
  }

  /// AM or PM, `nil` on a 24-hour clock.
  public var period: MaterialDayPeriod? {
    is24Hour ? nil : (hour < 12 ? .am : .pm)
  }

  /// The hour as the selector shows it: `10` (12-hour: 12 for noon and midnight; 24-hour: two
  /// digits).
  public var hourText: String {
    is24Hour ? locale.number(hour, digits: 2) : locale.number(hour % 12 == 0 ? 12 : hour % 12)
  }

  /// The minute, two digits: `30`.
  public var minuteText: String { locale.number(minute, digits: 2) }

  /// The platform's words in the picker's language (Compose's and Flutter's translations).
  public var words: MaterialWords { locale.words }

  /// Whether the locale's script runs right to left (he, ar, fa, ur): the dialog mirrors.
  public var isRightToLeft: Bool { locale.pickerLocale.isRightToLeft }

  /// The BCP 47 language its text is shaped in (`en`, `ar`).
  public var language: String { locale.pickerLocale.language }

  /// The period toggle's words (`AM`, `PM` in English; `ص`, `م` in Arabic), Compose's
  /// `time_picker_am` and `time_picker_pm`.
  public var periodSymbols: (am: String, pm: String) {
    (words[.timePickerAM], words[.timePickerPM])
  }

  /// The headline: `Select time` on the dial, `Enter time` on the input (Flutter's
  /// `timePickerDialHelpText` and `timePickerInputHelpText`), in the picker's language.
  public var headline: String {
    words[mode == .input ? .timePickerInputTitle : .timePickerDialTitle]
  }

  /// The numbers on the dial: hours `12, 1 … 11`, or minutes `00, 05 … 55`; empty for the input
  /// picker. On a 24-hour clock the hours are Compose's `ClockFace` (`TimePicker.kt` @032950a1):
  /// the outer ring `Hours % 12`, `0, 1 … 11`, the inner ring `ExtraHours`, `12, 13 … 23`, each
  /// written as `toLocalString()` writes it (no zero padding: `0`, not `00`).
  public var dialLabels: [MaterialDialLabel] {
    switch mode {
    case .input: return []
    case .dialMinute:
      return (0..<12).map { position in
        MaterialDialLabel(
          value: position * 5, text: locale.number(position * 5, digits: 2), position: position,
          inner: false)
      }
    case .dialHour:
      guard is24Hour else {
        return (0..<12).map { position in
          let value = position == 0 ? 12 : position
          return MaterialDialLabel(
            value: value, text: locale.number(value), position: position, inner: false)
        }
      }
      let outer = (0..<12).map { position in
        MaterialDialLabel(
          value: position, text: locale.number(position), position: position, inner: false)
      }
      let inner = (0..<12).map { position in
        MaterialDialLabel(
          value: position + 12, text: locale.number(position + 12), position: position,
          inner: true)
      }
      return outer + inner
    }
  }

  /// The label the handle sits on, if the value is on one (a minute not a multiple of 5 is not).
  public var selectedDialLabel: MaterialDialLabel? {
    dialLabels.first { label in
      switch mode {
      case .dialHour:
        is24Hour ? label.value == hour : label.value % 12 == hour % 12
      case .dialMinute: label.value == minute
      case .input: false
      }
    }
  }

  /// The handle's angle in degrees clockwise from the top (hours 30° apart, minutes 6°).
  public var handleAngle: Double {
    mode == .dialMinute ? Double(minute) * 6 : Double(hour % 12) * 30
  }

  /// Whether the handle sits on the inner ring: the 24-hour hours 12…23 (Compose's
  /// `TimePickerState`: `isInnerCircle = hour >= 12`).
  public var handleOnInnerRing: Bool {
    mode == .dialHour && is24Hour && hour >= 12
  }
}
