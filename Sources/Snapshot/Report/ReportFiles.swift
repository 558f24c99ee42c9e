import Foundation
import Raster

/// Writes a run's report files into one folder: `summary.json`, `junit.xml` and `index.html`.
public enum ReportFiles {
  /// Writes all three, atomically each. `goldensBase` is the path from the report folder to the
  /// folder golden paths are relative to (`..` for `.artifacts`), for the HTML page's links.
  ///
  /// Like the artifacts beside them, the files are not synced: a report is made again by the
  /// next run, and a power cut can at worst lose it, never leave half of one (each is still
  /// renamed into place). Syncing them cost a one-scene `verify` six `fsync`s.
  public static func write(
    _ report: SnapshotReport, to directory: String, goldensBase: String? = nil
  ) throws {
    // The three documents are made on three threads for a report of many entries, then written
    // in this order. For a few entries each takes well under a millisecond, less than starting
    // a thread costs a one-image `verify`, so they are made on this one.
    let threads = report.entries.count >= parallelEntries ? 3 : 1
    let documents = WorkQueue<[UInt8]>.run(count: 3, workers: threads) { index, _ in
      switch index {
      case 0: Array(ReportJSON.text(report).utf8)
      case 1: Array(JUnitReport.xml(report, folder: directory).utf8)
      default: Array(HTMLReport.render(report, goldensBase: goldensBase).utf8)
      }
    }
    try AtomicFile.write(documents[0], to: "\(directory)/summary.json", sync: false)
    try AtomicFile.write(documents[1], to: "\(directory)/junit.xml", sync: false)
    try AtomicFile.write(documents[2], to: "\(directory)/index.html", sync: false)
  }

  /// Reports with at least this many entries have their documents made on three threads.
  static let parallelEntries = 32

  /// The bytes of `summary.json` (also what `verify --json` prints): sorted keys,
  /// pretty-printed, slashes unescaped, as `JSONEncoder` writes them (``ReportJSON``).
  public static func summaryJSON(_ report: SnapshotReport) throws -> Data {
    Data(ReportJSON.text(report).utf8)
  }

  /// The path from the folder `directory` to the working folder (`..` from `.artifacts`,
  /// `.` from `.`), both resolved through links; `nil` when either cannot be resolved.
  public static func workingFolder(from directory: String) -> String? {
    guard let there = realpath(directory, nil) else { return nil }
    defer { free(there) }
    guard let here = realpath(".", nil) else { return nil }
    defer { free(here) }
    let from = String(cString: there).split(separator: "/")
    let to = String(cString: here).split(separator: "/")
    var common = 0
    while common < min(from.count, to.count), from[common] == to[common] { common += 1 }
    let parts =
      Array(repeating: "..", count: from.count - common) + to[common...].map(String.init)
    return parts.isEmpty ? "." : parts.joined(separator: "/")
  }
}
