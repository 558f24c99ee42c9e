/// Reads what is typed into the hex field: exactly six hex digits, with or without one leading
/// `#`, in any case (`#335CFF`, `335cff`). Anything else is an error that says why.
public enum HexParser {
  /// How many digits a colour takes.
  public static let digitCount = 6

  /// The colour `text` names.
  ///
  /// - Throws: ``ColorHexError/empty`` for nothing (or a lone `#`), or nothing but white space
  ///   and invisible characters (a zero-width space, a joiner, a byte order mark),
  ///   ``ColorHexError/notHexDigit(_:_:)`` for the first character that is not `0-9`, `a-f` or
  ///   `A-F` (a space, a second `#`, a sign), ``ColorHexError/wrongLength(_:_:)`` for any other
  ///   number of digits than six.
  public static func parse(_ text: String) throws(ColorHexError) -> RGBColor {
    let digits = text.hasPrefix("#") ? text.dropFirst() : Substring(text)
    guard !isBlank(digits) else { throw .empty }
    if let bad = digits.first(where: { !isHexDigit($0) }) {
      throw .notHexDigit(text, bad)
    }
    guard digits.count == digitCount else { throw .wrongLength(text, digits.count) }
    let values = digits.compactMap(\.hexDigitValue).map(UInt8.init)
    guard values.count == digitCount else { throw .notHexDigit(text, digits.first ?? "?") }
    return RGBColor(
      red: values[0] << 4 | values[1], green: values[2] << 4 | values[3],
      blue: values[4] << 4 | values[5])
  }

  /// Whether `text` shows nothing: empty, or only white space and default-ignorable characters
  /// (zero-width spaces and joiners, the word joiner, a byte order mark, a soft hyphen).
  static func isBlank(_ text: Substring) -> Bool {
    text.unicodeScalars.allSatisfy {
      $0.properties.isWhitespace || $0.properties.isDefaultIgnorableCodePoint
    }
  }

  /// Whether `character` is one ASCII hex digit (full-width and other scripts' digits are not).
  static func isHexDigit(_ character: Character) -> Bool {
    guard character.isASCII, let value = character.hexDigitValue else { return false }
    return (0..<16).contains(value)
  }
}
