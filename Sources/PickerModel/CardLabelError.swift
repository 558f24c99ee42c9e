/// Why a card's `labels` were refused (``CardLabels/init(_:known:)``).
public enum CardLabelError: ModelRuleError, Hashable, Sendable {
  /// A key the card has no word for.
  case unknownKey(String, known: [String])
  /// An empty (or all-space) text.
  case empty(String)
  /// A text longer than ``CardLabels/maximumLength`` characters.
  case tooLong(String, count: Int)
  /// A text holding a control or bidirectional formatting character (its scalar value).
  case controlCharacter(String, scalar: UInt32)

  /// The key the error is about.
  public var key: String {
    switch self {
    case .unknownKey(let key, _), .empty(let key), .tooLong(let key, _),
      .controlCharacter(let key, _):
      key
    }
  }

  /// One line saying what is wrong.
  public var description: String {
    switch self {
    case .unknownKey(let key, let known):
      "unknown label \"\(FitError.shown(key))\" (this card has: \(known.joined(separator: ", ")))"
    case .empty(let key): "the \(key) label is empty"
    case .tooLong(let key, let count):
      "the \(key) label has \(count) characters, at most \(CardLabels.maximumLength)"
    case .controlCharacter(let key, let scalar):
      "the \(key) label holds the control or formatting character U+\(Self.hex(scalar))"
    }
  }

  /// `scalar` as four or more upper-case hex digits.
  private static func hex(_ scalar: UInt32) -> String {
    let digits = String(scalar, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
