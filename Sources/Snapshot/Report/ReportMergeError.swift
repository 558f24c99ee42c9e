/// Why shard reports cannot be merged: each is bad input data (the CLI exits 65).
public enum ReportMergeError: Error, Equatable, CustomStringConvertible {
  /// A `summary.json` that is not a PickerShot report: the file, the JSON path (`$.entries[3]`)
  /// and what was wrong there.
  case badSummary(file: String, path: String, reason: String)
  /// The same entry in two reports (the same shard given twice, or shards of different runs).
  case duplicateEntry(String, first: String, second: String)
  /// An entry whose artifact path is not `<entry id>/<name>.png` of a report (it could point
  /// outside the report folder).
  case badArtifactPath(file: String, entry: String, path: String)

  /// One line naming the file and what is wrong.
  public var description: String {
    switch self {
    case .badSummary(let file, let path, let reason): "\(file): \(path): \(reason)"
    case .duplicateEntry(let id, let first, let second):
      "entry \(id) is in both \(first) and \(second) (the same shard twice?)"
    case .badArtifactPath(let file, let entry, let path):
      "\(file): entry \(entry): artifact path '\(path)' is not one a report writes"
    }
  }
}
