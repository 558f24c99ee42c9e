/// The Unicode bidirectional algorithm's rule L2 (UAX #9): pieces of a line in logical order, each
/// at its embedding level, put in the order they stand on the page.
///
/// The shaper orders script runs with it and the Apple textual field orders its elements with it,
/// so the two cannot disagree.
///
/// ```swift
/// BidiReordering.visualOrder(levels: [1, 2, 2, 1])  // [3, 1, 2, 0]
/// ```
public enum BidiReordering {
  /// The logical indices of pieces at `levels`, left to right on the page: from the highest level
  /// down to 1, every maximal stretch at or above that level is reversed.
  public static func visualOrder(levels: [Int]) -> [Int] {
    var order = Array(levels.indices)
    var orderedLevels = levels
    for level in stride(from: levels.max() ?? 0, through: 1, by: -1) {
      var start = 0
      while start < order.count {
        guard orderedLevels[start] >= level else {
          start += 1
          continue
        }
        var end = start
        while end < order.count, orderedLevels[end] >= level { end += 1 }
        order[start..<end].reverse()
        orderedLevels[start..<end].reverse()
        start = end
      }
    }
    return order
  }
}
