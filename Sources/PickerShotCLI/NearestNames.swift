/// The names closest to a misspelt one, for "did you mean" lists in messages.
enum NearestNames {
  /// Up to `count` of `candidates` closest to `name` by edit distance (ties in the candidates'
  /// order), written `a, b, c`; `none` when there are no candidates.
  static func list(_ name: String, in candidates: [String], count: Int = 3) -> String {
    let target = Array(name.unicodeScalars.prefix(200))
    let ranked = candidates.enumerated().map { (index, candidate) in
      (distance(target, Array(candidate.unicodeScalars.prefix(200))), index, candidate)
    }.sorted { ($0.0, $0.1) < ($1.0, $1.1) }
    let names = ranked.prefix(count).map(\.2)
    return names.isEmpty ? "none" : names.joined(separator: ", ")
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
