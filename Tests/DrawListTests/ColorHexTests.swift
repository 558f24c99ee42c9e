import DrawList
import Testing

/// `Color.hex`: upper-case, two digits a channel, alpha only when not opaque (the draw-list dump
/// and every golden's text depend on it).
@Suite struct ColorHexTests {
  @Test(arguments: [
    (Color(red: 0, green: 0, blue: 0), "#000000"),
    (Color(red: 0, green: 15, blue: 255), "#000FFF"),
    (Color(red: 0x33, green: 0x5C, blue: 0xFF), "#335CFF"),
    (Color(red: 1, green: 16, blue: 171, alpha: 128), "#0110AB80"),
    (Color(red: 255, green: 255, blue: 255, alpha: 0), "#FFFFFF00"),
  ])
  func writesTheChannels(_ color: Color, _ text: String) {
    #expect(color.hex == text)
  }
}
