/// Which part of a sharded run a report holds (`verify --shard K/N`), so `merge-reports` can put
/// the entries of shards back into the order of the whole run.
public struct ReportShard: Codable, Equatable, Sendable {
  /// K, from 1.
  public var index: Int
  /// N, the number of shards.
  public var count: Int

  /// Creates a shard description.
  public init(index: Int, count: Int) {
    self.index = index
    self.count = count
  }
}
