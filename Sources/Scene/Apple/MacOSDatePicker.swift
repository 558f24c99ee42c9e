import PickerModel

/// A macOS date picker (NSDatePicker) as a value, for the macOS mirror scenes: its style, the
/// selected date and time, an optional selected range (graphical style), the element with
/// keyboard focus (textual style) and the locale.
///
/// ```swift
/// let picker = try MacOSDatePicker(
///   style: .graphical, date: sixteenth, hour: 10, minute: 30, range: twelfth...sixteenth)
/// ```
public struct MacOSDatePicker: Hashable, Sendable {
  /// NSDatePicker's styles; `graphical`, `clock` and `clockAndCalendar` are its one graphical
  /// style (`.clockAndCalendar`) with date elements, time elements, or both.
  public enum Style: String, Hashable, Sendable, CaseIterable {
    /// A field with date and time elements and a stepper (`.textFieldAndStepper`).
    case textual
    /// The calendar (`.clockAndCalendar` with date elements).
    case graphical
    /// The clock face (`.clockAndCalendar` with time elements).
    case clock
    /// The calendar and the clock face side by side (`.clockAndCalendar` with date and time
    /// elements).
    case clockAndCalendar = "clock-and-calendar"

    /// Whether it shows the calendar.
    public var showsCalendar: Bool { self == .graphical || self == .clockAndCalendar }
  }

  /// The style.
  public let style: Style
  /// The selected day (the range's end when a range is selected).
  public let date: CalendarDate
  /// The hour, 0–23.
  public let hour: Int
  /// The minute, 0–59.
  public let minute: Int
  /// The selected range (`dateRangeMode`), graphical style only.
  public let range: ClosedRange<CalendarDate>?
  /// The textual field's focused element, as its pattern letter (`d` for the day); `nil` for
  /// none.
  public let focusedElement: Character?
  /// The locale (`en_US`, `de_DE`).
  public let localeIdentifier: String

  /// Creates a picker.
  ///
  /// - Throws: ``SceneError/badComponent(_:)`` for an hour or minute out of range, a locale
  ///   Foundation does not know, or a range in a style other than graphical.
  public init(
    style: Style, date: CalendarDate, hour: Int = 0, minute: Int = 0,
    range: ClosedRange<CalendarDate>? = nil, focusedElement: Character? = nil,
    localeIdentifier: String = "en_US"
  ) throws(SceneError) {
    guard (0...23).contains(hour), (0...59).contains(minute) else {
      throw .badComponent("macOS date picker: no time \(hour):\(minute) (hour 0–23, minute 0–59)")
    }
    guard PickerLocale.isAvailable(localeIdentifier) else {
      throw .badComponent("macOS date picker: unknown locale \"\(localeIdentifier)\"")
    }
    guard range == nil || style == .graphical else {
      throw .badComponent("macOS date picker: a range needs the graphical style, not \(style)")
    }
    self.style = style
    self.date = date
    self.hour = hour
    self.minute = minute
    self.range = range
    self.focusedElement = focusedElement
    self.localeIdentifier = localeIdentifier
  }
}
