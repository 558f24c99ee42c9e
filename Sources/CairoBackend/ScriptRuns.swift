internal import CHarfBuzz
import DrawList

/// Splits a paragraph into runs of one script and one direction, with HarfBuzz's Unicode data and
/// the standard library's emoji properties (the one list of its own: three CJK blocks whose
/// punctuation and full-width forms only a CJK face draws), and orders them on the page.
///
/// A minimal bidirectional layout for the picker's short labels: Hebrew and Arabic letters run
/// right to left; every other letter, every decimal digit (ASCII, Arabic-Indic, Devanagari, Thai)
/// and emoji run left to right; a neutral (space, punctuation) joins its neighbours when both run
/// its way (the one that is not an emoji, when one is: an emoji face's space is an emoji wide),
/// else takes the paragraph's direction; a combining mark (and U+FE0F) stays with its base.
/// `"January 2026"` is one Latin run; `"ינואר 2026"` is a Hebrew run (`"ינואר "`, right to left)
/// and a Latin one (`"2026"`); `"2026年1月"` is Latin `"2026"`, CJK `"年"`, Latin `"1"`, CJK
/// `"月"`. Greek and Cyrillic are ``WritingScript/latin``: the style's face draws them.
public enum ScriptRuns {
  /// A stretch of text in one script and one direction.
  public struct Run: Hashable, Sendable {
    /// The text, in logical order.
    public var text: String
    /// Its script (``WritingScript/common`` only when the whole paragraph is neutral).
    public var script: WritingScript
    /// The direction it is shaped in.
    public var direction: TextDirection

    /// Creates a run.
    public init(text: String, script: WritingScript, direction: TextDirection) {
      self.text = text
      self.script = script
      self.direction = direction
    }
  }

  /// The runs of `text` in logical (reading) order, in a paragraph running `paragraph`.
  public static func split(_ text: String, paragraph: TextDirection) -> [Run] {
    let scalars = Array(text.unicodeScalars)
    // Each scalar's class; `nil` for a neutral, resolved below.
    var classes: [(script: WritingScript, direction: TextDirection)?] = scalars.indices.map {
      classify(scalars[$0], next: $0 + 1 < scalars.count ? scalars[$0 + 1] : nil)
    }
    let isMark = scalars.map(isCombiningMark)
    // A combining mark takes its base's class.
    for index in classes.indices where isMark[index] && index > 0 {
      classes[index] = classes[index - 1]
    }
    // Neutrals: between two classes that run the same way, join the one before; otherwise take
    // the paragraph's direction and join whichever neighbour runs that way.
    var index = 0
    while index < classes.count {
      guard classes[index] == nil else {
        index += 1
        continue
      }
      var end = index
      while end < classes.count, classes[end] == nil { end += 1 }
      let before = index > 0 ? classes[index - 1] : nil
      let after = end < classes.count ? classes[end] : nil
      let resolved: (script: WritingScript, direction: TextDirection)
      if let before, let after, before.direction == after.direction {
        // A space beside an emoji goes with the text, never into the emoji face (whose space is
        // an emoji wide); between two emoji (a ZWJ sequence) it stays with them.
        resolved = before.script == .emoji ? after : before
      } else if let before, before.direction == paragraph {
        resolved = before
      } else if let after, after.direction == paragraph {
        resolved = after
      } else {
        resolved = before ?? after ?? (.common, paragraph)
      }
      for neutral in index..<end { classes[neutral] = resolved }
      index = end
    }
    var runs: [Run] = []
    for (scalar, resolved) in zip(scalars, classes) {
      let (script, direction) = resolved ?? (.common, paragraph)
      if let last = runs.last, last.script == script, last.direction == direction {
        runs[runs.count - 1].text.unicodeScalars.append(scalar)
      } else {
        runs.append(Run(text: String(scalar), script: script, direction: direction))
      }
    }
    return runs
  }

  /// `runs` (in logical order) as they stand on the page, left to right: the Unicode
  /// bidirectional algorithm's rule L2 over run levels (a right-to-left run is level 1, a
  /// left-to-right one 0 in a left-to-right paragraph and 2 in a right-to-left one).
  public static func visualOrder<Element>(
    _ runs: [Element], directions: [TextDirection], paragraph: TextDirection
  ) -> [Element] {
    let levels = directions.map { direction in
      direction == .rightToLeft ? 1 : (paragraph == .rightToLeft ? 2 : 0)
    }
    return BidiReordering.visualOrder(levels: levels).map { runs[$0] }
  }

  /// A scalar's script and direction, or `nil` for a neutral; `next` is the scalar after it
  /// (U+FE0F after a character gives it emoji presentation).
  ///
  /// The invisible bidirectional marks are strong (UAX #9 classes R, AL and L): the right-to-left
  /// mark U+200F and the Arabic letter mark U+061C run right to left in no script, the
  /// left-to-right mark U+200E left to right as Latin, both in the style's font, which draws
  /// them as nothing. Locale patterns put them between numbers (ar's `d‏/M‏/y`), where they
  /// keep each number and the slash after it apart, so `١٦‏/٠١‏/٢٠٢٦` stands with its year at
  /// the left.
  private static func classify(_ scalar: Unicode.Scalar, next: Unicode.Scalar?) -> (
    script: WritingScript, direction: TextDirection
  )? {
    switch scalar.value {
    case 0x200F, 0x061C: return (.common, .rightToLeft)
    case 0x200E: return (.latin, .leftToRight)
    default: break
    }
    let properties = scalar.properties
    if properties.isEmojiPresentation || (properties.isEmoji && next == "\u{FE0F}") {
      return (.emoji, .leftToRight)
    }
    if cjkBlocks.contains(where: { $0.contains(scalar.value) }) { return (.cjk, .leftToRight) }
    let funcs = hb_unicode_funcs_get_default()
    let isDigit =
      hb_unicode_general_category(funcs, scalar.value) == HB_UNICODE_GENERAL_CATEGORY_DECIMAL_NUMBER
    switch hb_unicode_script(funcs, scalar.value) {
    case HB_SCRIPT_HEBREW: return (.hebrew, isDigit ? .leftToRight : .rightToLeft)
    case HB_SCRIPT_ARABIC: return (.arabic, isDigit ? .leftToRight : .rightToLeft)
    case HB_SCRIPT_DEVANAGARI: return (.devanagari, .leftToRight)
    case HB_SCRIPT_THAI: return (.thai, .leftToRight)
    case HB_SCRIPT_HAN, HB_SCRIPT_HIRAGANA, HB_SCRIPT_KATAKANA, HB_SCRIPT_HANGUL,
      HB_SCRIPT_BOPOMOFO:
      return (.cjk, .leftToRight)
    case HB_SCRIPT_COMMON, HB_SCRIPT_INHERITED, HB_SCRIPT_UNKNOWN:
      return isDigit ? (.latin, .leftToRight) : nil
    default: return (.latin, .leftToRight)
    }
  }

  /// Blocks whose characters (of Common script too) only a CJK face draws: CJK Symbols and
  /// Punctuation with Hiragana and Katakana (`、`, `。`, `ー`), Enclosed CJK Letters and Months
  /// with CJK Compatibility (`㈱`), and the Halfwidth and Fullwidth Forms (`１`, `Ａ`, `（`).
  private static let cjkBlocks: [ClosedRange<UInt32>] = [
    0x3000...0x30FF, 0x3200...0x33FF, 0xFF00...0xFFEF,
  ]

  /// Whether `scalar` is a combining mark (it stays with the character before it).
  private static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
    switch hb_unicode_general_category(hb_unicode_funcs_get_default(), scalar.value) {
    case HB_UNICODE_GENERAL_CATEGORY_NON_SPACING_MARK, HB_UNICODE_GENERAL_CATEGORY_SPACING_MARK,
      HB_UNICODE_GENERAL_CATEGORY_ENCLOSING_MARK:
      true
    default: false
    }
  }
}
