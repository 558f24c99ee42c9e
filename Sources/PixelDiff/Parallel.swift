import Raster

/// Runs loop iterations on all cores with ``Raster/WorkerThreads`` (serially where no thread can be
/// created).
enum Parallel {
  /// Calls `body(0)`, ..., `body(count - 1)` concurrently on at most one thread per core and
  /// waits for all of them; returns how many threads worked (the calling thread included).
  ///
  /// `body` need not be `@Sendable`: callers guarantee that iterations only read
  /// shared state, or write disjoint parts of it (their own band of rows, their
  /// own slot of a buffer). A single iteration runs on the calling thread. (One thread per
  /// iteration made a diff of eight bands start seven threads on two cores.)
  @discardableResult
  static func forEach(_ count: Int, _ body: (Int) -> Void) -> Int {
    if count <= 0 { return 1 }
    if count == 1 {
      body(0)
      return 1
    }
    return withoutActuallyEscaping(body) { escapable in
      let box = UncheckedSendableBox(escapable)
      return WorkerThreads.run(count: count, threads: min(count, ProcessorCount.active)) {
        index, _ in box.value(index)
      }
    }
  }
}

/// Carries a value across the `@Sendable` boundary of `concurrentPerform`;
/// only `Parallel.forEach` uses it, under the rules stated there.
private struct UncheckedSendableBox<Value>: @unchecked Sendable {
  /// The wrapped value.
  let value: Value

  /// Wraps `value`.
  init(_ value: Value) { self.value = value }
}
