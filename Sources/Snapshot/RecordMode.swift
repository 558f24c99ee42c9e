import Foundation
import Raster

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

  /// Every variable ``fromEnvironment(_:)`` reads.
  public static let variables = ["PICKERSHOT_RECORD", "CI"]

  /// `PICKERSHOT_RECORD` if set, else `never` under `CI=true`, else `missing`.
  ///
  /// An unknown value is an error naming it, not a silent default.
  public static func fromEnvironment(
    _ environment: [String: String] = Environment.variables(RecordMode.variables)
  ) throws -> RecordMode {
    try explicit(in: environment) ?? (environment["CI"] == "true" ? .never : .missing)
  }

  /// The mode `PICKERSHOT_RECORD` names, or `nil` when it is unset or empty (the default applies,
  /// which is no explicit request to record).
  public static func explicit(
    in environment: [String: String] = Environment.variables(RecordMode.variables)
  ) throws -> RecordMode? {
    guard let text = environment["PICKERSHOT_RECORD"], !text.isEmpty else { return nil }
    guard let mode = RecordMode(rawValue: text) else { throw GoldenError.badRecordMode(text) }
    return mode
  }
}
