/// Why a draw list could not be rasterized or its text shaped. Messages are one line.
public enum RenderError: Error, Equatable, CustomStringConvertible {
  /// A font file the draw list names is not installed.
  case fontMissing(font: String, searched: String)
  /// A font file exists but FreeType or HarfBuzz could not open it.
  case fontUnreadable(path: String)
  /// The scale is not 1, 2 or 3.
  case unsupportedScale(Int)
  /// The canvas is empty or absurdly large.
  case badCanvas(width: Int, height: Int)
  /// Cairo reported an error status.
  case cairo(String)

  /// A one-line message.
  public var description: String {
    switch self {
    case .fontMissing(let font, let searched):
      "font \(font) not found in \(searched): install Debian's fonts-inter "
        + "(apt-get install fonts-inter) or set PICKERSHOT_FONT_DIR"
    case .fontUnreadable(let path): "cannot read font file \(path)"
    case .unsupportedScale(let scale): "unsupported scale \(scale): use 1, 2 or 3"
    case .badCanvas(let width, let height): "cannot render a \(width)x\(height) pixel canvas"
    case .cairo(let status): "cairo error: \(status)"
    }
  }
}
