/// A large buffer could not be allocated: `bytes` were asked for and the allocator (or Cairo)
/// said no, where a Swift array would have stopped the process with a signal. The command line
/// exits 71 (EX_OSERR) with ``description``, once a caller has said what was being drawn.
public struct OutOfMemory: Error, Sendable, Equatable, CustomStringConvertible {
  /// The bytes the failed allocation asked for.
  public let bytes: Int
  /// What was being drawn (`date-picker light@2x`), when a caller knows it.
  public var drawing: String?

  /// An allocation of `bytes` that failed.
  public init(bytes: Int, drawing: String? = nil) {
    self.bytes = max(0, bytes)
    self.drawing = drawing
  }

  /// The same failure, naming what was being drawn (kept when it already names something).
  public func drawing(_ what: String) -> OutOfMemory {
    OutOfMemory(bytes: bytes, drawing: drawing ?? what)
  }

  /// `bytes` in whole MiB, rounded up (at least 1).
  public var mebibytes: Int { max(1, (bytes + (1 << 20) - 1) >> 20) }

  /// `out of memory drawing date-picker light@3x: needs 64 MiB`.
  public var description: String {
    "out of memory" + (drawing.map { " drawing \($0)" } ?? "") + ": needs \(mebibytes) MiB"
  }
}
