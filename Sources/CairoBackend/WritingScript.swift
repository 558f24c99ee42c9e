/// The scripts the renderer picks a font for: Latin (and every other left-to-right script) in
/// the style's own face, Hebrew and Arabic in a Noto face, common characters (spaces,
/// punctuation, ASCII digits) in whatever their neighbours use.
public enum WritingScript: String, Hashable, Sendable, CaseIterable {
  /// Latin and every script with no face of its own here: drawn in the style's font.
  case latin
  /// Hebrew: Noto Sans Hebrew.
  case hebrew
  /// Arabic, its Arabic-Indic digits included: Noto Sans Arabic.
  case arabic
  /// Characters of no script (spaces, punctuation, ASCII digits): the style's font.
  case common
}
