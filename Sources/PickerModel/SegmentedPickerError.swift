/// Why a segmented picker is refused: each case is one of the spec's "Use when / Do not use" or
/// "Must haves" rules, and its message is one line that names the rule and what broke it.
public enum SegmentedPickerError: ModelRuleError, Hashable, Sendable, CustomStringConvertible {
  /// No visible group label, or only spaces.
  case missingGroupLabel
  /// The accessibility label is missing (`nil`) or differs from the visible group label.
  case accessibilityLabelMismatch(visible: String, accessibility: String?)
  /// Fewer than two options.
  case tooFewOptions(Int)
  /// More than five options.
  case tooManyOptions(Int)
  /// An option whose text is empty or only spaces (its index).
  case emptyOption(Int)
  /// Two options with the same text (the text, the first and second index).
  case duplicateOption(String, first: Int, second: Int)
  /// A selected or focused index outside the options (which one, the index, the count).
  case indexOutOfRange(role: String, index: Int, count: Int)
  /// A track width that is not a finite positive number of points.
  case badWidth(Double)
  /// The one-line message.
  public var description: String {
    switch self {
    case .missingGroupLabel:
      return "segmented picker: the group label is missing or empty; give the group a visible "
        + "label (Picker label text or a preceding Text) that names what the segments choose"
    case .accessibilityLabelMismatch(let visible, nil):
      return "segmented picker \"\(Self.shown(visible))\": no accessibility label; set "
        + ".accessibilityLabel(\"\(Self.shown(visible))\") with .accessibilityElement(children: "
        + ".contain), or VoiceOver never speaks the group name"
    case .accessibilityLabelMismatch(let visible, let spoken?):
      return "segmented picker \"\(Self.shown(visible))\": accessibility label "
        + "\"\(Self.shown(spoken))\" does not match the visible group label "
        + "\"\(Self.shown(visible))\""
    case .tooFewOptions(let count):
      return "segmented picker: \(count) option\(count == 1 ? "" : "s"), needs two to five; "
        + "for a single on/off setting use a switch (switch.basic)"
    case .tooManyOptions(let count):
      return "segmented picker: \(count) options, at most five; use the menu style (select.menu)"
    case .emptyOption(let index):
      return "segmented picker: option \(index + 1) has no text; every segment needs clear, "
        + "distinct text"
    case .duplicateOption(let text, let first, let second):
      return "segmented picker: options \(first + 1) and \(second + 1) are both "
        + "\"\(Self.shown(text))\"; every segment needs distinct text"
    case .indexOutOfRange(let role, let index, let count):
      return "segmented picker: \(role) index \(index) is outside the \(count) options "
        + "(0…\(max(count - 1, 0)))"
    case .badWidth(let width):
      return "segmented picker: track width \(width) is not a positive number of points"
    }
  }

  /// `text` cut to 24 characters, so a pasted paragraph still makes a one-line message.
  static func shown(_ text: String) -> String { FitError.shown(text) }
}
