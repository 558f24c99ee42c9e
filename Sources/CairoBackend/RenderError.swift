/// Why a draw list could not be rasterized or its text shaped. Messages are one line.
///
/// Exit codes the command line maps these to: ``fontMissing`` 69 (not installed);
/// ``missingGlyph``, ``fontUnreadable``, ``badFontName``, ``badCanvas``, ``badCommand`` and
/// ``overBudget`` 65
/// (bad input data);
/// ``unsupportedScale`` 64 (usage); ``cairo`` 70 (internal error).
public enum RenderError: Error, Equatable, CustomStringConvertible {
  /// A font file the draw list names is not installed (the message names the Debian package:
  /// `fonts-inter`, `fonts-roboto-unhinted` for a Roboto face, `fonts-noto-cjk` for Noto Sans
  /// CJK, `fonts-noto-color-emoji` for Noto Color Emoji, `fonts-noto-core` for any other Noto
  /// face).
  case fontMissing(font: String, searched: String)
  /// `text` holds a character (`scalar`, of `script`: `Bengali`, `emoji`) that `font` has no glyph
  /// for: HarfBuzz gave glyph 0 (`.notdef`), which would be drawn as a box. `package` is the
  /// Debian font package with a face for that script (`nil` for a character of no script, such as
  /// a control character).
  case missingGlyph(text: String, scalar: UInt32, script: String, font: String, package: String?)
  /// A font file exists but cannot be used: not a regular file (a FIFO, directory or device),
  /// not readable, too large, or not a font FreeType or HarfBuzz can open (corrupt).
  case fontUnreadable(path: String, reason: String)
  /// A font name that is not a plain file name (it holds a `/`, starts with `.`, or is empty),
  /// refused before any file is looked up so it cannot reach outside the font folder.
  case badFontName(String)
  /// The scale is not 1, 2 or 3.
  case unsupportedScale(Int)
  /// The canvas is empty, not finite or absurdly large; sizes in pixels at `scale`.
  case badCanvas(width: Double, height: Double, scale: Int = 1)
  /// A draw-list command holds a value the renderer will not draw: not finite, beyond the
  /// ``DrawListLimits``, or a shadow whose mask would be absurdly large. `tag` names the command.
  case badCommand(tag: String, reason: String)
  /// Cairo reported an error status, or could not create a surface.
  case cairo(String)
  /// The list needs more work than ``RenderBudget`` allows (`reason` says what, how much and the
  /// limit), found before anything is drawn.
  case overBudget(String)

  /// A one-line message.
  public var description: String {
    switch self {
    case .fontMissing(let font, let searched):
      "font \(Self.oneLine(font)) not found in \(Self.oneLine(searched)): install Debian's "
        + "\(FontLibrary.debianPackage(for: font).package) (apt-get install "
        + "\(FontLibrary.debianPackage(for: font).package)) or set "
        + FontLibrary.debianPackage(for: font).variable
    case .missingGlyph(let text, let scalar, let script, let font, let package):
      "text \"\(Self.oneLine(text))\": no glyph for \(Self.character(scalar)) (\(script)) in "
        + "\(Self.oneLine(font))"
        + (package.map { package in
          "; Debian's \(package) covers \(script)"
            + (GlyphCoverage.fallbackScripts.contains(script)
              ? "" : ", a script PickerShot does not fall back to a face for")
        } ?? ", and no font PickerShot uses covers it")
    case .fontUnreadable(let path, let reason):
      "cannot use font file \(Self.oneLine(path)): \(reason)"
    case .badFontName(let name):
      "font name '\(Self.oneLine(name))' is not a plain file name"
    case .unsupportedScale(let scale): "unsupported scale \(scale): use 1, 2 or 3"
    case .badCanvas(let width, let height, let scale) where scale > 1:
      "cannot render a \(Self.format(width))x\(Self.format(height)) pixel canvas at @\(scale)x "
        + "(each side must be 1…\(DrawListLimits.maxPixels) pixels, "
        + "\(DrawListLimits.maxPixels / scale) pt at @\(scale)x)"
    case .badCanvas(let width, let height, _):
      "cannot render a \(Self.format(width))x\(Self.format(height)) pixel canvas "
        + "(each side must be 1…\(DrawListLimits.maxPixels))"
    case .badCommand(let tag, let reason): "cannot draw '\(Self.oneLine(tag))': \(reason)"
    case .cairo(let status): "cairo error: \(status)"
    case .overBudget(let reason): "cannot draw it: \(reason)"
    }
  }

  /// A pixel size as short text: `300`, `nan`, `1e+20`.
  static func format(_ value: Double) -> String {
    value.isFinite && abs(value) < 1e15 && value == value.rounded()
      ? String(Int64(value)) : String(value)
  }

  /// `U+0995 'ক'`: a character's code point, and the character itself when it is printable.
  static func character(_ scalar: UInt32) -> String {
    let hex = String(scalar, radix: 16, uppercase: true)
    let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    guard let character = Unicode.Scalar(scalar),
      ![
        .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator,
        .paragraphSeparator,
      ].contains(character.properties.generalCategory)
    else { return code }
    return "\(code) '\(character)'"
  }

  /// `text` with control characters escaped and cut to 200 characters.
  static func oneLine(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars.prefix(200) {
      if scalar.value < 0x20 || scalar.value == 0x7F {
        result += "\\u{\(String(scalar.value, radix: 16))}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return text.unicodeScalars.count > 200 ? result + "…" : result
  }
}
