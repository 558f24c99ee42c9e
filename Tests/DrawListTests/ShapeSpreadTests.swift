import DrawList
import Testing

/// `Shape.spread(by:)`: the one rule the backend and the peer benchmark grow a shadow's shape by.
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
