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

@Suite struct ShapeSpreadTests {
  static let box = Rect(x: 10, y: 20, width: 30, height: 40)
  static let radii = CornerRadii(topLeft: 0, topRight: 2, bottomRight: 4, bottomLeft: 8)
  static let centre = Point(x: 5, y: 6)
  static let outline = Path([.move(to: Point(x: 0, y: 0)), .line(to: Point(x: 9, y: 0)), .close])

  @Test(arguments: [
    (Shape.rect(box, radii), 0, Shape.rect(box, radii)),
    (
      .rect(box, radii), 3,
      .rect(
        Rect(x: 7, y: 17, width: 36, height: 46),
        CornerRadii(topLeft: 3, topRight: 5, bottomRight: 7, bottomLeft: 11))
    ),
    (
      .rect(box, radii), -3,
      .rect(
        Rect(x: 13, y: 23, width: 24, height: 34),
        CornerRadii(topLeft: 0, topRight: 0, bottomRight: 1, bottomLeft: 5))
    ),
    (.rect(box, radii), -20, .rect(Rect(x: 30, y: 40, width: 0, height: 0), CornerRadii(0))),
    (.circle(center: centre, radius: 4), 2.5, .circle(center: centre, radius: 6.5)),
    (.circle(center: centre, radius: 4), -5, .circle(center: centre, radius: 0)),
    (.path(outline), 8, .path(outline)),
  ])
  func spreadGrowsRectsAndCirclesNotPaths(shape: Shape, spread: Double, grown: Shape) {
    #expect(shape.spread(by: spread) == grown)
  }
}
