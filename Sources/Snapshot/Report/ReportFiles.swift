import Foundation
import Raster

/// Writes a run's report files into one folder: `summary.json`, `junit.xml` and `index.html`.
public enum ReportFiles {
  /// Writes all three, atomically each.
  public static func write(_ report: SnapshotReport, to directory: String) throws {
    try AtomicFile.write(try summaryJSON(report), to: "\(directory)/summary.json")
    try AtomicFile.write(Data(JUnitReport.xml(report).utf8), to: "\(directory)/junit.xml")
    try HTMLReport.write(report, to: directory)
  }

  /// The bytes of `summary.json` (also what `verify --json` prints): sorted keys, pretty-printed.
  public static func summaryJSON(_ report: SnapshotReport) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(report)
  }
}
