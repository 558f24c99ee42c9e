/// The result of one `verify` (or `record`) run: what every image did, as written to
/// `summary.json` and read by the HTML report and the JUnit writer.
public struct SnapshotReport: Codable, Equatable, Sendable {
  /// The renderer environment this run used.
  public var environment: [String: String]
  /// One entry per scene × theme × scale checked, in a stable order.
  public var entries: [SnapshotEntry]
  /// Goldens on disk that no scene renders any more (paths relative to the goldens folder).
  public var obsolete: [String]
  /// The shard this run checked (`verify --shard K/N`), `nil` for a whole run (also when absent
  /// from an older `summary.json`).
  public var shard: ReportShard?

  /// Creates a report.
  public init(
    environment: [String: String], entries: [SnapshotEntry], obsolete: [String] = [],
    shard: ReportShard? = nil
  ) {
    self.environment = environment
    self.entries = entries
    self.obsolete = obsolete
    self.shard = shard
  }

  /// Whether every entry passed.
  public var allPassed: Bool { entries.allSatisfy { $0.status.isSuccess } }
}
