/// Problems with the golden store, one line each.
public enum GoldenError: Error, Equatable, CustomStringConvertible {
  /// `PICKERSHOT_RECORD` or `--record` named no mode.
  case badRecordMode(String)
  /// A sidecar JSON next to a golden cannot be read.
  case badSidecar(String)
  /// A draw-list golden (`<theme>.drawlist.txt`) cannot be read.
  case badDrawListGolden(String)
  /// A scene id that cannot name a golden folder (see `SceneID.isValid`).
  case badSceneID(String)
  /// No package root (a folder holding `Package.swift`) above a test file.
  case noPackageRoot(String)
  /// The folder given as the goldens root is not one (it holds a project, or other files).
  case notAGoldensFolder(String, reason: String)
  /// The goldens folder does not exist and recording was not asked for.
  case noGoldensFolder(String)
  /// A golden PNG does not match the SHA-256 its sidecar records: one of the pair was replaced.
  case pairMismatch(String)
  /// The folder given for the report holds files a report never writes.
  case notAReportFolder(String, file: String)
  /// A golden, sidecar, artifact or report file could not be written or removed.
  case cannotWrite(String, reason: String)

  /// A one-line message.
  public var description: String {
    switch self {
    case .badRecordMode(let text):
      "unknown record mode '\(text)' (use never, missing, failed or all)"
    case .badSidecar(let path): "cannot read golden sidecar \(path): not a PickerShot sidecar"
    case .badDrawListGolden(let path):
      "cannot read draw-list golden \(path): not a UTF-8 text file of at most 8 MiB"
    case .badSceneID(let id):
      "scene id '\(id)' is not kebab-case (a-z, 0-9 and -, at most one / for a group)"
    case .noPackageRoot(let path):
      "no Package.swift above \(path): expectSnapshot finds the test's package from its #filePath"
    case .notAGoldensFolder(let path, let reason):
      "\(path) is not a goldens folder (\(reason)): refusing to touch it"
    case .noGoldensFolder(let path):
      "no goldens folder at \(path) (record one explicitly: pickershot record, or --record missing)"
    case .pairMismatch(let path):
      "golden pair mismatch: \(path) is not the PNG its sidecar was recorded with "
        + "(re-record it, or restore both files together)"
    case .notAReportFolder(let path, let file):
      "\(path) is not a report folder (it holds '\(file)'): choose another --report folder"
    case .cannotWrite(let path, let reason): "cannot write \(path): \(reason)"
    }
  }
}
