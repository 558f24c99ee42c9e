import DrawList
import Testing

@Suite struct DumpFormatTests {
  @Test(arguments: [
    (0.0, "0.00"), (-0.001, "0.00"), (1.006, "1.01"), (-2.5, "-2.50"), (340, "340.00"),
    (0.125, "0.13"), (-37.5, "-37.50"), (12345.678, "12345.68"),
  ])
  func numbersHaveTwoDecimals(value: Double, text: String) {
    #expect(DumpFormat.number(value) == text)
  }

  @Test func dumpIsOneLinePerCommand() {
    var list = DrawList(canvas: Rect(x: -1, y: -2, width: 10, height: 20))
    list.append(.fill(.circle(center: Point(x: 5, y: 5), radius: 3), .solid(.white)), tag: "dot")
    list.append(
      .stroke(
        .roundedRect(Rect(x: 0, y: 0, width: 4, height: 4), radius: 1), .solid(.black, width: 2)),
      tag: "box")
    #expect(
      list.dump() == """
        canvas -1.00,-2.00 10.00x20.00
        [dot] fill circle 5.00,5.00 r3.00 #FFFFFF
        [box] stroke rect 0.00,0.00 4.00x4.00 r1.00 #000000 w2.00

        """)
  }
}

@Suite struct ColorTests {
  @Test(arguments: [
    ("#335CFF", Color(red: 0x33, green: 0x5C, blue: 0xFF)),
    ("335cff1a", Color(red: 0x33, green: 0x5C, blue: 0xFF, alpha: 0x1A)),
  ])
  func parsesHex(text: String, color: Color) {
    #expect(Color(hex: text) == color)
  }

  @Test(arguments: ["", "#12345", "#GGGGGG", "#1234567"])
  func rejectsBadHex(text: String) {
    #expect(Color(hex: text) == nil)
  }

  @Test func contrast() {
    #expect(Color.black.contrastRatio(against: .white) == 21)
    #expect(abs(Color(hex: "#8E8E93")!.contrastRatio(against: .white) - 3.2605) < 0.0005)
  }

  @Test func shadowBoundsReachThreeSigma() {
    let shadow = Shadow(offsetX: 0, offsetY: 25, blur: 25, color: .black)
    let bounds = shadow.bounds(of: Rect(x: 0, y: 0, width: 340, height: 100))
    #expect(bounds == Rect(x: -37.5, y: -12.5, width: 415, height: 175))
  }
}
