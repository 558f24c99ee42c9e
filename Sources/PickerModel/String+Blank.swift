extension StringProtocol {
  /// Whether the text shows nothing: it is empty, or holds only white space, control and format
  /// characters and other default-ignorable code points (a zero-width space, a word joiner, a
  /// byte order mark, a Hangul filler), each of which a font draws as nothing. Wherever a text
  /// must not be empty, such a text is refused as empty.
  public var isBlank: Bool {
    unicodeScalars.allSatisfy { scalar in
      let properties = scalar.properties
      return properties.isWhitespace || properties.isDefaultIgnorableCodePoint
        || properties.generalCategory == .control || properties.generalCategory == .format
    }
  }
}
