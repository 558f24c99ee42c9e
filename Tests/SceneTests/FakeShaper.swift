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

/// ``FakeShaper`` with every advance `factor` times as wide (2: 1 em a character), for text too
/// wide to fit where no real word is.
struct ScaledShaper: TextShaper {
  var factor: Double

  func shape(_ text: String, style: TextStyle) throws -> ShapedText {
    let shaped = try FakeShaper().shape(text, style: style)
    return ShapedText(
      glyphs: shaped.glyphs.map {
        Glyph(id: $0.id, x: $0.x * factor, y: $0.y, cluster: $0.cluster)
      },
      advance: shaped.advance * factor)
  }

  func metrics(_ style: TextStyle) throws -> FontMetrics {
    try FakeShaper().metrics(style)
  }
}
