/// The names nearest to a mistyped one, for "unknown name" messages that stay one short line.
enum NearestNames {
  /// Up to `count` of `names` closest to `name` by edit distance (ties in the order given),
  /// leaving out those further than half the longer name unless one is a prefix of the other.
  static func nearest(to name: String, in names: [String], count: Int = 3) -> [String] {
    ranked(name, names).filter { candidate, score in
      score <= max(name.unicodeScalars.count, candidate.unicodeScalars.count) / 2
        || candidate.hasPrefix(name) || name.hasPrefix(candidate)
    }
    .prefix(count).map(\.name)
  }

  /// Up to `count` of `candidates` closest to `name` by edit distance (ties in the candidates'
  /// order), however far, written `a, b, c`; `none` when there are no candidates.
  static func list(_ name: String, in candidates: [String], count: Int = 3) -> String {
    let names = ranked(name, candidates).prefix(count).map(\.name)
    return names.isEmpty ? "none" : names.joined(separator: ", ")
  }

  /// `names` with their distance from `name`, nearest first, ties in the order given (both
  /// compared on their first 200 scalars, so a huge name stays cheap).
  private static func ranked(_ name: String, _ names: [String]) -> [(name: String, score: Int)] {
    let typed = Array(name.unicodeScalars.prefix(200))
    return names.enumerated().map { index, candidate in
      (index, candidate, distance(typed, Array(candidate.unicodeScalars.prefix(200))))
    }
    .sorted { ($0.2, $0.0) < ($1.2, $1.0) }
    .map { (name: $0.1, score: $0.2) }
  }

  /// The Levenshtein distance between `a` and `b`.
  static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        current[j] = min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
