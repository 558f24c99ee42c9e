extension StringProtocol {
  /// The first character a text drawn from a file may not hold, and what it is, or `nil` when it
  /// holds none: a C0 or C1 control character or DEL (a font draws them as `.notdef` boxes, and
  /// an ESC would reach a terminal or a draw-list file), a noncharacter (U+FFFE, U+FFFF,
  /// U+FDD0…U+FDEF: never text), or a bidi embedding, override or isolate control
  /// (U+202A…U+202E, U+2066…U+2069), which the shaper does not obey, paired or not, so the picture
  /// would not show what the text says. Every scene-file text, drawn or spoken, is checked with it.
  public var refusedCharacter: (scalar: Unicode.Scalar, kind: String)? {
    for scalar in unicodeScalars {
      switch scalar.value {
      case 0..<0x20, 0x7F...0x9F: return (scalar, "a control character")
      case 0x202A...0x202E, 0x2066...0x2069:
        return (scalar, "a bidi control the shaper does not obey")
      default:
        if scalar.properties.isNoncharacterCodePoint { return (scalar, "a noncharacter") }
      }
    }
    return nil
  }
}

extension Unicode.Scalar {
  /// The code point as `U+001B`: at least four uppercase hex digits.
  public var codePoint: String {
    let digits = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
