import DrawList
import Testing

/// UAX #9 rule L2: stretches at or above each level, highest first, reversed.
@Suite struct BidiReorderingTests {
  @Test(arguments: [
    ([], []),
    ([0, 0, 0], [0, 1, 2]),
    ([1, 1, 1], [2, 1, 0]),
    // Left-to-right pieces (level 2) in a right-to-left line keep their own order.
    ([1, 2, 2, 1], [3, 1, 2, 0]),
    // Right-to-left pieces in a left-to-right line.
    ([0, 1, 1, 0], [0, 2, 1, 3]),
    ([2, 1, 2], [2, 1, 0]),
  ])
  func piecesStandOnThePageInRuleL2Order(levels: [Int], visual: [Int]) {
    #expect(BidiReordering.visualOrder(levels: levels) == visual)
  }
}
