/// The names nearest to a mistyped one, for "unknown name" messages that stay one short line.
enum NearestNames {
  /// Up to `count` of `names` closest to `name` by edit distance (ties in the order given),
  /// leaving out those further than half the longer name.
  static func nearest(to name: String, in names: [String], count: Int = 3) -> [String] {
    let typed = Array(name.unicodeScalars.prefix(128))
    let scored = names.map { candidate -> (String, Int) in
      (candidate, distance(typed, Array(candidate.unicodeScalars.prefix(128))))
    }
    return scored.filter { candidate, score in
      score <= max(typed.count, candidate.unicodeScalars.count) / 2
        || candidate.hasPrefix(name) || name.hasPrefix(candidate)
    }
    .enumerated().sorted { ($0.element.1, $0.offset) < ($1.element.1, $1.offset) }
    .prefix(count).map(\.element.0)
  }

  /// Levenshtein distance.
  static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    guard !a.isEmpty else { return b.count }
    var previous = Array(0...b.count)
    for (i, x) in a.enumerated() {
      var current = [i + 1] + Array(repeating: 0, count: b.count)
      for (j, y) in b.enumerated() {
        current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
  }
}
