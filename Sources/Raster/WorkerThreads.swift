import Foundation

/// A fixed set of threads created up front with `pthread_create`, each creation checked: where a
/// thread cannot be created (`ulimit -u` reached) the work runs on the threads that exist, at
/// worst serially on the calling thread. libdispatch's `concurrentPerform` retried forever there
/// and the process hung (issue 25).
///
/// ```swift
/// WorkerThreads.run(count: 8, threads: 2) { index, worker in draw(band: index) }
/// ```
public enum WorkerThreads {
  /// `body(index, worker)` for every index in `0..<count`, on at most `threads` threads (the
  /// calling thread is worker 0); returns when all are done. Worker `w` only ever runs on one
  /// thread, so it may own a resource.
  ///
  /// - Returns: how many threads worked, the calling thread included (1: serially).
  @discardableResult
  public static func run(
    count: Int, threads: Int, _ body: @Sendable (_ index: Int, _ worker: Int) -> Void
  ) -> Int {
    guard count > 0 else { return 1 }
    let wanted = max(1, min(threads, count))
    return withoutActuallyEscaping(body) { escapable in
      let job = Job(count: count, body: escapable)
      var helpers: [pthread_t] = []
      for worker in 1..<max(1, wanted) {
        let start = Unmanaged.passRetained(Start(job: job, worker: worker))
        var thread = pthread_t()
        let created = pthread_create(
          &thread, nil,
          { raw in
            let start = Unmanaged<Start>.fromOpaque(raw!).takeRetainedValue()
            start.job.work(as: start.worker)
            return nil
          }, start.toOpaque())
        guard created == 0 else {
          start.release()
          break
        }
        helpers.append(thread)
      }
      job.work(as: 0)
      for thread in helpers { pthread_join(thread, nil) }
      return helpers.count + 1
    }
  }

  /// The indices still to do, handed out under a lock, and the work.
  private final class Job: @unchecked Sendable {
    let lock = NSLock()
    let count: Int
    var next = 0
    let body: @Sendable (Int, Int) -> Void

    init(count: Int, body: @escaping @Sendable (Int, Int) -> Void) {
      self.count = count
      self.body = body
    }

    /// Takes indices until none are left.
    func work(as worker: Int) {
      while true {
        lock.lock()
        let index = next
        next += 1
        lock.unlock()
        guard index < count else { return }
        body(index, worker)
      }
    }
  }

  /// What a new thread starts with.
  private final class Start {
    let job: Job
    let worker: Int
    init(job: Job, worker: Int) {
      self.job = job
      self.worker = worker
    }
  }
}
