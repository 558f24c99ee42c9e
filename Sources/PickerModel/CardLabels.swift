/// The fixed words an Appetite card draws (the footer's Dismiss and Submit, the Color Picker's
/// Custom and Palette tabs): the spec's English unless a scene gives its own.
///
/// Seed 002 gives these words in English only and Foundation has no data for them, so a card in
/// any locale keeps them until the app names its own (a scene file's `labels`):
///
/// ```swift
/// let labels = try CardLabels(["dismiss": "Abbrechen", "submit": "Fertig"], known: CardLabels.footerKeys)
/// labels.dismiss  // "Abbrechen"
/// labels.custom   // "Custom": the spec's
/// ```
public struct CardLabels: Hashable, Sendable {
  /// The footer's words, as a scene file names them.
  public static let footerKeys = ["dismiss", "submit"]
  /// The Color Picker's tab words.
  public static let tabKeys = ["custom", "palette"]
  /// The longest label taken, in characters: longer would not fit any of the cards' boxes.
  public static let maximumLength = 64

  /// The spec's words: Dismiss, Submit, Custom, Palette.
  public static let spec = CardLabels()

  /// The stroke-style footer button (`Dismiss`).
  public var dismiss = "Dismiss"
  /// The primary footer button (`Submit`).
  public var submit = "Submit"
  /// The Color Picker's first tab (`Custom`).
  public var custom = "Custom"
  /// The Color Picker's second tab (`Palette`).
  public var palette = "Palette"

  /// The spec's words.
  public init() {}

  /// The spec's words with `given` in place of those it names; every key must be one of `known`
  /// and every text one line of 1 to ``maximumLength`` characters with no control characters.
  ///
  /// - Throws: ``CardLabelError`` naming the first key that breaks a rule.
  public init(_ given: [String: String], known: [String]) throws(CardLabelError) {
    for key in given.keys.sorted() {
      guard known.contains(key) else { throw .unknownKey(key, known: known) }
      let text = given[key] ?? ""
      try Self.check(text, key: key)
      switch key {
      case "dismiss": dismiss = text
      case "submit": submit = text
      case "custom": custom = text
      case "palette": palette = text
      default: throw .unknownKey(key, known: known)
      }
    }
  }

  /// Whether the word for `key` is the spec's own (drawn as English, as it always was).
  public func isSpec(_ key: String) -> Bool {
    self[key] == Self.spec[key]
  }

  /// The word for `key` (`dismiss`, `submit`, `custom`, `palette`), `nil` for any other.
  public subscript(key: String) -> String? {
    switch key {
    case "dismiss": dismiss
    case "submit": submit
    case "custom": custom
    case "palette": palette
    default: nil
    }
  }

  /// Throws unless `text` is 1 to ``maximumLength`` characters with no control character, and
  /// shows something (``Swift/StringProtocol/isBlank``: zero-width characters alone are empty).
  public static func check(_ text: String, key: String) throws(CardLabelError) {
    guard !text.isBlank else { throw .empty(key) }
    guard text.count <= maximumLength else { throw .tooLong(key, count: text.count) }
    if let scalar = text.unicodeScalars.first(where: {
      $0.properties.generalCategory == .control
        || $0.properties.generalCategory == .format
          && !Self.allowedFormat.contains($0.value)
    }) {
      throw .controlCharacter(key, scalar: scalar.value)
    }
  }

  /// Format characters a word may hold: the zero-width joiner and non-joiner (Arabic and Indic
  /// spelling needs them). Bidirectional controls are not taken: the card sets the direction.
  private static let allowedFormat: Set<UInt32> = [0x200C, 0x200D]
}
