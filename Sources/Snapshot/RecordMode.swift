import Foundation

/// When goldens are written, as in swift-snapshot-testing.
public enum RecordMode: String, CaseIterable, Sendable {
  /// Never write; a missing golden is a failure. The default under `CI=true`.
  case never
  /// Write goldens that do not exist yet. The default locally.
  case missing
  /// Write missing goldens and overwrite the ones that differ.
  case failed
  /// Overwrite every golden.
  case all

  /// `PICKERSHOT_RECORD` if set, else `never` under `CI=true`, else `missing`.
  ///
  /// An unknown value is an error naming it, not a silent default.
  public static func fromEnvironment(
    _ environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> RecordMode {
    if let text = environment["PICKERSHOT_RECORD"], !text.isEmpty {
      guard let mode = RecordMode(rawValue: text) else {
        throw GoldenError.badRecordMode(text)
      }
      return mode
    }
    return environment["CI"] == "true" ? .never : .missing
  }
}
