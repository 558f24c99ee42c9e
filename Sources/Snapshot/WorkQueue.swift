import Foundation

/// Hands out indices to workers and collects their results, under a lock.
final class WorkQueue: @unchecked Sendable {
  private let lock = NSLock()
  private let count: Int
  private var next = 0
  private var slots: [SnapshotEntry?]

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
  func store(_ entry: SnapshotEntry, at index: Int) {
    lock.lock()
    slots[index] = entry
    lock.unlock()
  }

  /// Every result, in index order (call after all workers are done).
  var results: [SnapshotEntry] { slots.map { $0! } }
}

/// Carries a non-Sendable value into `concurrentPerform`, whose workers use disjoint parts of it.
struct UnsafeSendableBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
