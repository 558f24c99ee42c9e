import Foundation
import StrictJSON

/// Joins the reports of a sharded run (`verify --shard K/N` on several machines) into the report
/// of the whole run: the same entries, counts and order as one unsharded `verify`.
///
/// ```swift
/// let merged = try ReportMerge.merge([
///   ("shard-1/summary.json", try ReportMerge.decode(one, file: "shard-1/summary.json")),
///   ("shard-2/summary.json", try ReportMerge.decode(two, file: "shard-2/summary.json")),
/// ])
/// ```
public enum ReportMerge {
  /// The largest `summary.json` read: a report of thousands of entries is a few MiB.
  public static let maxSummaryBytes = 64 << 20

  /// Decodes a `summary.json`; anything that is not one is a ``ReportMergeError/badSummary``
  /// naming `file`, the JSON path (`$.entries[2].status`) and what was expected there. Every
  /// artifact path must be `<entry id>/<file>`, a file a report writes (``ReportFolder``), and
  /// `schemaVersion` this version's.
  public static func decode(_ data: [UInt8], file: String) throws(ReportMergeError)
    -> SnapshotReport
  {
    // StrictJSON first, as every JSON file the CLI reads: a key given twice, a trailing comma or
    // a lone surrogate is refused at its JSON path, where Foundation would take it.
    do { _ = try JSONValue.parse(data, maxCount: maxSummaryBytes) } catch {
      throw .badSummary(
        file: file, path: error.path,
        reason: "\(error.message) (line \(error.line), column \(error.column))")
    }
    let report: SnapshotReport
    do {
      report = try JSONDecoder().decode(SnapshotReport.self, from: Data(data))
    } catch let error as DecodingError {
      let (path, reason) = describe(error)
      throw .badSummary(file: file, path: path, reason: reason)
    } catch {
      throw .badSummary(file: file, path: "$", reason: "not a PickerShot report")
    }
    for (number, entry) in report.entries.enumerated() {
      try checkNumbers(entry, at: "$.entries[\(number)]", file: file)
      guard GoldenInventory.isGoldenShaped(entry.id + ".png") else {
        throw .badSummary(
          file: file, path: "$.entries[\(number)].id",
          reason: "'\(entry.id)' is not <scene>/<theme>@<n>x")
      }
      for path in entry.artifacts.all {
        let prefix = entry.id + "/"
        guard path.hasPrefix(prefix),
          ReportFolder.artifactFiles.contains(String(path.dropFirst(prefix.count)))
        else { throw .badArtifactPath(file: file, entry: entry.id, path: path) }
      }
    }
    guard report.schemaVersion == SnapshotReport.currentSchemaVersion else {
      throw .badSummary(
        file: file, path: "$.schemaVersion",
        reason: "\(report.schemaVersion) is not \(SnapshotReport.currentSchemaVersion) "
          + "(write the shards with this pickershot)")
    }
    if let shard = report.shard, shard.count < 1 || !(1...shard.count).contains(shard.index) {
      throw .badSummary(
        file: file, path: "$.shard", reason: "\(shard.index)/\(shard.count) is not K/N, 1 ≤ K ≤ N")
    }
    return report
  }

  /// The largest image side a report entry may state: the report's arithmetic (shares, zoom
  /// regions) then stays far from overflow whatever a hostile file holds.
  static let maxSide = 1 << 16

  /// Checks that an entry's numbers are ones a run can produce, before any report arithmetic.
  private static func checkNumbers(_ entry: SnapshotEntry, at path: String, file: String)
    throws(ReportMergeError)
  {
    var numbers: [(String, Int, ClosedRange<Int>)] = [
      ("width", entry.width, 0...maxSide), ("height", entry.height, 0...maxSide),
      ("scale", entry.scale, 1...16), ("differingPixels", entry.differingPixels, 0...1 << 32),
      ("antialiasedPixels", entry.antialiasedPixels, 0...1 << 32),
      ("milliseconds", entry.milliseconds ?? 0, 0...1 << 40),
    ]
    for (index, box) in entry.boxes.enumerated() {
      numbers += [
        ("boxes[\(index)].x", box.x, 0...maxSide), ("boxes[\(index)].y", box.y, 0...maxSide),
        ("boxes[\(index)].width", box.width, 0...maxSide),
        ("boxes[\(index)].height", box.height, 0...maxSide),
        ("boxes[\(index)].differingPixels", box.differingPixels, 0...1 << 32),
      ]
    }
    for (name, value, range) in numbers where !range.contains(value) {
      throw .badSummary(
        file: file, path: "\(path).\(name)",
        reason: "\(value) is not from \(range.lowerBound) to \(range.upperBound)")
    }
  }

  /// The whole run's report from its shards' (each with the file it came from, for messages).
  ///
  /// Entries go back into the unsharded order when every report says which shard of the same N
  /// it is (shard K's j-th entry was case `j·N + K − 1`), else they follow the reports in the
  /// order given. Obsolete goldens are the sorted union. Environment values the shards agree on
  /// are kept; a key whose value differs between machines gets the distinct values joined with
  /// ` | `, in order.
  ///
  /// - Throws: ``ReportMergeError/duplicateEntry(_:first:second:)`` when an entry is in two
  ///   reports.
  public static func merge(_ reports: [(file: String, report: SnapshotReport)])
    throws(ReportMergeError) -> SnapshotReport
  {
    var owner: [String: String] = [:]
    for (file, report) in reports {
      for entry in report.entries {
        if let first = owner[entry.id] {
          throw .duplicateEntry(entry.id, first: first, second: file)
        }
        owner[entry.id] = file
      }
    }
    let shards = reports.compactMap(\.report.shard)
    var entries: [SnapshotEntry]
    if shards.count == reports.count, let count = shards.first?.count,
      shards.allSatisfy({ $0.count == count })
    {
      let placed = reports.flatMap { _, report in
        report.entries.enumerated().map { position, entry in
          (position * count + (report.shard?.index ?? 1) - 1, entry)
        }
      }
      entries = placed.sorted { $0.0 < $1.0 }.map(\.1)
    } else {
      entries = reports.flatMap(\.report.entries)
    }
    var environment: [String: String] = [:]
    var values: [String: [String]] = [:]
    for (_, report) in reports {
      for (key, value) in report.environment where !(values[key] ?? []).contains(value) {
        values[key, default: []].append(value)
      }
    }
    for (key, list) in values { environment[key] = list.joined(separator: " | ") }
    let obsolete = Set(reports.flatMap(\.report.obsolete)).sorted()
    var merged = SnapshotReport(environment: environment, entries: entries, obsolete: obsolete)
    merged.ci = reports.lazy.compactMap(\.report.ci).first
    return merged
  }

  /// A decoding error as a JSON path (`$.entries[3].status`) and a reason.
  static func describe(_ error: DecodingError) -> (path: String, reason: String) {
    func path(_ keys: [any CodingKey]) -> String {
      "$"
        + keys.map { key in
          key.intValue.map { "[\($0)]" } ?? "." + key.stringValue
        }.joined()
    }
    switch error {
    case .typeMismatch(let type, let context):
      return (path(context.codingPath), "expected \(typeName(type))")
    case .valueNotFound(let type, let context):
      return (path(context.codingPath), "expected \(typeName(type)), found null")
    case .keyNotFound(let key, let context):
      return (path(context.codingPath + [key]), "missing (not a PickerShot summary.json?)")
    case .dataCorrupted(let context):
      let reason =
        context.codingPath.isEmpty ? "not valid JSON" : context.debugDescription
      return (path(context.codingPath), reason)
    @unknown default:
      return ("$", "not a PickerShot report")
    }
  }

  /// `a string`, `a number`, `an array`, `an object` for the types a report holds.
  private static func typeName(_ type: Any.Type) -> String {
    switch type {
    case is String.Type: "a string"
    case is Int.Type, is Double.Type: "a number"
    case is Bool.Type: "true or false"
    default:
      String(describing: type).hasPrefix("Array") ? "an array" : "an object"
    }
  }
}
