/// Readable differences between two draw-list dumps, command by command.
///
/// Commands are matched by their tag and how many times that tag has appeared, so a changed colour
/// reads `fill #335CFF → #3559E9 at day 2026-01-16` rather than as a wall of shifted lines.
public enum DrawListDiff {
  /// The changes from `golden` to `actual` (both `DrawList.dump()` lines), at most `limit` lines
  /// plus a count of the rest.
  public static func changes(golden: [String], actual: [String], limit: Int = 40) -> [String] {
    if golden == actual { return [] }
    var result: [String] = []
    let old = keyed(golden)
    let new = keyed(actual)
    let oldKeys = Set(old.map(\.key))
    let newKeys = Set(new.map(\.key))
    var oldByKey: [Key: String] = [:]
    for entry in old { oldByKey[entry.key] = entry.body }
    for entry in new {
      guard let before = oldByKey[entry.key] else {
        result.append("added \(entry.body) at \(entry.key.tag)")
        continue
      }
      if before != entry.body { result.append(describe(before, entry.body, at: entry.key.tag)) }
    }
    for entry in old where !newKeys.contains(entry.key) {
      result.append("removed \(entry.body) at \(entry.key.tag)")
    }
    if oldKeys == newKeys && result.isEmpty {
      result.append("commands reordered")
    }
    if result.count > limit {
      let rest = result.count - limit
      result = Array(result.prefix(limit)) + ["… and \(rest) more changes"]
    }
    return result
  }

  struct Key: Hashable {
    var tag: String
    var occurrence: Int
  }

  /// Splits `[tag] body` lines; the canvas line gets the tag `canvas`.
  static func keyed(_ lines: [String]) -> [(key: Key, body: String)] {
    var seen: [String: Int] = [:]
    return lines.map { line in
      var tag = "canvas"
      var body = line
      if line.hasPrefix("["), let close = line.firstIndex(of: "]") {
        tag = String(line[line.index(after: line.startIndex)..<close])
        body = String(line[line.index(after: close)...]).trimmingLeadingSpace()
      }
      let occurrence = seen[tag, default: 0]
      seen[tag] = occurrence + 1
      return (Key(tag: tag, occurrence: occurrence), body)
    }
  }

  /// `fill #335CFF → #3559E9 at day 16`: the command's kind plus the words that changed.
  static func describe(_ before: String, _ after: String, at tag: String) -> String {
    let a = before.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    let b = after.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    let kind = b.first ?? ""
    guard a.count == b.count, a.first == b.first else {
      return "\(before) → \(after) at \(tag)"
    }
    var removed: [String] = []
    var added: [String] = []
    for (x, y) in zip(a, b) where x != y {
      removed.append(x)
      added.append(y)
    }
    return "\(kind) \(removed.joined(separator: " ")) → \(added.joined(separator: " ")) at \(tag)"
  }
}

extension String {
  fileprivate func trimmingLeadingSpace() -> String {
    String(drop { $0 == " " })
  }
}
