import DrawList

/// The order on the page of a field's pieces (the `16`, `/`, `1` … an NSDatePicker field edits
/// one by one) when the field runs right to left: the pieces of one line of text under the
/// Unicode bidirectional algorithm (UAX #9), reduced to what a date or time pattern holds.
///
/// AppKit draws the field's text as one right-to-left paragraph, so its pieces stand where the
/// bidirectional algorithm puts them: a number (`2026`, `١٦`) keeps its digits left to right
/// ("don't reverse the order of numerals in a specific number", HIG, Right to left), one
/// punctuation mark between two numbers joins them (W4: `16.1.2026` stays one number), a neutral
/// between two pieces running the same way takes their direction and any other the paragraph's
/// (N1, N2, numbers counting as right to left), and the runs are reversed by level (L2). So
/// he_IL's `16.1.2026  10:30` shows the date at the right and the time at its left, and
/// ar_EG's `١٦‏/١‏/٢٠٢٦`, whose right-to-left marks split the numbers, shows the year at the
/// left.
///
/// ```swift
/// AppleFieldOrder.visualOrder([.number, .neutral, .number], paragraph: .rightToLeft)  // [0, 1, 2]
/// ```
public enum AppleFieldOrder {
  /// What a piece is, for ordering.
  public enum Kind: Hashable, Sendable {
    /// Letters (or a mark) that run one way: a month name, an AM/PM symbol, U+200F.
    case strong(TextDirection)
    /// Decimal digits, of any script.
    case number
    /// Punctuation between pieces (`/`, `.`, `:`).
    case punctuation
    /// Space between pieces (a space, the gap between the date and the time).
    case space
  }

  /// The bidirectional marks date patterns carry, each a zero-width strong piece: right-to-left
  /// mark (U+200F), Arabic letter mark (U+061C), left-to-right mark (U+200E).
  public static let marks: [Unicode.Scalar: TextDirection] = [
    "\u{200F}": .rightToLeft, "\u{061C}": .rightToLeft, "\u{200E}": .leftToRight,
  ]

  /// The kind of a piece that is not letters: a mark, a number (every character a decimal
  /// digit), a space or punctuation; `nil` for letters (the caller asks the shaper which way
  /// they run).
  public static func kind(of text: String) -> Kind? {
    if let scalar = text.unicodeScalars.first, text.unicodeScalars.count == 1,
      let direction = marks[scalar]
    {
      return .strong(direction)
    }
    if !text.isEmpty, text.allSatisfy({ $0.isWholeNumber && $0.isNumber }),
      text.unicodeScalars.allSatisfy({ $0.properties.numericType == .decimal })
    {
      return .number
    }
    if !text.isEmpty, text.allSatisfy(\.isWhitespace) { return .space }
    if text.contains(where: \.isLetter) { return nil }
    return .punctuation
  }

  /// The indices of `kinds` in the order they stand on the page, left to right, in a paragraph
  /// running `paragraph`. A left-to-right paragraph keeps the logical order.
  public static func visualOrder(_ kinds: [Kind], paragraph: TextDirection) -> [Int] {
    guard paragraph == .rightToLeft else { return Array(kinds.indices) }
    // W4: a single punctuation mark between two numbers is part of the number.
    var resolved = kinds
    for index in kinds.indices.dropFirst().dropLast()
    where kinds[index] == .punctuation && kinds[index - 1] == .number
      && kinds[index + 1] == .number
    {
      resolved[index] = .number
    }
    // Each piece's direction; numbers count as right to left for their neutral neighbours (N1).
    func strong(_ kind: Kind) -> TextDirection? {
      switch kind {
      case .strong(let direction): direction
      case .number: .rightToLeft
      case .punctuation, .space: nil
      }
    }
    var levels = [Int](repeating: 1, count: resolved.count)
    var index = 0
    while index < resolved.count {
      if let direction = strong(resolved[index]) {
        // I2: left to right (and numbers) one level above the right-to-left paragraph.
        levels[index] = direction == .leftToRight || resolved[index] == .number ? 2 : 1
        index += 1
        continue
      }
      var end = index
      while end < resolved.count, strong(resolved[end]) == nil { end += 1 }
      let before = index > 0 ? strong(resolved[index - 1]) : nil
      let after = end < resolved.count ? strong(resolved[end]) : nil
      // N1 between two pieces running the same way, else N2: the paragraph's direction.
      let level = before == .leftToRight && after == .leftToRight ? 2 : 1
      for neutral in index..<end { levels[neutral] = level }
      index = end
    }
    // L2: from the highest level down, reverse every run at or above it.
    return BidiReordering.visualOrder(levels: levels)
  }
}
