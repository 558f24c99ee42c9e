/// Why a Material 3 date or time picker is refused. Each message is one line that names the rule
/// and the value that broke it.
public enum MaterialPickerError: ModelRuleError, Hashable, Sendable, CustomStringConvertible {
  /// A range was given to a picker that chooses one date (its mode).
  case rangeInSingleMode(MaterialDatePickerMode)
  /// One date was given to the range picker.
  case singleSelectionInRangeMode
  /// The range ends before it starts.
  case rangeEndsBeforeStart(start: CalendarDate, end: CalendarDate)
  /// A date (what it is: `selection`, `today`, `display month`, `range start`…) outside the
  /// picker's years.
  case outsideYears(role: String, year: Int, years: ClosedRange<Int>)
  /// The years are not inside 1...9999.
  case badYears(ClosedRange<Int>)
  /// Input text given to a picker that is not the modal input.
  case inputTextOutsideInputMode(MaterialDatePickerMode)
  /// A locale identifier Foundation does not know.
  case unknownLocale(String)
  /// A locale whose language has no table of the platform's words (``MaterialWords``).
  case noPlatformWords(locale: String)
  /// The docked picker in a language other than English: its year arrows and month menu have no
  /// platform translation (neither Compose nor Flutter ships a docked picker).
  case dockedPickerUntranslated(language: String)
  /// An hour outside 0...23.
  case hourOutOfRange(Int)
  /// A minute outside 0...59.
  case minuteOutOfRange(Int)
  /// The landscape layout asked for the input picker, which has one layout.
  case landscapeInput

  /// The one-line message.
  public var description: String {
    switch self {
    case .rangeInSingleMode(let mode):
      "material date picker (\(mode.rawValue)): a range needs the modal-range or "
        + "fullscreen-range mode"
    case .singleSelectionInRangeMode:
      "material date picker (modal-range or fullscreen-range): give a start and an end, not one "
        + "selected date"
    case .rangeEndsBeforeStart(let start, let end):
      "material date picker: the range ends (\(end)) before it starts (\(start))"
    case .outsideYears(let role, let year, let years):
      "material date picker: the \(role)'s year \(year) is outside "
        + "\(years.lowerBound)...\(years.upperBound)"
    case .badYears(let years):
      "material date picker: years \(years.lowerBound)...\(years.upperBound) are not inside "
        + "\(CalendarDate.supportedYears.lowerBound)...\(CalendarDate.supportedYears.upperBound)"
    case .inputTextOutsideInputMode(let mode):
      "material date picker (\(mode.rawValue)): input text needs the modal-input mode"
    case .unknownLocale(let identifier):
      "material picker: unknown locale identifier \(String(reflecting: String(identifier.prefix(64))))"
    case .noPlatformWords(let locale):
      "material picker: no platform words for the language of "
        + String(reflecting: String(locale.prefix(64)))
        + " (Compose's and Flutter's translations are tabled for "
        + MaterialWords.languages.joined(separator: ", ") + ")"
    case .dockedPickerUntranslated(let language):
      "material date picker (docked): its year arrows and month menu have no platform "
        + "translation (neither Compose nor Flutter has a docked picker), so it is drawn in en "
        + "only, not \(language)"
    case .hourOutOfRange(let hour): "material time picker: hour \(hour) is outside 0...23"
    case .minuteOutOfRange(let minute): "material time picker: minute \(minute) is outside 0...59"
    case .landscapeInput:
      "material time picker: the input picker has no landscape layout (use a dial mode)"
    }
  }
}
