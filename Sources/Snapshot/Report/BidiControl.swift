/// The Unicode bidirectional controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069),
/// which reorder the text around them: shown, never obeyed, wherever text from a file reaches a
/// reader (the terminal, the HTML report).
public enum BidiControl {
  /// Whether `scalar` is one of them.
  public static func contains(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}
