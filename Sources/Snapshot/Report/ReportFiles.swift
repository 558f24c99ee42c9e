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
    // The three documents are made on up to three threads (the summary's JSON encoding is the
    // slowest, about 0.6 ms for one image on a cold process), then written in this order, each
    // only once the one before it is written, as before.
    let documents = WorkQueue<Result<Data, any Error>>.run(count: 3, workers: 3) { index, _ in
      Result {
        switch index {
        case 0: try summaryJSON(report)
        case 1: Data(JUnitReport.xml(report, folder: directory).utf8)
        default: Data(HTMLReport.render(report, goldensBase: goldensBase).utf8)
        }
      }
    }
    try AtomicFile.write(try documents[0].get(), to: "\(directory)/summary.json", sync: false)
    try AtomicFile.write(try documents[1].get(), to: "\(directory)/junit.xml", sync: false)
    try AtomicFile.write(try documents[2].get(), to: "\(directory)/index.html", sync: false)
  }

  /// The bytes of `summary.json` (also what `verify --json` prints): sorted keys,
  /// pretty-printed, slashes unescaped.
  public static func summaryJSON(_ report: SnapshotReport) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(report)
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
