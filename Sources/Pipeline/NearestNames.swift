/// The few known names closest to one that is not known, for a usage error's hint: names that
/// start with it come first (`date` → `date-picker`; also after a group's `/`:
/// `clips` → `primitives/clips`), then the smallest edit distance, then the names' own order.
public enum NearestNames {
  /// At most `count` names of `candidates` nearest to `name`.
  public static func nearest(to name: String, in candidates: [String], count: Int = 3) -> [String] {
    // Compared on their first 200 characters, so a hostile 100k-character name stays cheap.
    let wanted = Array(name.lowercased().prefix(200))
    let ranked = candidates.enumerated().map { index, candidate in
      let lowered = candidate.lowercased()
      let last = lowered.split(separator: "/").last.map(String.init) ?? lowered
      let prefix =
        !wanted.isEmpty
        && (lowered.hasPrefix(name.lowercased()) || last.hasPrefix(name.lowercased()))
      return (
        prefix: prefix ? 0 : 1, distance: distance(wanted, Array(lowered.prefix(200))), index: index
      )
    }
    return ranked.sorted { ($0.prefix, $0.distance, $0.index) < ($1.prefix, $1.distance, $1.index) }
      .prefix(count).map { candidates[$0.index] }
  }

  /// `, `-separated: `date-picker, date-picker-range, day-cells`; `none` when there are no
  /// candidates.
  public static func list(to name: String, in candidates: [String], count: Int = 3) -> String {
    let names = nearest(to: name, in: candidates, count: count)
    return names.isEmpty ? "none" : names.joined(separator: ", ")
  }

  /// The Levenshtein distance between `a` and `b` (insertions, deletions and substitutions of
  /// one character each cost 1). Names are short: two rows of `b.count + 1`.
  public static func distance(_ a: [Character], _ b: [Character]) -> Int {
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
