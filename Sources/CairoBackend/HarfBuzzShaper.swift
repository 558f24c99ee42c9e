internal import CHarfBuzz
import DrawList
import Foundation

/// Shapes text with HarfBuzz's OpenType functions, straight from the font file (kerning on).
///
/// Positions come from HarfBuzz at the font's design units scaled to points, so they do not depend
/// on hinting or on the rasterizer. Two rules hold for every string it shapes:
///
/// - **Coverage**: a character the face has no glyph for (HarfBuzz's glyph 0, `.notdef`, drawn as
///   a box) is never returned: ``RenderError/missingGlyph(text:scalar:script:font:package:)``
///   names the text, the character's script and the Debian package that covers it.
/// - **Tabular digits**: under `tnum`, decimal digits of a script the face has no tabular
///   figures for (the ten digits' advances, each shaped alone with `tnum`, differ by more than
///   1 % of the em: Noto Sans Arabic's Arabic-Indic and Persian digits, Noto Sans Thai's) are set
///   in a fixed advance per digit, the widest of the ten, each glyph centred in it; so a time or
///   date column keeps one width per digit position. Faces with tabular figures (Inter, Noto Sans
///   Devanagari) are shaped exactly as HarfBuzz shapes them.
///
/// Safe to share between threads.
public final class HarfBuzzShaper: TextShaper, @unchecked Sendable {
  private let library: FontLibrary
  private let lock = NSLock()
  private var fonts: [FontID: OpaquePointer] = [:]
  /// The digit advance per (font, zero digit, features, language), in font units, when the face's
  /// ten digits differ in width; `nil` when they are tabular already.
  private var digitAdvances: [DigitKey: Int32?] = [:]

  /// Creates a shaper reading fonts from `library`.
  public init(library: FontLibrary = FontLibrary()) {
    self.library = library
  }

  deinit {
    for font in fonts.values { hb_font_destroy(font) }
  }

  /// Shapes `text` with `style`'s OpenType features, language and direction (the script is
  /// guessed from the text); `style.tracking` em is added between glyphs (not after the last).
  /// Glyphs come back left to right on the page, each with its cluster (UTF-8 offset). A
  /// character `style.font` has no glyph for is ``RenderError/missingGlyph(text:scalar:script:font:package:)``.
  public func shape(_ text: String, style: TextStyle) throws -> ShapedText {
    let (font, upem) = try hbFont(style.font)
    let shaped = try shapeUnits(text, style: style, font: font)
    if let missing = shaped.first(where: { $0.id == 0 }) {
      throw GlyphCoverage.missing(in: text, at: missing.cluster, font: style.font)
    }
    let tabular = tabularDigits(text, style: style, font: font, glyphs: shaped)
    let unit = style.size / Double(upem)
    let tracking = style.tracking * style.size
    var glyphs: [Glyph] = []
    glyphs.reserveCapacity(shaped.count)
    var penX = 0.0
    for (index, glyph) in shaped.enumerated() {
      var xOffset = Double(glyph.xOffset)
      var advance = Double(glyph.xAdvance)
      if let cell = tabular[index] {
        // A digit in its tabular cell: centred, the cell's width replacing its own (and kerning).
        xOffset += Double(cell - hb_font_get_glyph_h_advance(font, glyph.id)) / 2
        advance = Double(cell)
      }
      glyphs.append(
        Glyph(
          id: glyph.id, x: penX + xOffset * unit, y: -Double(glyph.yOffset) * unit,
          cluster: glyph.cluster))
      penX += advance * unit
      if index < shaped.count - 1 { penX += tracking }
    }
    return ShapedText(glyphs: glyphs, advance: penX)
  }

  /// Splits `text` into script runs (``ScriptRuns``) in a paragraph running `style.direction`,
  /// shapes each in its own face (``FontLibrary/face(for:base:language:)``: the style's for
  /// Latin, Greek and Cyrillic, Noto for Hebrew, Arabic, Devanagari, Thai, CJK in
  /// `style.language`'s face, and emoji) and direction, and places them left to right on the page.
  /// Punctuation or a symbol of no script that a run's Noto face has no glyph for (Noto Sans Thai
  /// has no colon) is shaped in the style's face instead. A string of one run in `style`'s font
  /// and direction is shaped exactly as ``shape(_:style:)`` shapes it.
  public func shapeParagraph(_ text: String, style: TextStyle) throws -> [ShapedRun] {
    let split = ScriptRuns.split(text, paragraph: style.direction)
    let logical =
      split.isEmpty
      ? [ScriptRuns.Run(text: text, script: .latin, direction: style.direction)] : split
    let faced = try logical.flatMap { run in
      try covered(
        run, face: FontLibrary.face(for: run.script, base: style.font, language: style.language),
        base: style.font)
    }
    let visual = ScriptRuns.visualOrder(
      faced, directions: faced.map(\.run.direction), paragraph: style.direction)
    var runs: [ShapedRun] = []
    var x = 0.0
    for (run, face) in visual {
      var runStyle = style
      runStyle.font = face
      runStyle.direction = run.direction
      let shaped = try shape(run.text, style: runStyle)
      runs.append(
        ShapedRun(
          text: run.text, font: face, direction: run.direction, glyphs: shaped.glyphs,
          advance: shaped.advance, x: x))
      x += shaped.advance
    }
    return runs
  }

  /// `run` in `face`, cut where `face` has no glyph for a character of no script (punctuation, a
  /// symbol; never a mark or an invisible control), which is given to `base` instead.
  private func covered(_ run: ScriptRuns.Run, face: FontID, base: FontID) throws -> [(
    run: ScriptRuns.Run, face: FontID
  )] {
    guard face != base else { return [(run, face)] }
    let (font, _) = try hbFont(face)
    let funcs = hb_unicode_funcs_get_default()
    var pieces: [(run: ScriptRuns.Run, face: FontID)] = []
    for scalar in run.text.unicodeScalars {
      var glyph: hb_codepoint_t = 0
      let properties = scalar.properties
      let moves =
        hb_unicode_script(funcs, scalar.value) == HB_SCRIPT_COMMON
        && !properties.isDefaultIgnorableCodePoint
        && ![.nonspacingMark, .spacingMark, .enclosingMark].contains(properties.generalCategory)
        && hb_font_get_nominal_glyph(font, scalar.value, &glyph) == 0
      let pieceFace = moves ? base : face
      if let last = pieces.last, last.face == pieceFace {
        pieces[pieces.count - 1].run.text.unicodeScalars.append(scalar)
      } else {
        pieces.append(
          (
            ScriptRuns.Run(text: String(scalar), script: run.script, direction: run.direction),
            pieceFace
          ))
      }
    }
    return pieces
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

  // MARK: - Shaping in font units

  /// One glyph as HarfBuzz places it, in font units.
  private struct UnitGlyph {
    var id: UInt32
    var cluster: UInt32
    var xAdvance: Int32
    var xOffset: Int32
    var yOffset: Int32
  }

  /// `text` shaped by HarfBuzz in `font` (scaled to one font unit) with `style`'s features,
  /// language and direction.
  private func shapeUnits(_ text: String, style: TextStyle, font: OpaquePointer) throws
    -> [UnitGlyph]
  {
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
    return (0..<Int(count)).map { index in
      UnitGlyph(
        id: infos![index].codepoint, cluster: infos![index].cluster,
        xAdvance: positions![index].x_advance, xOffset: positions![index].x_offset,
        yOffset: positions![index].y_offset)
    }
  }

  // MARK: - Tabular digits

  /// A face's digits of one script under one set of features and one language.
  private struct DigitKey: Hashable {
    var font: FontID
    var zero: UInt32
    var features: [String]
    var language: String
  }

  /// For each glyph of `glyphs` that is a decimal digit alone in its cluster and whose face has
  /// no tabular figures for its script, the tabular advance in font units; `nil` elsewhere (and
  /// everywhere unless `style` asks for `tnum`).
  private func tabularDigits(
    _ text: String, style: TextStyle, font: OpaquePointer, glyphs: [UnitGlyph]
  ) -> [Int32?] {
    var cells = [Int32?](repeating: nil, count: glyphs.count)
    guard style.features.contains("tnum") else { return cells }
    var perCluster: [UInt32: Int] = [:]
    for glyph in glyphs { perCluster[glyph.cluster, default: 0] += 1 }
    for (index, glyph) in glyphs.enumerated() where perCluster[glyph.cluster] == 1 {
      guard let scalar = GlyphCoverage.scalar(in: text, at: glyph.cluster),
        let value = scalar.properties.numericValue,
        scalar.properties.generalCategory == .decimalNumber
      else { continue }
      let key = DigitKey(
        font: style.font, zero: scalar.value - UInt32(value), features: style.features,
        language: style.language)
      cells[index] = digitAdvance(key, style: style, font: font)
    }
    return cells
  }

  /// The widest of the ten digits from `key.zero` in `font`, each shaped alone with the style's
  /// features, when they differ by more than 1 % of the em; `nil` when the face is tabular.
  private func digitAdvance(_ key: DigitKey, style: TextStyle, font: OpaquePointer) -> Int32? {
    lock.lock()
    if let known = digitAdvances[key] {
      lock.unlock()
      return known
    }
    lock.unlock()
    var style = style
    style.direction = .leftToRight
    let advances = (0..<10).compactMap { digit -> Int32? in
      guard let scalar = Unicode.Scalar(key.zero + UInt32(digit)),
        let glyphs = try? shapeUnits(String(scalar), style: style, font: font),
        glyphs.count == 1, glyphs[0].id != 0
      else { return nil }
      return glyphs[0].xAdvance
    }
    // Within 1 % of the em the face is tabular (Inter Medium's tabular 4 is 1854 units of 2816,
    // its other nine 1856); Noto Sans Arabic's digits spread over 30 %, Noto Sans Thai's 22 %.
    let upem = Int32(truncatingIfNeeded: hb_face_get_upem(hb_font_get_face(font)))
    let widest = advances.max() ?? 0
    let result = widest - (advances.min() ?? 0) > upem / 100 ? widest : nil
    lock.lock()
    digitAdvances[key] = result
    lock.unlock()
    return result
  }

  // MARK: - Fonts

  /// The cached HarfBuzz font for `id`, created at a scale of one font unit from its face in its
  /// file (``FontLibrary/faceIndex(for:)``; a collection face must carry `id`'s PostScript name).
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
    let index = FontLibrary.faceIndex(for: id)
    guard hb_face_count(blob) > UInt32(index) else {
      throw RenderError.fontUnreadable(
        path: path, reason: index == 0 ? "not an OpenType font" : "it has no face \(index)")
    }
    let face = hb_face_create(blob, UInt32(index))
    defer { hb_face_destroy(face) }
    let upem = Int32(truncatingIfNeeded: hb_face_get_upem(face))
    guard upem > 0, hb_face_get_glyph_count(face) > 0 else {
      throw RenderError.fontUnreadable(path: path, reason: "not an OpenType font")
    }
    if FontLibrary.collectionFace(id.name) != nil {
      let name = Self.postScriptName(face)
      guard name == id.name else {
        throw RenderError.fontUnreadable(
          path: path, reason: "face \(index) is '\(name)', not '\(id.name)'")
      }
    }
    guard let font = hb_font_create(face) else {
      throw RenderError.fontUnreadable(path: path, reason: "HarfBuzz cannot use it")
    }
    hb_font_set_scale(font, upem, upem)
    fonts[id] = font
    return (font, upem)
  }

  /// The face's PostScript name (name ID 6), empty when it has none.
  private static func postScriptName(_ face: OpaquePointer?) -> String {
    var bytes = [CChar](repeating: 0, count: 128)
    var size = UInt32(bytes.count)
    _ = hb_ot_name_get_utf8(
      face, hb_ot_name_id_t(HB_OT_NAME_ID_POSTSCRIPT_NAME),
      hb_language_from_string("en", -1), &size, &bytes)
    // `size` comes back as the name's length without its terminating NUL.
    return String(decoding: bytes.prefix(Int(size)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
