internal import CHarfBuzz
import DrawList
import Foundation

/// Shapes text with HarfBuzz's OpenType functions, straight from the font file (kerning on).
///
/// Positions come from HarfBuzz at the font's design units scaled to points, so they do not depend
/// on hinting or on the rasterizer. Safe to share between threads.
public final class HarfBuzzShaper: TextShaper, @unchecked Sendable {
  private let library: FontLibrary
  private let lock = NSLock()
  private var fonts: [FontID: OpaquePointer] = [:]

  /// Creates a shaper reading fonts from `library`.
  public init(library: FontLibrary = FontLibrary()) {
    self.library = library
  }

  deinit {
    for font in fonts.values { hb_font_destroy(font) }
  }

  /// Shapes `text` with `style`'s OpenType features, language and direction (the script is
  /// guessed from the text); `style.tracking` em is added between glyphs (not after the last).
  /// Glyphs come back left to right on the page, each with its cluster (UTF-8 offset).
  public func shape(_ text: String, style: TextStyle) throws -> ShapedText {
    let (font, upem) = try hbFont(style.font)
    let buffer = hb_buffer_create()
    defer { hb_buffer_destroy(buffer) }
    guard let length = Int32(exactly: text.utf8.count) else {
      throw RenderError.badCommand(tag: "text", reason: "\(text.utf8.count) bytes is too long")
    }
    hb_buffer_add_utf8(buffer, text, length, 0, length)
    // The direction and language come from the style; the script from the text itself.
    hb_buffer_set_direction(
      buffer, style.direction == .rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
    hb_buffer_set_language(buffer, hb_language_from_string(style.language, -1))
    hb_buffer_guess_segment_properties(buffer)
    var features = try style.features.map { tag throws(RenderError) -> hb_feature_t in
      var feature = hb_feature_t()
      guard hb_feature_from_string(tag, -1, &feature) != 0 else {
        throw RenderError.badCommand(tag: "text", reason: "unknown OpenType feature '\(tag)'")
      }
      return feature
    }
    hb_shape(font, buffer, &features, UInt32(features.count))
    var count: UInt32 = 0
    let infos = hb_buffer_get_glyph_infos(buffer, &count)
    let positions = hb_buffer_get_glyph_positions(buffer, &count)
    let unit = style.size / Double(upem)
    let tracking = style.tracking * style.size
    var glyphs: [Glyph] = []
    glyphs.reserveCapacity(Int(count))
    var penX = 0.0
    for index in 0..<Int(count) {
      let info = infos![index]
      let position = positions![index]
      glyphs.append(
        Glyph(
          id: info.codepoint, x: penX + Double(position.x_offset) * unit,
          y: -Double(position.y_offset) * unit, cluster: info.cluster))
      penX += Double(position.x_advance) * unit
      if index < Int(count) - 1 { penX += tracking }
    }
    return ShapedText(glyphs: glyphs, advance: penX)
  }

  /// Splits `text` into script runs (``ScriptRuns``) in a paragraph running `style.direction`,
  /// shapes each in its own face (``FontLibrary/face(for:base:)``: Inter for Latin, Noto for
  /// Hebrew and Arabic) and direction, and places them left to right on the page. A string of one
  /// run in `style`'s font and direction is shaped exactly as ``shape(_:style:)`` shapes it.
  public func shapeParagraph(_ text: String, style: TextStyle) throws -> [ShapedRun] {
    let split = ScriptRuns.split(text, paragraph: style.direction)
    let logical =
      split.isEmpty
      ? [ScriptRuns.Run(text: text, script: .latin, direction: style.direction)] : split
    let visual = ScriptRuns.visualOrder(
      logical, directions: logical.map(\.direction), paragraph: style.direction)
    var runs: [ShapedRun] = []
    var x = 0.0
    for run in visual {
      var runStyle = style
      runStyle.font = FontLibrary.face(for: run.script, base: style.font)
      runStyle.direction = run.direction
      let shaped = try shape(run.text, style: runStyle)
      runs.append(
        ShapedRun(
          text: run.text, font: runStyle.font, direction: run.direction, glyphs: shaped.glyphs,
          advance: shaped.advance, x: x))
      x += shaped.advance
    }
    return runs
  }

  /// Cap height, ascender and descender from the font's OS/2 and hhea tables.
  public func metrics(_ style: TextStyle) throws -> FontMetrics {
    let (font, upem) = try hbFont(style.font)
    let unit = style.size / Double(upem)
    func value(_ tag: hb_ot_metrics_tag_t) -> Double {
      var position: hb_position_t = 0
      _ = hb_ot_metrics_get_position(font, tag, &position)
      return Double(position) * unit
    }
    return FontMetrics(
      capHeight: value(HB_OT_METRICS_TAG_CAP_HEIGHT),
      ascender: value(HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER),
      descender: -value(HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER))
  }

  /// The cached HarfBuzz font for `id`, created at a scale of one font unit.
  private func hbFont(_ id: FontID) throws -> (OpaquePointer, Int32) {
    lock.lock()
    defer { lock.unlock() }
    if let font = fonts[id] {
      return (font, Int32(truncatingIfNeeded: hb_face_get_upem(hb_font_get_face(font))))
    }
    let path = try library.path(for: id)
    let blob = hb_blob_create_from_file_or_fail(path)
    guard let blob else {
      throw RenderError.fontUnreadable(path: path, reason: "HarfBuzz cannot read it")
    }
    defer { hb_blob_destroy(blob) }
    // Random bytes still make a (empty) face with HarfBuzz's default 1000 units per em: a usable
    // font has at least one face and at least one glyph.
    guard hb_face_count(blob) > 0 else {
      throw RenderError.fontUnreadable(path: path, reason: "not an OpenType font")
    }
    let face = hb_face_create(blob, 0)
    defer { hb_face_destroy(face) }
    let upem = Int32(truncatingIfNeeded: hb_face_get_upem(face))
    guard upem > 0, hb_face_get_glyph_count(face) > 0 else {
      throw RenderError.fontUnreadable(path: path, reason: "not an OpenType font")
    }
    guard let font = hb_font_create(face) else {
      throw RenderError.fontUnreadable(path: path, reason: "HarfBuzz cannot use it")
    }
    hb_font_set_scale(font, upem, upem)
    fonts[id] = font
    return (font, upem)
  }
}
