/// Why a Color Picker cannot be drawn as given. Each message is one line.
public enum ColorPickerRuleError: ModelRuleError, Hashable, Sendable, CustomStringConvertible {
  /// More saved swatches (the count) than the card's one saved row holds (the limit).
  case tooManySaved(Int, limit: Int)

  /// The one-line message.
  public var description: String {
    switch self {
    case .tooManySaved(let count, let limit):
      "color picker: \(count) saved swatches, at most \(limit) (the spec's one saved row: "
        + "seven places, the last for the Add button)"
    }
  }
}
