import Foundation
import Raster

/// Hands out indices to workers and collects their results, under a lock: how every batch
/// command (verify, record, render) uses every core.
public final class WorkQueue<Result>: @unchecked Sendable {
  private let lock = NSLock()
  private let count: Int
  private var next = 0
  private var slots: [Result?]

  init(count: Int) {
    self.count = count
    slots = Array(repeating: nil, count: count)
  }

  /// The next index to work on, or `nil` when all are taken.
  func take() -> Int? {
    lock.lock()
    defer { lock.unlock() }
    guard next < count else { return nil }
    next += 1
    return next - 1
  }

  /// Stores the result for `index`.
  func store(_ result: Result, at index: Int) {
    lock.lock()
    slots[index] = result
    lock.unlock()
  }

  /// Every result, in index order (call after all workers are done).
  var results: [Result] { slots.map { $0! } }

  /// `body(index, worker)` for every index in `0..<count`, on `workers` threads; results keep
  /// index order. Worker `w` only ever runs on one thread at a time, so it may own a resource.
  public static func run(
    count: Int, workers: Int, _ body: @Sendable (_ index: Int, _ worker: Int) -> Result
  ) -> [Result] {
    let queue = WorkQueue(count: count)
    // Threads created up front, each checked: where none can be, the calling thread does it all.
    WorkerThreads.run(count: max(1, min(workers, count)), threads: workers) { _, worker in
      while let index = queue.take() { queue.store(body(index, worker), at: index) }
    }
    return queue.results
  }
}

/// Carries a non-Sendable value into the workers of ``WorkQueue/run(count:workers:_:)``, which use
/// disjoint parts of it.
public struct UnsafeSendableBox<Value>: @unchecked Sendable {
  /// The value.
  public let value: Value
  /// Wraps `value`.
  public init(_ value: Value) { self.value = value }
}
