/// The result of one `verify` (or `record`) run: what every image did, as written to
/// `summary.json` and read by the HTML report and the JUnit writer.
public struct SnapshotReport: Codable, Equatable, Sendable {
  /// The version of the `summary.json` vocabulary (`docs/schemas/summary.schema.json`); it
  /// changes only when a key is removed or changes meaning.
  public static let currentSchemaVersion = 2

  /// ``currentSchemaVersion`` when written.
  public var schemaVersion: Int
  /// The renderer environment this run used.
  public var environment: [String: String]
  /// One entry per scene × theme × scale checked, in a stable order.
  public var entries: [SnapshotEntry]
  /// Goldens on disk that no scene renders any more (paths relative to the goldens folder).
  public var obsolete: [String]
  /// The shard this run checked (`verify --shard K/N`), `nil` for a whole run (also when absent
  /// from an older `summary.json`).
  public var shard: ReportShard?
  /// The commit and branch the CI system says it built (`nil` outside CI): with the entries'
  /// times, the only values that may differ between two runs of the same inputs.
  public var ci: ReportCI?

  /// Creates a report.
  public init(
    environment: [String: String], entries: [SnapshotEntry], obsolete: [String] = [],
    shard: ReportShard? = nil
  ) {
    schemaVersion = Self.currentSchemaVersion
    self.environment = environment
    self.entries = entries
    self.obsolete = obsolete
    self.shard = shard
  }

  /// Whether every entry passed.
  public var allPassed: Bool { entries.allSatisfy { $0.status.isSuccess } }

  /// The sum of the entries' times, in milliseconds (a merged report's too).
  public var milliseconds: Int { entries.reduce(0) { $0 + ($1.milliseconds ?? 0) } }
}
