/// Why a draw list could not be rasterized or its text shaped. Messages are one line.
///
/// Exit codes the command line maps these to: ``fontMissing`` 69 (not installed);
/// ``fontUnreadable``, ``badFontName``, ``badCanvas`` and ``badCommand`` 65 (bad input data);
/// ``unsupportedScale`` 64 (usage); ``cairo`` 70 (internal error).
public enum RenderError: Error, Equatable, CustomStringConvertible {
  /// A font file the draw list names is not installed (the message names the Debian package:
  /// `fonts-inter`, `fonts-roboto-unhinted` for a Roboto face, `fonts-noto-core` for a Noto face).
  case fontMissing(font: String, searched: String)
  /// A font file exists but cannot be used: not a regular file (a FIFO, directory or device),
  /// not readable, too large, or not a font FreeType or HarfBuzz can open (corrupt).
  case fontUnreadable(path: String, reason: String)
  /// A font name that is not a plain file name (it holds a `/`, starts with `.`, or is empty),
  /// refused before any file is looked up so it cannot reach outside the font folder.
  case badFontName(String)
  /// The scale is not 1, 2 or 3.
  case unsupportedScale(Int)
  /// The canvas is empty, not finite or absurdly large; sizes in pixels.
  case badCanvas(width: Double, height: Double)
  /// A draw-list command holds a value the renderer will not draw: not finite, beyond the
  /// ``DrawListLimits``, or a shadow whose mask would be absurdly large. `tag` names the command.
  case badCommand(tag: String, reason: String)
  /// Cairo reported an error status, or could not create a surface.
  case cairo(String)

  /// A one-line message.
  public var description: String {
    switch self {
    case .fontMissing(let font, let searched):
      "font \(Self.oneLine(font)) not found in \(Self.oneLine(searched)): install Debian's "
        + "\(FontLibrary.debianPackage(for: font).package) (apt-get install "
        + "\(FontLibrary.debianPackage(for: font).package)) or set "
        + FontLibrary.debianPackage(for: font).variable
    case .fontUnreadable(let path, let reason):
      "cannot use font file \(Self.oneLine(path)): \(reason)"
    case .badFontName(let name):
      "font name '\(Self.oneLine(name))' is not a plain file name"
    case .unsupportedScale(let scale): "unsupported scale \(scale): use 1, 2 or 3"
    case .badCanvas(let width, let height):
      "cannot render a \(Self.format(width))x\(Self.format(height)) pixel canvas "
        + "(each side must be 1…\(DrawListLimits.maxPixels))"
    case .badCommand(let tag, let reason): "cannot draw '\(Self.oneLine(tag))': \(reason)"
    case .cairo(let status): "cairo error: \(status)"
    }
  }

  /// A pixel size as short text: `300`, `nan`, `1e+20`.
  static func format(_ value: Double) -> String {
    value.isFinite && abs(value) < 1e15 && value == value.rounded()
      ? String(Int64(value)) : String(value)
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
