internal import CHarfBuzz
import DrawList

/// Why a character has no glyph: its script, named from HarfBuzz's Unicode data, and the Debian
/// package whose Noto face covers it, for ``RenderError/missingGlyph(text:scalar:script:font:package:)``.
enum GlyphCoverage {
  /// The error for the character at UTF-8 offset `cluster` of `text`, which `font` has no glyph
  /// for.
  static func missing(in text: String, at cluster: UInt32, font: FontID) -> RenderError {
    let scalar = scalar(in: text, at: cluster) ?? "\u{FFFD}"
    let (script, package) = describe(scalar)
    return .missingGlyph(
      text: text, scalar: scalar.value, script: script, font: font.name, package: package)
  }

  /// The scalar starting at UTF-8 offset `offset` of `text`, if one starts there.
  static func scalar(in text: String, at offset: UInt32) -> Unicode.Scalar? {
    let utf8 = text.utf8
    guard let start = utf8.index(utf8.startIndex, offsetBy: Int(offset), limitedBy: utf8.endIndex),
      start < utf8.endIndex, let index = start.samePosition(in: text.unicodeScalars)
    else { return nil }
    return text.unicodeScalars[index]
  }

  /// `scalar`'s script as a reader knows it (`Bengali`, `emoji`, or HarfBuzz's ISO 15924 tag for
  /// a script not named here) and the Debian package with a face for it (`nil` for characters of
  /// no script, which no package covers as such).
  static func describe(_ scalar: Unicode.Scalar) -> (script: String, package: String?) {
    if scalar.properties.isEmoji && scalar.value > 0x7F {
      return ("emoji", FontLibrary.debianPackage(for: FontLibrary.emojiFace.name).package)
    }
    let script = hb_unicode_script(hb_unicode_funcs_get_default(), scalar.value)
    let tag = hb_script_to_iso15924_tag(script)
    let code = String(
      decoding: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tag >> $0) }, as: UTF8.self)
    let name = names[code] ?? "script \(code)"
    switch code {
    case "Hani", "Hira", "Kana", "Hang", "Bopo": return (name, "fonts-noto-cjk")
    case "Latn", "Grek", "Cyrl": return (name, "fonts-inter")
    case "Zyyy", "Zinh", "Zzzz": return (name, nil)
    default: return (name, "fonts-noto-core")
    }
  }

  /// The scripts a run falls back to a face for (``WritingScript``), by the names
  /// ``describe(_:)`` gives.
  static let fallbackScripts: Set<String> = [
    "Latin", "Greek", "Cyrillic", "Hebrew", "Arabic", "Devanagari", "Thai", "Han", "Hiragana",
    "Katakana", "Hangul", "Bopomofo", "emoji",
  ]

  /// Reader's names of the ISO 15924 codes most likely met.
  private static let names: [String: String] = [
    "Latn": "Latin", "Grek": "Greek", "Cyrl": "Cyrillic", "Hebr": "Hebrew", "Arab": "Arabic",
    "Deva": "Devanagari", "Thai": "Thai", "Hani": "Han", "Hira": "Hiragana", "Kana": "Katakana",
    "Hang": "Hangul", "Bopo": "Bopomofo", "Zyyy": "Common", "Zinh": "Inherited",
    "Zzzz": "Unknown", "Beng": "Bengali", "Guru": "Gurmukhi", "Gujr": "Gujarati", "Orya": "Oriya",
    "Taml": "Tamil", "Telu": "Telugu", "Knda": "Kannada", "Mlym": "Malayalam",
    "Sinh": "Sinhala", "Laoo": "Lao", "Tibt": "Tibetan", "Mymr": "Myanmar", "Khmr": "Khmer",
    "Geor": "Georgian", "Armn": "Armenian", "Ethi": "Ethiopic", "Mong": "Mongolian",
    "Thaa": "Thaana", "Syrc": "Syriac",
  ]
}
