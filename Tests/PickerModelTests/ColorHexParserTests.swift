import PickerModel
import Testing

/// The hex field: six digits with or without `#`, any case; everything else refused with a
/// message that names it, and the colour left alone.
@Suite struct ColorHexParserTests {
  @Test(arguments: [
    ("#335CFF", "#335CFF"), ("335CFF", "#335CFF"), ("#335cff", "#335CFF"), ("335cFf", "#335CFF"),
    ("#000000", "#000000"), ("ffffff", "#FFFFFF"), ("#aBcDeF", "#ABCDEF"),
  ])
  func acceptsSixDigits(text: String, hex: String) throws {
    #expect(try HexParser.parse(text).hex == hex)
  }

  @Test(arguments: [
    ("", ColorHexError.empty), ("#", .empty),
    // Nothing but white space or invisible characters is nothing typed.
    ("   ", .empty), ("# ", .empty), ("\t\n", .empty), ("\u{200B}", .empty),
    ("#\u{FEFF}\u{2060}", .empty), ("\u{200D}\u{00A0}\u{3000}", .empty),
    ("#33F", .wrongLength("#33F", 3)), ("335CF", .wrongLength("335CF", 5)),
    ("#335CFF0", .wrongLength("#335CFF0", 7)), ("#335CFF80", .wrongLength("#335CFF80", 8)),
    ("#33GZ11", .notHexDigit("#33GZ11", "G")), ("##335CF", .notHexDigit("##335CF", "#")),
    (" 335CFF", .notHexDigit(" 335CFF", " ")), ("335CFF ", .notHexDigit("335CFF ", " ")),
    ("+35CFFF", .notHexDigit("+35CFFF", "+")), ("３３５ＣＦＦ", .notHexDigit("３３５ＣＦＦ", "３")),
    ("33５CFF", .notHexDigit("33５CFF", "５")), ("#335CF🙂", .notHexDigit("#335CF🙂", "🙂")),
  ])
  func refusesEverythingElse(text: String, error: ColorHexError) {
    #expect(throws: error) { try HexParser.parse(text) }
  }

  @Test(arguments: [
    (ColorHexError.empty, "Enter six hex digits, like #335CFF"),
    (.notHexDigit("#33GZ11", "G"), "\"#33GZ11\": \"G\" is not a hex digit"),
    (.wrongLength("#33F", 3), "\"#33F\" has 3 digits, a colour needs 6"),
    (.wrongLength("#3", 1), "\"#3\" has 1 digit, a colour needs 6"),
    (
      .wrongLength(String(repeating: "a", count: 40), 40),
      "\"aaaaaaaaaaa…\" has 40 digits, a colour needs 6"
    ),
  ])
  func messagesAreOneShortLine(error: ColorHexError, message: String) {
    #expect(error.description == message)
    #expect(!message.contains("\n") && message.count <= 48)
  }

  @Test(arguments: ["", "#33F", "#33GZ11", "335CFF0", "xyz"])
  func aRefusedHexKeepsTheColourAndShowsTheText(text: String) {
    var picker = ColorPicker(color: RGBColor(red: 0x33, green: 0x5C, blue: 0xFF))
    let before = picker.color
    let refused = ColorHexParserTests.refuses(text, in: &picker)
    #expect(refused)
    #expect(picker.color == before && picker.rgb.hex == "#335CFF")
    #expect(picker.hexText == text && picker.hexError != nil)
  }

  @Test func anAcceptedHexReplacesTheColourAndClearsTheError() throws {
    var picker = ColorPicker(color: RGBColor(red: 0x33, green: 0x5C, blue: 0xFF))
    let refused = ColorHexParserTests.refuses("#33GZ11", in: &picker)
    #expect(refused)
    try picker.enterHex("1fc16b")
    #expect(picker.rgb.hex == "#1FC16B" && picker.hexText == "#1FC16B" && picker.hexError == nil)
  }

  /// Types `text` into `picker`'s hex field; whether it was refused.
  static func refuses(_ text: String, in picker: inout ColorPicker) -> Bool {
    do {
      try picker.enterHex(text)
      return false
    } catch { return true }
  }
}
