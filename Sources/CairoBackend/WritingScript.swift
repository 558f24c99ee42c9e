/// The scripts the renderer picks a font for: Latin, Greek and Cyrillic (and every left-to-right
/// script with no face of its own) in the style's own face; Hebrew, Arabic, Devanagari, Thai,
/// Chinese, Japanese and Korean, and emoji each in a fixed Noto face (``FontLibrary/face(for:base:language:)``);
/// common characters (spaces, punctuation) in whatever their neighbours use.
public enum WritingScript: String, Hashable, Sendable, CaseIterable {
  /// Latin, Greek, Cyrillic and every script with no face of its own here: drawn in the style's
  /// font (Inter and Roboto cover all three; any other script's letters are `.notdef` there, and
  /// refused).
  case latin
  /// Hebrew: Noto Sans Hebrew.
  case hebrew
  /// Arabic, its Arabic-Indic and Extended Arabic-Indic (Persian) digits included: Noto Sans Arabic.
  case arabic
  /// Devanagari, its digits included: Noto Sans Devanagari.
  case devanagari
  /// Thai, its digits included: Noto Sans Thai.
  case thai
  /// Han, Hiragana, Katakana, Hangul, Bopomofo, and the CJK punctuation and full-width forms:
  /// Noto Sans CJK, in the face of the text's language (Japanese, Korean, Simplified or
  /// Traditional Chinese).
  case cjk
  /// Emoji (a character with emoji presentation, or one followed by U+FE0F): Noto Color Emoji.
  case emoji
  /// Characters of no script (spaces, punctuation) in a paragraph with nothing else: the style's
  /// font.
  case common
}
