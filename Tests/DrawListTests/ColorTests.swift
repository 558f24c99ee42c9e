import DrawList
import Testing

@Suite struct ColorTests {
  @Test(arguments: [
    ("#335CFF", Color(red: 0x33, green: 0x5C, blue: 0xFF)),
    ("335cff1a", Color(red: 0x33, green: 0x5C, blue: 0xFF, alpha: 0x1A)),
    ("#AbCdEf", Color(red: 0xAB, green: 0xCD, blue: 0xEF)),
    ("FFFFFFFF", Color.white),
    ("#00000000", Color.clear),
  ])
  func parsesHex(text: String, color: Color) {
    #expect(Color(hex: text) == color)
  }

  /// `UInt32(_:radix:)` alone would take `+12345`; a second hash, a `0x`, spaces, other digits
  /// and other lengths are not colours either.
  @Test(arguments: [
    "", "#", "#12345", "#GGGGGG", "#1234567", "+12345", "+1234567", "-1234567", "##123456",
    "0x1234", "0x123456", "#12 456", " 123456", "123456 ", "１２３４５６", "#123", "123456789",
  ])
  func rejectsBadHex(text: String) {
    #expect(Color(hex: text) == nil)
  }

  @Test(arguments: [
    (Color(red: 1, green: 2, blue: 3), "#010203"),
    (Color(red: 1, green: 2, blue: 3, alpha: 0), "#01020300"),
    (Color.white.withAlpha(254), "#FFFFFFFE"),
    (Color.clear, "#00000000"),
    (Color(red: 0xAB, green: 0xCD, blue: 0xEF, alpha: 0x10), "#ABCDEF10"),
  ])
  func hexIsUpperCaseWithAlphaOnlyWhenTranslucent(color: Color, hex: String) {
    #expect(color.hex == hex)
    #expect(color.description == hex)
  }

  @Test(arguments: [
    Color.white, .black, .clear, Color(red: 0x33, green: 0x5C, blue: 0xFF),
    Color(red: 0x0F, green: 0xF0, blue: 0x01, alpha: 0xFE),
    Color(red: 9, green: 10, blue: 11, alpha: 1),
  ])
  func hexRoundTrips(color: Color) {
    #expect(Color(hex: color.hex) == color)
  }

  @Test func withAlphaKeepsTheChannels() {
    let color = Color(red: 1, green: 2, blue: 3)
    #expect(color.withAlpha(9) == Color(red: 1, green: 2, blue: 3, alpha: 9))
    #expect(color.withAlpha(9).withAlpha(255) == color)
  }

  @Test(arguments: [
    (Color.black, 0.0), (.white, 1), (Color(red: 255, green: 0, blue: 0), 0.2126),
    (Color(red: 0, green: 255, blue: 0), 0.7152), (Color(red: 0, green: 0, blue: 255), 0.0722),
    (Color.white.withAlpha(0), 1), (Color(red: 10, green: 10, blue: 10), 10 / 255 / 12.92),
  ])
  func relativeLuminanceFollowsWCAGAndIgnoresAlpha(color: Color, luminance: Double) {
    #expect(Tolerance.close(color.relativeLuminance, luminance))
  }

  @Test func contrast() {
    #expect(Color.black.contrastRatio(against: .white) == 21)
    #expect(abs(Color(hex: "#8E8E93")!.contrastRatio(against: .white) - 3.2605) < 0.0005)
  }

  @Test(arguments: [
    (Color.black, Color.white), (Color(hex: "#8E8E93")!, .white),
    (Color(hex: "#335CFF")!, Color(hex: "#FB3748")!), (Color.clear, .white),
  ])
  func contrastIsSymmetricAtLeastOneAndIgnoresAlpha(a: Color, b: Color) {
    #expect(a.contrastRatio(against: b) == b.contrastRatio(against: a))
    #expect(a.contrastRatio(against: b) >= 1)
    #expect(a.contrastRatio(against: a) == 1)
    #expect(a.withAlpha(0).contrastRatio(against: b) == a.withAlpha(255).contrastRatio(against: b))
  }
}
