import DrawList

/// Shapes text deterministically without font files: every character advances half the font
/// size, its glyph id is its Unicode scalar value and its cluster its UTF-8 offset; capitals are
/// 0.7 em, the ascender 0.9 em and the descender 0.25 em.
///
/// Scene tests use it wherever the exact font does not matter, so they run without Inter.
struct FakeShaper: TextShaper {
  /// The advance of every character, in em.
  static let advance = 0.5
  /// Cap height in em.
  static let capHeight = 0.7

  func shape(_ text: String, style: TextStyle) throws -> ShapedText {
    let step = style.size * Self.advance
    var glyphs: [Glyph] = []
    var offset: UInt32 = 0
    for (index, character) in text.unicodeScalars.enumerated() {
      glyphs.append(
        Glyph(id: character.value, x: Double(index) * step, y: 0, cluster: offset))
      offset += UInt32(String(character).utf8.count)
    }
    return ShapedText(glyphs: glyphs, advance: Double(glyphs.count) * step)
  }

  func metrics(_ style: TextStyle) throws -> FontMetrics {
    FontMetrics(
      capHeight: style.size * Self.capHeight, ascender: style.size * 0.9,
      descender: style.size * 0.25)
  }
}
