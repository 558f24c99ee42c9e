import Snapshot

/// What `record --rebaseline` prints after its results: each changed fingerprint field old and
/// new, where the review report is, and a commit message naming the new fingerprint.
enum RebaselineSummary {
  /// The lines for `report` (its entries' environment changes and this machine's fingerprint).
  static func lines(_ report: SnapshotReport, folder: String?) -> [String] {
    let rebaselined = report.entries.filter { $0.environmentDiffers && $0.status == .recorded }
    let changes = Set(report.entries.flatMap(\.environmentChanges)).sorted()
    guard !changes.isEmpty else {
      return ["rebaseline: every golden's fingerprint is this machine's; nothing re-baselined"]
    }
    var lines = ["rebaseline: fingerprint changes (golden → here):"]
    lines += changes.map { "  \($0)" }
    if let folder { lines.append("review: \(folder)/index.html (expected, actual and diff)") }
    // The environment only: the backend's code hash is not one (see Fingerprint.codeKey).
    let fingerprint = report.environment.keys.sorted().filter { $0 != Fingerprint.codeKey }.map {
      "\($0) \(report.environment[$0]!)"
    }
    let count = rebaselined.count
    lines += ["suggested commit message:", ""]
    lines.append("  Re-baseline \(count) golden\(count == 1 ? "" : "s") for a new environment")
    lines += ["", "  Changed: " + changes.joined(separator: "; ")]
    lines += ["  Fingerprint: " + fingerprint.joined(separator: ", ")]
    return lines
  }

  /// Prints ``lines(_:folder:)``.
  static func print(_ report: SnapshotReport, report folder: String?, terminal: Terminal) {
    for line in lines(report, folder: folder) { terminal.line(line) }
  }
}
