import DrawList
import Testing

@Suite struct CornerRadiiTests {
  static let badge = CornerRadii(topLeft: 6, topRight: 6, bottomRight: 28, bottomLeft: 28)

  @Test func oneRadiusGoesOnEveryCorner() {
    #expect(CornerRadii(5) == CornerRadii(topLeft: 5, topRight: 5, bottomRight: 5, bottomLeft: 5))
    #expect(CornerRadii.zero.clockwise == [0, 0, 0, 0])
  }

  @Test func clockwiseStartsAtTheTopLeft() {
    let radii = CornerRadii(topLeft: 1, topRight: 2, bottomRight: 3, bottomLeft: 4)
    #expect(radii.clockwise == [1, 2, 3, 4])
  }

  @Test(arguments: [
    (CornerRadii(3), true), (CornerRadii.zero, true), (Self.badge, false),
    (CornerRadii(topLeft: 1, topRight: 1, bottomRight: 1, bottomLeft: 2), false),
    (CornerRadii(topLeft: 2, topRight: 1, bottomRight: 1, bottomLeft: 1), false),
    (CornerRadii(topLeft: 1, topRight: 1, bottomRight: 2, bottomLeft: 1), false),
  ])
  func uniformMeansAllFourAgree(radii: CornerRadii, uniform: Bool) {
    #expect(radii.isUniform == uniform)
  }

  static let growths: [(CornerRadii, Double, CornerRadii)] = [
    (CornerRadii(4), 2, CornerRadii(6)),
    (badge, 2, CornerRadii(topLeft: 8, topRight: 8, bottomRight: 30, bottomLeft: 30)),
    (badge, -10, CornerRadii(topLeft: 0, topRight: 0, bottomRight: 18, bottomLeft: 18)),
    (.zero, -1, .zero),
    (.zero, 3, CornerRadii(3)),
    (badge, 0, badge),
  ]

  /// A spread shadow grows each corner; a negative spread shrinks it, but never below square.
  @Test(arguments: growths)
  func growingNeverGoesBelowZero(radii: CornerRadii, amount: Double, expected: CornerRadii) {
    #expect(radii.grown(by: amount) == expected)
  }
}
