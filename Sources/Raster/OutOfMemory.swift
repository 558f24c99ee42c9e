/// A large buffer could not be allocated: `bytes` were asked for and the allocator (or Cairo)
/// said no, where a Swift array would have stopped the process with a signal. The command line
/// exits 71 (EX_OSERR) with ``description``, once a caller has said what was being done.
public struct OutOfMemory: Error, Sendable, Equatable, CustomStringConvertible {
  /// The bytes the failed allocation asked for (0 when not known: a caller that knows what it
  /// was drawing replaces it with ``needing(_:)``).
  public let bytes: Int
  /// What was being done, as the message says it after "out of memory ":
  /// `drawing date-picker light@2x`, `decoding a.png`, `comparing a.png with b.png`.
  public var task: String?

  /// An allocation of `bytes` that failed.
  public init(bytes: Int, task: String? = nil) {
    self.bytes = max(0, bytes)
    self.task = task
  }

  /// What was being drawn (`date-picker light@2x`), when a caller said.
  public var drawing: String? {
    guard let task, task.hasPrefix("drawing ") else { return nil }
    return String(task.dropFirst("drawing ".count))
  }

  /// The same failure, naming what was being drawn (kept when it already names something).
  public func drawing(_ what: String) -> OutOfMemory {
    during("drawing \(what)")
  }

  /// The same failure, naming what was being done (kept when it already names something).
  public func during(_ task: String) -> OutOfMemory {
    OutOfMemory(bytes: bytes, task: self.task ?? task)
  }

  /// The same failure needing `bytes` where the allocation's own size is not known (0).
  public func needing(_ bytes: Int) -> OutOfMemory {
    self.bytes > 0 ? self : OutOfMemory(bytes: bytes, task: task)
  }

  /// `bytes` in whole MiB, rounded up (at least 1); without overflow for a size that overflowed
  /// (`Int.max`).
  public var mebibytes: Int { max(1, (bytes >> 20) + (bytes & ((1 << 20) - 1) == 0 ? 0 : 1)) }

  /// `out of memory drawing date-picker light@3x: needs 64 MiB`.
  public var description: String {
    "out of memory" + (task.map { " \($0)" } ?? "") + ": needs \(mebibytes) MiB"
  }
}
